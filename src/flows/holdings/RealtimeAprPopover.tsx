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
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import * as styles from './holdings.css';
import { defaultMessages } from './defaultMessages';

function ChartIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M2 13.5h12M3 11l3.5-4 3 2.5L13.5 4" />
    </svg>
  );
}

export function RealtimeAprPopover({
  asset,
  now,
  messages,
}: {
  asset: string;
  now: number;
  messages?: MessageOverrides;
}) {
  const t = useTranslate(messages, defaultMessages);
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<RateTrendRange>(SIMPLE_EARN_APR_CHART_RANGES.defaultRange as RateTrendRange);
  const chart = useRateChart(rateChartParams(asset, rateTrendQuery(range, now)), { enabled: open });
  return (
    <PopoverRoot open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          className={styles.inlineAction}
          aria-label={t('holdingsFlows.detail.showRealtimeApr', { coin: asset })}
        >
          <ChartIcon />
        </button>
      </PopoverTrigger>
      <PopoverContent title={t('holdingsFlows.detail.realtimeApr')} messages={messages}>
        <AprChart
          {...SIMPLE_EARN_APR_CHART_RANGES}
          range={range}
          onRangeChange={(value) => setRange(value as RateTrendRange)}
          points={chart.data ? rateTrendChartPoints(chart.data) : []}
          status={chart.status}
          onRetry={() => void chart.refetch()}
          messages={messages}
        />
      </PopoverContent>
    </PopoverRoot>
  );
}
