// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('FlexibleHoldingDetail bundle', () => {
  it('the flexible holding detail loads the cumulative interest dialog and the realtime APR popover (the popover, the chart) only when one is opened, and the rate alert setting only under a rate alerts provider', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'FlexibleHoldingDetail.tsx'));
    const onDemand = [
      'src/flows/history/CumulativeInterestDialog.tsx',
      'src/flows/holdings/RealtimeAprPopover.tsx',
      'src/components/Popover/Popover.tsx',
      'src/components/AprChart/AprChart.tsx',
      'src/flows/holdings/rateAlerts/RateAlertSetting.tsx',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('FlexibleHoldingDetail.tsx'))).toBe(true);
  }, 60_000);
});
