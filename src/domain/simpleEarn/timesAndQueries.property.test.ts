import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { marketItemEstimatedApr } from '../autoEarn/status';
import { FIXED_ORDER_CUTOFF_MS } from './constants';
import { isBeforeFixedOrderCutoff } from './fixedOrder';
import { dailyInterestQuery, hourlyInterestQuery } from './history';
import { rateTrendChartPoints } from './rateTrend';
import { rateArbitrary } from './rates.testing';
import {
  canConfirmFlexibleRedeem,
  redeemableAmount,
  showsBorrowedRulesNote,
  validateFlexibleRedeemAmount,
} from './flexibleRedeem';
import { scaledDecimalText } from '../shared/arbitraries.testing';

const DAY = 86_400_000;
const time = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe('fixed order cutoff properties', () => {
  it('SE-EARLY-02 DEC-08 an action is allowed exactly while more than 1 hour remains, and once the cutoff passes it never comes back', () => {
    fc.assert(
      fc.property(time, time, fc.integer({ min: 0, max: 10 * DAY }), (finish, now, later) => {
        expect(isBeforeFixedOrderCutoff(finish, now)).toBe(finish - now > FIXED_ORDER_CUTOFF_MS);
        if (!isBeforeFixedOrderCutoff(finish, now)) expect(isBeforeFixedOrderCutoff(finish, now + later)).toBe(false);
      }),
    );
  });
});

describe('interest history query properties', () => {
  it('SE-INT-03 SE-INT-04 the hourly detail asks for the whole UTC day of the moment given, 25 rows, whatever moment of that day', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 0, max: DAY - 1 }), (at, offset) => {
        const query = hourlyInterestQuery(at);
        expect(query.startAt % DAY).toBe(0);
        expect(query.startAt).toBeLessThanOrEqual(at);
        expect(query.endAt).toBeGreaterThanOrEqual(at);
        expect(query.endAt - query.startAt).toBe(DAY - 1);
        expect({ type: query.type, isDailyLog: query.isDailyLog, limit: query.limit }).toEqual({
          type: 3,
          isDailyLog: 0,
          limit: 25,
        });
        expect(hourlyInterestQuery(query.startAt + offset)).toEqual(query);
      }),
    );
  });

  it('SE-INT-02 SE-INT-03 the daily log query keeps the range and page it is given, 7 rows a page', () => {
    fc.assert(
      fc.property(time, time, fc.integer({ min: 1, max: 500 }), (a, b, page) => {
        const range = { startAt: Math.min(a, b), endAt: Math.max(a, b) };
        expect(dailyInterestQuery(range, page)).toEqual({ type: 3, isDailyLog: 1, page, limit: 7, ...range });
      }),
    );
  });
});

describe('rate trend properties', () => {
  it('SE-DATA-18 trend points in seconds become chart points in ms, oldest first, with their exact rates', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ time: fc.integer({ min: 0, max: 4_102_444_800 }), value: rateArbitrary() }), {
          maxLength: 30,
        }),
        (points) => {
          const chart = rateTrendChartPoints(points);
          expect(chart).toHaveLength(points.length);
          chart.slice(1).forEach((point, i) => expect(point.at).toBeGreaterThanOrEqual(chart[i]!.at));
          const key = (at: number, rate: string) => `${at}:${rate}`;
          expect(chart.map((point) => key(point.at, point.rate)).sort()).toEqual(
            points.map((point) => key(point.time * 1000, point.value)).sort(),
          );
        },
      ),
    );
  });
});

describe('auto-earn estimated APR properties', () => {
  it('AE-DATA-03 HD-CALC-04 the est. APR is the next-time rate plus the best ladder APR, exactly', () => {
    fc.assert(
      fc.property(rateArbitrary(), fc.array(rateArbitrary(), { maxLength: 5 }), (next, aprs) => {
        const ladderApr = aprs.map((apr) => ({ left: '0', right: '-1', apr }));
        const best = aprs.reduce((highest, apr) => Decimal.max(highest, apr), new Decimal(0));
        const estimated = marketItemEstimatedApr({
          asset: 'USDT',
          nextTimeRateYear: next,
          ladderApr,
          autoInvestStatus: 0,
        });
        expect(new Decimal(estimated).eq(new Decimal(next).plus(best))).toBe(true);
      }),
    );
  });
});

describe('borrowed rules note properties', () => {
  it('SE-REDEEM-19 the note shows exactly from a lend_ratio of 0.8 up, and a higher ratio never hides it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 0, max: 10 ** 6 }), (a, b) => {
        const ratio = (units: number) => new Decimal(units).dividedBy(10 ** 6).toFixed();
        expect(showsBorrowedRulesNote(ratio(a))).toBe(a >= 800_000);
        if (showsBorrowedRulesNote(ratio(Math.min(a, b))))
          expect(showsBorrowedRulesNote(ratio(Math.max(a, b)))).toBe(true);
      }),
    );
  });
});

describe('flexible redeem properties', () => {
  const amount = scaledDecimalText(10, 10n ** 12n);

  it('SE-REDEEM-12 redeemable is curr_amount − frozen_amount − margin_frozen_amount floored to 8 decimals, exactly, and never negative', () => {
    fc.assert(
      fc.property(scaledDecimalText(10, 10n ** 14n), amount, amount, (currAmount, frozenAmount, marginFrozenAmount) => {
        const free = new Decimal(currAmount).minus(frozenAmount).minus(marginFrozenAmount);
        const expected = free.gt(0) ? free.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed() : '0';
        expect(redeemableAmount({ currAmount, frozenAmount, marginFrozenAmount })).toBe(expected);
      }),
    );
  });

  it('SE-REDEEM-13 SE-REDEEM-14 SE-REDEEM-15 SE-REDEEM-16 SE-REDEEM-17 DEC-01 a redeem fails with the first failing check: decimals, the 0.000001 minimum, then the redeemable amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          amount,
          amount.map((text) => `0.000000${text.replace('.', '')}`),
        ),
        scaledDecimalText(8, 10n ** 12n),
        (typed, redeemable) => {
          const result = validateFlexibleRedeemAmount(typed, redeemable, 'BTC');
          const value = new Decimal(typed);
          const written = typed.includes('.') ? typed.length - typed.indexOf('.') - 1 : 0;
          let expected: string | null = null;
          if (written > 8) expected = 'simpleEarn.redeem.tooManyDecimals';
          else if (typed.startsWith('0.000000') || (value.gt(0) && value.lt('0.000001')))
            expected = 'redeem.number.minLimit';
          else if (value.gt(redeemable)) expected = 'simpleEarn.redeem.overRedeemable';
          expect(result.ok ? null : result.error.key).toBe(expected);
          expect(canConfirmFlexibleRedeem(result)).toBe(expected === null && value.gt(0));
        },
      ),
    );
  });
});
