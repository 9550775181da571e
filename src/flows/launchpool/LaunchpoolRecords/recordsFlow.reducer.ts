/**
 * The user's launchpool records (LP-LIST-01..03): tabs Stakes and Rewards, a date range of at most 12 months
 * (DEC-04: a record list asks for the 12-month limit, LP-DATE-02), and server pages of 10 (the default list size),
 * a table's page on desktop or the cards gathered on mobile. A tab or range change goes back to page 1.
 */
import { DAY_MS, DEFAULT_PAGE_SIZE } from '../../../domain/shared/constants';
import { addMonths, trimDateRange, type CalendarDay, type DateRange } from '../../../domain/shared/dateRange';
import type { LaunchpoolRecord, LaunchpoolRecordList } from '../../../domain/launchpool/models';
import {
  initialPagedList,
  pagedListReducer,
  type PagedListEvent,
  type PagedListState,
} from '../../shared/pagedList.reducer';

/** The records' date-range limit in months (DEC-04, LP-DATE-02). */
export const RECORDS_MAX_MONTHS = 12;

export interface RecordsState {
  readonly list: LaunchpoolRecordList;
  /** The date range, already within the limit and not past today. */
  readonly range: DateRange;
  readonly pageSize: number;
  readonly paged: PagedListState<LaunchpoolRecord>;
}

export type RecordsEvent =
  | { readonly type: 'LIST.SELECT'; readonly list: LaunchpoolRecordList }
  | { readonly type: 'RANGE.CHANGE'; readonly range: DateRange | null; readonly today: CalendarDay }
  | { readonly type: 'PAGED'; readonly event: PagedListEvent<LaunchpoolRecord> };

/** The default range: the 12 months up to today. */
function defaultRecordsRange(today: CalendarDay): DateRange {
  return { start: addMonths(today, -RECORDS_MAX_MONTHS), end: today };
}

export function initialRecordsState(today: CalendarDay, list: LaunchpoolRecordList = 'stakes'): RecordsState {
  return { list, range: defaultRecordsRange(today), pageSize: DEFAULT_PAGE_SIZE, paged: initialPagedList() };
}

export function recordsReducer(state: RecordsState, event: RecordsEvent): RecordsState {
  switch (event.type) {
    case 'LIST.SELECT':
      return event.list === state.list ? state : { ...state, list: event.list, paged: initialPagedList() };
    case 'RANGE.CHANGE': {
      // Cleared, the range goes back to the default 12 months rather than to no limit.
      const range = event.range
        ? trimDateRange(event.range, { maxMonths: RECORDS_MAX_MONTHS, today: event.today }).range
        : defaultRecordsRange(event.today);
      return range.start === state.range.start && range.end === state.range.end
        ? state
        : { ...state, range, paged: initialPagedList() };
    }
    case 'PAGED': {
      const paged = pagedListReducer(state.paged, event.event);
      return paged === state.paged ? state : { ...state, paged };
    }
    default:
      return state;
  }
}

/** The span of a range of days in epoch ms, UTC days as the history's, both ends included. */
export function recordsSpan(range: DateRange): { readonly startAt: number; readonly endAt: number } {
  return {
    startAt: Date.parse(`${range.start}T00:00:00.000Z`),
    endAt: Date.parse(`${range.end}T00:00:00.000Z`) + DAY_MS - 1,
  };
}
