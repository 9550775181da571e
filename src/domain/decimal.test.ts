import { describe, expect, it } from 'vitest';
import { roundDown, roundUp, toAmountString, toDecimal } from './decimal';

describe('decimal helpers', () => {
  it.each([
    ['1.123456789', 8, '1.12345678'],
    ['0.000000019', 8, '0.00000001'],
    ['-1.999', 2, '-1.99'],
    ['123456789012.123456789', 8, '123456789012.12345678'],
  ])('SH-CONST-08 rounds %s down to %i decimals as %s', (input, decimals, expected) => {
    expect(toAmountString(input, decimals)).toBe(expected);
  });

  it('SH-CONST-08 never prints exponent notation for tiny or huge amounts', () => {
    expect(toAmountString('0.00000001')).toBe('0.00000001');
    expect(toAmountString('999999999999')).toBe('999999999999');
  });

  it('rounds up where asked', () => {
    expect(roundUp('0.05251', 4).toFixed()).toBe('0.0526');
    expect(roundDown('0.05259', 4).toFixed()).toBe('0.0525');
  });

  it('treats malformed text as zero instead of NaN', () => {
    expect(toDecimal('abc').isZero()).toBe(true);
    expect(toDecimal('').isZero()).toBe(true);
    expect(toDecimal('1e5').isZero()).toBe(true);
  });
});
