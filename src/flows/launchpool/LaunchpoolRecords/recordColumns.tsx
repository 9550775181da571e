'use client';
/** The columns of the launchpool records: time, project, pool, type (stakes only), amount. */
import type { ListColumn } from '../../../components/DataTable';
import type { Translate } from '../../../context';
import type { EarnFormat } from '../../../context/useFormat';
import type { LaunchpoolRecord, LaunchpoolRecordList } from '../../../domain/launchpool/models';
import { CoinCell } from '../../shared/CoinCell';

export function recordColumns(
  list: LaunchpoolRecordList,
  t: Translate,
  format: EarnFormat,
): readonly ListColumn<LaunchpoolRecord>[] {
  const columns: ListColumn<LaunchpoolRecord>[] = [
    {
      id: 'time',
      header: t('launchpoolRecords.column.time'),
      cell: (record) => format.dateTime(record.time),
      card: 'title',
    },
    {
      id: 'project',
      header: t('launchpoolRecords.column.project'),
      cell: (record) => <CoinCell coin={record.projectCoin} />,
    },
    {
      id: 'pool',
      header: t('launchpoolRecords.column.pool'),
      cell: (record) => t('launchpoolRecords.pool', { coin: record.poolCoin }),
    },
  ];
  if (list === 'stakes')
    columns.push({
      id: 'type',
      header: t('launchpoolRecords.column.type'),
      cell: (record) => t(record.kind === 'redeem' ? 'launchpoolRecords.kind.redeem' : 'launchpoolRecords.kind.stake'),
    });
  columns.push({
    id: 'amount',
    header: t(list === 'rewards' ? 'launchpoolRecords.column.reward' : 'launchpoolRecords.column.amount'),
    numeric: true,
    cell: (record) => `${format.amount(record.amount)} ${record.coin}`,
  });
  return columns;
}
