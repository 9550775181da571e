/**
 * The paging of one server-paged list, as a typed reducer: the page a desktop table shows, and the
 * rows a mobile card list has gathered page after page (LP-LIST-01/02). The list's owner loads the
 * page in `page` and reports it with `PAGE.LOADED`; nothing here fetches.
 */
import { hasMorePages } from '../../domain/shared/pagination';

/** Where a paged list is. */
export interface PagedListState<Row> {
  /** The page asked for, from 1: the table's current page, or on mobile the last page requested. */
  readonly page: number;
  /** Mobile: every row gathered so far, pages 1..loadedThrough in order. */
  readonly gathered: readonly Row[];
  /** The last page whose rows are in `gathered`; 0 before the first answer. */
  readonly loadedThrough: number;
  /** Rows in the last page loaded, to tell a short (last) page. */
  readonly lastPageSize: number;
}

/** What can happen to a paged list. */
export type PagedListEvent<Row> =
  /** The user asks for a page of the table (desktop). */
  | { readonly type: 'PAGE.CHANGE'; readonly page: number }
  /** The card list asks for the next page (mobile). */
  | { readonly type: 'MORE.REQUEST'; readonly total: number; readonly pageSize: number }
  /** A page's rows arrived. */
  | { readonly type: 'PAGE.LOADED'; readonly page: number; readonly rows: readonly Row[] }
  /** Filters changed: back to page 1 with nothing gathered. */
  | { readonly type: 'RESET' };

/** A list before anything loaded. */
export function initialPagedList<Row>(): PagedListState<Row> {
  return { page: 1, gathered: [], loadedThrough: 0, lastPageSize: 0 };
}

/**
 * Guard: the card list may ask for another page: the requested page has arrived, and it was full and below the total.
 */
export function canLoadMore<Row>(state: PagedListState<Row>, total: number, pageSize: number): boolean {
  if (state.loadedThrough !== state.page) return false;
  return hasMorePages({ loadedCount: state.gathered.length, total, lastPageSize: state.lastPageSize, pageSize });
}

/** The paged-list reducer. */
export function pagedListReducer<Row>(state: PagedListState<Row>, event: PagedListEvent<Row>): PagedListState<Row> {
  switch (event.type) {
    case 'PAGE.CHANGE':
      return event.page >= 1 && event.page !== state.page ? { ...state, page: event.page } : state;
    case 'MORE.REQUEST':
      return canLoadMore(state, event.total, event.pageSize) ? { ...state, page: state.page + 1 } : state;
    case 'PAGE.LOADED': {
      if (event.page === 1)
        return { ...state, gathered: event.rows, loadedThrough: 1, lastPageSize: event.rows.length };
      // Only the next page in order extends the gathered rows; a late or repeated answer is ignored.
      if (event.page !== state.loadedThrough + 1) return state;
      return {
        ...state,
        gathered: [...state.gathered, ...event.rows],
        loadedThrough: event.page,
        lastPageSize: event.rows.length,
      };
    }
    case 'RESET':
      return initialPagedList<Row>();
    default:
      return state;
  }
}
