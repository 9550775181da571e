import { describe, expect, it } from 'vitest';
import { holdingsReducer, holdingsTabFromQuery, initialHoldingsState } from './holdingsFlow.reducer';
import { canLoadMore, initialPagedList, pagedListReducer } from '../shared/pagedList.reducer';

describe('holdings reducer', () => {
  it.each([
    ['fixed', 'fixed'],
    ['flexible', 'flexible'],
    ['FIXED', undefined],
    [null, undefined],
  ])('SE-ROUTE-03 ?tab=%s selects %s', (query, tab) => {
    expect(holdingsTabFromQuery(query)).toBe(tab);
  });

  it('SE-HOLD-01 each tab keeps its own page', () => {
    let state = initialHoldingsState();
    state = holdingsReducer(state, { type: 'FIXED.LIST', event: { type: 'PAGE.CHANGE', page: 3 } });
    expect(state.fixed.page).toBe(3);
    expect(state.flexible.page).toBe(1);
  });
});

describe('paged list reducer', () => {
  const full = Array.from({ length: 10 }, (_, index) => index);

  it('SE-HOLD-03 pages gather in order; the next page is asked only after the last arrived', () => {
    let state = pagedListReducer(initialPagedList<number>(), { type: 'PAGE.LOADED', page: 1, rows: full });
    expect(canLoadMore(state, 23, 10)).toBe(true);
    state = pagedListReducer(state, { type: 'MORE.REQUEST', total: 23, pageSize: 10 });
    expect(state.page).toBe(2);
    // Guard: a second request before page 2 arrives changes nothing.
    expect(pagedListReducer(state, { type: 'MORE.REQUEST', total: 23, pageSize: 10 })).toBe(state);
    state = pagedListReducer(state, { type: 'PAGE.LOADED', page: 2, rows: full.map((n) => n + 10) });
    expect(state.gathered).toHaveLength(20);
    // A repeated answer of page 2 is not gathered twice.
    expect(pagedListReducer(state, { type: 'PAGE.LOADED', page: 2, rows: full })).toBe(state);
  });

  it('SE-API-15 a short page ends the list even under the faked 9999 total', () => {
    const state = pagedListReducer(initialPagedList<number>(), { type: 'PAGE.LOADED', page: 1, rows: [1, 2, 3] });
    expect(canLoadMore(state, 9999, 10)).toBe(false);
  });

  it('SE-HIST-04 RESET goes back to page 1 with nothing gathered', () => {
    const state = pagedListReducer(initialPagedList<number>(), { type: 'PAGE.CHANGE', page: 4 });
    expect(pagedListReducer(state, { type: 'RESET' })).toEqual(initialPagedList());
  });
});
