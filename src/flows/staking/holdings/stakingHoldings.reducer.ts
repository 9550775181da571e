/**
 * The staking holdings (DEC-28): one coin at a time (the link's `asset`, or the one picked), its positions and
 * redemptions on the Holdings tab, its rewards paid on the History tab (`open-history=1` opens it) in a date range
 * of at most 12 months, 10 a page. A coin, tab or range change starts the history again at page 1.
 */
import { DEFAULT_PAGE_SIZE } from '../../../domain/shared/constants';
import { addMonths, trimDateRange, type CalendarDay, type DateRange } from '../../../domain/shared/dateRange';
import type { StakingProfitRecord } from '../../../domain/staking';
import {
  initialPagedList,
  pagedListReducer,
  type PagedListEvent,
  type PagedListState,
} from '../../shared/pagedList.reducer';

/** The history's date-range limit in months, as every record list's (DEC-04). */
export const STAKING_HISTORY_MAX_MONTHS = 12;

export type StakingHoldingsTab = 'holdings' | 'history';

export interface StakingHoldingsState {
  /** The coin shown; null until the host or the user names one (then the first staking coin is shown). */
  readonly coin: string | null;
  readonly tab: StakingHoldingsTab;
  /** The history's range, within the limit and not past today. */
  readonly range: DateRange;
  readonly pageSize: number;
  readonly paged: PagedListState<StakingProfitRecord>;
}

export type StakingHoldingsEvent =
  | { readonly type: 'COIN.SELECT'; readonly coin: string }
  | { readonly type: 'TAB.SELECT'; readonly tab: StakingHoldingsTab }
  | { readonly type: 'RANGE.CHANGE'; readonly range: DateRange | null; readonly today: CalendarDay }
  | { readonly type: 'PAGED'; readonly event: PagedListEvent<StakingProfitRecord> };

function defaultRange(today: CalendarDay): DateRange {
  return { start: addMonths(today, -STAKING_HISTORY_MAX_MONTHS), end: today };
}

export function initialStakingHoldingsState(input: {
  readonly coin: string | null;
  readonly openHistory: boolean;
  readonly today: CalendarDay;
}): StakingHoldingsState {
  return {
    coin: input.coin,
    tab: input.openHistory ? 'history' : 'holdings',
    range: defaultRange(input.today),
    pageSize: DEFAULT_PAGE_SIZE,
    paged: initialPagedList(),
  };
}

export function stakingHoldingsReducer(state: StakingHoldingsState, event: StakingHoldingsEvent): StakingHoldingsState {
  switch (event.type) {
    case 'COIN.SELECT':
      return event.coin === state.coin ? state : { ...state, coin: event.coin, paged: initialPagedList() };
    case 'TAB.SELECT':
      return event.tab === state.tab ? state : { ...state, tab: event.tab, paged: initialPagedList() };
    case 'RANGE.CHANGE': {
      // Cleared, the range goes back to the default 12 months rather than to no limit.
      const range = event.range
        ? trimDateRange(event.range, { maxMonths: STAKING_HISTORY_MAX_MONTHS, today: event.today }).range
        : defaultRange(event.today);
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
