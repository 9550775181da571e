import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListColumn } from '../../src/components/DataTable';
import { PAGE_SIZE, hasMorePages } from '../../src/domain/shared';
import { RateText } from '../../src/components/RateText';
import { useFormat } from '../../src/context';
import { RATE_BASIS } from '../../src/domain/shared/rateBasis';

/** A staking history record, as a flow would pass it after mapping the API's list. */
export interface StakeRecord {
  id: number;
  /** Epoch ms. */
  time: number;
  coin: string;
  action: 'Stake' | 'Redeem';
  amount: string;
  apr: string;
}

const coins = ['BTC', 'ETH', 'USDT', 'SOL'];
// Fixed times: stories and screenshots must not move with the clock.
const START = Date.UTC(2024, 7, 20, 8, 0);

/** `count` deterministic records, newest first. */
export function stakeRecords(count: number): StakeRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    time: START - index * 3_600_000 * 7,
    coin: coins[index % coins.length]!,
    action: index % 3 === 2 ? 'Redeem' : 'Stake',
    amount: (((index * 37.125) % 1000) + 0.5).toFixed(6),
    apr: ((index % 7) * 0.0125 + 0.02).toFixed(4),
  }));
}

function Amount({ value, coin }: { value: string; coin: string }) {
  const format = useFormat();
  return (
    <>
      {format.amount(value, { decimals: 6 })} {coin}
    </>
  );
}

function Time({ value }: { value: number }) {
  return <>{useFormat().utcDateTime(value)}</>;
}

/** A staking record's rate, labelled as every rate is (P-47): 'APR · est.' on the row, the full label read out. */
function Apr({ value }: { value: string }) {
  return <RateText rate={value} basis={RATE_BASIS.staking} compact size="sm" />;
}

/** The columns, declared once for the table and the cards. */
export const stakeColumns: ListColumn<StakeRecord>[] = [
  { id: 'coin', header: 'Coin', cell: (record) => record.coin, card: 'title' },
  { id: 'time', header: 'Time', cell: (record) => <Time value={record.time} /> },
  { id: 'action', header: 'Type', cell: (record) => record.action },
  {
    id: 'amount',
    header: 'Amount',
    cell: (record) => <Amount value={record.amount} coin={record.coin} />,
    numeric: true,
  },
  { id: 'apr', header: 'APR', cell: (record) => <Apr value={record.apr} />, numeric: true },
];

/**
 * A fake server for the list stories (pass a memoised `records`: a new array reloads page 1): pages of
 * `pageSize` from `records`, answered after `delayMs`, and optionally failing the page numbered `failPage` once.
 */
export function usePagedRecords(
  records: readonly StakeRecord[],
  {
    pageSize = PAGE_SIZE.table,
    delayMs = 150,
    failPage,
  }: { pageSize?: number; delayMs?: number; failPage?: number } = {},
) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [items, setItems] = useState<StakeRecord[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const failed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const answer = useCallback(
    (target: number, onDone: (ok: boolean) => void) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const fails = target === failPage && !failed.current;
        if (fails) failed.current = true;
        onDone(!fails);
      }, delayMs);
    },
    [delayMs, failPage],
  );

  const settlePage = useCallback(
    (target: number) =>
      answer(target, (ok) => {
        setStatus(ok ? 'ready' : 'error');
        if (ok) setItems(records.slice(0, target * pageSize));
      }),
    [answer, pageSize, records],
  );
  const loadPage = useCallback(
    (target: number) => {
      setPage(target);
      setStatus('loading');
      settlePage(target);
    },
    [settlePage],
  );

  // New records start again from page 1, loading: set in the render that brings them (the first render's
  // state already says so), and the effect answers it.
  const [recordsShown, setRecordsShown] = useState(records);
  if (recordsShown !== records) {
    setRecordsShown(records);
    setPage(1);
    setStatus('loading');
  }
  useEffect(() => settlePage(1), [settlePage]);

  const loadMore = useCallback(() => {
    const next = Math.floor(items.length / pageSize) + 1;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    answer(next, (ok) => {
      setLoadingMore(false);
      if (ok) setItems(records.slice(0, next * pageSize));
      else setLoadMoreFailed(true);
    });
  }, [answer, items.length, pageSize, records]);

  const lastPageSize = items.length - (Math.ceil(items.length / pageSize) - 1) * pageSize;
  return {
    page,
    status,
    total: records.length,
    rows: records.slice((page - 1) * pageSize, page * pageSize),
    items,
    hasMore: hasMorePages({ loadedCount: items.length, total: records.length, lastPageSize, pageSize }),
    loadingMore,
    loadMoreFailed,
    onPageChange: loadPage,
    onRetry: () => loadPage(page),
    onLoadMore: loadMore,
  };
}
