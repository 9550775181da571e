// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs, loadedMessageKeys } from '../../../eagerBundle.testing';

describe('RateAlertList bundle', () => {
  it("the rate alert list carries its heading and empty state, and loads the alerts' items and their mute buttons' strings only when there is an alert to list", async () => {
    const entry = path.resolve(__dirname, 'RateAlertList.tsx');
    const entries = await loadedMessageKeys(entry);
    expect(entries).toContain('rateAlerts.list.empty');
    const elsewhere = ['rateAlerts.alert.mute', 'rateAlerts.alert.muteFloor', 'rateAlerts.setting.save'];
    expect(elsewhere.filter((key) => entries.has(key))).toEqual([]);
    const { eager, all } = await bundleInputs(entry);
    expect(all.some((input) => input.endsWith('rateAlerts/RateAlertItems.tsx'))).toBe(true);
    expect(eager.filter((input) => input.endsWith('rateAlerts/RateAlertItems.tsx'))).toEqual([]);
  }, 60_000);
});
