import { describe, expect, it } from 'vitest';
import { eligibilityLadder } from '../launchpool/eligibility';
import { BusinessType, RecommendType } from './constants';
import type { AwardPool, ExtraRewardPool, FlexibleProduct } from './models';
import { maximumLendRateYear } from './minimumApr';
import { firstOf, isAwardPoolActive, isRedeemableAnyTime, productKindOf, upgradeWayMessage } from './products';
import { rate } from './rates.testing';

// SE-DATA-01: the flexible product detail with every field the spec lists.
const flexibleProduct: FlexibleProduct = {
  asset: 'USDT',
  icon: 'usdt.svg',
  minLendAmount: '1',
  limitMinLendRateYear: rate('0.0001'),
  maxLendRateYear: null,
  nextTimeRateYear: rate('0.05'),
  extAwardRateYear: rate('0.02'),
  extAwardLimit: '500',
  awardAsset: 'GT',
  ladderApr: [],
  fixedList: [],
  businessType: BusinessType.flexible,
  usdtRate: '1',
  isOpenAwardPool: true,
  lendRatio: '0.4',
};

describe('products', () => {
  it.each([
    [0, 'flexible'],
    [1, 'fixed'],
    [42, 'fixed'],
  ])('SE-PROD-01 SE-DATA-06 product id %i is %s', (id, kind) => {
    expect(productKindOf(id)).toBe(kind);
  });

  it.each([
    ['flexible', true],
    ['fixed', false],
  ] as const)('SE-PROD-02 SE-PROD-03 a %s product can be redeemed any time: %s', (kind, expected) => {
    expect(isRedeemableAnyTime(kind)).toBe(expected);
  });

  it('SE-DATA-01 SE-API-02 the flexible product detail is the first item of the coin-info list', () => {
    const other = { ...flexibleProduct, asset: 'BTC' };
    expect(firstOf([flexibleProduct, other])).toBe(flexibleProduct);
    expect(firstOf([])).toBeNull();
    expect(firstOf(undefined)).toBeNull();
  });

  it('SE-DATA-01 SE-APR-03 a flexible product without max_lend_rate_year takes the 5 percent default', () => {
    expect(maximumLendRateYear(flexibleProduct)).toBe('0.05');
  });
});

describe('bonus reward pools', () => {
  // HD-DATA-03: bonus info with award_asset, ext_award_limit, ext_award_rate_year, start_at and end_at.
  const pool: AwardPool = {
    awardAsset: 'GT',
    extAwardLimit: '1000',
    extAwardRateYear: rate('0.03'),
    startAt: Date.parse('2024-06-01T00:00:00Z'),
    endAt: Date.parse('2024-07-01T00:00:00Z'),
  };

  it.each([
    ['before start_at', '2024-05-31T23:59:59Z', false],
    ['at start_at', '2024-06-01T00:00:00Z', true],
    ['in the middle', '2024-06-15T00:00:00Z', true],
    ['at end_at', '2024-07-01T00:00:00Z', false],
  ])('SE-BONUS-01 HD-DATA-03 the award pool runs %s: %s', (_name, iso, expected) => {
    expect(isAwardPoolActive(pool, Date.parse(iso))).toBe(expected);
  });

  it('SE-BONUS-01 SE-API-23 the first award pool item is used; none means no bonus', () => {
    expect(firstOf([pool])).toBe(pool);
    expect(isAwardPoolActive(firstOf([]), Date.parse('2024-06-15T00:00:00Z'))).toBe(false);
  });
});

describe('upgradeWayMessage', () => {
  it.each([
    [RecommendType.holdPlatformToken, 'simpleEarn.upgradeWay.holdPlatformToken'],
    [RecommendType.holdAssets, 'simpleEarn.upgradeWay.holdAssets'],
    [RecommendType.tradeVolume, 'simpleEarn.upgradeWay.tradeVolume'],
  ])('SE-DATA-19 SE-DATA-20 recommend_type %i reads %s with asset and value', (recommendType, key) => {
    expect(upgradeWayMessage({ recommendType, recommendAsset: 'GT', recommendValue: '500' })).toEqual({
      key,
      params: { asset: 'GT', value: rate('500') },
    });
  });

  it.each([
    ['recommend_type 0', { recommendType: RecommendType.none }],
    ['no answer', null],
  ])('SE-DATA-20 %s shows no hint', (_name, way) => {
    expect(upgradeWayMessage(way)).toBeNull();
  });
});

describe('extra reward pool', () => {
  // SE-DATA-16: an extra reward pool with every field the spec lists.
  const pool: ExtraRewardPool = {
    rid: 3,
    coin: 'BTC',
    transactionDays: null,
    userTransactionAmount: '25000',
    transactionConfig: [
      { transactionAmount: '10000', mortgageLimit: '0.5' },
      { transactionAmount: '50000', mortgageLimit: '2' },
      { transactionAmount: '20000', mortgageLimit: '1' },
    ],
    startAt: 0,
    endAt: 1,
    awardAsset: 'NEW',
  };

  it('SE-DATA-16 DEC-19 the pool feeds the eligibility ladder as tiers T1..Tn with the tier its volume reaches', () => {
    const ladder = eligibilityLadder(pool);
    expect(ladder.tiers.map((tier) => [tier.label, tier.transactionAmount, tier.mortgageLimit])).toEqual([
      ['T1', '10000', '0.5'],
      ['T2', '50000', '2'],
      ['T3', '20000', '1'],
    ]);
    expect(ladder.currentTier?.label).toBe('T3');
  });

  it.each([
    [null, 60],
    [0, 60],
    [30, 30],
  ])('SE-DATA-17 transaction_days %s gives a %i-day window', (transactionDays, days) => {
    expect(eligibilityLadder({ ...pool, transactionDays }).transactionDays).toBe(days);
  });
});
