/**
 * The cumulative interest dialog (SE-INT): a date range (SE-INT-01) over the default 6 months
 * (SE-INT-05), the per-day log 7 a page (SE-INT-02, SE-INT-03), and one day at a time opened to its
 * hourly detail (SE-INT-03/04).
 */
import { PAGE_SIZE } from '../../domain/shared/constants';
import type { CalendarDay, DateRange } from '../../domain/shared/dateRange';
import { trimHistoryRange } from '../../domain/simpleEarn/history';
import { defaultHistoryRange } from './historyFlow.reducer';

export interface InterestState {
  readonly range: DateRange;
  /** The page of the per-day log, from 1. */
  readonly page: number;
  /** The day (its time, epoch ms) opened to its hourly detail, or null. */
  readonly expandedDay: number | null;
  /** Days known to exist: the flexible history answers no total (SE-API-15). */
  readonly reach: number;
}

export type InterestEvent =
  | { readonly type: 'RANGE.CHANGE'; readonly range: DateRange | null; readonly today: CalendarDay }
  | { readonly type: 'PAGE.CHANGE'; readonly page: number }
  | { readonly type: 'PAGE.LOADED'; readonly page: number; readonly count: number }
  | { readonly type: 'DAY.TOGGLE'; readonly dayAt: number };

export function initialInterestState(today: CalendarDay): InterestState {
  return { range: defaultHistoryRange(today), page: 1, expandedDay: null, reach: 0 };
}

export function interestReducer(state: InterestState, event: InterestEvent): InterestState {
  switch (event.type) {
    case 'RANGE.CHANGE': {
      const range = event.range ? trimHistoryRange(event.range, event.today).range : defaultHistoryRange(event.today);
      if (range.start === state.range.start && range.end === state.range.end) return state;
      return { range, page: 1, expandedDay: null, reach: 0 };
    }
    case 'PAGE.CHANGE':
      return event.page === state.page || event.page < 1 ? state : { ...state, page: event.page, expandedDay: null };
    case 'PAGE.LOADED': {
      const size = PAGE_SIZE.cumulativeInterestDialog;
      const seen = (event.page - 1) * size + event.count + (event.count >= size ? 1 : 0);
      return seen > state.reach ? { ...state, reach: seen } : state;
    }
    case 'DAY.TOGGLE':
      return { ...state, expandedDay: state.expandedDay === event.dayAt ? null : event.dayAt };
    default:
      return state;
  }
}
