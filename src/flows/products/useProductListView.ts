'use client';
/**
 * Binds the home list's state to its calls and gives back the props of `ResponsiveList`. All and
 * Flexible page on the market list (SE-API-01, 10 a page, `search_coin`); All and Fixed read the
 * fixed product lists of the three types (SE-API-05: 1 normal, 2 VIP, 3 special) and group them by
 * coin. Desktop shows one page; mobile gathers pages as the card list asks for more (LP-LIST-01/02).
 */
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useFixedProductList, useMarketList } from '../../api';
import type { ResponsiveListProps } from '../../components/ResponsiveList';
import type { AutoEarnMarketItem } from '../../domain/autoEarn/status';
import { FixedProductType } from '../../domain/simpleEarn/constants';
import { useIsMobile } from '../../headless/useMediaQuery';
import { canLoadMore } from '../shared/pagedList.reducer';
import {
  canShowMoreLocally,
  normalisedSearch,
  pagesOnServer,
  type ProductListEvent,
  type ProductListState,
} from './productList.reducer';
import { arrangeRows, fixedProductsByAsset, fixedRows, marketRows, type ProductRow } from './productRows';

/**
 * How many fixed products of each type the home asks for at once. The spec gives the home no page
 * size for them; a coin's terms must all show beside it, so the lists are read whole (up to this many).
 */
export const FIXED_PRODUCTS_PER_TYPE = 100;

/** The `ResponsiveList` props the home list's state and calls decide. */
export type ProductListView = Pick<
  ResponsiveListProps<ProductRow>,
  | 'status'
  | 'onRetry'
  | 'retrying'
  | 'pageSize'
  | 'total'
  | 'rows'
  | 'page'
  | 'onPageChange'
  | 'items'
  | 'hasMore'
  | 'loadingMore'
  | 'loadMoreFailed'
  | 'onLoadMore'
>;

type ListStatus = 'loading' | 'error' | 'ready';

/**
 * How long the search box must rest before the market list is asked again (ms), so typing 'eth' sends
 * one call, not three. The same 300 ms as the resize debounce (SH-LAYOUT-02).
 */
const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stayed the same for `wait` ms. */
function useRestedValue<Value>(value: Value, wait: number): Value {
  const [rested, setRested] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setRested(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return rested;
}

/** The fixed products of the three lists grouped by coin (SE-API-05), with the three queries. */
export function useFixedProductsByAsset(enabled: boolean) {
  const fixedOf = (type: number) => ({ type, page: 1, limit: FIXED_PRODUCTS_PER_TYPE });
  const normal = useFixedProductList(fixedOf(FixedProductType.normal), { enabled });
  const vip = useFixedProductList(fixedOf(FixedProductType.vip), { enabled });
  const special = useFixedProductList(fixedOf(FixedProductType.special), { enabled });
  const fixedByAsset = useMemo(
    () =>
      fixedProductsByAsset([...(normal.data?.list ?? []), ...(vip.data?.list ?? []), ...(special.data?.list ?? [])]),
    [normal.data, vip.data, special.data],
  );
  return { fixedByAsset, queries: enabled ? [normal, vip, special] : [] };
}

/** The list's props for `state`; `dispatch` takes the list's events. */
export function useProductListView(
  state: ProductListState,
  dispatch: (event: ProductListEvent) => void,
  pageSize: number,
): ProductListView {
  const isMobile = useIsMobile();
  const { filter, list } = state;
  const server = pagesOnServer(filter);
  const needsFixed = filter !== 'flexible';
  const search = useRestedValue(normalisedSearch(state.search), SEARCH_DEBOUNCE_MS);

  const market = useMarketList({ page: list.page, limit: pageSize, search }, { enabled: server });
  const { fixedByAsset, queries: fixedQueries } = useFixedProductsByAsset(needsFixed);
  const arrange = (rows: readonly ProductRow[]) => arrangeRows(rows, state.sort, needsFixed ? state.termDays : null);

  // A new answer is news; so is a reset list (new search or filter) whose page is already cached. The
  // page number travels with the answer, read as it commits.
  const waitingForServerPage = server && list.loadedThrough < list.page;
  const pageLoaded = useEffectEvent((rows: readonly AutoEarnMarketItem[]) => {
    if (server) dispatch({ type: 'PAGE.LOADED', page: list.page, rows });
  });
  useEffect(() => {
    if (market.data) pageLoaded(market.data.list);
  }, [market.data, waitingForServerPage]);

  // The total of the last answer, so the pager does not vanish while the next page loads.
  const [lastTotal, setLastTotal] = useState(0);
  if (market.data && market.data.total !== lastTotal) setLastTotal(market.data.total);

  const fixedFailed = fixedQueries.some((query) => query.isError);
  const fixedPending = fixedQueries.some((query) => query.isPending);
  const retrying = market.isFetching || fixedQueries.some((query) => query.isFetching);
  const onRetry = () => {
    for (const query of [market, ...fixedQueries]) if (query.isError) void query.refetch();
  };

  if (!server) {
    const all = arrange(fixedRows(fixedByAsset, state.search));
    const status: ListStatus = fixedFailed ? 'error' : fixedPending ? 'loading' : 'ready';
    const start = (list.page - 1) * pageSize;
    return {
      status,
      onRetry,
      retrying,
      pageSize,
      total: all.length,
      rows: isMobile ? all.slice(0, list.page * pageSize) : all.slice(start, start + pageSize),
      ...(isMobile
        ? {
            items: all.slice(0, list.page * pageSize),
            hasMore: canShowMoreLocally(state, all.length, pageSize),
            onLoadMore: () => dispatch({ type: 'MORE.REQUEST', total: all.length, pageSize }),
          }
        : { page: list.page, onPageChange: (page: number) => dispatch({ type: 'PAGE.CHANGE', page }) }),
    };
  }

  const rowFilter = filter === 'fixed' ? 'all' : filter;
  const total = market.data?.total ?? lastTotal;
  if (isMobile) {
    // Page 1 already in the cache (the answers the server painted the page with, a return visit) is the
    // gathered list from the first render: not a skeleton the cards replace a render later, pushing down
    // what follows the list (the auto-earn card on a phone).
    const cachedFirst = list.loadedThrough === 0 && list.page === 1 ? market.data?.list : undefined;
    const cards = cachedFirst
      ? { ...list, gathered: cachedFirst, loadedThrough: 1, lastPageSize: cachedFirst.length }
      : list;
    const firstLoad = cards.loadedThrough === 0;
    const waitingForMore = !firstLoad && cards.page > cards.loadedThrough;
    const items = arrange(marketRows(cards.gathered, fixedByAsset, rowFilter));
    const firstStatus: ListStatus = market.isError || fixedFailed ? 'error' : 'loading';
    return {
      status: firstLoad || fixedFailed || fixedPending ? firstStatus : 'ready',
      onRetry,
      retrying,
      pageSize,
      total,
      rows: items,
      items,
      hasMore: waitingForMore || canLoadMore(cards, total, pageSize),
      loadingMore: waitingForMore && market.isPending,
      loadMoreFailed: waitingForMore && market.isError,
      onLoadMore: () =>
        waitingForMore && market.isError ? onRetry() : dispatch({ type: 'MORE.REQUEST', total, pageSize }),
    };
  }
  return {
    status: market.isError || fixedFailed ? 'error' : market.isPending || fixedPending ? 'loading' : 'ready',
    onRetry,
    retrying,
    pageSize,
    total,
    rows: arrange(marketRows(market.data?.list ?? [], fixedByAsset, rowFilter)),
    page: list.page,
    onPageChange: (page) => dispatch({ type: 'PAGE.CHANGE', page }),
  };
}
