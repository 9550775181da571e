/**
 * The cumulative interest dialog (SE-INT): a date range (SE-INT-01) over the default 6 months, read
 * and cached a calendar month at a time (SE-INT-05); the per-day log shown 7 a page (SE-INT-02,
 * SE-INT-03); one day at a time opened to its hourly detail (SE-INT-03/04).
 */
import type { CalendarDay, DateRange } from '../../domain/shared/dateRange';
import { trimHistoryRange, type MonthRange, type TimeRange } from '../../domain/simpleEarn/history';
import { defaultHistoryRange } from './historyFlow.reducer';

/**
 * The UTC calendar months a span touches, newest first, each whole (the current one up to `now`), so a
 * month read once serves every range that touches it (SE-INT-05).
 */
export function interestMonthsOf(span: TimeRange, now: number): readonly MonthRange[] {
  const months: MonthRange[] = [];
  const end = new Date(Math.min(span.endAt, now));
  const start = new Date(span.startAt);
  const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1);
  for (let back = 0; ; back++) {
    const startAt = Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - back, 1);
    if (startAt < first) break;
    const nextStart = Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - back + 1, 1);
    const month = new Date(startAt);
    const key = `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
    months.push({ key, startAt, endAt: Math.min(nextStart - 1, now) });
  }
  return months;
}

export interface InterestState {
  readonly range: DateRange;
  /** The page of the per-day log, from 1. */
  readonly page: number;
  /** The day (its time, epoch ms) opened to its hourly detail, or null. */
  readonly expandedDay: number | null;
}

export type InterestEvent =
  | { readonly type: 'RANGE.CHANGE'; readonly range: DateRange | null; readonly today: CalendarDay }
  | { readonly type: 'PAGE.CHANGE'; readonly page: number }
  | { readonly type: 'DAY.TOGGLE'; readonly dayAt: number };

export function initialInterestState(today: CalendarDay): InterestState {
  return { range: defaultHistoryRange(today), page: 1, expandedDay: null };
}

export function interestReducer(state: InterestState, event: InterestEvent): InterestState {
  switch (event.type) {
    case 'RANGE.CHANGE': {
      const range = event.range ? trimHistoryRange(event.range, event.today).range : defaultHistoryRange(event.today);
      if (range.start === state.range.start && range.end === state.range.end) return state;
      return { range, page: 1, expandedDay: null };
    }
    case 'PAGE.CHANGE':
      return event.page === state.page || event.page < 1 ? state : { ...state, page: event.page, expandedDay: null };
    case 'DAY.TOGGLE':
      return { ...state, expandedDay: state.expandedDay === event.dayAt ? null : event.dayAt };
    default:
      return state;
  }
}
