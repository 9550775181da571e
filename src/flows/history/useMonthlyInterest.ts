'use client';
/**
 * The per-day interest log of a coin over a range, read a calendar month at a time and cached by month
 * (SE-INT-05): each month is one call of the daily log (type 3, is_daily_log 1, SE-INT-03) sized for a
 * month's days, so moving the range or paging never asks for a month again. Newest day first.
 */
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { earnQueryKeys, useEarnClient } from '../../api';
import { interestHistoryParams } from '../../api/simpleEarnHistory';
import type { DateRange } from '../../domain/shared/dateRange';
import { dailyInterestQuery } from '../../domain/simpleEarn/history';
import type { HistoryRecord } from '../../domain/simpleEarn/models';
import { recordTime } from './historyColumns';
import { rangeTimes } from './historyFlow.reducer';
import { interestMonthsOf } from './interestFlow.reducer';
import { useClock } from '../../context';

/** A month has at most 31 days: one call answers the whole month. */
const DAYS_IN_LONGEST_MONTH = 31;

export function useMonthlyInterest(asset: string, range: DateRange, enabled = true) {
  const client = useEarnClient();
  const clock = useClock();
  const [now] = useState(() => clock());
  const span = rangeTimes(range);
  const months = interestMonthsOf(span, now);
  const results = useQueries({
    queries: months.map((month) => ({
      queryKey: earnQueryKeys.historyList('interestMonth', { asset, month: month.key }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.simpleEarnHistory.flexibleHistory(
          interestHistoryParams({ ...dailyInterestQuery(month, 1), limit: DAYS_IN_LONGEST_MONTH }, asset),
          { signal },
        ),
      retry: false,
      enabled,
    })),
  });
  const days: HistoryRecord[] = results
    .flatMap((result) => result.data?.list ?? [])
    .filter((record) => {
      const at = recordTime(record);
      return at !== undefined && at >= span.startAt && at <= span.endAt;
    })
    .sort((a, b) => (recordTime(b) ?? 0) - (recordTime(a) ?? 0));
  return {
    days,
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    isFetching: results.some((result) => result.isFetching),
    retry: () => results.forEach((result) => (result.isError ? void result.refetch() : undefined)),
  };
}
