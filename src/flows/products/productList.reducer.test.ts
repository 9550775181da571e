import { describe, expect, it } from 'vitest';
import type { AutoEarnMarketItem } from '../../domain/autoEarn/status';
import type { Rate } from '../../domain/shared/rate';
import {
  canShowMoreLocally,
  initialProductListState,
  normalisedSearch,
  pagesOnServer,
  productListReducer,
  type ProductListEvent,
  type ProductListState,
} from './productList.reducer';

const coin = (asset: string): AutoEarnMarketItem => ({ asset, nextTimeRateYear: '0.01' as Rate, autoInvestStatus: 0 });
const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => coin(`C${from + index}`));

function run(
  events: readonly ProductListEvent[],
  start: ProductListState = initialProductListState(),
): ProductListState {
  return events.reduce(productListReducer, start);
}

describe('productListReducer', () => {
  it('SE-ROUTE-01 the home list starts with no search, the All filter, the default order, every term and page 1', () => {
    expect(initialProductListState()).toEqual({
      search: '',
      filter: 'all',
      sort: 'default',
      termDays: null,
      list: { page: 1, gathered: [], loadedThrough: 0, lastPageSize: 0 },
    });
    expect(initialProductListState('fixed').filter).toBe('fixed');
  });

  it.each([
    ['SEARCH.CHANGE', { type: 'SEARCH.CHANGE', search: 'bt' }, { search: 'bt', filter: 'all' }],
    ['FILTER.SELECT', { type: 'FILTER.SELECT', filter: 'fixed' }, { search: '', filter: 'fixed' }],
  ] as const)('SE-ROUTE-01 %s goes back to page 1 with nothing gathered', (_name, event, expected) => {
    const paged = run([
      { type: 'PAGE.LOADED', page: 1, rows: page(1, 10) },
      { type: 'PAGE.CHANGE', page: 3 },
    ]);
    const next = productListReducer(paged, event);
    expect(next).toMatchObject(expected);
    expect(next.list).toEqual({ page: 1, gathered: [], loadedThrough: 0, lastPageSize: 0 });
  });

  it('SE-ROUTE-01 the same search or filter again changes nothing, and SEARCH.CLEAR empties the box', () => {
    const searched = run([
      { type: 'SEARCH.CHANGE', search: 'eth' },
      { type: 'PAGE.LOADED', page: 1, rows: page(1, 3) },
    ]);
    expect(productListReducer(searched, { type: 'SEARCH.CHANGE', search: 'eth' })).toBe(searched);
    expect(productListReducer(searched, { type: 'FILTER.SELECT', filter: 'all' })).toBe(searched);
    expect(productListReducer(searched, { type: 'SEARCH.CLEAR' }).search).toBe('');
    expect(productListReducer(initialProductListState(), { type: 'SEARCH.CLEAR' })).toEqual(initialProductListState());
  });

  it('PAGE.CHANGE moves the table to a page; page 0 is refused', () => {
    expect(run([{ type: 'PAGE.CHANGE', page: 2 }]).list.page).toBe(2);
    expect(run([{ type: 'PAGE.CHANGE', page: 0 }]).list.page).toBe(1);
  });

  it('All and Flexible gather market pages in order as the cards ask for more', () => {
    const state = run([
      { type: 'PAGE.LOADED', page: 1, rows: page(1, 10) },
      { type: 'MORE.REQUEST', total: 15, pageSize: 10 },
      { type: 'PAGE.LOADED', page: 2, rows: page(11, 5) },
      { type: 'MORE.REQUEST', total: 15, pageSize: 10 },
    ]);
    expect(state.list.gathered.map((item) => item.asset)).toEqual([...page(1, 15)].map((item) => item.asset));
    expect(state.list.page).toBe(2);
  });

  it('the Fixed filter pages in the browser: MORE.REQUEST shows another page while rows remain', () => {
    const fixed = initialProductListState('fixed');
    expect(pagesOnServer('fixed')).toBe(false);
    expect(pagesOnServer('all')).toBe(true);
    expect(pagesOnServer('flexible')).toBe(true);
    const more = productListReducer(fixed, { type: 'MORE.REQUEST', total: 25, pageSize: 10 });
    expect(more.list.page).toBe(2);
    const last = run(
      [
        { type: 'MORE.REQUEST', total: 25, pageSize: 10 },
        { type: 'MORE.REQUEST', total: 25, pageSize: 10 },
      ],
      fixed,
    );
    expect(last.list.page).toBe(3);
    expect(productListReducer(last, { type: 'MORE.REQUEST', total: 25, pageSize: 10 })).toBe(last);
    expect(canShowMoreLocally(last, 25, 10)).toBe(false);
    // Market pages do not belong to the Fixed filter.
    expect(productListReducer(fixed, { type: 'PAGE.LOADED', page: 1, rows: page(1, 3) })).toBe(fixed);
  });

  it.each([
    ['btc', 'BTC'],
    ['  Eth ', 'ETH'],
    ['', ''],
  ])('SE-ROUTE-01 the search %j is sent and matched as %j', (typed, sent) => {
    expect(normalisedSearch(typed)).toBe(sent);
  });

  it('a sort keeps the page; a term filter keeps the server pages but starts the browser pages (Fixed) again', () => {
    const paged = run([
      { type: 'FILTER.SELECT', filter: 'fixed' },
      { type: 'PAGE.CHANGE', page: 2 },
    ]);
    expect(run([{ type: 'SORT.SELECT', sort: 'aprHigh' }], paged)).toMatchObject({
      sort: 'aprHigh',
      list: { page: 2 },
    });
    expect(run([{ type: 'TERM.SELECT', termDays: 30 }], paged)).toMatchObject({ termDays: 30, list: { page: 1 } });
    const all = run([
      { type: 'PAGE.CHANGE', page: 2 },
      { type: 'TERM.SELECT', termDays: 7 },
    ]);
    expect(all).toMatchObject({ termDays: 7, list: { page: 2 } });
    expect(run([{ type: 'TERM.SELECT', termDays: 7 }], all)).toBe(all);
  });
});
