import { Decimal, type DecimalInput } from '../domain/decimal';

// Servers sometimes send exponent notation ("1e-7") for tiny amounts; hex, grouping or blanks are refused.
const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A Decimal from amount text for display, or undefined when the text is not a number, so the
 * formatter can show a placeholder instead of a misleading 0.
 */
export function parseDisplayDecimal(value: DecimalInput | null | undefined): Decimal | undefined {
  if (value == null) return undefined;
  if (value instanceof Decimal) return value.isFinite() ? value : undefined;
  const text = String(value).trim();
  return NUMERIC_TEXT.test(text) ? new Decimal(text) : undefined;
}

/** Shown for a missing or malformed number, as the spec's panels do ('--'). */
export const NOT_A_NUMBER_TEXT = '--';
