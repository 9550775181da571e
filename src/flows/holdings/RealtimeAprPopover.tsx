'use client';
/**
 * The real-time APR chart popover of a flexible holding (HD-CHART-01): day tabs of 24 hours, 7 days
 * and 30 days, as the APR detail dialog (DEC-18); the chart loads only while the popover is open.
 */
import { useState } from 'react';
import { useRateChart } from '../../api';
import { rateChartParams } from '../../api/simpleEarnHistory';
import { AprChart, SIMPLE_EARN_APR_CHART_RANGES } from '../../components/AprChart';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../../components/Popover';
import { rateTrendChartPoints, rateTrendQuery, type RateTrendRange } from '../../domain/simpleEarn/rateTrend';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { holdingPanelMessages } from './holdingPanelMessages';
import { RealtimeAprButton } from './RealtimeAprButton';

export function RealtimeAprPopover({
  asset,
  now,
  defaultOpen = false,
  messages,
}: {
  asset: string;
  now: number;
  /** Whether it starts open (its code loaded on the first press). */
  defaultOpen?: boolean;
  messages?: MessageOverrides;
}) {
  const t = useTranslate(messages, holdingPanelMessages);
  const [open, setOpen] = useState(defaultOpen);
  const [range, setRange] = useState<RateTrendRange>(SIMPLE_EARN_APR_CHART_RANGES.defaultRange as RateTrendRange);
  const chart = useRateChart(rateChartParams(asset, rateTrendQuery(range, now)), { enabled: open });
  return (
    <PopoverRoot open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <RealtimeAprButton aria-label={t('holdingsFlows.detail.showRealtimeApr', { coin: asset })} />
      </PopoverTrigger>
      <PopoverContent title={t('holdingsFlows.detail.realtimeApr')} messages={messages}>
        <AprChart
          {...SIMPLE_EARN_APR_CHART_RANGES}
          range={range}
          onRangeChange={(value) => setRange(value as RateTrendRange)}
          points={chart.data ? rateTrendChartPoints(chart.data) : []}
          basis={RATE_BASIS.flexible}
          status={chart.status}
          onRetry={() => void chart.refetch()}
          messages={messages}
        />
      </PopoverContent>
    </PopoverRoot>
  );
}
