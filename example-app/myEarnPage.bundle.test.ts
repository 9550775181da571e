// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadedInputs } from '../src/eagerBundle.testing';

describe('My earn page bundle', () => {
  it("the page loads the totals, the calendar and the tabs, and each family's tab content only when that tab is shown", async () => {
    const { eager, all } = await loadedInputs(path.resolve(__dirname, 'src/pages/MyEarnPage.tsx'));
    const onPage = ['src/flows/myEarn/MyEarn.tsx', 'src/flows/myEarn/MaturityCalendar.tsx'];
    const perTab = [
      'src/flows/holdings/Holdings.tsx',
      'src/flows/staking/holdings/StakingHoldings.tsx',
      'src/flows/wealth/VipWealth/VipWealth.tsx',
      'src/flows/dualEarn/DualEarnOrders.tsx',
    ];
    for (const part of onPage) expect(eager.some((input) => input.endsWith(part))).toBe(true);
    for (const part of perTab) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => perTab.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
