/**
 * The Simple Earn home list's state as a typed reducer: the coin search, the All / Flexible / Fixed
 * filter, the APR sort, the term filter and the paging (SE-ROUTE-01). All and Flexible page on the
 * server's market list (SE-API-01); Fixed pages over the coins grouped from the fixed product lists,
 * in the browser. A new search or filter goes back to page 1 with nothing gathered. Nothing here fetches.
 */
import type { AutoEarnMarketItem } from '../../domain/autoEarn/status';
import { initialPagedList, pagedListReducer, type PagedListState } from '../shared/pagedList.reducer';

/** The filters of the list, in tab order. */
export const PRODUCT_FILTERS = ['all', 'flexible', 'fixed'] as const;
/** Which products the list shows: every product, only flexible ones, or only fixed ones. */
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

/** The orders the home offers: the exchange's own, highest APR first, lowest APR first. */
export const PRODUCT_SORTS = ['default', 'aprHigh', 'aprLow'] as const;
/** How the home orders its coins. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Where the home list is. */
export interface ProductListState {
  /** The search box's text, as typed. */
  readonly search: string;
  /** The selected filter. */
  readonly filter: ProductFilter;
  /** How the coins are ordered. */
  readonly sort: ProductSort;
  /** Only coins with a fixed term of this many days, or null for every coin. */
  readonly termDays: number | null;
  /** The paging: the table's page, and on mobile the market rows gathered page after page. */
  readonly list: PagedListState<AutoEarnMarketItem>;
}

/** What can happen to the home list. */
export type ProductListEvent =
  /** The user types in the search box. */
  | { readonly type: 'SEARCH.CHANGE'; readonly search: string }
  /** The user clears the search box. */
  | { readonly type: 'SEARCH.CLEAR' }
  /** The user picks a filter tab. */
  | { readonly type: 'FILTER.SELECT'; readonly filter: ProductFilter }
  /** The user picks an order. */
  | { readonly type: 'SORT.SELECT'; readonly sort: ProductSort }
  /** The user picks a fixed term to filter by, or null for every term. */
  | { readonly type: 'TERM.SELECT'; readonly termDays: number | null }
  /** The table asks for a page (desktop). */
  | { readonly type: 'PAGE.CHANGE'; readonly page: number }
  /** The card list asks for the next page (mobile); `total` is the rows the current filter has. */
  | { readonly type: 'MORE.REQUEST'; readonly total: number; readonly pageSize: number }
  /** A page of the market list arrived. */
  | { readonly type: 'PAGE.LOADED'; readonly page: number; readonly rows: readonly AutoEarnMarketItem[] };

/** The list before anything happened: no search, All, page 1. */
export function initialProductListState(filter: ProductFilter = 'all'): ProductListState {
  return { search: '', filter, sort: 'default', termDays: null, list: initialPagedList<AutoEarnMarketItem>() };
}

/** True when the filter pages on the server's market list; Fixed pages in the browser. */
export function pagesOnServer(filter: ProductFilter): boolean {
  return filter !== 'fixed';
}

/** The search as the server and the match compare it: trimmed, upper case ('btc ' finds BTC). */
export function normalisedSearch(search: string): string {
  return search.trim().toUpperCase();
}

/** Guard: the card list may show another browser-paged page: fewer rows shown than the filter has. */
export function canShowMoreLocally(state: ProductListState, total: number, pageSize: number): boolean {
  return state.list.page * pageSize < total;
}

function reset(
  state: ProductListState,
  changes: Partial<Pick<ProductListState, 'search' | 'filter'>>,
): ProductListState {
  return { ...state, ...changes, list: initialPagedList<AutoEarnMarketItem>() };
}

/** The home list's reducer. */
export function productListReducer(state: ProductListState, event: ProductListEvent): ProductListState {
  switch (event.type) {
    case 'SEARCH.CHANGE':
      return event.search === state.search ? state : reset(state, { search: event.search });
    case 'SEARCH.CLEAR':
      return state.search === '' ? state : reset(state, { search: '' });
    case 'FILTER.SELECT':
      return event.filter === state.filter ? state : reset(state, { filter: event.filter });
    case 'SORT.SELECT':
      return event.sort === state.sort ? state : { ...state, sort: event.sort };
    case 'TERM.SELECT':
      // The server pages ignore the term; the browser's pages (Fixed) start again from the first.
      if (event.termDays === state.termDays) return state;
      return pagesOnServer(state.filter)
        ? { ...state, termDays: event.termDays }
        : { ...state, termDays: event.termDays, list: { ...state.list, page: 1 } };
    case 'PAGE.CHANGE':
      return { ...state, list: pagedListReducer(state.list, event) };
    case 'MORE.REQUEST':
      if (pagesOnServer(state.filter)) return { ...state, list: pagedListReducer(state.list, event) };
      return canShowMoreLocally(state, event.total, event.pageSize)
        ? { ...state, list: { ...state.list, page: state.list.page + 1 } }
        : state;
    case 'PAGE.LOADED':
      return pagesOnServer(state.filter) ? { ...state, list: pagedListReducer(state.list, event) } : state;
    default:
      return state;
  }
}
