// Domain-model fixtures of the Simple Earn flow tests (reducers, Node) and the DTO answers of the
// component tests' fetch double. Tests and stories only.
import { rateFromFraction, type Rate } from '../../../domain/shared/rate';
import type { FixedHolding, FixedProduct, FlexibleHolding, FlexibleProduct, Voucher } from '../../../domain/simpleEarn';

/** A rate from fraction text; throws on a typo so a fixture never holds a silent null. */
export function rate(text: string): Rate {
  const value = rateFromFraction(text);
  if (value === null) throw new Error(`bad rate ${text}`);
  return value;
}

/** A 30-day normal fixed USDT product, subscribable, min 10, all options supported. */
export function fixedProduct(overrides: Partial<FixedProduct> = {}): FixedProduct {
  return {
    id: 101,
    asset: 'USDT',
    type: 1,
    minVip: 0,
    maxVip: 0,
    yearRate: rate('0.08'),
    lockUpPeriod: 30,
    saleStatus: 1,
    minLendAmount: '10',
    userMaxLendVolume: '10000',
    ladderApr: [],
    reinvest: 1,
    redeemAccount: 1,
    preRedeem: 1,
    title: 'USDT 30 days',
    ...overrides,
  };
}

/** The flexible USDT product detail with one fixed product. */
export function flexibleProduct(overrides: Partial<FlexibleProduct> = {}): FlexibleProduct {
  return {
    asset: 'USDT',
    minLendAmount: '1',
    limitMinLendRateYear: rate('0.0001'),
    maxLendRateYear: rate('0.05'),
    nextTimeRateYear: rate('0.0365'),
    ladderApr: [],
    fixedList: [fixedProduct()],
    businessType: -1,
    isOpenAwardPool: false,
    lendRatio: '0.5',
    ...overrides,
  };
}

/** A rate-up voucher: +2 % for 10 days between 100 and 1000 USDT. */
export function voucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: 7,
    title: '+2% for 10 days',
    rateDay: 10,
    rateRatio: rate('0.02'),
    buyLimitLow: '100',
    buyLimitHigh: '1000',
    usingCurrency: 'USDT',
    expiredTimest: 1_900_000_000,
    ...overrides,
  };
}

/** A flexible USDT holding: 100 held, 10 frozen, nothing margin-frozen. */
export function flexibleHolding(overrides: Partial<FlexibleHolding> = {}): FlexibleHolding {
  return {
    asset: 'USDT',
    currAmount: '100',
    lendAmount: '100',
    frozenAmount: '10',
    frozenStatus: 1,
    marginFrozenAmount: '0',
    interest: '0.5',
    nextTimeRateYear: rate('0.0365'),
    minLendRateYear: rate('0.0001'),
    autoInvestStatus: 0,
    ...overrides,
  };
}

/** A fixed USDT order of 500 that finishes at `finishTime` (default far ahead), all actions supported. */
export function fixedHolding(overrides: Partial<FixedHolding> = {}): FixedHolding {
  return {
    orderId: '9001',
    asset: 'USDT',
    productId: 101,
    productType: 1,
    createTime: Date.UTC(2026, 0, 1),
    finishTime: Date.UTC(2030, 0, 1),
    lockUpPeriod: 30,
    principal: '500',
    interest: '1.2',
    yearRate: rate('0.08'),
    status: 1,
    reinvestStatus: 0,
    redeemAccountType: 1,
    productInfo: { preRedeem: 1, reinvest: 1, redeemAccount: 1 },
    ...overrides,
  };
}
