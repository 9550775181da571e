import { describe, expect, it } from 'vitest';
import { needsWealthVipUpgrade } from './vip';

describe('needsWealthVipUpgrade', () => {
  it.each([
    [0, 1, true],
    [1, 1, false],
    [6, 1, false],
    [4, 5, true],
    [null, 1, false],
  ])(
    'DEC-29 a viewer at VIP level %s, for a product of VIP level %i, sees the upgrade guide: %s',
    (level, min, expected) => {
      expect(needsWealthVipUpgrade(level, { minVipLevel: min })).toBe(expected);
    },
  );
});
