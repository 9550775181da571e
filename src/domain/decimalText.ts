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

const EXPONENT_TEXT = /^(-?)(\d*)(?:\.(\d*))?[eE]([+-]?\d+)$/;
/**
 * The largest exponent read. Every amount, rate and price lies far inside 1e-100..1e100, and writing
 * '1e999999999' out in full would take a gigabyte.
 */
const MAX_EXPONENT = 100;

/**
 * Plain decimal text of text that may use exponent notation ('1.5E-7' is '0.00000015', '2e3' is '2000'),
 * exact digit for digit: the point is moved in the text, never through a float. Plain text comes back as
 * given; exponent text comes back canonical. Null for anything else: '', 'abc', '1.2.3', 'NaN',
 * 'Infinity', a '+' sign, or an exponent beyond ±100.
 */
export function plainDecimalText(text: string): string | null {
  if (isDecimalText(text)) return text;
  const match = EXPONENT_TEXT.exec(text);
  if (!match) return null;
  const [, sign = '', integer = '', fraction = '', exponentText = ''] = match;
  if (integer === '' && fraction === '') return null;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const digits = integer + fraction;
  const point = integer.length + exponent;
  const whole = point <= 0 ? '' : digits.slice(0, point).padEnd(point, '0');
  const decimals = point >= digits.length ? '' : point <= 0 ? '0'.repeat(-point) + digits : digits.slice(point);
  return canonicalDecimalText(`${sign}${whole || '0'}${decimals === '' ? '' : '.' + decimals}`);
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
