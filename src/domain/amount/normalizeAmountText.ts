/**
 * Turns whatever a user typed or pasted into plain ASCII amount text: ASCII digits, '.' as the decimal
 * point, '-' as the minus sign, no grouping. Characters that can never be part of an amount (letters,
 * '+', 'e') are left in place so that `sanitizeAmountText` refuses them with a reason instead of
 * silently dropping them.
 *
 * Why each mapping exists:
 * - Arabic-Indic (٠-٩), Extended Arabic-Indic (۰-۹), Devanagari (०-९) and full-width (０-９) digits: Arabic,
 *   Persian and Hindi keyboards and East Asian IMEs type them; the value the library stores is always ASCII.
 * - ',' as a decimal point: most of Europe types one, and phone keypads for those locales show ','
 *   on the decimal key even with inputMode="decimal".
 * - Spaces, no-break spaces, '_', "'" and '٬' are grouping: they arrive in pasted amounts
 *   ("1 234.5" from a bank statement, "1'234.5" from Swiss formatting).
 */

const ZERO = 48;

/** ASCII digit for a code unit of any supported script, or -1. */
function digitOf(code: number): number {
  if (code >= ZERO && code <= ZERO + 9) return code - ZERO;
  if (code >= 0x0660 && code <= 0x0669) return code - 0x0660; // Arabic-Indic
  if (code >= 0x06f0 && code <= 0x06f9) return code - 0x06f0; // Extended Arabic-Indic (Persian, Urdu)
  if (code >= 0xff10 && code <= 0xff19) return code - 0xff10; // full-width
  if (code >= 0x0966 && code <= 0x096f) return code - 0x0966; // Devanagari (Hindi keyboards)
  return -1;
}

/**
 * '.', full-width '．', the Arabic decimal separator '٫', and '。' / '｡': a Japanese IME in kana mode turns the '.'
 * key into the ideographic full stop, so '１２３。４５' is what such a user types for 123.45.
 */
function isDotLike(code: number): boolean {
  return code === 0x2e || code === 0xff0e || code === 0x066b || code === 0x3002 || code === 0xff61;
}

/** ',', full-width '，' and the Arabic comma '،'. */
function isCommaLike(code: number): boolean {
  return code === 0x2c || code === 0xff0c || code === 0x060c;
}

/** '-', the minus sign '−', full-width '－'. */
function isMinusLike(code: number): boolean {
  return code === 0x2d || code === 0x2212 || code === 0xff0d;
}

/** Grouping and white space found in pasted amounts. */
function isGrouping(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    code === 0xa0 ||
    code === 0x2007 ||
    code === 0x2009 ||
    code === 0x202f ||
    code === 0x3000 ||
    code === 0x5f /* _ */ ||
    code === 0x27 /* ' */ ||
    code === 0x2019 /* ’ */ ||
    code === 0x066c /* Arabic thousands separator */
  );
}

/** True when every character of `text` is an ASCII digit or '.', the case of nearly every keystroke. */
export function isPlainAmountText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < ZERO || code > ZERO + 9) && code !== 0x2e) return false;
  }
  return true;
}

/**
 * True when `separator` splits the integer part of `text` into thousands groups: a first group of
 * 1–3 digits, then groups of 3 (2 is accepted between them, for Indian lakh grouping 1,23,45,678).
 */
export function isGroupedBy(integerPart: string, separator: string): boolean {
  const groups = integerPart.replace(/^-/, '').split(separator);
  if (groups.length < 2) return false;
  return groups.every((group, index) => {
    if (!/^\d+$/.test(group)) return false;
    if (index === 0) return group.length <= 3;
    if (index === groups.length - 1) return group.length === 3;
    return group.length === 2 || group.length === 3;
  });
}

/**
 * Decides which of ',' and '.' is the decimal point once digits and signs are ASCII.
 * - Only one ',' and no '.': the ',' is the decimal point ("1,5" → "1.5").
 * - Several ',' and no '.': thousands grouping if they group correctly ("1,234,567"), else left
 *   alone so the text is refused.
 * - Both: the later one is the decimal point and the other must be correct grouping before it
 *   ("1,234.5" and "1.234,5" → "1234.5"). Anything else ("1.5,") is left alone and refused.
 * Several '.' and no ',' are never read as grouping: a second '.' typed into "1.234" must be refused,
 * not silently turned into "1234".
 */
export function resolveSeparators(text: string, commas: number, dots: number): string {
  if (commas === 0) return text;
  if (dots === 0) {
    if (commas === 1) return text.replace(',', '.');
    return isGroupedBy(text, ',') ? text.replaceAll(',', '') : text;
  }
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastDot > lastComma) {
    if (dots !== 1) return text;
    const integerPart = text.slice(0, lastDot);
    return isGroupedBy(integerPart, ',') ? integerPart.replaceAll(',', '') + text.slice(lastDot) : text;
  }
  if (commas !== 1) return text;
  const integerPart = text.slice(0, lastComma);
  return isGroupedBy(integerPart, '.') ? `${integerPart.replaceAll('.', '')}.${text.slice(lastComma + 1)}` : text;
}

/** Amount text with every digit, separator and minus in ASCII and grouping dropped, before separators are resolved. */
export interface TransliteratedAmount {
  text: string;
  commas: number;
  dots: number;
  /** Grouping or white space was dropped from inside the text. */
  droppedGrouping: boolean;
}

/** ASCII digits, ',' '.' and '-' for those of every supported script; grouping dropped; anything else kept. */
export function transliterateAmountText(text: string): TransliteratedAmount {
  let out = '';
  let commas = 0;
  let dots = 0;
  let droppedGrouping = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const digit = digitOf(code);
    if (digit >= 0) out += String.fromCharCode(ZERO + digit);
    else if (isDotLike(code)) {
      out += '.';
      dots += 1;
    } else if (isCommaLike(code)) {
      out += ',';
      commas += 1;
    } else if (isMinusLike(code)) out += '-';
    else if (!isGrouping(code)) out += text[index];
    else droppedGrouping = true;
  }
  return { text: out, commas, dots, droppedGrouping };
}

/**
 * Plain ASCII amount text from typed or pasted text in any supported script or convention.
 * It never decides whether the amount is acceptable: that is `sanitizeAmountText`'s job.
 */
export function normalizeAmountText(text: string): string {
  if (isPlainAmountText(text)) return text;
  const { text: out, commas, dots } = transliterateAmountText(text);
  return resolveSeparators(out, commas, dots);
}

/**
 * True for characters that stay in the value in some form (digits of any script, separators and
 * minus signs). Grouping and foreign characters are not counted, which is what lets the caret helper
 * measure "how much of the amount lies after the caret".
 */
export function isAmountCharacter(code: number): boolean {
  return digitOf(code) >= 0 || isDotLike(code) || isCommaLike(code) || isMinusLike(code);
}
