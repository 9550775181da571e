/**
 * The auto-earn settings modal's list (AE-MODAL): the coin search (trimmed, uppercased, back to page 1,
 * AE-SEARCH-01/02), the 'enable only' filter (AE-MODAL-02), the est. APR sort cycling default →
 * ascending → descending (AE-SORT-01), and the rows gathered page after page, 7 a page (AE-MODAL-08),
 * as the expand control or 'view more' asks (AE-MODAL-05/06).
 */
import { changeCoinSearch } from '../../domain/autoEarn/search';
import { aprSortType, nextAprSort, type AprSort } from '../../domain/autoEarn/sort';
import type { AutoEarnMarketItem, AutoEarnTarget } from '../../domain/autoEarn/status';
import { applyAutoEarnToggleToItem } from '../../domain/autoEarn/toggle';
import type { AutoEarnListQuery } from '../../api/requestFields';
import {
  initialPagedList,
  pagedListReducer,
  type PagedListEvent,
  type PagedListState,
} from '../shared/pagedList.reducer';

export interface AutoEarnSettingsState {
  /** What the search box shows, as typed. */
  readonly searchText: string;
  /** The search as sent: trimmed and uppercased. */
  readonly search: string;
  readonly sort: AprSort;
  readonly enabledOnly: boolean;
  readonly list: PagedListState<AutoEarnMarketItem>;
}

export type AutoEarnSettingsEvent =
  /** A keystroke in the search box: shown at once, not yet sent. */
  | { readonly type: 'SEARCH.TYPE'; readonly text: string }
  /** The search to send (after the typing rests). */
  | { readonly type: 'SEARCH.CHANGE'; readonly text: string }
  | { readonly type: 'SORT.CYCLE' }
  | { readonly type: 'ENABLED_ONLY.CHANGE'; readonly enabledOnly: boolean }
  | { readonly type: 'LIST'; readonly event: PagedListEvent<AutoEarnMarketItem> }
  /** A toggle succeeded: the gathered rows update in place (AE-TOGGLE-07). */
  | { readonly type: 'TOGGLE.APPLIED'; readonly target: AutoEarnTarget; readonly on: boolean };

export const initialAutoEarnSettingsState: AutoEarnSettingsState = {
  searchText: '',
  search: '',
  sort: 'default',
  enabledOnly: false,
  list: initialPagedList(),
};

/** Typing rests this long before the search is sent: one call for 'eth', not three. */
export const AUTO_EARN_SEARCH_DEBOUNCE_MS = 300;

/** The market-list query of the state's current page (AE-API-04); the API writes its fields. */
export function autoEarnListQuery(state: AutoEarnSettingsState): AutoEarnListQuery {
  const sortType = aprSortType(state.sort);
  return {
    page: state.list.page,
    ...(state.search ? { search: state.search } : {}),
    ...(sortType === undefined ? {} : { sortType }),
    ...(state.enabledOnly ? { autoEarnOnly: true } : {}),
  };
}

export function autoEarnSettingsReducer(
  state: AutoEarnSettingsState,
  event: AutoEarnSettingsEvent,
): AutoEarnSettingsState {
  switch (event.type) {
    case 'SEARCH.TYPE':
      return event.text === state.searchText ? state : { ...state, searchText: event.text };
    case 'SEARCH.CHANGE': {
      const next = changeCoinSearch({ search: state.search, page: state.list.page }, event.text);
      if (next.search === state.search)
        return event.text === state.searchText ? state : { ...state, searchText: event.text };
      return { ...state, searchText: event.text, search: next.search, list: initialPagedList() };
    }
    case 'SORT.CYCLE':
      return { ...state, sort: nextAprSort(state.sort), list: initialPagedList() };
    case 'ENABLED_ONLY.CHANGE':
      return event.enabledOnly === state.enabledOnly
        ? state
        : { ...state, enabledOnly: event.enabledOnly, list: initialPagedList() };
    case 'LIST': {
      const list = pagedListReducer(state.list, event.event);
      return list === state.list ? state : { ...state, list };
    }
    case 'TOGGLE.APPLIED':
      return {
        ...state,
        list: {
          ...state.list,
          gathered: state.list.gathered.map((item) => applyAutoEarnToggleToItem(item, event.target, event.on)),
        },
      };
    default:
      return state;
  }
}
