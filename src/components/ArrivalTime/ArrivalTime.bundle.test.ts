// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('ArrivalTime bundle', () => {
  it("carries the arrival's strings, not every schedule string (timelines, tier ladders, bonus rules)", async () => {
    const { eager } = await bundleInputs(path.resolve(__dirname, 'ArrivalTime.tsx'));
    expect(eager.some((input) => input.endsWith('src/i18n/catalogue/en/kitScheduleNotes.ts'))).toBe(true);
    expect(eager.filter((input) => input.endsWith('src/i18n/catalogue/en/kitSchedules.ts'))).toEqual([]);
  }, 60_000);
});
