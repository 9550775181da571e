import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import type { FlexibleHolding } from '../simpleEarn/models';
import {
  flexiblePositionDetail,
  isSystemDefaultMinimumApr,
  nextHourlyRefresh,
  showsRedeemingAmount,
  totalEstimatedLendingApr,
} from './flexiblePositionDetail';
import { rate, rateArbitrary } from '../simpleEarn/rates.testing';

const now = Date.parse('2024-05-01T12:34:56.000Z');
// HD-DATA-02: a flexible position with every field the spec lists.
const position: FlexibleHolding = {
  asset: 'USDT',
  currAmount: '1000.123456789',
  cumulative: '345.6789',
  interest: '12.3456789',
  lendAmount: '800.1234567',
  frozenAmount: '100',
  frozenStatus: 1,
  marginFrozenAmount: '0',
  minLendRateYear: rate('0.0001'),
  nextTimeRateYear: rate('0.05'),
  lastRateYear: rate('0.048'),
  ladderApr: [
    { left: '0', right: '200', apr: rate('0.1') },
    { left: '200', right: '1000', apr: rate('0.02') },
  ],
  autoInvestStatus: 1,
};

const rateValue = rateArbitrary();

describe('totalEstimatedLendingApr', () => {
  it.each([
    ['next rate plus the highest ladder APR', '0.05', position.ladderApr, '0.15'],
    ['no ladder: the next rate alone', '0.05', [], '0.05'],
    ['a missing ladder: the next rate alone', '0.05', undefined, '0.05'],
  ])('HD-CALC-04 %s', (_name, next, ladder, expected) => {
    expect(totalEstimatedLendingApr(rate(next), ladder)).toBe(expected);
  });

  it('HD-CALC-04 property: the total is never below the next-time rate nor below any ladder APR', () => {
    fc.assert(
      fc.property(rateValue, fc.array(rateValue, { maxLength: 6 }), (next, aprs) => {
        const ladder = aprs.map((apr, index) => ({ left: String(index), right: String(index + 1), apr }));
        const total = toDecimal(totalEstimatedLendingApr(next, ladder));
        expect(total.greaterThanOrEqualTo(next)).toBe(true);
        for (const apr of aprs) expect(total.greaterThanOrEqualTo(apr)).toBe(true);
      }),
    );
  });
});

describe('flexible holding detail', () => {
  it.each([
    ['0.0001', '0.0001', true],
    ['0.00010', '0.0001', true],
    ['0.02', '0.0001', false],
  ])('HD-FLEX-06 minimum lend APR %s with default limit %s reads system default: %s', (minimum, limit, expected) => {
    expect(isSystemDefaultMinimumApr(rate(minimum), rate(limit))).toBe(expected);
  });

  it.each([
    ['2024-05-01T12:34:56.000Z', '2024-05-01T13:00:00.000Z'],
    ['2024-05-01T12:00:00.000Z', '2024-05-01T13:00:00.000Z'],
    ['2024-05-01T23:59:59.999Z', '2024-05-02T00:00:00.000Z'],
  ])('HD-FLEX-03 at %s the borrowed amount refreshes next at %s', (at, next) => {
    expect(nextHourlyRefresh(Date.parse(at))).toBe(Date.parse(next));
  });

  it.each([
    ['100', true],
    ['0', false],
    ['', false],
  ])('HD-FLEX-07 a frozen amount of "%s" shows the Redeeming row: %s', (frozenAmount, expected) => {
    expect(showsRedeemingAmount({ frozenAmount })).toBe(expected);
  });

  it('HD-DATA-02 HD-FLEX-01 HD-FLEX-02 HD-FLEX-03 HD-FLEX-04 HD-FLEX-05 HD-FLEX-07 HD-FLEX-08 the panel rows', () => {
    expect(flexiblePositionDetail(position, rate('0.0001'), now)).toEqual({
      asset: 'USDT',
      principal: '1000.12345678',
      cumulativeReturn: '345.67890000',
      lentAmount: '800.123456',
      nextRefreshAt: Date.parse('2024-05-01T13:00:00.000Z'),
      estimatedApr: '0.15',
      nextRate: '0.05',
      minimumLendApr: '0.0001',
      isSystemDefault: true,
      redeeming: '100.00000000',
      canCancelRedemption: true,
      redeemable: '900.12345678',
      autoEarnOn: true,
    });
  });

  it('HD-FLEX-02 the cumulative return is the total earned, never the last hourly payment; unknown without cumulative', () => {
    const paid = { ...position, cumulative: '0.00027554', interest: '0.00001198' };
    expect(flexiblePositionDetail(paid, rate('0.0001'), now).cumulativeReturn).toBe('0.00027554');
    const { cumulative: _absent, ...withoutCumulative } = paid;
    expect(flexiblePositionDetail(withoutCumulative, rate('0.0001'), now).cumulativeReturn).toBeNull();
  });

  it('HD-FLEX-07 HD-FLEX-08 no frozen amount, auto-earn off, a custom minimum APR', () => {
    const detail = flexiblePositionDetail(
      { ...position, frozenAmount: '0', frozenStatus: 0, autoInvestStatus: 0, minLendRateYear: rate('0.03') },
      rate('0.0001'),
      now,
    );
    expect([detail.redeeming, detail.canCancelRedemption, detail.autoEarnOn, detail.isSystemDefault]).toEqual([
      null,
      false,
      false,
      false,
    ]);
  });
});
