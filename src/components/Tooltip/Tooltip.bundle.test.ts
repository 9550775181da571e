// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from '../../eagerBundle.testing';

describe('Tooltip bundle', () => {
  it('a trigger loads its bubble, placement and bubble styles only when the tooltip first shows', async () => {
    const { eager, all } = await bundleInputs(path.resolve(__dirname, 'Tooltip.tsx'));
    const onDemand = [
      'src/components/Tooltip/placeTooltip.ts',
      'src/components/Tooltip/Tooltip.css.ts',
      'src/components/Tooltip/TooltipBubble.tsx',
    ];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
    expect(eager.some((input) => input.endsWith('src/components/Tooltip/useTooltipState.ts'))).toBe(true);
  }, 60_000);
});
