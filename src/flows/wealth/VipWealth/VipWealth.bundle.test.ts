// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../../eagerBundle.testing';

describe('VipWealth bundle', () => {
  it('the VIP wealth page loads its subscribe, redeem and detail dialogs, the Modal and the chart only when one is opened', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'VipWealth.tsx'));
    const onDemand = [
      'WealthSubscribeFlow/WealthSubscribeFlow.tsx',
      'WealthRedeemFlow/WealthRedeemFlow.tsx',
      'VipWealth/WealthDetailDialog.tsx',
      'src/components/Modal/Modal.tsx',
      'src/components/AprChart/AprChart.tsx',
      'src/components/AmountInput/AmountInput.tsx',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
