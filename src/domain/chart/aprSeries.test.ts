import { describe, expect, it } from 'vitest';
import { rateFromFraction, type Rate } from '../shared/rate';
import type { StakingTrendPoint } from '../staking/user.types';
import { aprPlotSeries, stakingAprChartPoints, type AprChartPoint } from './aprSeries';

const rate = (text: string) => rateFromFraction(text) as Rate;
const DAY = 86_400_000;

function trend(values: readonly string[], extra?: readonly (string | null)[]): AprChartPoint[] {
  return values.map((value, index) => ({
    at: index * DAY,
    rate: rate(value),
    extraRate: extra?.[index] == null ? null : rate(extra[index]!),
  }));
}

describe('aprPlotSeries', () => {
  it('ST-CHART-03 an empty trend has no rows and no extremes', () => {
    expect(aprPlotSeries([], 800)).toMatchObject({
      rows: [],
      hasExtra: false,
      daily: false,
      span: 0,
      latest: -1,
      high: -1,
      low: -1,
    });
  });

  it('finds the latest, highest and lowest point on the whole series, not the reduced one', () => {
    const values = Array.from({ length: 2000 }, (_, index) =>
      index === 777 ? '0.09' : index === 1234 ? '0.01' : '0.05',
    );
    const series = aprPlotSeries(trend(values), 100);
    expect(series).toMatchObject({
      latest: 1999,
      high: 777,
      low: 1234,
      hasExtra: false,
      daily: true,
      span: 1999 * DAY,
    });
    expect(series.rows.length).toBeLessThanOrEqual(100);
    expect(series.rows.map((row) => row.index)).toEqual(expect.arrayContaining([0, 777, 1234, 1999]));
  });

  it('sorts points given newest first', () => {
    const series = aprPlotSeries([...trend(['0.01', '0.02', '0.03'])].reverse(), 800);
    expect(series.rows.map((row) => row.at)).toEqual([0, DAY, 2 * DAY]);
    expect(series.points[series.latest]!.rate).toBe('0.03');
  });

  it('ST-DATA-19 draws an extra line only where points carry one, broken elsewhere', () => {
    const series = aprPlotSeries(trend(['0.04', '0.04', '0.04'], [null, '0.01', null]), 800);
    expect(series.hasExtra).toBe(true);
    expect(series.rows.map((row) => row.extraRate)).toEqual([null, 1, null]);
    expect(series.rows[1]!.rate).toBeCloseTo(4, 10);
  });
});

describe('stakingAprChartPoints', () => {
  const point = (time: number, rateText: string, base: string, extra: string): StakingTrendPoint => ({
    time,
    rate: rate(rateText),
    baseRate: rate(base),
    extraRate: rate(extra),
    extraCoin: 'GT',
    coins: ['GT'],
    rewardCoin: 'GT',
    exchangeRateReverse: '1',
  });

  it('ST-DATA-19 splits base and extra where there is a bonus, and sorts oldest first', () => {
    expect(stakingAprChartPoints([point(2 * DAY, '0.05', '0.04', '0.01'), point(DAY, '0.04', '0', '0')])).toEqual([
      { at: DAY, rate: '0.04', extraRate: null },
      { at: 2 * DAY, rate: '0.04', extraRate: '0.01' },
    ]);
  });
});
