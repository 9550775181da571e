/** The time axis of a trend chart: where its ticks go and how much of a moment they show. */
import { DAY_MS } from '../shared/constants';

/** How a tick label reads: a clock time, a day of a month, or a month of a year. */
export type TimeTickGranularity = 'hour' | 'day' | 'month';

/** Up to 2 days a tick is a clock time; up to about 13 months a day; beyond that a month. */
const HOUR_TICKS_MAX_SPAN_MS = 2 * DAY_MS;
const DAY_TICKS_MAX_SPAN_MS = 400 * DAY_MS;

/** The tick label granularity of a chart covering `spanMs` (24 h: hours; 7 to 365 days: days; 730 days: months). */
export function timeTickGranularity(spanMs: number): TimeTickGranularity {
  if (spanMs <= HOUR_TICKS_MAX_SPAN_MS) return 'hour';
  if (spanMs <= DAY_TICKS_MAX_SPAN_MS) return 'day';
  return 'month';
}

/**
 * True when the points are a day or more apart (the 30-day Simple Earn range, staking, wealth): each
 * point then stands for a whole day, shown as a date; hourly points are shown with their time.
 * Decided by the smallest gap, so one missing day does not change it.
 */
export function isDailySeries(times: readonly number[]): boolean {
  if (times.length < 2) return false;
  let smallest = Infinity;
  for (let i = 1; i < times.length; i += 1) smallest = Math.min(smallest, times[i]! - times[i - 1]!);
  return smallest >= DAY_MS;
}

/**
 * Up to `count` tick times taken from the points themselves, evenly spread by index, the first and the
 * last included: every tick sits on a real point (a whole hour or day), so its label is never a
 * between-points instant. Ascending, without repeats.
 */
export function timeTicks(times: readonly number[], count: number): number[] {
  const length = times.length;
  if (length === 0) return [];
  const wanted = Math.max(1, Math.min(Math.floor(count), length));
  if (wanted === 1) return [times[0]!];
  const ticks: number[] = [];
  for (let i = 0; i < wanted; i += 1) {
    const time = times[Math.round((i * (length - 1)) / (wanted - 1))]!;
    if (ticks[ticks.length - 1] !== time) ticks.push(time);
  }
  return ticks;
}
