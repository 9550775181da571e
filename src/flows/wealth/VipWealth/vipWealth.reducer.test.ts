import { describe, expect, it } from 'vitest';
import type { WealthHolding, WealthListedProduct } from '../../../domain/wealth';
import { initialVipWealthState, vipWealthReducer, type VipWealthEvent } from './vipWealth.reducer';

const product: WealthListedProduct = {
  pid: 2,
  projectType: 5,
  coin: 'BTC',
  minAmount: '0.5',
  name: 'Quant',
  netValueRatio: '0.98',
  recent30DaysRate: '0',
  minVipLevel: 1,
};
const holding = (orderId: number): WealthHolding => ({
  orderId,
  pid: 1,
  projectType: 4,
  name: 'Income',
  amount: '10',
  coin: 'USDT',
  unit: '10',
  incomeAmount: '0',
  showInterest: true,
  netValueRatio: '1',
  netValueRatioBuy: '1',
  recent30DaysRate: '0',
  runDays: 1,
  clientId: String(orderId),
});

const run = (...events: VipWealthEvent[]) => events.reduce(vipWealthReducer, initialVipWealthState);

describe('vipWealthReducer', () => {
  it('opens one dialog at a time, for its product or order, and closes it', () => {
    expect(run({ type: 'SUBSCRIBE.OPEN', product }).dialog).toEqual({ kind: 'subscribe', product });
    expect(run({ type: 'SUBSCRIBE.OPEN', product }, { type: 'REDEEM.OPEN', holding: holding(7) }).dialog).toEqual({
      kind: 'redeem',
      holding: holding(7),
    });
    expect(run({ type: 'REDEEM.OPEN', holding: holding(7) }, { type: 'DIALOG.CLOSE' }).dialog).toEqual({
      kind: 'none',
    });
  });

  it('VW-DETAIL-01 VW-DETAIL-02 the detail switches chart and range, and a new detail starts on the assets trend over 30 days', () => {
    const moved = run(
      { type: 'DETAIL.OPEN', holding: holding(7) },
      { type: 'LINE.SELECT', line: 'rate' },
      { type: 'RANGE.SELECT', range: 730 },
    );
    expect(moved).toMatchObject({ line: 'rate', range: 730 });
    expect(vipWealthReducer(moved, { type: 'DETAIL.OPEN', holding: holding(8) })).toEqual({
      dialog: { kind: 'detail', holding: holding(8) },
      line: 'balance',
      range: 30,
    });
  });

  it('a chart event outside the detail changes nothing', () => {
    const subscribing = run({ type: 'SUBSCRIBE.OPEN', product });
    expect(vipWealthReducer(subscribing, { type: 'RANGE.SELECT', range: 180 })).toBe(subscribing);
    expect(vipWealthReducer(subscribing, { type: 'LINE.SELECT', line: 'rate' })).toBe(subscribing);
  });
});
