import { AMOUNT_DECIMALS, roundDown, toDecimal, type DecimalInput } from '../decimal';

/** Decimals of the lent (currently borrowed) amount on the flexible detail (HD-CALC-03). */
export const LENT_AMOUNT_DECIMALS = 6;

/** Fixed-point text with exactly `decimals` places, rounded down, never in exponent notation. */
function fixedText(value: DecimalInput | null | undefined, decimals: number): string {
  return roundDown(toDecimal(value), decimals).toFixed(decimals);
}

/** Interest or principal as shown on a holding detail: 8 decimals, rounded down (HD-CALC-02). */
export function holdingAmountText(value: DecimalInput | null | undefined): string {
  return fixedText(value, AMOUNT_DECIMALS);
}

/** The lent amount as shown: 6 decimals, rounded down (HD-CALC-03). */
export function lentAmountText(value: DecimalInput | null | undefined): string {
  return fixedText(value, LENT_AMOUNT_DECIMALS);
}

/** Estimated interest as shown on the fixed detail: a plus sign and 8 decimals (HD-FIXED-06, HD-CALC-02). */
export function estimatedInterestText(value: DecimalInput | null | undefined): string {
  const text = holdingAmountText(value);
  return text.startsWith('-') ? text : `+${text}`;
}
