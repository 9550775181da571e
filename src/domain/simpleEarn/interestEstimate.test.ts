import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import {
  dailyRate,
  fixedInterestEstimate,
  flexibleInterestEstimate,
  ladderDailyRates,
  maximumLadderApr,
} from './interestEstimate';
import { rate, rateArbitrary } from './rates.testing';

const amount = fc.integer({ min: 0, max: 2_000_000_000 }).map((n) => toDecimal(String(n)).dividedBy(1000).toFixed());
const rateValue = rateArbitrary();

describe('rate ladders', () => {
  it.each([
    ['0.365', '0.001'],
    ['0.0365', '0.0001'],
    ['0', '0'],
  ])('SE-CALC-01 an APR of %s has a daily rate of %s', (apr, daily) => {
    expect(dailyRate(rate(apr))).toBe(daily);
  });

  it('SE-CALC-01 SE-DATA-07 each tier keeps left, right and apr and gains apr / 365', () => {
    const tiers = [
      { left: '0', right: '500', apr: rate('0.073') },
      { left: '500', right: '1000', apr: rate('0.0365') },
    ];
    expect(ladderDailyRates(tiers)).toEqual([
      { left: '0', right: '500', apr: rate('0.073'), dailyRate: '0.0002' },
      { left: '500', right: '1000', apr: rate('0.0365'), dailyRate: '0.0001' },
    ]);
  });

  it.each([
    [[], '0'],
    [null, '0'],
    [
      [
        { left: '0', right: '1', apr: rate('0.02') },
        { left: '1', right: '2', apr: rate('0.08') },
        { left: '2', right: '3', apr: rate('0.05') },
      ],
      '0.08',
    ],
  ])('SE-DATA-07 the highest ladder APR of %j is %s', (tiers, expected) => {
    expect(maximumLadderApr(tiers)).toBe(expected);
  });

  it('SE-CALC-01 property: 365 daily rates make the APR back (within rounding)', () => {
    fc.assert(
      fc.property(rateValue, (apr) => {
        expect(toDecimal(dailyRate(apr)).times(365).minus(apr).abs().lessThan('1e-30')).toBe(true);
      }),
    );
  });
});

describe('interest estimates', () => {
  it.each([
    ['SE-CALC-02 1000 at 3.65 %', '1000', '0.0365', '0.1'],
    ['SE-CALC-02 DEC-03 the amount is rounded down to 6 decimals first', '1000.0000009', '0.0365', '0.1'],
    ['SE-CALC-04 shown to 8 decimals, rounded down', '1', '0.05', '0.00013698'],
    ['SE-CALC-02 an empty amount estimates nothing', '', '0.05', '0'],
  ])('%s', (_name, principal, yearRate, expected) => {
    expect(flexibleInterestEstimate(principal, rate(yearRate))).toBe(expected);
  });

  it.each([
    ['SE-CALC-03 1000 at 3.65 % for 30 days', '1000', '0.0365', 30, '3'],
    ['SE-CALC-03 SE-CALC-04 1 at 5 % for 7 days, 8 decimals', '1', '0.05', 7, '0.0009589'],
    ['SE-CALC-03 DEC-03 digits past 6 decimals earn nothing', '0.0000009', '0.5', 365, '0'],
    ['SE-CALC-03 a full year at 5 % on 1 earns exactly 0.05 (no rounding loss)', '1', '0.05', 365, '0.05'],
  ])('%s', (_name, principal, yearRate, days, expected) => {
    expect(fixedInterestEstimate(principal, rate(yearRate), days)).toBe(expected);
  });

  it('SE-CALC-02 SE-CALC-03 property: an estimate never decreases when the amount grows', () => {
    fc.assert(
      fc.property(amount, amount, rateValue, fc.integer({ min: 1, max: 365 }), (a, b, yearRate, days) => {
        const [small, large] = toDecimal(a).lessThanOrEqualTo(b) ? [a, b] : [b, a];
        expect(
          toDecimal(flexibleInterestEstimate(small, yearRate)).lessThanOrEqualTo(
            flexibleInterestEstimate(large, yearRate),
          ),
        ).toBe(true);
        expect(
          toDecimal(fixedInterestEstimate(small, yearRate, days)).lessThanOrEqualTo(
            fixedInterestEstimate(large, yearRate, days),
          ),
        ).toBe(true);
      }),
    );
  });

  it('SE-CALC-03 property: a longer term never earns less, and estimates have at most 8 decimals', () => {
    fc.assert(
      fc.property(
        amount,
        rateValue,
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 365 }),
        (principal, yearRate, days, extra) => {
          const shorter = toDecimal(fixedInterestEstimate(principal, yearRate, days));
          const longer = toDecimal(fixedInterestEstimate(principal, yearRate, days + extra));
          expect(shorter.lessThanOrEqualTo(longer)).toBe(true);
          expect(longer.decimalPlaces()).toBeLessThanOrEqual(8);
        },
      ),
    );
  });
});
