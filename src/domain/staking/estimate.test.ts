import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { rateFromPercent } from '../shared/rate';
import {
  earliestRewardDate,
  firstDistribution,
  firstDistributionDate,
  isRewardPaidWhenRedeemed,
  stakingDailyEstimate,
} from './estimate';
import { rate } from './stakingProduct.fixture';

const now = Date.UTC(2024, 2, 10, 15, 30);

describe('stakingDailyEstimate', () => {
  it.each([
    ['365', '0.05', '0.05'],
    ['1000', '0.0365', '0.1'],
    ['1', '0.1', '0.00027397'],
    ['0', '0.1', '0'],
  ])('ST-CALC-01 DEC-05 %s at a rate of %s earns %s a day', (amount, fraction, daily) => {
    expect(stakingDailyEstimate(amount, rate(fraction))).toBe(daily);
  });

  it('ST-CALC-01 DEC-05 the spec formula amount × percent / 100 / 365 equals the fraction formula', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 100_000 }), (units, hundredths) => {
        const amount = toDecimal(String(units))
          .dividedBy(10 ** 6)
          .toFixed();
        const percent = toDecimal(String(hundredths)).dividedBy(100).toFixed();
        const fraction = rateFromPercent(percent);
        if (fraction === null) throw new Error('rate');
        const specFormula = toDecimal(amount).times(percent).dividedBy(100).dividedBy(365).toDecimalPlaces(8).toFixed();
        expect(stakingDailyEstimate(amount, fraction)).toBe(specFormula);
      }),
    );
  });
});

describe('reward dates', () => {
  it.each([
    [1, now + 86_400_000, Date.UTC(2024, 2, 12)],
    [3, now + 3 * 86_400_000, Date.UTC(2024, 2, 14)],
  ])(
    'ST-CALC-02 ST-CALC-03 a delay of %i day(s): earliest now + delay, first distribution the next UTC midnight',
    (delay, earliest, first) => {
      expect(earliestRewardDate(now, delay)).toBe(earliest);
      expect(firstDistributionDate(now, delay)).toBe(first);
    },
  );

  it('ST-CALC-03 a time exactly at UTC midnight still moves to the next day', () => {
    expect(firstDistributionDate(Date.UTC(2024, 0, 1), 1)).toBe(Date.UTC(2024, 0, 3));
  });

  it.each([-1, 0])('ST-CALC-04 a delay of %i is paid when redeemed: no dates', (delay) => {
    expect(isRewardPaidWhenRedeemed(delay)).toBe(true);
    expect(earliestRewardDate(now, delay)).toBeNull();
    expect(firstDistributionDate(now, delay)).toBeNull();
    expect(firstDistribution(now, delay)).toEqual({ whenRedeemed: true, text: { key: 'staking.reward.whenRedeemed' } });
  });

  it('ST-CALC-03 a positive delay shows the first distribution date', () => {
    expect(firstDistribution(now, 2)).toEqual({ whenRedeemed: false, time: Date.UTC(2024, 2, 13) });
  });

  it('ST-CALC-03 the first distribution is a UTC midnight within one day after the earliest reward date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1, max: 365 }), (time, delay) => {
        const earliest = earliestRewardDate(time, delay) as number;
        const first = firstDistributionDate(time, delay) as number;
        expect(first % 86_400_000).toBe(0);
        expect(first).toBeGreaterThan(earliest);
        expect(first - earliest).toBeLessThanOrEqual(86_400_000);
        expect(isRewardPaidWhenRedeemed(delay)).toBe(false);
      }),
    );
  });
});
