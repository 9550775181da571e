/**
 * The lists My earn builds itself (DEC-31): the launchpool stakes, and the staking positions when the host hands in
 * no staking screen; a table, or cards on a phone. A module of its own so the lists load with their tab.
 */
import { useClock, useFormat } from '../../context';
import { RateText } from '../../components/RateText';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import { stakingPositionApr } from '../../domain/staking/holdings';
import { CardList } from '../../components/CardList';
import { DataTable, type ListColumn } from '../../components/DataTable';
import { useIsMobile } from '../../headless/useMediaQuery';
import type { MessageOverrides } from '../../i18n/resolve';
import type { FamilyQuery, LaunchpoolRow, StakingRow } from './useMyEarnData';

type Translate = (key: string, values?: Record<string, string | number>) => string;

function List<Row>(props: {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
  label: string;
  query: FamilyQuery | undefined;
  emptyTitle: string;
  messages?: MessageOverrides;
}) {
  const isMobile = useIsMobile();
  const common = {
    columns: props.columns,
    getRowKey: props.getRowKey,
    status: props.query?.status ?? 'loading',
    onRetry: () => props.query?.retry(),
    emptyTitle: props.emptyTitle,
    messages: props.messages,
  };
  return isMobile ? (
    <CardList {...common} items={props.rows} label={props.label} skeletonCount={2} />
  ) : (
    <DataTable {...common} rows={props.rows} caption={props.label} pageSize={props.rows.length || 1} />
  );
}

/** What each family's list takes: its query, the screen's strings and their overrides. */
interface FamilyListProps {
  readonly query: FamilyQuery | undefined;
  readonly t: Translate;
  readonly messages?: MessageOverrides;
}

export function StakingList({ query, t, messages }: FamilyListProps) {
  const format = useFormat();
  const clock = useClock();
  const columns: ListColumn<StakingRow>[] = [
    { id: 'coin', header: t('myEarn.column.coin'), cell: (row) => row.coin, card: 'title' },
    { id: 'protocol', header: t('myEarn.staking.protocol'), cell: (row) => row.protocolName },
    {
      id: 'amount',
      header: t('myEarn.column.amount'),
      numeric: true,
      cell: (row) => `${format.amount(row.amount)} ${row.coin}`,
    },
    {
      // The rate the position earns, the staking holdings' figure for it (issue 17, P-47).
      id: 'apr',
      header: t('myEarn.staking.apr'),
      numeric: true,
      cell: (row) => {
        const apr = stakingPositionApr(row.product, row.pid, clock());
        return apr ? (
          <RateText
            rate={apr.rate}
            basis={apr.defi ? RATE_BASIS.stakingDefi : RATE_BASIS.staking}
            compact
            messages={messages}
          />
        ) : (
          ''
        );
      },
    },
    {
      // A rate-based token's ledger (P-54); the other positions' rewards are the staking holdings' own.
      id: 'rewards',
      header: t('myEarn.staking.rewards'),
      numeric: true,
      cell: (row) =>
        row.rewards
          ? t('myEarn.staking.rewardsValue', {
              yesterday: `${format.amount(row.rewards.yesterday)} ${row.coin}`,
              allTime: `${format.amount(row.rewards.allTime)} ${row.coin}`,
            })
          : '',
    },
  ];
  return (
    <List
      columns={columns}
      rows={query?.data?.staking ?? []}
      getRowKey={(row) => row.key}
      label={t('myEarn.staking.list')}
      query={query}
      emptyTitle={t('myEarn.staking.empty')}
      messages={messages}
    />
  );
}

export function LaunchpoolList({ query, t, messages }: FamilyListProps) {
  const format = useFormat();
  const columns: ListColumn<LaunchpoolRow>[] = [
    { id: 'project', header: t('myEarn.launchpool.project'), cell: (row) => row.projectCoin, card: 'title' },
    {
      id: 'staked',
      header: t('myEarn.column.amount'),
      numeric: true,
      cell: (row) => `${format.amount(row.staked)} ${row.coin}`,
    },
    {
      id: 'rewards',
      header: t('myEarn.launchpool.rewards'),
      numeric: true,
      cell: (row) => `${format.amount(row.rewards)} ${row.projectCoin}`,
    },
    { id: 'ends', header: t('myEarn.launchpool.ends'), cell: (row) => format.utcDateTime(row.endTime) },
  ];
  return (
    <List
      columns={columns}
      rows={query?.data?.launchpool ?? []}
      getRowKey={(row) => row.key}
      label={t('myEarn.launchpool.list')}
      query={query}
      emptyTitle={t('myEarn.launchpool.empty')}
      messages={messages}
    />
  );
}
