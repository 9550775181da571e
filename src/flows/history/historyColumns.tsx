'use client';
/** The columns of the history lists: time, coin, type, amount, source; the fixed list adds term and APR. */
import type { ListColumn } from '../../components/DataTable';
import { RateText } from '../../components/RateText';
import { historyTypeMessageKey } from '../../domain/simpleEarn/history';
import { recordAmount, recordSourceMessageKey, recordTime } from '../../domain/simpleEarn/historyRecord';
import type { HistoryRecord } from '../../domain/simpleEarn/models';
import type { SimpleEarnProductKind } from '../../domain/simpleEarn/products';
import type { Translate } from '../../context';
import type { EarnFormat } from '../../context/useFormat';
import { CoinCell } from '../shared/CoinCell';
import { RATE_BASIS } from '../../domain/shared/rateBasis';

// Which time and amount a record shows is a domain rule, shared with the CSV export.
export { recordAmount, recordTime };

export function historyColumns(
  product: SimpleEarnProductKind,
  t: Translate,
  format: EarnFormat,
): readonly ListColumn<HistoryRecord>[] {
  const columns: ListColumn<HistoryRecord>[] = [
    {
      id: 'time',
      header: t('holdingsFlows.history.time'),
      cell: (record) => format.dateTime(recordTime(record)),
      card: 'title',
    },
    { id: 'coin', header: t('holdingsFlows.history.coin'), cell: (record) => <CoinCell coin={record.asset} /> },
    {
      id: 'type',
      header: t('holdingsFlows.history.type'),
      cell: (record) => {
        const key = historyTypeMessageKey(record.type);
        return key ? t(key) : '--';
      },
    },
    {
      id: 'amount',
      header: t('holdingsFlows.history.amount'),
      numeric: true,
      cell: (record) => {
        const { amount, coin } = recordAmount(record);
        return `${format.amount(amount)} ${coin}`;
      },
    },
  ];
  if (product === 'fixed') {
    columns.push(
      {
        id: 'term',
        header: t('holdingsFlows.column.term'),
        cell: (record) => (record.lockUpPeriod ? t('holdingsFlows.termDays', { days: record.lockUpPeriod }) : '--'),
      },
      {
        id: 'apr',
        header: t('holdingsFlows.column.apr'),
        numeric: true,
        cell: (record) => <RateText rate={record.yearRate} basis={RATE_BASIS.paid} compact size="sm" />,
      },
    );
  }
  columns.push({
    id: 'source',
    header: t('holdingsFlows.history.source'),
    cell: (record) => {
      const key = recordSourceMessageKey(record);
      return key ? t(key) : '--';
    },
  });
  return columns;
}
