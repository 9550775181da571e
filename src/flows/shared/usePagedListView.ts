'use client';
/**
 * Binds one page query to a paged-list reducer and gives back the props of `ResponsiveList`: the
 * desktop table shows the page in `state.page`; the mobile card list shows every row gathered and asks
 * for the next page at its end (LP-LIST-01/02).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Page } from '../../domain/shared/pagination';
import { useIsMobile } from '../../headless/useMediaQuery';
import type { ResponsiveListProps } from '../../components/ResponsiveList';
import { canLoadMore, type PagedListEvent, type PagedListState } from './pagedList.reducer';

/** The `ResponsiveList` props a paged query decides. */
export type PagedListViewProps<Row> = Pick<
  ResponsiveListProps<Row>,
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

/** The list props of `query` (the page `state.page`) under `state`; `dispatch` takes the list's events. */
export function usePagedListView<Row>(
  query: UseQueryResult<Page<Row>, unknown>,
  state: PagedListState<Row>,
  dispatch: (event: PagedListEvent<Row>) => void,
  pageSize: number,
): PagedListViewProps<Row> {
  const isMobile = useIsMobile();
  const { data, isError, isPending, isFetching, refetch } = query;
  // Only a new answer is news; the page number travels with it, read as the answer is committed.
  const pageLoaded = useEffectEvent((rows: readonly Row[]) =>
    dispatch({ type: 'PAGE.LOADED', page: state.page, rows }),
  );
  useEffect(() => {
    if (data) pageLoaded(data.list);
  }, [data]);
  // The total of the last answer, so the pager does not vanish while the next page loads.
  const [lastTotal, setLastTotal] = useState(0);
  if (data && data.total !== lastTotal) setLastTotal(data.total);
  const total = data?.total ?? lastTotal;
  const retry = () => void refetch();

  if (isMobile) {
    const firstLoad = state.loadedThrough === 0;
    const waitingForMore = !firstLoad && state.page > state.loadedThrough;
    return {
      status: firstLoad ? (isError ? 'error' : 'loading') : 'ready',
      onRetry: retry,
      retrying: isFetching,
      pageSize,
      total,
      rows: state.gathered,
      items: state.gathered,
      hasMore: waitingForMore || canLoadMore(state, total, pageSize),
      loadingMore: waitingForMore && isPending,
      loadMoreFailed: waitingForMore && isError,
      onLoadMore: () => (waitingForMore && isError ? retry() : dispatch({ type: 'MORE.REQUEST', total, pageSize })),
    };
  }
  return {
    status: isError ? 'error' : isPending ? 'loading' : 'ready',
    onRetry: retry,
    retrying: isFetching,
    pageSize,
    total,
    rows: data?.list ?? [],
    page: state.page,
    onPageChange: (page) => dispatch({ type: 'PAGE.CHANGE', page }),
  };
}
