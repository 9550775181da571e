'use client';
/** The columns of the two holdings lists (SE-HOLD), declared once for the table and the cards. */
import type { MouseEvent } from 'react';
import { ArrivalTime } from '../../components/ArrivalTime';
import type { ListColumn } from '../../components/DataTable';
import { RateText } from '../../components/RateText';
import {
  holdingDetailPath,
  redemptionReceivedTime,
  totalEstimatedLendingApr,
  type HoldingDetailTarget,
} from '../../domain/holdings';
import { fixedOrderArrival } from '../../domain/simpleEarn/arrival';
import { fixedOrderBadge } from '../../domain/simpleEarn/fixedOrder';
import type { FixedHolding, FlexibleHolding } from '../../domain/simpleEarn/models';
import type { Translate } from '../../context';
import type { EarnFormat } from '../../context/useFormat';
import { CoinCell } from '../shared/CoinCell';
import { FixedOrderStatusBadge } from './FixedOrderStatusBadge';
import { FlexibleRedemptionArrival } from './PendingArrival';
import * as styles from './holdings.css';
import { RATE_BASIS } from '../../domain/shared/rateBasis';

/** What the columns need from the screen. */
export interface HoldingColumnContext {
  readonly t: Translate;
  readonly format: EarnFormat;
  /** Opens a holding's detail; the link's href is the DEC-10 route either way. */
  readonly openDetail: (target: HoldingDetailTarget) => void;
}

function DetailLink({
  target,
  context,
}: {
  readonly target: HoldingDetailTarget;
  readonly context: HoldingColumnContext;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    context.openDetail(target);
  };
  return (
    <a
      className={styles.inlineAction}
      href={holdingDetailPath(target)}
      onClick={onClick}
      aria-label={context.t('holdingsFlows.detailsOf', { coin: target.asset })}
    >
      {context.t('holdingsFlows.details')}
    </a>
  );
}

function amountWithCoin(format: EarnFormat, amount: string | undefined, coin: string): string {
  return `${format.amount(amount)} ${coin}`;
}

/** Flexible holdings: coin, principal, cumulative interest, est. APR, details. */
export function flexibleHoldingColumns(context: HoldingColumnContext): readonly ListColumn<FlexibleHolding>[] {
  const { t, format } = context;
  return [
    {
      id: 'coin',
      header: t('holdingsFlows.column.coin'),
      cell: (row) => <CoinCell coin={row.asset} icon={row.icon} />,
      card: 'title',
    },
    {
      id: 'principal',
      header: t('holdingsFlows.column.principal'),
      numeric: true,
      cell: (row) =>
        // A redemption waiting for the settlement run: when its money arrives (issue 17).
        row.frozenStatus === 1 ? (
          <>
            <span>{amountWithCoin(format, row.currAmount, row.asset)}</span>
            <FlexibleRedemptionArrival />
          </>
        ) : (
          amountWithCoin(format, row.currAmount, row.asset)
        ),
    },
    {
      id: 'interest',
      header: t('holdingsFlows.column.cumulativeInterest'),
      numeric: true,
      // The total earned, not `interest`, which is only the last hourly payment (SE-DATA-08).
      cell: (row) =>
        row.cumulative === undefined ? format.amount(undefined) : amountWithCoin(format, row.cumulative, row.asset),
    },
    {
      id: 'apr',
      header: t('holdingsFlows.column.estimatedApr'),
      numeric: true,
      cell: (row) => (
        <RateText
          rate={totalEstimatedLendingApr(row.nextTimeRateYear, row.ladderApr)}
          basis={RATE_BASIS.flexible}
          compact
          tone="up"
          size="sm"
        />
      ),
    },
    {
      id: 'actions',
      header: t('holdingsFlows.column.actions'),
      align: 'end',
      cell: (row) => (
        <DetailLink context={context} target={{ id: row.id ?? row.asset, orderType: 'flexible', asset: row.asset }} />
      ),
    },
  ];
}

/** Fixed holdings: coin, principal, est. interest, APR, term, times, status, details. */
export function fixedHoldingColumns(context: HoldingColumnContext): readonly ListColumn<FixedHolding>[] {
  const { t, format } = context;
  return [
    {
      id: 'coin',
      header: t('holdingsFlows.column.coin'),
      cell: (row) => <CoinCell coin={row.asset} icon={row.icon} />,
      card: 'title',
    },
    {
      id: 'principal',
      header: t('holdingsFlows.column.principal'),
      numeric: true,
      cell: (row) => amountWithCoin(format, row.principal, row.asset),
    },
    {
      id: 'interest',
      header: t('holdingsFlows.column.estimatedInterest'),
      numeric: true,
      cell: (row) => `${format.amount(row.interest, { signDisplay: 'exceptZero' })} ${row.asset}`,
    },
    {
      id: 'apr',
      header: t('holdingsFlows.column.apr'),
      numeric: true,
      cell: (row) => (
        <RateText rate={row.totalYearRate ?? row.yearRate} basis={RATE_BASIS.fixed} compact tone="up" size="sm" />
      ),
    },
    {
      id: 'term',
      header: t('holdingsFlows.column.term'),
      cell: (row) => t('holdingsFlows.termDays', { days: row.lockUpPeriod }),
    },
    {
      id: 'subscribed',
      header: t('holdingsFlows.column.subscriptionTime'),
      cell: (row) => format.dateTime(row.createTime),
    },
    {
      id: 'redeemed',
      header: t('holdingsFlows.column.redemptionTime'),
      cell: (row) => format.dateTime(redemptionReceivedTime(row.finishTime)),
    },
    {
      id: 'status',
      header: t('holdingsFlows.column.status'),
      cell: (row) => {
        // A redeeming order's payout: when its money arrives (issue 17).
        const arrival = fixedOrderBadge(row.status).kind === 'redeeming' ? fixedOrderArrival(row) : null;
        return (
          <>
            <FixedOrderStatusBadge status={row.status} />
            {arrival ? <ArrivalTime bounds={arrival} /> : null}
          </>
        );
      },
    },
    {
      id: 'actions',
      header: t('holdingsFlows.column.actions'),
      align: 'end',
      cell: (row) => (
        <DetailLink
          context={context}
          target={{ id: row.id ?? row.orderId, orderType: 'fixed', asset: row.asset, orderId: row.orderId }}
        />
      ),
    },
  ];
}
