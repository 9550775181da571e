// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('DateRangeFilter bundle', () => {
  it('the filter loads the calendar (react-aria, @internationalized/date) and its popover only when the calendar is opened', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'DateRangeFilter.tsx'));
    const onDemand = ['node_modules/react-aria/', 'node_modules/@internationalized/date/', 'src/components/Popover/'];
    for (const part of onDemand) expect(all.some((input) => input.includes(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.includes(part)))).toEqual([]);
  }, 60_000);
});
