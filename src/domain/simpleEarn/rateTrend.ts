import { DAY_MS, HOUR_MS } from '../shared/constants';
import type { Rate } from '../shared/rate';
import type { RateTrendPoint } from './models';

/** The ranges of the realtime APR trend (SE-CHART-01); '90d' exists but no screen offers it (SE-CHART-03). */
export const RATE_TREND_RANGES = ['24h', '7d', '30d'] as const;
/** A rate trend range, the unused 90-day value included. */
export type RateTrendRange = (typeof RATE_TREND_RANGES)[number] | '90d';

/** The chart call's point type: 1 hourly, 2 daily (SE-API-19). */
export const RateTrendPointType = { hour: 1, day: 2 } as const;

/** The query of one rate trend range. */
export interface RateTrendQuery {
  /** Epoch ms. */
  readonly from: number;
  /** Epoch ms. */
  readonly to: number;
  readonly type: (typeof RateTrendPointType)[keyof typeof RateTrendPointType];
}

const RANGE_SPANS: Record<RateTrendRange, { readonly back: number; readonly type: RateTrendQuery['type'] }> = {
  '24h': { back: 23 * HOUR_MS, type: RateTrendPointType.hour },
  '7d': { back: 7 * DAY_MS, type: RateTrendPointType.hour },
  '30d': { back: 30 * DAY_MS, type: RateTrendPointType.day },
  '90d': { back: 90 * DAY_MS, type: RateTrendPointType.day },
};

/**
 * The query of a trend range: 24 hours as hourly points going back 23 hours from the current hour,
 * 7 days as hourly points (SE-CHART-02), 30 days (and the unused 90) as daily points (SE-CHART-03).
 */
export function rateTrendQuery(range: RateTrendRange, now: number): RateTrendQuery {
  const span = RANGE_SPANS[range];
  const unit = span.type === RateTrendPointType.hour ? HOUR_MS : DAY_MS;
  const to = Math.floor(now / unit) * unit;
  return { from: to - span.back, to, type: span.type };
}

/** A chart point: epoch ms and the rate. */
export interface RateChartPoint {
  readonly at: number;
  readonly rate: Rate;
}

/** Trend points (time in seconds, SE-DATA-18) as chart points in ms, oldest first. */
export function rateTrendChartPoints(points: readonly RateTrendPoint[]): readonly RateChartPoint[] {
  return points.map((point) => ({ at: point.time * 1000, rate: point.value })).sort((a, b) => a.at - b.at);
}
