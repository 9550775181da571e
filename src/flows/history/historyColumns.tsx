'use client';
/** The columns of the history lists: time, coin, type, amount, source; the fixed list adds term and APR. */
import type { ListColumn } from '../../components/DataTable';
import { RateText } from '../../components/RateText';
import { HistoryRecordType } from '../../domain/simpleEarn/constants';
import { historyModeMessageKey, historySourceMessageKey, historyTypeMessageKey } from '../../domain/simpleEarn/history';
import type { HistoryRecord } from '../../domain/simpleEarn/models';
import type { SimpleEarnProductKind } from '../../domain/simpleEarn/products';
import type { Translate } from '../../context';
import type { EarnFormat } from '../../context/useFormat';
import { CoinCell } from '../shared/CoinCell';

/** When a record happened, epoch ms. */
export function recordTime(record: HistoryRecord): number | undefined {
  return record.timeAt ?? record.createAt ?? record.uniqueTime;
}

/** The amount a record moved and its coin: a bonus is paid in its bonus coin, a rate-up as coupon interest. */
export function recordAmount(record: HistoryRecord): { readonly amount: string | undefined; readonly coin: string } {
  switch (record.type) {
    case HistoryRecordType.interest:
      return { amount: record.interest ?? record.amount, coin: record.asset };
    case HistoryRecordType.bonus:
      return { amount: record.bonusAmount ?? record.amount, coin: record.bonusAsset ?? record.asset };
    case HistoryRecordType.rateUp:
      return { amount: record.couponInterest ?? record.amount, coin: record.asset };
    default:
      return { amount: record.amount ?? record.principal ?? record.lendPrincipal, coin: record.asset };
  }
}

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
        cell: (record) => <RateText rate={record.yearRate} size="sm" />,
      },
    );
  }
  columns.push({
    id: 'source',
    header: t('holdingsFlows.history.source'),
    cell: (record) => {
      const key = historySourceMessageKey(record.subBusiness) ?? historyModeMessageKey(record.mode);
      return key ? t(key) : '--';
    },
  });
  return columns;
}
