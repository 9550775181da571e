/**
 * The date-range limit of the one DateRangeFilter (DEC-04, LP-DATE-01..06). Ranges are whole calendar
 * days as 'YYYY-MM-DD' text: a day has no time zone to get wrong, and the host's `today` decides where
 * the user's day ends. Month arithmetic is on the calendar, so 6 months is 181 to 184 days ("about 180").
 */
import { DAY_MS } from './constants';

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

/** A range of whole days, both ends included. */
export interface DateRange {
  /** First day of the range. */
  readonly start: CalendarDay;
  /** Last day of the range. */
  readonly end: CalendarDay;
}

/** The limits the filter supports (DEC-04): 6 for analysis tables and Simple Earn history, 12 for record lists. */
export const DATE_RANGE_LIMIT_MONTHS = [6, 12] as const;
/** A range limit in months. */
export type DateRangeLimitMonths = (typeof DATE_RANGE_LIMIT_MONTHS)[number];

/** The warning toast shown when a range is trimmed, by limit (LP-DATE-04, LP-DATE-05). */
export const DATE_RANGE_WARNING_KEYS = {
  6: 'analysis date picker limit',
  12: 'maximum time',
} as const;
/** A date-range warning key. */
export type DateRangeWarningKey = (typeof DATE_RANGE_WARNING_KEYS)[DateRangeLimitMonths];

/** The filter's answer: the range to use, and the warning to show when it had to be trimmed (else null). */
export interface TrimmedDateRange {
  readonly range: DateRange;
  readonly warningKey: DateRangeWarningKey | null;
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcMs(day: CalendarDay): number | null {
  const match = DAY_TEXT.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  // Rejects 2024-02-30 and friends, which Date.UTC would silently roll over.
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === date ? ms : null;
}

function fromUtcMs(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True when `text` is a real calendar day in 'YYYY-MM-DD' form. */
export function isCalendarDay(text: string): boolean {
  return toUtcMs(text) !== null;
}

/** The calendar day of a Date in the host's local time zone: how a host turns "now" into `today`. */
export function calendarDayFromDate(date: Date): CalendarDay {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

/**
 * The day `months` calendar months after (or, negative, before) `day`. A day past the end of the
 * target month becomes that month's last day (31 August minus 6 months is 29 February in a leap year).
 */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const ms = toUtcMs(day);
  if (ms === null) return day;
  const date = new Date(ms);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromUtcMs(target.getTime());
}

/** Days between two calendar days (end minus start); both must be valid days. */
export function daysBetween(start: CalendarDay, end: CalendarDay): number {
  return Math.round(((toUtcMs(end) ?? 0) - (toUtcMs(start) ?? 0)) / DAY_MS);
}

/** The latest day the picker lets a user choose: today (LP-DATE-06, DEC-04). */
export function latestSelectableDay(today: CalendarDay): CalendarDay {
  return today;
}

/** The earliest start a range ending on `end` may have under the limit (LP-DATE-01, LP-DATE-02). */
export function earliestStartFor(end: CalendarDay, maxMonths: DateRangeLimitMonths): CalendarDay {
  return addMonths(end, -maxMonths);
}

/**
 * Applies the filter's rules to a chosen range (LP-DATE-03..06, DEC-04): ends after today move back to
 * today; reversed ends swap; a range longer than `maxMonths` keeps its end and moves its start forward to
 * the limit, and then carries the warning key of that limit. Malformed days fall back to today, so the
 * answer is always a valid range.
 */
export function trimDateRange(
  range: DateRange,
  options: { maxMonths: DateRangeLimitMonths; today: CalendarDay },
): TrimmedDateRange {
  const { maxMonths, today } = options;
  const latest = latestSelectableDay(today);
  const clamp = (day: CalendarDay): CalendarDay => (!isCalendarDay(day) || day > latest ? latest : day);
  let start = clamp(range.start);
  let end = clamp(range.end);
  if (start > end) [start, end] = [end, start];
  const earliest = earliestStartFor(end, maxMonths);
  if (start < earliest) return { range: { start: earliest, end }, warningKey: DATE_RANGE_WARNING_KEYS[maxMonths] };
  return { range: { start, end }, warningKey: null };
}
