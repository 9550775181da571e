// Simple Earn domain models: the spec's fields in camelCase. Amounts are decimal strings; rates are
// `Rate`, a decimal fraction (DEC-05: 0.0525 is 5.25 %); times are epoch milliseconds unless a field says
// seconds as the spec does. The API layer maps its DTOs to these once, at its edge.
import type { TransactionTierConfig } from '../launchpool/models';
import type { Rate } from '../shared/rate';
import type {
  BusinessType,
  FixedProductType,
  HistoryMode,
  HistoryRecordType,
  HistorySubBusiness,
  OperateFlag,
  RecommendType,
  RedeemAccountType,
  ReinvestStatus,
  SaleStatus,
} from './constants';

/** A rung of a rate ladder (SE-DATA-07): `apr` applies to the part of an amount between left and right. */
export interface LadderTier {
  readonly left: string;
  readonly right: string;
  /** Annual rate as a fraction. */
  readonly apr: Rate;
}

/** A fixed-term product (SE-DATA-02). */
export interface FixedProduct {
  readonly id: number;
  /** The coin lent; not in the spec's field list but every product is per coin. */
  readonly asset?: string;
  readonly type: FixedProductType;
  readonly minVip: number;
  readonly maxVip: number;
  /** Annual rate as a fraction. */
  readonly yearRate: Rate;
  /** Lock-up in days (SE-PROD-03). */
  readonly lockUpPeriod: number;
  readonly saleStatus: SaleStatus;
  readonly minLendAmount: string;
  readonly userMaxLendVolume: string;
  readonly ladderApr: readonly LadderTier[];
  readonly bonusAsset?: string;
  readonly bonusIcon?: string;
  readonly productAssetPrice?: string;
  readonly bonusAssetPrice?: string;
  readonly reinvest: OperateFlag;
  readonly redeemAccount: OperateFlag;
  readonly preRedeem: OperateFlag;
  readonly title: string;
  readonly subtitle?: string;
  readonly startTime?: number;
  readonly endTime?: number;
}

/** The flexible product detail: the first item of the coin-info list (SE-DATA-01). */
export interface FlexibleProduct {
  readonly asset: string;
  readonly icon?: string;
  readonly minLendAmount: string;
  /** The system minimum of the minimum lending APR, a fraction. */
  readonly limitMinLendRateYear: Rate;
  /** The maximum of the minimum lending APR, a fraction; absent means the 5 % default (SE-APR-03). */
  readonly maxLendRateYear?: Rate | null;
  readonly nextTimeRateYear: Rate;
  readonly extAwardRateYear?: Rate;
  readonly extAwardLimit?: string;
  readonly awardAsset?: string;
  readonly ladderApr: readonly LadderTier[];
  readonly fixedList: readonly FixedProduct[];
  readonly businessType: BusinessType;
  readonly usdtRate?: string;
  readonly isOpenAwardPool: boolean;
  /** Share of the lent coin currently borrowed, a fraction. */
  readonly lendRatio: string;
}

/** A flexible holding (SE-DATA-08) or position of the holding detail (HD-DATA-02). */
export interface FlexibleHolding {
  readonly id?: number;
  readonly asset: string;
  readonly icon?: string;
  readonly currAmount: string;
  readonly lendAmount: string;
  readonly frozenAmount: string;
  /** 1 while a redemption can still be cancelled (SE-REDEEM-10). */
  readonly frozenStatus: number;
  readonly marginFrozenAmount: string;
  /**
   * Everything the position has earned, paid into the principal hour by hour (SE-DATA-08): what
   * 'Cumulative interest' and 'Cumulative return' show (HD-FLEX-02). The holding detail's position
   * (HD-DATA-02) need not carry it; absent, those screens show '--', never `interest`.
   */
  readonly cumulative?: string;
  /** The last hourly interest payment alone, not the total earned (that is `cumulative`). */
  readonly interest: string;
  readonly nextTimeRateYear: Rate;
  readonly lastRateYear?: Rate;
  readonly extAwardRateYear?: Rate;
  readonly isOpenAwardPool?: boolean;
  readonly awardAsset?: string;
  readonly minLendRateYear: Rate;
  readonly ladderApr?: readonly LadderTier[];
  readonly autoInvestStatus: number;
}

/** What a fixed order's product allows (product_info). */
export interface FixedOrderProductInfo {
  readonly preRedeem: OperateFlag;
  readonly reinvest: OperateFlag;
  readonly redeemAccount: OperateFlag;
}

/** A fixed holding (SE-DATA-09) or fixed order of the holding detail (HD-DATA-01). */
export interface FixedHolding {
  readonly id?: number;
  readonly orderId: string;
  readonly asset: string;
  readonly icon?: string;
  readonly productId: number;
  readonly productType: FixedProductType;
  readonly createTime: number;
  readonly finishTime: number;
  readonly lockUpPeriod: number;
  readonly principal: string;
  readonly interest: string;
  readonly totalInterest?: string;
  /** The product rate, a fraction. */
  readonly yearRate: Rate;
  /** total_year_rate_percent (or year_rate_perent, SE-DATA-10), a fraction. */
  readonly totalYearRate?: Rate;
  readonly bonusInfo?: { readonly ladderApr: readonly LadderTier[]; readonly bonusAsset?: string } | null;
  /** The rate-up voucher used, with its extra rate as a fraction. */
  readonly couponInfo?: { readonly rateRatio: Rate } | null;
  readonly status: number;
  readonly reinvestStatus: ReinvestStatus;
  readonly redeemAccountType: RedeemAccountType;
  readonly productInfo: FixedOrderProductInfo;
}

/** A Simple Earn history record (SE-DATA-11). */
export interface HistoryRecord {
  readonly id: number | string;
  readonly asset: string;
  readonly type: HistoryRecordType;
  readonly mode?: HistoryMode | number;
  readonly subBusiness?: HistorySubBusiness | number;
  readonly uniqueTime?: number;
  readonly timeAt?: number;
  readonly createAt?: number;
  readonly finishAt?: number;
  readonly amount?: string;
  readonly lendPrincipal?: string;
  readonly lendRateYear?: Rate;
  readonly principal?: string;
  readonly interest?: string;
  readonly couponPrincipal?: string;
  readonly couponInterest?: string;
  readonly rateRatio?: Rate;
  readonly bonusAmount?: string;
  readonly bonusAsset?: string;
  readonly orderId?: string;
  readonly lockUpPeriod?: number;
  readonly yearRate?: Rate;
}

/** A rate-up voucher (SE-DATA-15). */
export interface Voucher {
  readonly id: number | string;
  readonly title: string;
  /** Days the extra rate applies. */
  readonly rateDay: number;
  /** The extra annual rate as a fraction (the API's percent rate_ratio divided by 100, DEC-05). */
  readonly rateRatio: Rate;
  readonly buyLimitLow: string;
  /** '0' means no upper bound (SE-VOUCH-07). */
  readonly buyLimitHigh: string;
  readonly usingCurrency: string;
  /** Expiry in epoch seconds, as the API sends it. */
  readonly expiredTimest: number;
}

/** The trade-info pre-check answer (SE-API-18). */
export interface TradeInfo {
  readonly useFunding: boolean;
  readonly locked: boolean;
}

/** Bonus (award pool) info of a coin (SE-BONUS-01, HD-DATA-03). */
export interface AwardPool {
  readonly awardAsset: string;
  readonly extAwardLimit: string;
  /** The bonus annual rate, a fraction. */
  readonly extAwardRateYear: Rate;
  /** Epoch ms. */
  readonly startAt: number;
  /** Epoch ms. */
  readonly endAt: number;
}

/**
 * An extra reward pool (SE-DATA-16). It feeds the launchpool eligibility ladder (DEC-19), so its tiers
 * are the launchpool's TransactionTierConfig and `eligibilityLadder` reads it as it is.
 */
export interface ExtraRewardPool {
  readonly rid: number | string;
  readonly coin: string;
  /** Absent means 60 days (SE-DATA-17). */
  readonly transactionDays?: number | null;
  readonly userTransactionAmount: string;
  readonly transactionConfig: readonly TransactionTierConfig[];
  readonly startAt: number;
  readonly endAt: number;
  readonly awardAsset: string;
}

/** A point of the rate trend (SE-DATA-18): time in epoch seconds, value a fraction. */
export interface RateTrendPoint {
  readonly time: number;
  readonly value: Rate;
}

/** The VIP upgrade-way answer (SE-DATA-19). */
export interface UpgradeWay {
  readonly recommendType: RecommendType;
  readonly recommendAsset?: string;
  readonly recommendValue?: string;
}
