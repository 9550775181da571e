/**
 * The Simple Earn history (SE-HIST): tabs Flexible and Fixed (SE-HIST-01), a coin filter (SE-HIST-02),
 * a type filter (SE-HIST-03), a date range (SE-HIST-04) never reaching past 6 months back (SE-HIST-05,
 * DEC-04), and pages of 8, or 6 in the dialog (SE-HIST-06, DEC-02). Any filter change goes back to page 1.
 */
import { DAY_MS, PAGE_SIZE } from '../../domain/shared/constants';
import { addMonths, type CalendarDay, type DateRange } from '../../domain/shared/dateRange';
import { HISTORY_MAX_MONTHS, type HistoryRecordType } from '../../domain/simpleEarn/constants';
import { trimHistoryRange } from '../../domain/simpleEarn/history';
import type { HistoryRecord } from '../../domain/simpleEarn/models';
import type { SimpleEarnProductKind } from '../../domain/simpleEarn/products';
import {
  initialPagedList,
  pagedListReducer,
  type PagedListEvent,
  type PagedListState,
} from '../shared/pagedList.reducer';

/** Where the history shows: its own page (8 a page) or the dialog (6 a page). */
export type HistoryVariant = 'page' | 'dialog';

/** Rows a page by variant (SE-HIST-06, DEC-02). */
export function historyPageSize(variant: HistoryVariant): number {
  return variant === 'dialog' ? PAGE_SIZE.historyDialog : PAGE_SIZE.history;
}

export interface HistoryState {
  readonly product: SimpleEarnProductKind;
  /** The coin filter; null for all coins. */
  readonly asset: string | null;
  /** The type filter; null for all types. */
  readonly type: HistoryRecordType | null;
  /** The date range, already within the limits. */
  readonly range: DateRange;
  readonly pageSize: number;
  readonly list: PagedListState<HistoryRecord>;
  /**
   * How many records are known to exist: the flexible history answers no total (SE-API-15), so the pager
   * counts what it has seen, plus one page more while the last page came back full.
   */
  readonly reach: number;
}

export type HistoryEvent =
  | { readonly type: 'PRODUCT.SELECT'; readonly product: SimpleEarnProductKind }
  | { readonly type: 'ASSET.SELECT'; readonly asset: string | null }
  | { readonly type: 'TYPE.SELECT'; readonly recordType: HistoryRecordType | null }
  | { readonly type: 'RANGE.CHANGE'; readonly range: DateRange | null; readonly today: CalendarDay }
  | { readonly type: 'LIST'; readonly event: PagedListEvent<HistoryRecord> };

/** The default range: the last 6 months up to today (SE-HIST-05). */
export function defaultHistoryRange(today: CalendarDay): DateRange {
  return { start: addMonths(today, -HISTORY_MAX_MONTHS), end: today };
}

export function initialHistoryState(
  variant: HistoryVariant,
  today: CalendarDay,
  product: SimpleEarnProductKind = 'flexible',
): HistoryState {
  return {
    product,
    asset: null,
    type: null,
    range: defaultHistoryRange(today),
    pageSize: historyPageSize(variant),
    list: initialPagedList(),
    reach: 0,
  };
}

function refiltered(state: HistoryState, change: Partial<HistoryState>): HistoryState {
  return { ...state, ...change, list: initialPagedList(), reach: 0 };
}

export function historyReducer(state: HistoryState, event: HistoryEvent): HistoryState {
  switch (event.type) {
    case 'PRODUCT.SELECT':
      // The coin lists of the two products differ, so the coin filter starts over.
      return event.product === state.product ? state : refiltered(state, { product: event.product, asset: null });
    case 'ASSET.SELECT':
      return event.asset === state.asset ? state : refiltered(state, { asset: event.asset });
    case 'TYPE.SELECT':
      return event.recordType === state.type ? state : refiltered(state, { type: event.recordType });
    case 'RANGE.CHANGE': {
      // Clearing the range goes back to the default 6 months rather than to no limit.
      const range = event.range ? trimHistoryRange(event.range, event.today).range : defaultHistoryRange(event.today);
      return range.start === state.range.start && range.end === state.range.end ? state : refiltered(state, { range });
    }
    case 'LIST': {
      const list = pagedListReducer(state.list, event.event);
      if (list === state.list) return state;
      if (event.event.type !== 'PAGE.LOADED') return { ...state, list };
      const { page, rows } = event.event;
      const seen = (page - 1) * state.pageSize + rows.length + (rows.length >= state.pageSize ? 1 : 0);
      return { ...state, list, reach: Math.max(state.reach, seen) };
    }
    default:
      return state;
  }
}

/** The span of a range of days in epoch ms, UTC days, both ends included. */
export function rangeTimes(range: DateRange): { readonly startAt: number; readonly endAt: number } {
  return {
    startAt: Date.parse(`${range.start}T00:00:00.000Z`),
    endAt: Date.parse(`${range.end}T00:00:00.000Z`) + DAY_MS - 1,
  };
}
