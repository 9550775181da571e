// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs, loadedMessageKeys } from '../../eagerBundle.testing';
import { autoEarn } from '../../i18n/catalogue/en/autoEarn';
import { holdingDetail } from '../../i18n/catalogue/en/holdingDetail';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';

describe('Holdings bundle', () => {
  it('the holdings load the history dialog, the history, its date filter and the Modal only when the history is opened', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'Holdings.tsx'));
    const onDemand = [
      'src/flows/history/HistoryDialog.tsx',
      'src/flows/history/History.tsx',
      'src/components/DateRangeFilter/DateRangeFilter.tsx',
      'src/components/Modal/Modal.tsx',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('Holdings.tsx'))).toBe(true);
  }, 60_000);

  it("the holdings list carries its own English and the orders' badges, not the holding detail panels', Simple Earn's notices or auto-earn's", async () => {
    const entries = await loadedMessageKeys(path.resolve(__dirname, 'Holdings.tsx'));
    expect(entries).toContain('holdingsFlows.column.coin');
    expect(entries).toContain('simpleEarn.order.holding');
    const elsewhere = [holdingDetail, simpleEarn, autoEarn].flatMap((namespace) => Object.keys(namespace));
    expect(elsewhere.filter((key) => entries.has(key))).toEqual([]);
  }, 60_000);

  it("the holdings list carries its columns' and tabs' English, not the history dialog's, the interest logs' or the fixed panel's", async () => {
    const entries = await loadedMessageKeys(path.resolve(__dirname, 'Holdings.tsx'));
    expect(entries).toContain('holdingsFlows.history.title');
    const elsewhere = [
      'holdingsFlows.history.export',
      'holdingsFlows.history.dialogTitle',
      'holdingsFlows.interest.title',
      'holdingsFlows.detail.autoReinvest',
      'holdingsFlows.detail.orderId',
    ];
    expect(elsewhere.filter((key) => entries.has(key))).toEqual([]);
  }, 60_000);

  it('the holdings load the single-order section only when the route names an order', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'Holdings.tsx'));
    expect(all.some((input) => input.endsWith('holdings/SingleOrderSection.tsx'))).toBe(true);
    expect(eager.filter((input) => input.endsWith('holdings/SingleOrderSection.tsx'))).toEqual([]);
  }, 60_000);
});
