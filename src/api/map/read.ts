/**
 * Readers of DTO scalars, the one place the API edge turns the exchange's loose JSON into the domain's
 * types: decimal text that never passes through a float, integers, 0/1 flags as booleans, unix seconds as
 * epoch ms, and rates by their scale (DEC-05).
 *
 * Decimals are read strictly, because a wrong number shown as money is worse than an error: text in
 * exponent form ('1.5E-7') is written out exactly; anything else that is no decimal ('abc', '1.2.3', a
 * JSON number whose digits a float could not keep) throws `UnreadableFieldError`, which `readAnswer` turns
 * into the call's 'malformed' error. Each field is read by what it can be: `readAmount` never negative,
 * `readLimit` never negative except the API's -1 for unlimited, `readSignedDecimal` either sign. A field
 * the spec requires has no default, so its absence throws too; an optional one names its default at the
 * mapping, where the reason is written.
 */
import { Decimal } from '../../domain/decimal';
import { compareDecimalText, plainDecimalText } from '../../domain/decimalText';
import { ZERO_RATE, rateFromFraction, rateFromPercent, type Rate } from '../../domain/shared/rate';
import type { TableDto } from '../dto/common';
import type { Page } from '../../domain/shared/pagination';
import { UnreadableFieldError } from '../errors';

/**
 * A float carries 15 significant digits safely: a JSON number written with more may already differ from
 * what the server wrote (12345678901234567890 parses as ...7680), so it is refused rather than guessed.
 */
const FLOAT_SAFE_DIGITS = 15;

function significantDigits(numberText: string): number {
  const mantissa = numberText.replace(/^-/, '').split(/e/i)[0] ?? '';
  return mantissa.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

/**
 * Decimal text of a value: undefined when absent (undefined, null, or '', the exchange's "no value"), null when not a
 * decimal.
 */
function parseDecimal(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : plainDecimalText(trimmed);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const printed = String(value);
  return significantDigits(printed) <= FLOAT_SAFE_DIGITS ? plainDecimalText(printed) : null;
}

/** Decimal text of a value, undefined when absent; throws when the value is there and is no decimal. */
function decimalOf(value: unknown, expected: string): string | undefined {
  const text = parseDecimal(value);
  if (text === null) throw new UnreadableFieldError(expected, value);
  return text;
}

function isNegative(text: string): boolean {
  return compareDecimalText(text, '0') < 0;
}

/** '-0' and '-0.00' are zero, and read without their sign. */
function withoutNegativeZero(text: string): string {
  return text.startsWith('-') && !isNegative(text) ? text.slice(1) : text;
}

function nonNegative(text: string | undefined, expected: string, value: unknown): string | undefined {
  if (text !== undefined && isNegative(text)) throw new UnreadableFieldError(expected, value);
  return text === undefined ? undefined : withoutNegativeZero(text);
}

function required(text: string | undefined, absent: string | undefined, expected: string, value: unknown): string {
  if (text !== undefined) return text;
  if (absent === undefined) throw new UnreadableFieldError(expected, value);
  return absent;
}

/** An optional amount: undefined when absent; present, it must be readable and not negative. */
export function readOptionalAmount(value: unknown): string | undefined {
  return nonNegative(decimalOf(value, 'an amount'), 'an amount', value);
}

/**
 * A decimal that can never be negative: an amount, balance, quota, price or fee. `absent` is the default
 * of an optional field; without it the field is required and its absence is unreadable.
 */
export function readAmount(value: unknown, absent?: string): string {
  return required(readOptionalAmount(value), absent, 'an amount', value);
}

/** The API's "unlimited" in a cap (LP-DATA-03, ST-LIMIT-01). */
const UNLIMITED = '-1';

/**
 * A cap: an amount, or -1 for unlimited (LP-DATA-03, ST-LIMIT-01..03, ST-EXTRA-01); any other negative is unreadable.
 */
export function readLimit(value: unknown, absent?: string): string {
  const text = decimalOf(value, 'a limit');
  if (text !== undefined && compareDecimalText(text, UNLIMITED) === 0) return UNLIMITED;
  return required(nonNegative(text, 'a limit', value), absent, 'a limit', value);
}

/** An optional decimal of either sign, as text to hand on (a percent another reader scales). */
export function readOptionalDecimal(value: unknown): string | undefined {
  const text = decimalOf(value, 'a decimal');
  return text === undefined ? undefined : withoutNegativeZero(text);
}

/** A decimal of either sign: a change, a return, a profit or loss. */
export function readSignedDecimal(value: unknown, absent?: string): string {
  return required(readOptionalDecimal(value), absent, 'a decimal', value);
}

/** An integer; `fallback` when absent or not an integer. */
export function integer(value: unknown, fallback = 0): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value.trim())
        ? Number(value.trim())
        : NaN;
  return Number.isInteger(number) ? number : fallback;
}

/** An integer, or null when absent or not an integer. */
export function optionalInteger(value: unknown): number | null {
  const number = integer(value, Number.NaN);
  return Number.isNaN(number) ? null : number;
}

/** A 0/1 flag as a boolean: 1, '1' and true are on. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** Text, or `fallback` for anything else. */
export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** Unix seconds as epoch ms; `fallback` when absent or not a number of seconds. */
export function msFromSeconds(value: unknown, fallback = 0): number {
  const seconds = parseDecimal(value);
  return seconds == null ? fallback : new Decimal(seconds).times(1000).floor().toNumber();
}

/** Unix seconds as epoch ms, or null when absent or 0 (an unset time). */
export function optionalMsFromSeconds(value: unknown): number | null {
  const ms = msFromSeconds(value, 0);
  return ms === 0 ? null : ms;
}

/** A rate on the fraction scale (DEC-05: Simple Earn, launchpool); zero when absent, unreadable when garbled. */
export function fraction(value: unknown): Rate {
  return optionalFraction(value) ?? ZERO_RATE;
}

/**
 * A rate on the percent scale (DEC-05: staking rates, money_rate, max_lend_rate_year, rate_ratio); zero
 * when absent, unreadable when garbled.
 */
export function percent(value: unknown): Rate {
  return optionalPercent(value) ?? ZERO_RATE;
}

/** An optional fraction-scale rate. */
export function optionalFraction(value: unknown): Rate | undefined {
  const text = decimalOf(value, 'a rate');
  return text === undefined ? undefined : (rateFromFraction(text) ?? undefined);
}

/** An optional percent-scale rate. */
export function optionalPercent(value: unknown): Rate | undefined {
  const text = decimalOf(value, 'a rate');
  return text === undefined ? undefined : (rateFromPercent(text) ?? undefined);
}

/** The rows of a list answer: `data` itself when it is a list, else `data.list`; never null. */
export function listOf<Row>(data: unknown): readonly Row[] {
  if (Array.isArray(data)) return data as Row[];
  const list = typeof data === 'object' && data !== null ? (data as { list?: unknown }).list : undefined;
  return Array.isArray(list) ? (list as Row[]) : [];
}

/** A table answer as a domain page (SH-API-06): rows mapped, total as a number (rows count when absent). */
export function pageOf<Row, Model>(data: TableDto<Row> | null | undefined, map: (row: Row) => Model): Page<Model> {
  const list = listOf<Row>(data).map(map);
  return { list, total: integer(data?.total, list.length) };
}

/** A map of coin to amount (ST-DATA-16, LP-API-18): every coin named carries a readable amount. */
export function amountMap(value: unknown): Readonly<Record<string, string>> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([coin, amount]) => [coin, readAmount(amount)]),
  );
}
