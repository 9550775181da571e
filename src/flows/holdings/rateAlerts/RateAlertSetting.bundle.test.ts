// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../../eagerBundle.testing';

describe('RateAlertSetting bundle', () => {
  it('the rate alert setting shows its rule with its code alone and loads its form (the two amount fields) on the first press of its button', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'RateAlertSetting.tsx'));
    const onDemand = ['src/flows/holdings/rateAlerts/RateAlertForm.tsx', 'src/components/AmountInput/AmountInput.tsx'];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
