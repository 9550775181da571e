/**
 * Readers of DTO scalars, the one place the API edge turns the exchange's loose JSON into the domain's
 * types: decimal text that never passes through a JS number's text form, integers, 0/1 flags as booleans,
 * unix seconds as epoch ms, and rates by their scale (DEC-05).
 */
import { Decimal, isDecimalText } from '../../domain/decimal';
import { ZERO_RATE, rateFromFraction, rateFromPercent, type Rate } from '../../domain/shared/rate';
import type { TableDto } from '../dto/common';
import type { Page } from '../../domain/shared/pagination';

/**
 * Decimal text of an amount; `fallback` when absent or malformed. A JSON number is printed by Decimal,
 * so 1e-7 reads '0.0000001', never '1e-7'.
 */
export function decimalText(value: unknown, fallback = '0'): string {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value).toFixed() : fallback;
  if (typeof value === 'string') {
    const text = value.trim();
    return isDecimalText(text) ? text : fallback;
  }
  return fallback;
}

/** Decimal text, or undefined when the field is absent or malformed (for optional model fields). */
export function optionalDecimalText(value: unknown): string | undefined {
  const text = decimalText(value, '');
  return text === '' ? undefined : text;
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

/** Unix seconds as epoch ms; `fallback` when absent. */
export function msFromSeconds(value: unknown, fallback = 0): number {
  const seconds = decimalText(value, '');
  return seconds === '' ? fallback : new Decimal(seconds).times(1000).floor().toNumber();
}

/** Unix seconds as epoch ms, or null when absent or 0 (an unset time). */
export function optionalMsFromSeconds(value: unknown): number | null {
  const ms = msFromSeconds(value, 0);
  return ms === 0 ? null : ms;
}

/** A rate on the fraction scale (DEC-05: Simple Earn, launchpool); zero when absent. */
export function fraction(value: unknown): Rate {
  return rateFromFraction(decimalText(value, '')) ?? ZERO_RATE;
}

/** A rate on the percent scale (DEC-05: staking rates, money_rate, max_lend_rate_year, rate_ratio); zero when absent. */
export function percent(value: unknown): Rate {
  return rateFromPercent(decimalText(value, '')) ?? ZERO_RATE;
}

/** An optional fraction-scale rate. */
export function optionalFraction(value: unknown): Rate | undefined {
  return rateFromFraction(decimalText(value, '')) ?? undefined;
}

/** An optional percent-scale rate. */
export function optionalPercent(value: unknown): Rate | undefined {
  return rateFromPercent(decimalText(value, '')) ?? undefined;
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

/** A map of coin to amount, amounts as decimal text. */
export function amountMap(value: unknown): Readonly<Record<string, string>> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([coin, amount]) => [coin, decimalText(amount)]),
  );
}
