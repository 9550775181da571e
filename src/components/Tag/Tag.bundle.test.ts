// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('Tag bundle', () => {
  it('a tag carries the strings of the parts that show figures, not every Simple Earn string', async () => {
    const { eager } = await bundleInputs(path.resolve(__dirname, 'Tag.tsx'));
    expect(eager.some((input) => input.endsWith('catalogue/en/kitBasics.ts'))).toBe(true);
    expect(eager.filter((input) => input.endsWith('catalogue/en/simpleEarn.ts'))).toEqual([]);
  }, 60_000);
});
