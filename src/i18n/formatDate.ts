import { NOT_A_NUMBER_TEXT } from './parseDecimal';

/** How much of a moment to show. */
type DateTimePrecision = 'date' | 'minute' | 'second';

/** Options of {@link formatDateTime}. */
export interface FormatDateTimeOptions {
  /** BCP 47 locale for the order of day, month and year. Default 'en'. */
  locale?: string;
  /** IANA time zone ('Asia/Singapore', 'UTC'). Default: the user's own. An unknown zone falls back to UTC. */
  timeZone?: string;
  /** Intl numbering system. Default 'latn' (SH-LOCALE-01). */
  numberingSystem?: string;
  /** Append the zone's offset from UTC ('UTC', 'UTC+8', 'UTC+5:30'), so a reader knows which clock it is. */
  withUtc?: boolean;
  /** 'date', 'minute' (default) or 'second'. */
  precision?: DateTimePrecision;
  /** Text for a missing or invalid time. Default '--'. */
  placeholder?: string;
}

const MAX_EPOCH_MS = 8.64e15;
const formatterCache = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A host's invalid locale or time zone must not blank the page: English, in UTC.
      formatter = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
    formatterCache.set(key, formatter);
  }
  return formatter;
}

function fieldsFor(precision: DateTimePrecision): Intl.DateTimeFormatOptions {
  const date: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
  if (precision === 'date') return date;
  // h23: exchanges show a 24-hour clock ('00:00 UTC' in the timelines), never '12:00 AM'.
  const time: Intl.DateTimeFormatOptions = { ...date, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return precision === 'second' ? { ...time, second: '2-digit' } : time;
}

/**
 * Formats an instant (epoch milliseconds) through Intl for the locale and time zone, with Latin digits
 * by default and a 24-hour clock. With `withUtc` the zone's UTC offset follows the time.
 * Times given in seconds by the API are multiplied by 1000 by the caller.
 *
 * @example formatDateTime(0, { timeZone: 'Asia/Singapore', withUtc: true }) // '01/01/1970, 07:30 UTC+7:30'
 */
export function formatDateTime(epochMs: number | null | undefined, options: FormatDateTimeOptions = {}): string {
  const {
    locale = 'en',
    timeZone,
    numberingSystem = 'latn',
    withUtc = false,
    precision = 'minute',
    placeholder = NOT_A_NUMBER_TEXT,
  } = options;
  // Beyond ±8.64e15 ms a Date is invalid and Intl would throw.
  if (epochMs == null || !Number.isFinite(epochMs) || Math.abs(epochMs) > MAX_EPOCH_MS) return placeholder;
  const formatter = dateTimeFormat(locale, {
    ...fieldsFor(precision),
    numberingSystem,
    ...(timeZone ? { timeZone } : {}),
  });
  const text = formatter.format(epochMs);
  if (!withUtc) return text;
  return `${text} ${utcOffsetLabel(epochMs, formatter.resolvedOptions().timeZone)}`;
}

/**
 * The same instant on the UTC clock, stating 'UTC' (the subscribe timelines give their times in UTC:
 * interest starts "the next day at 00:00 UTC").
 */
export function formatUtcDateTime(
  epochMs: number | null | undefined,
  options: Omit<FormatDateTimeOptions, 'timeZone' | 'withUtc'> = {},
): string {
  return formatDateTime(epochMs, { ...options, timeZone: 'UTC', withUtc: true });
}

/**
 * The offset of `timeZone` from UTC at that instant, in Latin digits whatever the locale: 'UTC',
 * 'UTC+8', 'UTC-3', 'UTC+5:30'. Computed, not taken from Intl's zone names, which differ per locale
 * ('GMT+8', 'غرينتش+٨').
 */
export function utcOffsetLabel(epochMs: number, timeZone: string | undefined): string {
  const minutes = utcOffsetMinutes(epochMs, timeZone);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** Minutes the zone's wall clock is ahead of UTC at that instant (negative when behind). */
export function utcOffsetMinutes(epochMs: number, timeZone: string | undefined): number {
  const clock = dateTimeFormat('en-US', {
    ...(timeZone ? { timeZone } : {}),
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    numberingSystem: 'latn',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(clock.formatToParts(epochMs).find((p) => p.type === type)?.value ?? 0);
  const wallClockAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return Math.round((wallClockAsUtc - wholeSecond) / 60000);
}
