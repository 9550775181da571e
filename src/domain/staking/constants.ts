/**
 * Staking constants of the spec (ST-DATA-03, ST-DATA-22, ST-DATA-23, ST-EXTRA-03, ST-STATE-01, ST-CHART-02,
 * ST-CONST-01).
 */

/** Staking product types (ST-DATA-03). */
export const STAKING_PRODUCT_TYPE = { credit: 0, staking: 1, creditDebt: 2 } as const;

/** Extra-interest statuses (ST-EXTRA-03); the bonus applies only while processing (ST-EXTRA-04). */
export const EXTRA_INTEREST_STATUS = { notStarted: 0, processing: 1, finished: 2 } as const;

/** Redeem period kinds (ST-DATA-22). */
export const REDEEM_PERIOD_KIND = {
  immediately: 0,
  period: 1,
  periodOnlyMax: 2,
  periodMinEqualsMax: 3,
  periodMinDiffersFromMax: 4,
} as const;
/** One of the redeem period kind values, 0..4. */
export type RedeemPeriodKind = (typeof REDEEM_PERIOD_KIND)[keyof typeof REDEEM_PERIOD_KIND];

/** Product tag bit flags (ST-DATA-23); a product's tags value is their sum. */
export const STAKING_TAG_FLAG = { new: 1, hot: 2, event: 4 } as const;
/** The name of one tag flag. */
export type StakingTag = keyof typeof STAKING_TAG_FLAG;

/** The API's `side` of the shared stake/redeem action (ST-STATE-01, DEC-20). */
export const STAKE_SIDE = { stake: 0, redeem: 1 } as const;
/** The tracking strings of the same actions; never sent as `side` (ST-STATE-01, DEC-20). */
export const STAKE_TRACKING_ACTION = { stake: '1', redeem: '2' } as const;
/** Which way a stake action goes. */
export type StakeAction = keyof typeof STAKE_SIDE;

/** The limit value that means 'no limit' (ST-LIMIT-03, ST-EXTRA-02, DEC-22). */
export const UNLIMITED = '-1';

/** Stake and redeem amounts carry 8 decimals (ST-AMT-04). */
export const STAKING_DECIMALS = 8;

/** The redeem / debt redeem coin before the user picks one (ST-STATE-04). */
export const DEFAULT_REDEEM_COIN = 'USDC';

/** The two redemption types; standard is the initial one (ST-STATE-03, ST-PROD-04). */
export const REDEEM_TYPES = ['standard', 'fast'] as const;
/** Standard or fast redemption. */
export type RedeemType = (typeof REDEEM_TYPES)[number];

/** APR trend chart periods in days (ST-CHART-01) and the default (ST-CHART-02). */
export const STAKING_TREND_PERIODS = [7, 30, 90, 365] as const;
/** The default APR trend period, in days (ST-CHART-02). */
export const DEFAULT_STAKING_TREND_PERIOD = 365;

/** At most this many coin icons are stacked; the rest collapse into a count (ST-CONST-01). */
export const MAX_STACKED_COINS = 5;

/** Window messages a framed staking view posts to its host page (ST-ROUTE-02). */
export const STAKING_FRAME_MESSAGES = ['reopen_stake', 'open_page', 'close', 'success'] as const;
/** One of the framed view's window message names. */
export type StakingFrameMessage = (typeof STAKING_FRAME_MESSAGES)[number];

/** The VIP theme's `src` value on stake and redeem (ST-VIP-06). */
export const VIP_STAKE_SOURCE = 1;
