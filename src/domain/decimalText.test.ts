import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundDown, toDecimal } from './decimal';
import { canonicalDecimalText, compareDecimalText, truncateDecimalText } from './decimalText';

const decimalText = fc
  .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{0,14}$/), fc.boolean(), fc.stringMatching(/^[0-9]{0,12}$/))
  .map(
    ([negative, integer, dot, fraction]) =>
      (negative ? '-' : '') + (integer || (dot && fraction ? '' : '0')) + (dot ? '.' + fraction : ''),
  );

describe('decimal text helpers agree with Decimal', () => {
  it.each([
    ['007', '7'],
    ['0.50', '0.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['-0.0', '0'],
    ['abc', '0'],
  ])('SH-CONST-08 canonical %s is %s', (input, expected) => {
    expect(canonicalDecimalText(input)).toBe(expected);
  });

  it.each([
    ['1.1234567', 6, '1.123456', true],
    ['1.123456', 6, '1.123456', false],
    ['1.1234560', 6, '1.123456', false],
    ['0.0000001', 6, '0', true],
  ])('DEC-03 truncates %s to %i decimals as %s (changed %s)', (input, decimals, expected, changed) => {
    expect(truncateDecimalText(input, decimals)).toEqual({ text: expected, changed });
  });

  it('SH-CONST-08 truncation equals roundDown for any decimal text', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 10 }), (text, decimals) => {
        const expected = roundDown(text, decimals);
        const result = truncateDecimalText(text, decimals);
        expect(result.text).toBe(expected.toFixed());
        expect(result.changed).toBe(!expected.equals(toDecimal(text)));
      }),
    );
  });

  it('SH-CONST-08 comparison equals Decimal#comparedTo for any two decimal texts', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(compareDecimalText(a, b)).toBe(toDecimal(a).comparedTo(toDecimal(b)));
      }),
    );
  });
});

describe('canonicalDecimalText properties', () => {
  const anyText = fc.oneof(decimalText, fc.string({ maxLength: 10 }));

  it('SH-CONST-08 canonical text is what Decimal#toFixed prints, and canonicalising twice changes nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const canonical = canonicalDecimalText(text);
        expect(canonical).toBe(toDecimal(text).toFixed());
        expect(canonicalDecimalText(canonical)).toBe(canonical);
      }),
    );
  });
});
