import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, roundDown, toDecimal } from './decimal';
import { canonicalDecimalText, compareDecimalText, plainDecimalText, truncateDecimalText } from './decimalText';

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

describe('plainDecimalText: decimal text that may use exponent notation, read exactly', () => {
  it.each([
    ['1.5E-7', '0.00000015'],
    ['2e3', '2000'],
    ['-1.2e-20', '-0.000000000000000000012'],
    ['1e+2', '100'],
    ['1.e1', '10'],
    ['.5e1', '5'],
    ['12345.678e-2', '123.45678'],
    ['1.50e0', '1.5'],
    ['0e5', '0'],
    ['-0e-3', '0'],
    ['12.50', '12.50'],
    ['7', '7'],
  ])('%s reads as %s', (text, expected) => {
    expect(plainDecimalText(text)).toBe(expected);
  });

  it.each(['', 'abc', '1.2.3', 'e5', '.e5', '1e', '1e+', '1e1.5', 'NaN', 'Infinity', '+1', '1 000', '0x10', '1e101'])(
    '%j is not decimal text',
    (text) => {
      expect(plainDecimalText(text)).toBeNull();
    },
  );

  it('any decimal written with an exponent reads back as its exact plain form', () => {
    const exponentForms = fc
      .tuple(decimalText, fc.integer({ min: -30, max: 30 }), fc.constantFrom('e', 'E'), fc.boolean())
      .map(([text, shift, letter, plusSign]) => {
        // The mantissa is the value moved `shift` places by Decimal, so the oracle never shares our digit code.
        const mantissa = toDecimal(text).times(new Decimal(10).pow(-shift)).toFixed();
        const exponent = shift >= 0 && plusSign ? `+${shift}` : String(shift);
        return { text, written: `${mantissa}${letter}${exponent}` };
      });
    fc.assert(
      fc.property(exponentForms, ({ text, written }) => {
        expect(plainDecimalText(written)).toBe(canonicalDecimalText(text));
      }),
    );
  });

  it('the scientific form Decimal prints reads back as the plain form', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(plainDecimalText(toDecimal(text).toExponential())).toBe(canonicalDecimalText(text));
      }),
    );
  });
});
