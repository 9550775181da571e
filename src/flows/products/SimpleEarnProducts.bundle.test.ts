// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

// What loads only once opened: the popover (Radix's and floating-ui), and the Modal it becomes on mobile.
const onDemand = ['src/components/Popover/', 'src/components/Modal/Modal.tsx', 'node_modules/@radix-ui/react-popover/'];

describe('SimpleEarnProducts bundle', () => {
  it('the product list loads the bonus rules, their popover and the Modal only when the rules are opened', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'SimpleEarnProducts.tsx'));
    for (const part of onDemand) expect(all.some((input) => input.includes(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.includes(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('SimpleEarnProducts.tsx'))).toBe(true);
  }, 60_000);
});
