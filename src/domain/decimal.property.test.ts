import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_DECIMALS, Decimal, isDecimalText, roundDown, roundUp, toAmountString, toDecimal } from './decimal';
import { canonicalDecimalText } from './decimalText';
import { scaledDecimalText } from './shared/arbitraries.testing';

const signed = fc
  .tuple(scaledDecimalText(20, 10n ** 30n), fc.boolean())
  .map(([text, negative]) => (negative ? `-${text}` : text));
const decimals = fc.integer({ min: 0, max: 12 });

describe('decimal helpers properties', () => {
  it('SH-CONST-08 an amount string is the value rounded toward zero to 8 decimals: plain text, never further than 0.00000001 away', () => {
    fc.assert(
      fc.property(signed, (text) => {
        const out = toAmountString(text);
        expect(out).toMatch(/^-?\d+(\.\d{1,8})?$/);
        const value = new Decimal(text);
        const shown = new Decimal(out);
        expect(shown.abs().lte(value.abs())).toBe(true);
        expect(value.minus(shown).abs().lt(new Decimal(10).pow(-AMOUNT_DECIMALS))).toBe(true);
      }),
    );
  });

  it('SH-CONST-08 rounding down then up brackets the value, one step of the last decimal apart at most', () => {
    fc.assert(
      fc.property(scaledDecimalText(20, 10n ** 30n), decimals, (text, places) => {
        const down = roundDown(text, places);
        const up = roundUp(text, places);
        expect(down.lte(text) && up.gte(text)).toBe(true);
        expect(up.minus(down).lte(new Decimal(10).pow(-places))).toBe(true);
        expect(down.eq(up)).toBe(new Decimal(text).decimalPlaces() <= places);
        // Rounding an already rounded value changes nothing.
        expect(roundDown(down, places).eq(down) && roundUp(up, places).eq(up)).toBe(true);
      }),
    );
  });

  it('SH-CONST-08 any text is a number or zero, never NaN, and valid decimal text keeps its exact value', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), signed), (text) => {
        const value = toDecimal(text);
        expect(value.isFinite()).toBe(true);
        if (isDecimalText(text.trim())) expect(value.toFixed()).toBe(canonicalDecimalText(text));
        else expect(value.isZero()).toBe(true);
      }),
    );
  });
});
