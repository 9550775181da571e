import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { scaledDecimalText } from '../shared/arbitraries.testing';
import { ladderTierBounds } from './ladder';

const bound = scaledDecimalText(8, 10n ** 20n);
/** A right bound as the API might send it: a number, the usual '-1', nothing, or junk. */
const right = fc.oneof({ weight: 4, arbitrary: bound }, fc.constantFrom('-1', '', ' ', 'max', 'null', '1e9'));
const padded = (text: string, pad: string) => `${pad}${text}${pad}`;
const pad = fc.constantFrom('', ' ', '\t');

describe('ladderTierBounds properties', () => {
  it('SE-DATA-07 a tier never ends where it starts or below: the upper bound is open or strictly above the lower', () => {
    fc.assert(
      fc.property(bound, right, (left, rightText) => {
        const { from, to } = ladderTierBounds({ left, right: rightText });
        if (to !== null) expect(new Decimal(to).gt(from)).toBe(true);
      }),
    );
  });

  it('SE-DATA-07 the bounds keep every digit of left and right (no float drift), whatever spaces surround them', () => {
    fc.assert(
      fc.property(bound, bound, pad, (left, rightText, space) => {
        const { from, to } = ladderTierBounds({ left: padded(left, space), right: padded(rightText, space) });
        expect(from).toBe(left);
        expect(to).toBe(new Decimal(rightText).gt(left) ? rightText : null);
      }),
    );
  });

  it('SE-DATA-07 reading bounds back gives the same bounds (idempotent)', () => {
    fc.assert(
      fc.property(fc.oneof(bound, fc.constantFrom('', 'x')), right, (left, rightText) => {
        const once = ladderTierBounds({ left, right: rightText });
        expect(ladderTierBounds({ left: once.from, right: once.to ?? '' })).toEqual(once);
      }),
    );
  });
});
