import { AMOUNT_DECIMALS } from '../decimal';
import { fail, ok, type DomainResult } from '../result';
import { AMOUNT_INPUT_CAP } from '../shared/constants';
import { isPlainAmountText, normalizeAmountText } from './normalizeAmountText';
import { isOverMax } from './amountTextHelpers';

/** Why an edit of an amount field was refused; each is a message-catalogue key. */
export const amountRejectionKeys = [
  'amountInput.error.invalidCharacter',
  'amountInput.error.tooManyDecimals',
  'amountInput.error.wholeNumbersOnly',
  'amountInput.error.overMax',
  // Given by the field, not by the sanitiser: a paste that reads as no number ('1,2,3'), named in the message.
  'amountInput.error.unreadablePaste',
] as const;
export type AmountRejectionKey = (typeof amountRejectionKeys)[number];

/** The rules of one amount field. */
export interface AmountTextRules {
  /** How many decimals the field accepts (LP-AMT-02, SE-AMT-09/10). Default 8 (SH-CONST-08). */
  decimals?: number;
  /** Keep a leading minus sign (LP-AMT-05). Default false: minus signs are stripped. */
  allowNegative?: boolean;
  /** The largest accepted amount, as plain decimal text. Default 999999999999 (SH-CONST-06). */
  cap?: string;
}

/** The sanitised text, or the refusal with its catalogue key and placeholder values. */
export type AmountTextResult = DomainResult<string, AmountRejectionKey>;

const ZERO = 48;
const NINE = 57;
const DOT = 46;
const MINUS = 45;

/**
 * The one sanitiser every amount field runs on every keystroke and paste (LP-AMT-01..07, DEC-14).
 * Given the text the field would hold after the edit, it returns the text to show, or why the edit
 * is refused (the field keeps its previous value and says why: refused, never clamped silently).
 *
 * - decimal numbers only; ',' and non-ASCII digits normalised, grouping stripped (see normalizeAmountText)
 * - '.5' → '0.5' and '.' → '0.' (LP-AMT-03); '007' → '7', '0.0' stays (LP-AMT-04)
 * - minus signs stripped unless `allowNegative` (LP-AMT-05); then only a leading one is allowed
 * - more than `decimals` decimals: refused (LP-AMT-02); above `cap`: refused (LP-AMT-06)
 * - a trailing '.' is kept while typing; `finalizeAmountText` removes it on blur (LP-AMT-07)
 *
 * It is idempotent, and runs on string operations only (no Decimal): it sits in the keystroke path.
 */
export function sanitizeAmountText(next: string, rules: AmountTextRules = {}): AmountTextResult {
  const decimals = rules.decimals ?? AMOUNT_DECIMALS;
  const allowNegative = rules.allowNegative ?? false;
  const text = isPlainAmountText(next) ? next : normalizeAmountText(next);

  let integer = '';
  let fraction = '';
  let hasDot = false;
  let negative = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= ZERO && code <= NINE) {
      if (hasDot) fraction += text[index];
      // A zero in front of the integer digits is dropped as the next digit arrives (LP-AMT-04).
      else integer = integer === '0' ? text[index]! : integer + text[index];
    } else if (code === DOT) {
      if (hasDot) return fail('amountInput.error.invalidCharacter');
      hasDot = true;
    } else if (code === MINUS) {
      if (!allowNegative) continue;
      if (index !== 0) return fail('amountInput.error.invalidCharacter');
      negative = true;
    } else {
      return fail('amountInput.error.invalidCharacter');
    }
  }

  if (hasDot && integer === '') integer = '0';
  if (hasDot && decimals <= 0) return fail('amountInput.error.wholeNumbersOnly');
  if (fraction.length > decimals) return fail('amountInput.error.tooManyDecimals', { decimals });
  const cap = rules.cap ?? AMOUNT_INPUT_CAP;
  // The message names the cap 'max' ("The maximum is {max}").
  if (isOverMax(integer, fraction, cap)) return fail('amountInput.error.overMax', { max: cap });

  const unsigned = hasDot ? `${integer}.${fraction}` : integer;
  return ok(negative ? `-${unsigned}` : unsigned);
}

/**
 * The committed form of sanitised text, for blur and for a value that is complete (LP-AMT-07):
 * a trailing '.' goes ('5.' → '5'), a lone '-' becomes empty, and a negative zero loses its sign.
 */
export function finalizeAmountText(value: string): string {
  let text = value.endsWith('.') ? value.slice(0, -1) : value;
  if (text === '-') return '';
  if (text.startsWith('-') && /^-0(\.0*)?$/.test(text)) text = text.slice(1);
  return text;
}
