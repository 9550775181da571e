'use client';
/**
 * The order a holdings route names (SE-HOLD-05), above the tabs: its own module, loaded by `Holdings` only when the
 * route names one (`preloadHoldings` loads it before the first render).
 */
import { useMemo, type ReactNode } from 'react';
import { useFixedHoldings, useFlexibleHoldings } from '../../api';
import { CardList } from '../../components/CardList';
import { DataTable, type ListColumn } from '../../components/DataTable';
import { PAGE_SIZE } from '../../domain/shared/constants';
import { useIsMobile } from '../../headless/useMediaQuery';
import type { MessageOverrides } from '../../i18n/resolve';
import { fixedHoldingColumns, flexibleHoldingColumns, type HoldingColumnContext } from './holdingColumns';
import * as styles from './holdings.css';

/** One list without pages: a table on desktop, cards on mobile. */
function SingleList<Row>(props: {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  label: string;
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  emptyTitle: ReactNode;
  messages?: MessageOverrides;
}) {
  const isMobile = useIsMobile();
  const common = {
    columns: props.columns,
    getRowKey: props.getRowKey,
    status: props.status,
    onRetry: props.onRetry,
    emptyTitle: props.emptyTitle,
    messages: props.messages,
  };
  return isMobile ? (
    <CardList {...common} items={props.rows} label={props.label} skeletonCount={1} />
  ) : (
    <DataTable {...common} rows={props.rows} caption={props.label} pageSize={1} />
  );
}

/** The order the route names (SE-HOLD-05): a fixed order by asset and order_id, else the flexible holding of asset. */
export function SingleOrderSection({
  asset,
  orderId,
  context,
  messages,
}: {
  asset: string;
  orderId?: string;
  context: HoldingColumnContext;
  messages?: MessageOverrides;
}) {
  const { t } = context;
  const fixed = useFixedHoldings(
    { asset, orderId, page: 1, limit: PAGE_SIZE.holdings },
    { enabled: orderId !== undefined },
  );
  const flexible = useFlexibleHoldings(
    { asset, page: 1, limit: PAGE_SIZE.holdings },
    { enabled: orderId === undefined },
  );
  const fixedColumns = useMemo(() => fixedHoldingColumns(context), [context]);
  const flexibleColumns = useMemo(() => flexibleHoldingColumns(context), [context]);
  const label = t('holdingsFlows.holdings.singleOrder');
  const statusOf = (query: { isPending: boolean; isError: boolean }) =>
    (query.isError ? 'error' : query.isPending ? 'loading' : 'ready') as 'loading' | 'error' | 'ready';
  return (
    <section aria-label={label} data-slot="single-order">
      <h3 className={styles.subheading}>{label}</h3>
      {orderId !== undefined ? (
        <SingleList
          columns={fixedColumns}
          rows={(fixed.data?.list ?? []).filter((row) => row.orderId === orderId)}
          getRowKey={(row) => row.orderId}
          label={label}
          status={statusOf(fixed)}
          onRetry={() => void fixed.refetch()}
          emptyTitle={t('holdingsFlows.holdings.singleOrderMissing')}
          messages={messages}
        />
      ) : (
        <SingleList
          columns={flexibleColumns}
          rows={(flexible.data?.list ?? []).filter((row) => row.asset === asset)}
          getRowKey={(row) => row.id ?? row.asset}
          label={label}
          status={statusOf(flexible)}
          onRetry={() => void flexible.refetch()}
          emptyTitle={t('holdingsFlows.holdings.singleOrderMissing')}
          messages={messages}
        />
      )}
    </section>
  );
}
