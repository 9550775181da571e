import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { compareRates, rateFromFraction, type Rate } from './rate';
import { rateRange } from './rateRange';

function rate(text: string): Rate {
  const parsed = rateFromFraction(text);
  if (!parsed) throw new Error(`bad rate ${text}`);
  return parsed;
}

describe('rateRange', () => {
  it.each([
    [[], null],
    [['0.05'], { min: '0.05', max: '0.05' }],
    [['0.09', '0.1', '0.012'], { min: '0.012', max: '0.1' }],
    // Beyond a float's 17 digits the two still differ.
    [['0.100000000000000000001', '0.1'], { min: '0.1', max: '0.100000000000000000001' }],
    [['0.045', '0.045'], { min: '0.045', max: '0.045' }],
  ])('the range of %j is %j', (rates, expected) => {
    expect(rateRange(rates.map(rate))).toEqual(expected);
  });

  it('every rate lies within the range, and both bounds are among the rates', () => {
    const rateText = fc
      .tuple(fc.nat({ max: 10_000 }), fc.nat({ max: 999_999 }))
      .map(([whole, part]) => rate(`${whole}.${String(part).padStart(6, '0')}`));
    fc.assert(
      fc.property(fc.array(rateText, { minLength: 1, maxLength: 12 }), (rates) => {
        const range = rateRange(rates);
        if (!range) return false;
        const within = rates.every((r) => compareRates(r, range.min) >= 0 && compareRates(r, range.max) <= 0);
        const found = (bound: Rate) => rates.some((r) => toDecimal(r).equals(toDecimal(bound)));
        return within && found(range.min) && found(range.max);
      }),
    );
  });
});
