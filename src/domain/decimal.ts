import DecimalJs from 'decimal.js';

/**
 * The one Decimal constructor of the library. A clone, so a host's global decimal.js
 * configuration never changes our arithmetic and ours never changes theirs.
 * Precision is generous (40 significant digits) so intermediate products of
 * amount × rate × days never round; every visible or sent value is rounded
 * explicitly with one of the helpers below, each naming its rounding mode.
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_DOWN,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = InstanceType<typeof Decimal>;

/** Anything the domain accepts as an amount: a decimal string at a boundary, or a Decimal inside. */
export type DecimalInput = string | Decimal;

/** Coin amounts use 8 decimals, rounded down (SH-CONST-08). */
export const AMOUNT_DECIMALS = 8;
/** Subscribe amounts are validated and sent with 6 decimals, rounded down (DEC-03). */
export const SUBSCRIBE_DECIMALS = 6;

const DECIMAL_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/** True when `text` is a plain decimal number ("12", "0.5", ".5", "-3"); no exponent, no grouping. */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/** A Decimal from a string or Decimal; empty or malformed text is zero, never NaN. */
export function toDecimal(value: DecimalInput | null | undefined): Decimal {
  if (value instanceof Decimal) return value;
  if (value == null) return new Decimal(0);
  const text = String(value).trim();
  return isDecimalText(text) ? new Decimal(text) : new Decimal(0);
}

/** Rounds toward zero to `decimals` places: what a balance or a sent amount shows (SH-CONST-08). */
export function roundDown(value: DecimalInput, decimals: number = AMOUNT_DECIMALS): Decimal {
  return toDecimal(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
}

/** Rounds away from zero to `decimals` places (used where the spec rounds up, e.g. the minimum-APR edit). */
export function roundUp(value: DecimalInput, decimals: number): Decimal {
  return toDecimal(value).toDecimalPlaces(decimals, Decimal.ROUND_UP);
}

/** Fixed-point text rounded down, without exponent notation: the only way an amount leaves the domain. */
export function toAmountString(value: DecimalInput, decimals: number = AMOUNT_DECIMALS): string {
  return roundDown(value, decimals).toFixed();
}
