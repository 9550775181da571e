import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDEEM_PERIOD_KIND } from './constants';
import {
  redeemConfirmationText,
  redeemPeriodKind,
  redeemPeriodText,
  redeemSuccessTitle,
  redeemSuccessView,
} from './redeemPeriod';

describe('redeemPeriodKind', () => {
  it('ST-DATA-22 period unit values are 0 immediately, 1 period, 2 only max, 3 min equals max, 4 min differs from max', () => {
    expect(REDEEM_PERIOD_KIND).toEqual({
      immediately: 0,
      period: 1,
      periodOnlyMax: 2,
      periodMinEqualsMax: 3,
      periodMinDiffersFromMax: 4,
    });
  });

  it.each([
    [0, 1, 5, 0, { key: 'staking.redeem.period.immediately' }],
    [3, 0, 0, 1, { key: 'staking.redeem.period.period', params: { days: 3 } }],
    [3, 0, 7, 2, { key: 'staking.redeem.period.onlyMax', params: { max: 7 } }],
    [3, 4, 4, 3, { key: 'staking.redeem.period.minEqualsMax', params: { days: 4 } }],
    [3, 2, 6, 4, { key: 'staking.redeem.period.minDiffersFromMax', params: { min: 2, max: 6 } }],
  ])(
    'ST-REDEEM-02 ST-DATA-09 income_days %i, min %i, max %i is kind %i',
    (incomeDays, redeemMinday, redeemMaxday, kind, text) => {
      expect(redeemPeriodKind({ incomeDays, redeemMinday, redeemMaxday })).toBe(kind);
      expect(redeemPeriodText({ incomeDays, redeemMinday, redeemMaxday })).toEqual(text);
    },
  );

  it('ST-REDEEM-02 every combination maps to one of the five kinds, and income_days 0 is always immediate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (incomeDays, redeemMinday, redeemMaxday) => {
          const kind = redeemPeriodKind({ incomeDays, redeemMinday, redeemMaxday });
          expect([0, 1, 2, 3, 4]).toContain(kind);
          if (incomeDays === 0) expect(kind).toBe(REDEEM_PERIOD_KIND.immediately);
        },
      ),
    );
  });
});

describe('redeemConfirmationText', () => {
  it('ST-REDEEM-10 both min and max days 0 read as instant', () => {
    expect(redeemConfirmationText({ redeemMinday: 0, redeemMaxday: 0 })).toEqual({ key: 'staking.redeem.instant' });
  });

  it.each([
    [0, 5],
    [2, 5],
    [3, 3],
  ])('ST-REDEEM-11 min %i and max %i give the maximum days', (redeemMinday, redeemMaxday) => {
    expect(redeemConfirmationText({ redeemMinday, redeemMaxday })).toEqual({
      key: 'staking.redeem.maxDays',
      params: { days: redeemMaxday },
    });
  });
});

describe('redeemSuccessTitle', () => {
  it('ST-REDEEM-03 income_days 0 reads "redeem success"', () => {
    expect(redeemSuccessTitle(0)).toEqual({ key: 'staking.redeem.success' });
  });

  it.each([1, 3, 30])('ST-REDEEM-04 income_days %i reads "in process"', (incomeDays) => {
    expect(redeemSuccessTitle(incomeDays)).toEqual({ key: 'staking.redeem.inProcess' });
  });

  it('ST-DATA-17 ST-REDEEM-04 a redemption in process shows the redeem_stamp payout time', () => {
    expect(redeemSuccessView(2, { redeemStamp: 1_700_000_000_000 })).toEqual({
      title: { key: 'staking.redeem.inProcess' },
      payoutTime: 1_700_000_000_000,
    });
    expect(redeemSuccessView(0, { redeemStamp: 1_700_000_000_000 })).toEqual({
      title: { key: 'staking.redeem.success' },
      payoutTime: null,
    });
    expect(redeemSuccessView(2, null).payoutTime).toBeNull();
  });
});
