import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { estimatedInterestText, holdingAmountText, lentAmountText } from './amounts';

describe('holding amounts', () => {
  it.each([
    ['1.123456789', '1.12345678'],
    ['2', '2.00000000'],
    ['0.000000019', '0.00000001'],
    ['', '0.00000000'],
    [null, '0.00000000'],
  ])('HD-CALC-02 interest or principal %s shows as %s', (value, text) => {
    expect(holdingAmountText(value)).toBe(text);
  });

  it.each([
    ['80.1234567', '80.123456'],
    ['3', '3.000000'],
  ])('HD-CALC-03 the lent amount %s shows as %s', (value, text) => {
    expect(lentAmountText(value)).toBe(text);
  });

  it.each([
    ['2.5', '+2.50000000'],
    ['0', '+0.00000000'],
  ])('HD-FIXED-06 estimated interest %s shows as %s', (value, text) => {
    expect(estimatedInterestText(value)).toBe(text);
  });

  it('HD-CALC-02 HD-CALC-03 property: shown amounts are rounded down with exactly 8 or 6 decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.integer({ min: 0, max: 12 }), (units, scale) => {
        const value = toDecimal(units.toString()).dividedBy(toDecimal('10').pow(scale)).toFixed();
        const eight = holdingAmountText(value);
        const six = lentAmountText(value);
        expect(eight.split('.')[1]).toHaveLength(8);
        expect(six.split('.')[1]).toHaveLength(6);
        expect(toDecimal(eight).lessThanOrEqualTo(value)).toBe(true);
        expect(toDecimal(value).minus(eight).lessThan('0.00000001')).toBe(true);
        expect(toDecimal(six).lessThanOrEqualTo(eight)).toBe(true);
      }),
    );
  });
});
