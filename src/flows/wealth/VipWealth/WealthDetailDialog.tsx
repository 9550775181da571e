'use client';
import { useWealthLines, useWealthOrderDetail } from '../../../api/hooks/wealth';
import { AprChart, WEALTH_APR_CHART_RANGES, type AprChartPoint } from '../../../components/AprChart';
import { ErrorState } from '../../../components/ErrorState';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { ModalBody, ModalContent, ModalRoot, ModalTitle } from '../../../components/Modal';
import { RateText } from '../../../components/RateText';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { Stack } from '../../../components/layout';
import { useFormat, type Translate } from '../../../context';
import { rateFromFraction } from '../../../domain/shared/rate';
import {
  WEALTH_AMOUNT_DECIMALS,
  WEALTH_LINE_TYPES,
  WEALTH_UNIT_DECIMALS,
  sortWealthChartPoints,
  wealthChartDirection,
  wealthChartRange,
  type WealthChart,
  type WealthChartRange,
  type WealthHolding,
  type WealthLineType,
} from '../../../domain/wealth';
import type { MessageOverrides } from '../../../i18n/resolve';
import { SignedAmount } from './WealthHoldingCard';
import { toneOf } from './WealthProductCard';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

const LINE_LABELS = {
  balance: 'wealthFlows.detail.assetsTrend',
  rate: 'wealthFlows.detail.changeRate',
} as const satisfies Record<WealthLineType, string>;

export interface WealthDetailDialogProps {
  /** The holding whose detail shows; the dialog is open while it is given. */
  readonly holding: WealthHolding;
  /** Whether the dialog shows (default true); a dialog loaded on first open (`lazyDialog`) is told so. */
  readonly open?: boolean;
  readonly line: WealthLineType;
  readonly range: WealthChartRange;
  readonly onLineChange: (line: WealthLineType) => void;
  readonly onRangeChange: (range: WealthChartRange) => void;
  readonly onClose: () => void;
  readonly t: Translate;
  readonly messages?: MessageOverrides | undefined;
}

/** A chart's points as the trend chart draws them, oldest first: each value as the plotted figure. */
function chartPoints(chart: WealthChart | undefined): readonly AprChartPoint[] {
  if (!chart) return [];
  return sortWealthChartPoints(chart).flatMap((point) => {
    const value = rateFromFraction(point.value);
    return value === null ? [] : [{ at: point.timestamp, rate: value }];
  });
}

/**
 * The wealth detail modal (VW-DETAIL-01): the order detail (VW-API-03, VW-DATA-01) and the trend charts, assets trend
 * or change rate (VW-API-04, VW-DATA-02), over 30, 180, 365 or 730 days (VW-DETAIL-02), each with the chart's table.
 */
export function WealthDetailDialog({
  holding,
  open = true,
  line,
  range,
  onLineChange,
  onRangeChange,
  onClose,
  t,
  messages,
}: WealthDetailDialogProps) {
  const format = useFormat();
  const ids = { order_id: holding.orderId, project_type: holding.projectType };
  const detail = useWealthOrderDetail(ids);
  const lines = useWealthLines({ ...ids, type: line, range });
  const formatValue =
    line === 'balance'
      ? (value: string) => `${format.amount(value, { decimals: WEALTH_AMOUNT_DECIMALS })} ${holding.coin}`
      : undefined;
  const chart = (
    <AprChart
      {...WEALTH_APR_CHART_RANGES}
      range={String(range)}
      onRangeChange={(value) => onRangeChange(wealthChartRange(Number(value)))}
      points={chartPoints(lines.data)}
      status={lines.status}
      onRetry={() => void lines.refetch()}
      seriesLabel={LINE_LABELS[line]}
      trend={lines.data ? wealthChartDirection(lines.data) : undefined}
      formatValue={formatValue}
      // The chart names its line with this flow's words, which its own English does not carry.
      messages={{ ...messages, [LINE_LABELS[line]]: t(LINE_LABELS[line]) }}
    />
  );

  let body;
  if (detail.isPending)
    body = (
      <SkeletonGroup label={t('common.loading')}>
        <Skeleton shape="block" />
      </SkeletonGroup>
    );
  else if (detail.isError)
    body = (
      <ErrorState
        message={t('wealthFlows.detail.error')}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
        messages={messages}
      />
    );
  else {
    const order = detail.data;
    body = (
      <InfoList>
        <InfoRow
          label={t('wealthFlows.field.amount')}
          amount={order.amount}
          coin={order.coin}
          decimals={WEALTH_AMOUNT_DECIMALS}
          messages={messages}
        />
        <InfoRow
          label={t('wealthFlows.field.units')}
          amount={order.unit}
          decimals={WEALTH_UNIT_DECIMALS}
          messages={messages}
        />
        {order.showInterest ? (
          <InfoRow label={t('wealthFlows.field.income')}>
            <SignedAmount value={order.incomeAmount} coin={order.coin} />
          </InfoRow>
        ) : null}
        <InfoRow label={t('wealthFlows.field.netValue')} amount={order.netValueRatio} messages={messages} />
        <InfoRow label={t('wealthFlows.field.netValueBuy')} amount={order.netValueRatioBuy} messages={messages} />
        <InfoRow label={t('wealthFlows.field.recent30DaysRate')}>
          <RateText
            rate={order.recent30DaysRate}
            basis={RATE_BASIS.wealth}
            tone={toneOf(order.recent30DaysRate)}
            messages={messages}
          />
        </InfoRow>
        <InfoRow label={t('wealthFlows.field.runDays')}>
          {t('wealthFlows.field.runDaysValue', { days: order.runDays })}
        </InfoRow>
        <InfoRow label={t('wealthFlows.field.clientId')}>
          <bdi>{order.clientId}</bdi>
        </InfoRow>
      </InfoList>
    );
  }

  return (
    <ModalRoot open={open} onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent size="md" messages={messages}>
        <ModalTitle>{t('wealthFlows.detail.title', { name: holding.name })}</ModalTitle>
        <ModalBody>
          <Stack space="lg">
            {body}
            <Tabs
              aria-label={t('wealthFlows.detail.charts')}
              value={line}
              onValueChange={(value) => onLineChange(value === 'rate' ? 'rate' : 'balance')}
              items={WEALTH_LINE_TYPES.map((type) => ({
                value: type,
                label: t(LINE_LABELS[type]),
                content: type === line ? chart : null,
              }))}
            />
          </Stack>
        </ModalBody>
      </ModalContent>
    </ModalRoot>
  );
}
