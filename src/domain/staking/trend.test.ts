import { describe, expect, it } from 'vitest';
import { DEFAULT_STAKING_TREND_PERIOD, STAKING_TREND_PERIODS } from './constants';
import { rate } from './stakingProduct.fixture';
import { sortTrendPoints, stakingTrendPeriod, trendPointHasExtra } from './trend';
import type { StakingTrendPoint } from './user.types';

describe('stakingTrendPeriod', () => {
  it('ST-CHART-02 the trend periods are 7, 30, 90 and 365 days, 365 by default', () => {
    expect([...STAKING_TREND_PERIODS]).toEqual([7, 30, 90, 365]);
    expect(DEFAULT_STAKING_TREND_PERIOD).toBe(365);
  });

  it.each([
    [7, 7],
    [90, 90],
    [365, 365],
    [14, 365],
    [undefined, 365],
    [null, 365],
  ])('ST-CHART-02 requested %s shows %i days', (requested, period) => {
    expect(stakingTrendPeriod(requested)).toBe(period);
  });
});

describe('trend points', () => {
  const point = (time: number, extraRate: string): StakingTrendPoint => ({
    time,
    rate: rate('0.05'),
    baseRate: rate('0.04'),
    extraRate: rate(extraRate),
    extraCoin: 'GT',
    coins: ['ETH'],
    rewardCoin: 'ETH',
    exchangeRateReverse: '1',
  });

  it('ST-DATA-19 points are drawn oldest first', () => {
    expect(sortTrendPoints([point(3, '0'), point(1, '0'), point(2, '0')]).map((entry) => entry.time)).toEqual([
      1, 2, 3,
    ]);
  });

  it.each([
    ['0', false],
    ['0.01', true],
  ])('ST-DATA-19 extra_rate %s splits the point into base and extra: %s', (extraRate, expected) => {
    expect(trendPointHasExtra(point(1, extraRate))).toBe(expected);
  });
});
