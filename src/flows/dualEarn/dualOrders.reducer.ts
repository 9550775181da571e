/**
 * The dual-earn orders screen as a typed reducer: the paged list (LP-LIST-01/02's paging, DEC-02's 10 a page)
 * and the order whose detail is open (DEC-30). Nothing here fetches.
 */
import type { DualEarnOrder } from '../../api/map/wealth';
import { initialPagedList, pagedListReducer, type PagedListEvent, type PagedListState } from '../shared';

/** DEC-02: every other table is 10 a page. */
export const DUAL_ORDERS_PAGE_SIZE = 10;

/** The order a detail dialog shows: which call answers it (DE-API-01, or DE-API-02 for a sniper order). */
export interface OpenDualOrder {
  readonly orderId: string;
  readonly sniper: boolean;
}

export interface DualOrdersState {
  readonly paged: PagedListState<DualEarnOrder>;
  readonly open: OpenDualOrder | null;
}

export type DualOrdersEvent =
  /** The list's paging moved (a page asked for or arrived). */
  | { readonly type: 'PAGED'; readonly event: PagedListEvent<DualEarnOrder> }
  /** The user opened an order's detail. */
  | { readonly type: 'ORDER.OPEN'; readonly order: OpenDualOrder }
  /** The detail dialog closed. */
  | { readonly type: 'ORDER.CLOSE' };

export function initialDualOrdersState(): DualOrdersState {
  return { paged: initialPagedList<DualEarnOrder>(), open: null };
}

export function dualOrdersReducer(state: DualOrdersState, event: DualOrdersEvent): DualOrdersState {
  switch (event.type) {
    case 'PAGED': {
      const paged = pagedListReducer(state.paged, event.event);
      return paged === state.paged ? state : { ...state, paged };
    }
    case 'ORDER.OPEN':
      // An order without an id has no detail to ask for.
      return event.order.orderId === '' ? state : { ...state, open: event.order };
    case 'ORDER.CLOSE':
      return state.open === null ? state : { ...state, open: null };
    default:
      return state;
  }
}
