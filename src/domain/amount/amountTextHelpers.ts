import { isAmountCharacter } from './normalizeAmountText';

/**
 * Small pure helpers over plain amount text (ASCII digits, at most one '.', maybe a leading '-').
 * String operations only: they run on every keystroke, where a Decimal would cost more than the rest
 * of the edit put together.
 */

/** True when `text` has more than `decimals` digits after its '.' (Uniswap's "too many decimals" check). */
export function hasTooManyDecimals(text: string, decimals: number): boolean {
  const dot = text.indexOf('.');
  return dot !== -1 && text.length - dot - 1 > decimals;
}

function withoutLeadingZeros(digits: string): string {
  let start = 0;
  while (start < digits.length && digits.charCodeAt(start) === 48) start += 1;
  return digits.slice(start);
}

/**
 * True when the non-negative amount `integer`.`fraction` is above `max` (plain decimal text).
 * Compared as digit strings: integer digits by length then lexically, then the fraction digit by digit.
 */
export function isOverMax(integer: string, fraction: string, max: string): boolean {
  const dot = max.indexOf('.');
  const maxInteger = withoutLeadingZeros(dot === -1 ? max : max.slice(0, dot));
  const maxFraction = dot === -1 ? '' : max.slice(dot + 1);
  const ownInteger = withoutLeadingZeros(integer);
  if (ownInteger.length !== maxInteger.length) return ownInteger.length > maxInteger.length;
  if (ownInteger !== maxInteger) return ownInteger > maxInteger;
  const length = Math.max(fraction.length, maxFraction.length);
  for (let index = 0; index < length; index += 1) {
    const own = fraction[index] ?? '0';
    const limit = maxFraction[index] ?? '0';
    if (own !== limit) return own > limit;
  }
  return false;
}

/** True when the size of the amount `text` (its sign ignored) is above `max`. */
export function exceedsMax(text: string, max: string): boolean {
  const unsigned = text.startsWith('-') ? text.slice(1) : text;
  const dot = unsigned.indexOf('.');
  return dot === -1 ? isOverMax(unsigned, '', max) : isOverMax(unsigned.slice(0, dot), unsigned.slice(dot + 1), max);
}

/**
 * Where the caret goes after an edit was sanitised, so it stays where the user put it.
 *
 * Sanitising only ever changes text in front of what the user just typed or pasted (a '0' added
 * before a leading '.', leading zeros dropped, a minus removed) or inside the pasted piece itself
 * (grouping removed). The amount characters after the caret are untouched, so the caret is placed
 * that many characters from the end of the result. This works the same for a refused edit: `value`
 * is then the previous text, whose tail is the raw text's tail. Clamped, because dropping leading
 * zeros can eat into the tail ('105' with the '1' deleted becomes '5', caret at 0).
 *
 * @param raw   the text the field held right after the edit, before sanitising
 * @param caret the caret position in `raw` (the input's selectionStart after the edit)
 * @param value the text the field will show: the sanitised text, or the previous one when refused
 */
export function caretAfterSanitize(raw: string, caret: number, value: string): number {
  let tail = 0;
  for (let index = Math.max(0, caret); index < raw.length; index += 1) {
    if (isAmountCharacter(raw.charCodeAt(index))) tail += 1;
  }
  return Math.min(value.length, Math.max(0, value.length - tail));
}
