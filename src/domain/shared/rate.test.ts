import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import {
  ZERO_RATE,
  addRates,
  compareRates,
  dailyRateOf,
  rateFromFraction,
  rateFromPercent,
  rateToFractionText,
  rateToPercentText,
  rateToPercentValueText,
  type Rate,
} from './rate';

function rate(text: string): Rate {
  const parsed = rateFromFraction(text);
  if (!parsed) throw new Error(`bad rate ${text}`);
  return parsed;
}

describe('Rate', () => {
  it.each([
    ['0.0525', '0.0525', '5.25'],
    ['0.05', '0.05', '5.00'],
    ['1', '1', '100.00'],
    ['0', '0', '0.00'],
    [' 0.123456 ', '0.123456', '12.34'],
    ['-0.01', '-0.01', '-1.00'],
  ])('DEC-05 rateFromFraction(%j) is %s and displays as %s %%', (input, fraction, percent) => {
    const parsed = rate(input);
    expect(rateToFractionText(parsed)).toBe(fraction);
    expect(rateToPercentText(parsed)).toBe(percent);
  });

  it.each([
    ['5.25', '0.0525'],
    ['5', '0.05'],
    ['0.01', '0.0001'],
    ['100', '1'],
    [12.5, '0.125'],
  ])('DEC-05 rateFromPercent(%j) is the fraction %s', (input, fraction) => {
    expect(rateToFractionText(rateFromPercent(input) as Rate)).toBe(fraction);
  });

  it.each(['', 'abc', '1e-3', '5%', null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'DEC-05 malformed rate %j parses to null, never to 0 %%',
    (input) => {
      expect(rateFromFraction(input)).toBeNull();
      expect(rateFromPercent(input)).toBeNull();
    },
  );

  it('DEC-05 a rate from a JSON number keeps its exact decimal value', () => {
    expect(rateToFractionText(rateFromFraction(0.1) as Rate)).toBe('0.1');
    expect(rateToFractionText(rateFromFraction(1e-7) as Rate)).toBe('0.0000001');
  });

  it('DEC-05 display uses 2 decimals unless asked, rounded down', () => {
    expect(rateToPercentText(rate('0.056789'))).toBe('5.67');
    expect(rateToPercentText(rate('0.056789'), 4)).toBe('5.6789');
    expect(rateToPercentValueText(rate('0.056789'))).toBe('5.6789');
  });

  it('DEC-05 sums, daily rates and comparisons are exact', () => {
    expect(rateToFractionText(addRates(rate('0.1'), rate('0.2')))).toBe('0.3');
    expect(rateToFractionText(addRates())).toBe(rateToFractionText(ZERO_RATE));
    expect(dailyRateOf(rate('0.365')).toFixed()).toBe('0.001');
    expect(compareRates(rate('0.05'), rate('0.050'))).toBe(0);
    expect(compareRates(rate('0.04'), rate('0.05'))).toBeLessThan(0);
  });

  const percentText = fc
    .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 9999 }))
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(4, '0')}`);

  it('DEC-05 property: a percent parsed and written back as a percent is unchanged', () => {
    fc.assert(
      fc.property(percentText, (percent) => {
        expect(rateToPercentValueText(rateFromPercent(percent) as Rate)).toBe(toDecimal(percent).toFixed());
      }),
    );
  });

  it('DEC-05 property: the two scales agree, the percent scale being 100 times the fraction', () => {
    fc.assert(
      fc.property(percentText, (percent) => {
        const fromPercent = rateFromPercent(percent) as Rate;
        const fromFraction = rateFromFraction(toDecimal(percent).dividedBy(100).toFixed()) as Rate;
        expect(compareRates(fromPercent, fromFraction)).toBe(0);
      }),
    );
  });

  it('DEC-05 property: display never overstates the rate and always has exactly 2 decimals', () => {
    fc.assert(
      fc.property(percentText, (percent) => {
        const shown = rateToPercentText(rateFromPercent(percent) as Rate);
        expect(shown).toMatch(/^\d+\.\d{2}$/);
        expect(toDecimal(shown).lte(toDecimal(percent))).toBe(true);
        expect(toDecimal(percent).minus(toDecimal(shown)).lt(0.01)).toBe(true);
      }),
    );
  });
});
