// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../eagerBundle.testing';

describe('staking calls bundle', () => {
  it('the staking calls load without the Simple Earn history calls, their domain or the Simple Earn timeline', async () => {
    const { eager } = await bundleInputs(path.resolve(__dirname, 'staking.ts'));
    const simpleEarnOnly = ['src/api/simpleEarnHistory.ts', 'src/domain/simpleEarn/history.ts', 'timeline.ts'];
    expect(eager.filter((input) => simpleEarnOnly.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('src/api/staking.ts'))).toBe(true);
  }, 60_000);
});
