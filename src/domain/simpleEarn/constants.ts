// The enumerations and business constants of Simple Earn, each with the value the API uses.
import { DEFAULT_MAX_LEND_RATE_PERCENT, HOUR_MS } from '../shared/constants';
import { ZERO_RATE, rateFromPercent, type Rate } from '../shared/rate';

/** Fixed product type (SE-DATA-03). */
export const FixedProductType = { normal: 1, vip: 2, special: 3 } as const;
/** One of the fixed product type values. */
export type FixedProductType = (typeof FixedProductType)[keyof typeof FixedProductType];

/** sale_status of a fixed product (SE-DATA-04). */
export const SaleStatus = { subscribable: 1, soldOut: 2 } as const;
/** One of the sale status values. */
export type SaleStatus = (typeof SaleStatus)[keyof typeof SaleStatus];

/** Operate flag for reinvest, redeem_account and pre_redeem (SE-CONST-01, SE-DATA-05). */
export const OperateFlag = { notSupported: 0, supported: 1 } as const;
/** One of the operate flag values. */
export type OperateFlag = (typeof OperateFlag)[keyof typeof OperateFlag];

/** business_type of a coin's Simple Earn offer (SE-CONST-02). */
export const BusinessType = { flexible: -1, flexedFlexible: 0, fixed: 1 } as const;
/** One of the business type values. */
export type BusinessType = (typeof BusinessType)[keyof typeof BusinessType];

/** Where a matured fixed order is paid (SE-DEST-02): 1 Simple Earn flexible, 0 spot (or unified) account. */
export const RedeemAccountType = { spot: 0, flexible: 1 } as const;
/** One of the redeem-to account values. */
export type RedeemAccountType = (typeof RedeemAccountType)[keyof typeof RedeemAccountType];

/** reinvest_status of a fixed order or the subscribe preference: 0 off, 1 on. */
export const ReinvestStatus = { off: 0, on: 1 } as const;
/** One of the reinvest status values. */
export type ReinvestStatus = (typeof ReinvestStatus)[keyof typeof ReinvestStatus];

/** Local preference defaults (SE-REINV-10, SE-DEST-03). */
export const DEFAULT_REINVEST_STATUS: ReinvestStatus = ReinvestStatus.off;
/** The redeem-to preference starts at Simple Earn flexible (SE-DEST-03). */
export const DEFAULT_REDEEM_ACCOUNT_TYPE: RedeemAccountType = RedeemAccountType.flexible;

/** The flexible product is represented with product id 0 (SE-DATA-06). */
export const FLEXIBLE_PRODUCT_ID = 0;

/** History record type (SE-DATA-12). */
export const HistoryRecordType = { lend: 1, redeem: 2, interest: 3, bonus: 4, rateUp: 5 } as const;
/** One of the history record types. */
export type HistoryRecordType = (typeof HistoryRecordType)[keyof typeof HistoryRecordType];

/** History sub_business (SE-DATA-13): where a record came from. */
export const HistorySubBusiness = { launchpad: 11, launchpool: 12 } as const;
/** One of the history sub_business values. */
export type HistorySubBusiness = (typeof HistorySubBusiness)[keyof typeof HistorySubBusiness];

/** History mode (SE-DATA-14). */
export const HistoryMode = {
  unifiedRedeem: 0,
  unifiedLiquidation: 1,
  cryptoLiquidation: 2,
  autoEarn: 5,
  launchPool: 10,
  afterLiquidation: 11,
  lockAuto: 12,
  convertToRegular: 14,
  autoReinvest: 15,
  spotRedeem: 32,
} as const;
/** One of the history mode values. */
export type HistoryMode = (typeof HistoryMode)[keyof typeof HistoryMode];

/** recommend_type of the VIP upgrade-way answer (SE-DATA-20). */
export const RecommendType = { none: 0, holdPlatformToken: 1, holdAssets: 2, tradeVolume: 3 } as const;
/** One of the recommend type values. */
export type RecommendType = (typeof RecommendType)[keyof typeof RecommendType];

// The click debounces (SE-SUB-21, SE-SUB-22, SE-APR-09), the extra reward pool's 60-day window
// (SE-DATA-17) and the 5 % default maximum lending APR (DEC-16) are shared constants: ../shared/constants.

/** The subscribe dialog closes about 200 ms after a successful subscribe (SE-SUB-19). */
export const SUBSCRIBE_CLOSE_DELAY_MS = 200;

/** Subscribe input decimals: 8 on desktop and in term variants (SE-AMT-09), 6 on mobile (SE-AMT-10). */
export const SUBSCRIBE_INPUT_DECIMALS = { desktop: 8, mobile: 6 } as const;

/** The smallest flexible redeem amount, as text (SE-REDEEM-16, DEC-01). */
export const MINIMUM_FLEXIBLE_REDEEM_AMOUNT = '0.000001';
/** A flexible redeem amount carries at most 8 decimals (SE-REDEEM-14, DEC-01). */
export const FLEXIBLE_REDEEM_DECIMALS = 8;
/** From this lend_ratio on, the flexible redeem dialog shows the borrowed-rules note (SE-REDEEM-19). */
export const BORROWED_RULES_LEND_RATIO = '0.8';

/** The minimum-APR input accepts 2 decimals of percent (SE-APR-05). */
export const MINIMUM_APR_INPUT_DECIMALS = 2;
/** The minimum APR is sent as a fraction rounded up to 4 decimals (SE-APR-06). */
export const MINIMUM_APR_SENT_DECIMALS = 4;
/** The default maximum lending APR, 5 % (SE-APR-03), as a rate: a fraction (DEC-05). */
export const DEFAULT_MAX_LEND_RATE_YEAR: Rate =
  /* @__PURE__ */ rateFromPercent(DEFAULT_MAX_LEND_RATE_PERCENT) ?? ZERO_RATE;

/** Early redeem, reinvest and redeem-to changes stop this long before finish_time (SE-EARLY-02, DEC-08). */
export const FIXED_ORDER_CUTOFF_MS = HOUR_MS;
/** A matured fixed order's redemption arrives this long after finish_time (SE-TIMELINE-06, HD-CALC-01). */
export const REDEMPTION_ARRIVAL_DELAY_MS = 30 * 60 * 1000;

/** Subscribing again to a VIP fixed product needs at least this VIP tier (SE-AGAIN-01, DEC-21). */
export const SUBSCRIBE_AGAIN_VIP_TIER = 5;

/** Interest estimates are shown with 8 decimals (SE-CALC-04). */
export const INTEREST_ESTIMATE_DECIMALS = 8;
/** Days of a year in every rate formula (SE-CALC-01). */
export const DAYS_PER_YEAR = 365;

/** The flexible history call returns no total, so the client fakes one (SE-API-15). */
export const FLEXIBLE_HISTORY_FAKE_TOTAL = 9999;
/** History reaches back 6 months (SE-HIST-05), and interest history is cached over 6 months (SE-INT-05). */
export const HISTORY_MAX_MONTHS = 6;
