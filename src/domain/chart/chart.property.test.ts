import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import type { Rate } from '../shared/rate';
import { rate } from '../simpleEarn/rates.testing';
import type { StakingTrendPoint } from '../staking/user.types';
import { aprPlotSeries, stakingAprChartPoints, type AprChartPoint } from './aprSeries';
import { isDailySeries, timeTickGranularity, timeTicks } from './timeAxis';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Rates with up to 8 decimals, 0 to 100 %: what an API sends. */
const rateText = fc
  .tuple(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 8 }))
  .map(([units, scale]) => rate(new Decimal(units).dividedBy(new Decimal(10).pow(scale)).dividedBy(100).toFixed()));
const time = fc.integer({ min: 0, max: 4_102_444_800_000 });
const sortedTimes = fc.uniqueArray(time, { maxLength: 60 }).map((times) => [...times].sort((a, b) => a - b));
const chartPoint: fc.Arbitrary<AprChartPoint> = fc.record({
  at: time,
  rate: rateText,
  extraRate: fc.option(rateText, { nil: null }),
});

describe('time axis properties', () => {
  it('SE-CHART-02 SE-CHART-03 ST-CHART-01 ticks sit on points, ascend without repeats, include both ends and never outnumber the count', () => {
    fc.assert(
      fc.property(sortedTimes, fc.integer({ min: 1, max: 12 }), (times, count) => {
        const ticks = timeTicks(times, count);
        expect(ticks.length).toBeLessThanOrEqual(count);
        expect(ticks.length).toBe(Math.min(count, times.length));
        ticks.forEach((tick) => expect(times).toContain(tick));
        ticks.slice(1).forEach((tick, i) => expect(tick).toBeGreaterThan(ticks[i]!));
        if (times.length > 0) expect(ticks[0]).toBe(times[0]);
        if (times.length > 0 && count >= 2) expect(ticks[ticks.length - 1]).toBe(times[times.length - 1]);
      }),
    );
  });

  it('SE-CHART-02 SE-CHART-03 a wider chart never labels its ticks finer: hour, then day, then month', () => {
    const order = { hour: 0, day: 1, month: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 * DAY }), fc.integer({ min: 0, max: 1000 * DAY }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(order[timeTickGranularity(narrow)]).toBeLessThanOrEqual(order[timeTickGranularity(wide)]);
      }),
    );
  });

  it('SE-CHART-03 points are daily exactly when every two neighbours are at least a day apart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 * DAY }), { maxLength: 20 }), time, (gaps, start) => {
        const times = gaps.reduce<number[]>((acc, gap) => [...acc, acc[acc.length - 1]! + gap], [start]);
        expect(isDailySeries(times)).toBe(times.length >= 2 && gaps.every((gap) => gap >= DAY));
      }),
    );
  });
});

describe('aprPlotSeries properties', () => {
  it('SE-CHART-04 ST-DATA-19 the highest and lowest points are the exact extremes of every source rate, and the latest is the newest', () => {
    fc.assert(
      fc.property(fc.array(chartPoint, { maxLength: 80 }), fc.integer({ min: 3, max: 40 }), (input, threshold) => {
        const series = aprPlotSeries(input, threshold);
        expect(series.points).toHaveLength(input.length);
        series.points.slice(1).forEach((point, i) => expect(point.at).toBeGreaterThanOrEqual(series.points[i]!.at));
        if (input.length === 0) {
          expect([series.latest, series.high, series.low, series.span]).toEqual([-1, -1, -1, 0]);
          return;
        }
        const rates = series.points.map((point) => new Decimal(point.rate));
        const highest = Decimal.max(...rates);
        const lowest = Decimal.min(...rates);
        expect(rates[series.high]!.eq(highest)).toBe(true);
        expect(rates[series.low]!.eq(lowest)).toBe(true);
        expect(series.latest).toBe(input.length - 1);
        expect(series.span).toBe(series.points[series.points.length - 1]!.at - series.points[0]!.at);
        expect(series.hasExtra).toBe(input.some((point) => point.extraRate != null));
      }),
    );
  });

  it('SE-CHART-04 every drawn row points back at its source point, oldest first, within the threshold when there is no extra line', () => {
    fc.assert(
      fc.property(
        fc.array(
          chartPoint.map((point) => ({ ...point, extraRate: null })),
          { maxLength: 80 },
        ),
        fc.integer({ min: 3, max: 40 }),
        (input, threshold) => {
          const series = aprPlotSeries(input, threshold);
          expect(series.rows.length).toBeLessThanOrEqual(threshold);
          if (input.length <= threshold) expect(series.rows).toHaveLength(input.length);
          series.rows.forEach((row) => {
            const source = series.points[row.index]!;
            expect(row.at).toBe(source.at);
            // The coordinate is the exact rate in percent, to float precision: far below what a pixel shows.
            expect(
              new Decimal(row.rate)
                .minus(new Decimal(source.rate).times(100))
                .abs()
                .lte(new Decimal(source.rate).times(100).times('1e-14').plus('1e-14')),
            ).toBe(true);
          });
          series.rows.slice(1).forEach((row, i) => expect(row.index).toBeGreaterThan(series.rows[i]!.index));
        },
      ),
    );
  });
});

describe('stakingAprChartPoints properties', () => {
  const trendPoint: fc.Arbitrary<StakingTrendPoint> = fc.record({
    time,
    rate: rateText,
    baseRate: rateText,
    extraRate: fc.oneof(fc.constant(rate('0')), rateText),
    extraCoin: fc.constant('ETH'),
    coins: fc.constant(['ETH']),
    rewardCoin: fc.constant('ETH'),
    exchangeRateReverse: fc.constant('1'),
  });

  it('ST-DATA-19 chart points are the trend points oldest first; a point with an extra rate above 0 splits into base and extra', () => {
    fc.assert(
      fc.property(fc.array(trendPoint, { maxLength: 30 }), (points) => {
        const chart = stakingAprChartPoints(points);
        expect(chart).toHaveLength(points.length);
        chart.slice(1).forEach((point, i) => expect(point.at).toBeGreaterThanOrEqual(chart[i]!.at));
        const byTime = [...points].sort((a, b) => a.time - b.time);
        chart.forEach((point, i) => {
          const source = byTime[i]!;
          const split = new Decimal(source.extraRate).gt(0);
          const expected: { rate: Rate; extraRate: Rate | null } = split
            ? { rate: source.baseRate, extraRate: source.extraRate }
            : { rate: source.rate, extraRate: null };
          expect(point).toEqual({ at: source.time, ...expected });
        });
      }),
    );
  });
});
