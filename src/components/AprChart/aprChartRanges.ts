import { RATE_TREND_RANGES, type RateTrendRange } from '../../domain/simpleEarn/rateTrend';
import { DEFAULT_STAKING_TREND_PERIOD, STAKING_TREND_PERIODS } from '../../domain/staking/constants';
import { WEALTH_CHART_RANGES } from '../../domain/wealth/constants';
import type { MessageKey } from '../../i18n/catalogue/en';

/** One range tab of the chart. */
export interface AprChartRange {
  /** The range's key, given back by `onRangeChange` ('24h', '7', '365', ...). */
  readonly value: string;
  /** The catalogue key of the tab's text. */
  readonly label: MessageKey;
}

/** A product's range tabs and the one selected at first: spread it into `AprChart`. */
export interface AprChartRangePreset {
  readonly ranges: readonly AprChartRange[];
  readonly defaultRange: string;
}

const simpleEarnLabels: Record<RateTrendRange, MessageKey> = {
  '24h': 'chart.range.24h',
  '7d': 'chart.range.7d',
  '30d': 'chart.range.30d',
  '90d': 'chart.range.90d',
};

/**
 * Simple Earn's realtime APR trend and the real-time APR popover (SE-CHART-01, HD-CHART-01, DEC-18):
 * 24 hours, 7 days, 30 days; values are the domain's `RateTrendRange` for `rateTrendQuery`. The first
 * is selected at first (the spec names no default).
 */
export const SIMPLE_EARN_APR_CHART_RANGES: AprChartRangePreset = {
  ranges: RATE_TREND_RANGES.map((range) => ({ value: range, label: simpleEarnLabels[range] })),
  defaultRange: RATE_TREND_RANGES[0],
};

const stakingLabels: Record<(typeof STAKING_TREND_PERIODS)[number], MessageKey> = {
  7: 'chart.range.7d',
  30: 'chart.range.30d',
  90: 'chart.range.90d',
  365: 'chart.range.1y',
};

/**
 * The staking APR trend modal (ST-CHART-01, ST-CHART-02): 7 days, 30 days, 90 days and 1 year, 1 year
 * selected at first. Values are the periods in days as text: `stakingTrendPeriod(Number(value))`.
 */
export const STAKING_APR_CHART_RANGES: AprChartRangePreset = {
  ranges: STAKING_TREND_PERIODS.map((period) => ({ value: String(period), label: stakingLabels[period] })),
  defaultRange: String(DEFAULT_STAKING_TREND_PERIOD),
};

const wealthLabels: Record<(typeof WEALTH_CHART_RANGES)[number], MessageKey> = {
  30: 'chart.range.30d',
  180: 'chart.range.180d',
  365: 'chart.range.365d',
  730: 'chart.range.730d',
};

/**
 * The wealth detail modal's trend (VW-DETAIL-01, VW-DETAIL-02): 30, 180, 365 and 730 days, the first
 * selected at first (`wealthChartRange`). Values are days as text: `wealthChartRange(Number(value))`.
 */
export const WEALTH_APR_CHART_RANGES: AprChartRangePreset = {
  ranges: WEALTH_CHART_RANGES.map((days) => ({ value: String(days), label: wealthLabels[days] })),
  defaultRange: String(WEALTH_CHART_RANGES[0]),
};
