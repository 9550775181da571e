'use client';
/**
 * The user's dual-earn orders (DEC-30, DE-ORDER-01/02): a paginated table on desktop, cards loading page after page
 * below 768 px, 10 a page (DEC-02), each with its status as a tag whose colour says settled, in progress,
 * cancelled or failed, and Details opening the order's detail (DE-API-01, or DE-API-02 for a sniper order) in a
 * dialog. Only a logged-in user has orders: for a guest it shows nothing and makes no call. Meant as the My earn
 * page's dual tab (DEC-31), and usable on its own.
 */
import { useId, useMemo, useReducer } from 'react';
import { useDualEarnOrders } from '../../api/hooks/wealth';
import { Stack } from '../../components/layout';
import { ResponsiveList } from '../../components/ResponsiveList';
import { useEarn, useFormat, useTranslate } from '../../context';
import type { MessageOverrides } from '../../i18n/resolve';
import { flowLayout, usePagedListView } from '../shared';
import { defaultMessages } from './defaultMessages';
import { DualEarnOrderDialog } from './DualEarnOrderDialog';
import { DUAL_ORDERS_PAGE_SIZE, dualOrdersReducer, initialDualOrdersState } from './dualOrders.reducer';
import { orderColumns } from './orderColumns';
import * as styles from './dualEarn.css';

export interface DualEarnOrdersProps {
  /** Hide the heading, e.g. inside a tab that already names the list. Default false. */
  hideTitle?: boolean;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

/** The user's dual-earn orders; nothing for a guest. */
export function DualEarnOrders({ hideTitle = false, messages }: DualEarnOrdersProps) {
  const { user } = useEarn();
  if (user.kind !== 'user') return null;
  return <Orders hideTitle={hideTitle} messages={messages} />;
}

function Orders({ hideTitle, messages }: Required<Pick<DualEarnOrdersProps, 'hideTitle'>> & DualEarnOrdersProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const titleId = useId();
  const [state, dispatch] = useReducer(dualOrdersReducer, undefined, initialDualOrdersState);
  const orders = useDualEarnOrders({ page: state.paged.page, limit: DUAL_ORDERS_PAGE_SIZE });
  const { refetch } = orders;
  const view = usePagedListView(
    orders,
    state.paged,
    (event) => dispatch({ type: 'PAGED', event }),
    DUAL_ORDERS_PAGE_SIZE,
  );
  const columns = useMemo(
    () =>
      orderColumns(
        t,
        format,
        (order) => dispatch({ type: 'ORDER.OPEN', order: { orderId: order.orderId, sniper: order.sniper } }),
        // A settlement's expected time has come: read the orders again, so its final status shows.
        () => void refetch(),
      ),
    [t, format, refetch],
  );
  return (
    <Stack
      as="section"
      space="md"
      className={styles.root}
      aria-labelledby={hideTitle ? undefined : titleId}
      aria-label={hideTitle ? t('dualEarnOrders.title') : undefined}
      data-slot="dual-earn-orders"
    >
      {hideTitle ? null : (
        <h2 id={titleId} className={flowLayout.heading}>
          {t('dualEarnOrders.title')}
        </h2>
      )}
      <ResponsiveList
        columns={columns}
        getRowKey={(order, index) =>
          order.orderId === '' ? `row-${index}` : `${order.sniper ? 's' : 'd'}-${order.orderId}`
        }
        label={t('dualEarnOrders.list')}
        emptyTitle={t('dualEarnOrders.empty')}
        messages={messages}
        {...view}
      />
      <DualEarnOrderDialog order={state.open} onClose={() => dispatch({ type: 'ORDER.CLOSE' })} messages={messages} />
    </Stack>
  );
}
