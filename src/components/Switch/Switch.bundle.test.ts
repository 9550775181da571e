// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('Switch bundle', () => {
  it("the switch is its own button, without Radix's switch and the Radix core it brings to a page (about 5 KB gzipped)", async () => {
    const { eager } = await bundleInputs(path.resolve(__dirname, 'Switch.tsx'));
    expect(eager.filter((input) => input.includes('node_modules/@radix-ui/'))).toEqual([]);
  }, 60_000);
});
