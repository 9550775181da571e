// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../../eagerBundle.testing';

describe('StakingDetail bundle', () => {
  it('the staking detail loads its APR trend dialog, the Modal and the chart only when the trend is opened', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'StakingDetail.tsx'));
    const onDemand = [
      'StakingAprTrendDialog.tsx',
      'src/components/Modal/Modal.tsx',
      'src/components/AprChart/AprChart.tsx',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
