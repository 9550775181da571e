/**
 * The holdings screen (SE-HOLD): two tabs, Flexible and Fixed (SE-HOLD-01), each a list of 10 a page
 * (SE-HOLD-02) that keeps its own page while the other tab shows.
 */
import type { FixedHolding, FlexibleHolding } from '../../domain/simpleEarn/models';
import {
  initialPagedList,
  pagedListReducer,
  type PagedListEvent,
  type PagedListState,
} from '../shared/pagedList.reducer';

/** The holdings tabs, in order (SE-HOLD-01, SE-ROUTE-03's `tab` values). */
export const HOLDINGS_TABS = ['flexible', 'fixed'] as const;
/** A holdings tab. */
export type HoldingsTab = (typeof HOLDINGS_TABS)[number];

/** Reads a `?tab=` value: 'fixed' or 'flexible'; anything else is none, so the default (flexible) shows. */
export function holdingsTabFromQuery(value: string | null | undefined): HoldingsTab | undefined {
  return (HOLDINGS_TABS as readonly string[]).includes(value ?? '') ? (value as HoldingsTab) : undefined;
}

/**
 * The holdings screen's state: each tab's paging, kept while the other tab shows. The selected tab
 * itself is a controlled prop of the screen (a route owns it), not state here.
 */
export interface HoldingsState {
  readonly flexible: PagedListState<FlexibleHolding>;
  readonly fixed: PagedListState<FixedHolding>;
}

/** What can happen on the holdings screen. */
export type HoldingsEvent =
  | { readonly type: 'FLEXIBLE.LIST'; readonly event: PagedListEvent<FlexibleHolding> }
  | { readonly type: 'FIXED.LIST'; readonly event: PagedListEvent<FixedHolding> };

/** The screen on first show. */
export function initialHoldingsState(): HoldingsState {
  return { flexible: initialPagedList(), fixed: initialPagedList() };
}

/** The holdings reducer. */
export function holdingsReducer(state: HoldingsState, event: HoldingsEvent): HoldingsState {
  switch (event.type) {
    case 'FLEXIBLE.LIST': {
      const flexible = pagedListReducer(state.flexible, event.event);
      return flexible === state.flexible ? state : { ...state, flexible };
    }
    case 'FIXED.LIST': {
      const fixed = pagedListReducer(state.fixed, event.event);
      return fixed === state.fixed ? state : { ...state, fixed };
    }
    default:
      return state;
  }
}
