import { isDecimalText } from './decimal';

/**
 * String-level helpers for plain decimal text ("12", "0.50", ".5", "-3"). They give the same answers as
 * parsing with Decimal and comparing, without allocating one: validation runs on every keystroke, and
 * a Decimal costs more than the whole rest of a check (see bench/domain.mjs).
 * Malformed text reads as zero, as `toDecimal` does.
 */

interface Parts {
  negative: boolean;
  /** Integer digits without leading zeros ('' for zero). */
  integer: string;
  /** Fraction digits without trailing zeros. */
  fraction: string;
}

function partsOf(text: string): Parts {
  const trimmed = text.trim();
  if (!isDecimalText(trimmed)) return { negative: false, integer: '', fraction: '' };
  const negative = trimmed.startsWith('-');
  const unsigned = negative ? trimmed.slice(1) : trimmed;
  const dot = unsigned.indexOf('.');
  let integer = dot === -1 ? unsigned : unsigned.slice(0, dot);
  let fraction = dot === -1 ? '' : unsigned.slice(dot + 1);
  let start = 0;
  while (start < integer.length && integer.charCodeAt(start) === 48) start++;
  integer = integer.slice(start);
  let end = fraction.length;
  while (end > 0 && fraction.charCodeAt(end - 1) === 48) end--;
  fraction = fraction.slice(0, end);
  // Negative zero is zero.
  return { negative: negative && (integer !== '' || fraction !== ''), integer, fraction };
}

function textOf({ negative, integer, fraction }: Parts): string {
  const body = (integer === '' ? '0' : integer) + (fraction === '' ? '' : '.' + fraction);
  return negative ? '-' + body : body;
}

/** The canonical form Decimal#toFixed() prints: no leading or trailing zeros, no trailing dot. */
export function canonicalDecimalText(text: string): string {
  return textOf(partsOf(text));
}

/**
 * Rounds toward zero to `decimals` places, as `roundDown(x, decimals).toFixed()` would, and says
 * whether digits were dropped.
 */
export function truncateDecimalText(text: string, decimals: number): { text: string; changed: boolean } {
  const parts = partsOf(text);
  if (parts.fraction.length <= decimals) return { text: textOf(parts), changed: false };
  const kept = partsOf((parts.negative ? '-' : '') + (parts.integer || '0') + '.' + parts.fraction.slice(0, decimals));
  return { text: textOf(kept), changed: true };
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`, like Decimal#comparedTo. */
export function compareDecimalText(a: string, b: string): -1 | 0 | 1 {
  const left = partsOf(a);
  const right = partsOf(b);
  if (left.negative !== right.negative) return left.negative ? -1 : 1;
  const sign = left.negative ? -1 : 1;
  let order: number;
  if (left.integer.length !== right.integer.length) order = left.integer.length < right.integer.length ? -1 : 1;
  else if (left.integer !== right.integer) order = left.integer < right.integer ? -1 : 1;
  else if (left.fraction !== right.fraction) order = left.fraction < right.fraction ? -1 : 1;
  else order = 0;
  return (order * sign || 0) as -1 | 0 | 1;
}
