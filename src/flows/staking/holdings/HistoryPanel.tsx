'use client';
/** The History tab of the staking holdings: the rewards received in a date range. Its code loads with the tab. */
import { useMemo } from 'react';
import { useStakingProfitRecords } from '../../../api/hooks/staking';
import type { ListColumn } from '../../../components/DataTable';
import { RateText } from '../../../components/RateText';
import { useFormat } from '../../../context';
import type { StakingProfitRecord } from '../../../domain/staking';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import { RecordsInDateRange } from '../../shared/RecordsInDateRange';
import { usePagedListView } from '../../shared/usePagedListView';
import { dayStart, type PanelProps } from './holdingsParts';
import { STAKING_HISTORY_MAX_MONTHS } from './stakingHoldings.reducer';
import * as styles from './stakingHoldings.css';

export function HistoryPanel({ coin, state, dispatch, today, t, messages }: PanelProps) {
  const format = useFormat();
  const query = {
    coin,
    from: dayStart(state.range.start),
    now: dayStart(state.range.end),
    page: state.paged.page,
    limit: state.pageSize,
  };
  const records = useStakingProfitRecords(query);
  const view = usePagedListView(records, state.paged, (event) => dispatch({ type: 'PAGED', event }), state.pageSize);
  const columns = useMemo<readonly ListColumn<StakingProfitRecord>[]>(
    () => [
      {
        id: 'time',
        header: t('stakingHoldings.column.time'),
        cell: (record) => format.dateTime(record.time),
        card: 'title',
      },
      {
        id: 'reward',
        header: t('stakingHoldings.column.reward'),
        numeric: true,
        cell: (record) => `${format.amount(record.amount)} ${record.rewardCoin}`,
      },
      {
        id: 'rate',
        header: t('stakingHoldings.column.rate'),
        numeric: true,
        cell: (record) => <RateText rate={record.rate} basis={RATE_BASIS.staking} compact messages={messages} />,
      },
    ],
    [t, format, messages],
  );
  return (
    <RecordsInDateRange
      space="lg"
      className={styles.panel}
      maxMonths={STAKING_HISTORY_MAX_MONTHS}
      range={state.range}
      onRangeChange={(range) => dispatch({ type: 'RANGE.CHANGE', range, today })}
      today={today}
      columns={columns}
      getRowKey={(record) => String(record.id)}
      label={t('stakingHoldings.history.list', { coin })}
      messages={messages}
      {...view}
    />
  );
}
