// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('HoldingDetail bundle', () => {
  it('the holding detail loads the fixed panel (its switches, its timeline) and the flexible one (its auto-earn card) only when that panel is shown', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'HoldingDetail.tsx'));
    const onDemand = [
      'src/flows/holdings/FixedHoldingDetail.tsx',
      'src/flows/holdings/FixedOrderSwitches.tsx',
      'src/components/RedeemTimeline/RedeemTimeline.tsx',
      'src/flows/holdings/FlexibleHoldingDetail.tsx',
      'src/flows/autoEarn/AutoEarnCard.tsx',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
