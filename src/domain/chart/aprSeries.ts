/** An APR trend as a chart draws it: reduced to what the width can show, with its extremes found once. */
import type { Rate } from '../shared/rate';
import { trendPointHasExtra } from '../staking/trend';
import type { StakingTrendPoint } from '../staking/user.types';
import { downsampleLines } from './downsample';
import { rateToPlotPercent } from './plotValue';
import { isDailySeries } from './timeAxis';

/** One point of an APR trend: a time and the rate then, with the extra (bonus) rate where there is one. */
export interface AprChartPoint {
  /** Epoch ms. */
  readonly at: number;
  /** The (base) rate, a fraction (DEC-05). */
  readonly rate: Rate;
  /** The extra bonus rate on top (staking, ST-DATA-19); absent or null where there is none. */
  readonly extraRate?: Rate | null;
}

/** One drawn point: coordinates in percent, and the index of the source point for exact labels. */
export interface AprPlotRow {
  readonly at: number;
  readonly rate: number;
  /** Null where the point has no extra rate: the extra line breaks there. */
  readonly extraRate: number | null;
  /** The index of the source point, whose exact `Rate` text every label uses. */
  readonly index: number;
}

/** An APR trend ready to draw and to describe. */
export interface AprPlotSeries {
  /** The drawn points, oldest first, at most about `threshold` of them. */
  readonly rows: readonly AprPlotRow[];
  /** The source points, oldest first (the input, sorted if it was not). */
  readonly points: readonly AprChartPoint[];
  /** Whether any point has an extra rate, so an extra line (and its legend entry) is drawn. */
  readonly hasExtra: boolean;
  /** Whether the points are a day or more apart, so each stands for a day (see `isDailySeries`). */
  readonly daily: boolean;
  /** Milliseconds from the first point to the last; 0 when empty. */
  readonly span: number;
  /** Source indices of the latest point and of the highest and lowest (base) rate; -1 when empty. */
  readonly latest: number;
  readonly high: number;
  readonly low: number;
}

function isSorted(points: readonly AprChartPoint[]): boolean {
  for (let i = 1; i < points.length; i += 1) if (points[i]!.at < points[i - 1]!.at) return false;
  return true;
}

/**
 * The series a chart `threshold` pixels wide draws (largest-triangle-three-buckets, see `downsample.ts`)
 * and the indices its summary names. Extremes are found on the coordinates and then shown from the
 * source point's exact text: two rates a float cannot tell apart show the same 2 decimals anyway.
 */
export function aprPlotSeries(input: readonly AprChartPoint[], threshold: number): AprPlotSeries {
  const points = isSorted(input) ? input : [...input].sort((a, b) => a.at - b.at);
  const length = points.length;
  const xs = new Array<number>(length);
  const base = new Array<number>(length);
  const extra = new Array<number | null>(length);
  let hasExtra = false;
  let high = -1;
  let low = -1;
  for (let i = 0; i < length; i += 1) {
    const point = points[i]!;
    xs[i] = point.at;
    base[i] = rateToPlotPercent(point.rate);
    const extraRate = point.extraRate == null ? null : rateToPlotPercent(point.extraRate);
    extra[i] = extraRate;
    if (extraRate !== null) hasExtra = true;
    if (high === -1 || base[i]! > base[high]!) high = i;
    if (low === -1 || base[i]! < base[low]!) low = i;
  }
  const kept = downsampleLines(xs, hasExtra ? [base, extra] : [base], threshold);
  const rows = kept.map((index): AprPlotRow => ({
    at: xs[index]!,
    rate: base[index]!,
    extraRate: extra[index]!,
    index,
  }));
  const span = length > 0 ? xs[length - 1]! - xs[0]! : 0;
  return { rows, points, hasExtra, daily: isDailySeries(xs), span, latest: length - 1, high, low };
}

/**
 * Staking trend points (ST-DATA-19) as chart points, oldest first: where a point carries an extra bonus
 * the chart splits it into the base rate and the extra rate; elsewhere the one line is the point's rate.
 */
export function stakingAprChartPoints(points: readonly StakingTrendPoint[]): AprChartPoint[] {
  return [...points]
    .sort((a, b) => a.time - b.time)
    .map((point) =>
      trendPointHasExtra(point)
        ? { at: point.time, rate: point.baseRate, extraRate: point.extraRate }
        : { at: point.time, rate: point.rate, extraRate: null },
    );
}
