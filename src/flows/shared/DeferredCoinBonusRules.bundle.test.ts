// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('DeferredCoinBonusRules bundle', () => {
  it("the bonus rules' trigger carries its own label, not every schedule string, until the rules load", async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'DeferredCoinBonusRules.tsx'));
    const schedules = 'src/i18n/catalogue/en/kitSchedules.ts';
    expect(all.some((input) => input.endsWith(schedules))).toBe(true);
    expect(eager.filter((input) => input.endsWith(schedules))).toEqual([]);
  }, 60_000);
});
