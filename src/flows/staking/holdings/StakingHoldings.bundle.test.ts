// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../../eagerBundle.testing';

describe('StakingHoldings bundle', () => {
  it("the holdings load each tab's panel only when that tab is shown: the positions and redemptions (their rows, arrival times and timelines), the history (its date filter and list)", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'StakingHoldings.tsx'));
    const onDemand = [
      'src/components/InfoRow/InfoRow.tsx',
      'src/components/ArrivalTime/ArrivalTime.tsx',
      'src/components/RedeemTimeline/RedeemTimeline.tsx',
      'src/components/DateRangeFilter/DateRangeFilter.tsx',
      'src/components/ResponsiveList/ResponsiveList.tsx',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
