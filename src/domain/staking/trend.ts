import { toDecimal } from '../decimal';
import { DEFAULT_STAKING_TREND_PERIOD, STAKING_TREND_PERIODS } from './constants';
import type { StakingTrendPoint } from './user.types';

/** One of the trend chart's periods, in days. */
export type StakingTrendPeriod = (typeof STAKING_TREND_PERIODS)[number];

/** The trend period to show (ST-CHART-01, ST-CHART-02): the requested one when it is a tab, else 365 days. */
export function stakingTrendPeriod(requested?: number | null): StakingTrendPeriod {
  const match = STAKING_TREND_PERIODS.find((period) => period === requested);
  return match ?? DEFAULT_STAKING_TREND_PERIOD;
}

/**
 * The trend points in time order, oldest first (ST-DATA-19); the API pages newest first, and a chart
 * draws left to right.
 */
export function sortTrendPoints(points: readonly StakingTrendPoint[]): StakingTrendPoint[] {
  return [...points].sort((a, b) => a.time - b.time);
}

/** True when a trend point carries an extra-bonus rate above 0, so the chart splits base and extra (ST-DATA-19). */
export function trendPointHasExtra(point: Pick<StakingTrendPoint, 'extraRate'>): boolean {
  return toDecimal(point.extraRate).gt(0);
}
