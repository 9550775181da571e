'use client';
/** The dual-earn orders' columns: order (kind and id), invested, target price, APY, settlement, status, details. */
import type { DualEarnOrder } from '../../api/map/wealth';
import { ArrivalTime } from '../../components/ArrivalTime';
import { Button } from '../../components/Button';
import { Box } from '../../components/layout';
import type { ListColumn } from '../../components/DataTable';
import type { Translate } from '../../context';
import type { EarnFormat } from '../../context/useFormat';
import { dualEarnOrderArrival } from '../../domain/dualEarn/arrival';
import { RateText } from '../../components/RateText';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import { DualEarnStatusTag } from './DualEarnStatusTag';
import * as styles from './dualEarn.css';

/** The kind's name: dual earn, or sniper (DE-API-02). */
export function kindLabel(order: Pick<DualEarnOrder, 'sniper'>, t: Translate): string {
  return t(order.sniper ? 'dualEarnOrders.kind.sniper' : 'dualEarnOrders.kind.dual');
}

const amountOf = (format: EarnFormat, amount: string | undefined, coin: string) =>
  amount === undefined ? '--' : `${format.amount(amount)} ${coin}`.trim();

export function orderColumns(
  t: Translate,
  format: EarnFormat,
  onOpen: (order: DualEarnOrder) => void,
  onDue?: () => void,
): readonly ListColumn<DualEarnOrder>[] {
  return [
    {
      id: 'order',
      header: t('dualEarnOrders.column.order'),
      card: 'title',
      cell: (order) => (
        <Box as="span" display="inline-flex" flexDirection="column" gap="xxs">
          <span>{order.investCoin}</span>
          <span className={styles.orderKind}>
            {t('dualEarnOrders.order', { kind: kindLabel(order, t), id: order.orderId })}
          </span>
        </Box>
      ),
    },
    {
      id: 'invested',
      header: t('dualEarnOrders.column.invested'),
      numeric: true,
      cell: (order) => amountOf(format, order.investAmount, order.investCoin),
    },
    {
      id: 'targetPrice',
      header: t('dualEarnOrders.column.targetPrice'),
      numeric: true,
      cell: (order) => (order.targetPrice === undefined ? '--' : format.amount(order.targetPrice, { decimals: 2 })),
    },
    {
      id: 'apy',
      header: t('dualEarnOrders.column.apy'),
      numeric: true,
      // The exchange's apy, fixed at the order and paid once (P-47): APY · fixed on the row, the full label read out.
      cell: (order) =>
        order.apy === undefined ? '--' : <RateText rate={order.apy} basis={RATE_BASIS.dualEarn} compact size="sm" />,
    },
    {
      id: 'settleTime',
      header: t('dualEarnOrders.column.settleTime'),
      cell: (order) => {
        if (order.settleAt === null) return '--';
        const arrival =
          order.status === null ? null : dualEarnOrderArrival({ status: order.status, settleAt: order.settleAt });
        return (
          <>
            {format.dateTime(order.settleAt)}
            {arrival ? <ArrivalTime bounds={arrival} onDue={onDue} /> : null}
          </>
        );
      },
    },
    {
      id: 'status',
      header: t('dualEarnOrders.column.status'),
      cell: (order) => <DualEarnStatusTag status={order.status} t={t} />,
    },
    {
      id: 'action',
      header: t('dualEarnOrders.column.action'),
      align: 'end',
      cell: (order) => (
        <Button
          variant="ghost"
          size="sm"
          disabled={order.orderId === ''}
          aria-label={t('dualEarnOrders.detailsOf', { kind: kindLabel(order, t), id: order.orderId })}
          onClick={() => onOpen(order)}
        >
          {t('dualEarnOrders.details')}
        </Button>
      ),
    },
  ];
}
