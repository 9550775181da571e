/**
 * DTOs of Simple Earn history, holdings and order actions (SE-API-13..17, 21, 25..30, 37, HD-API-02/03),
 * with the spec's field names. total_year_rate_percent (year_rate_perent), rate_ratio and
 * max_lend_rate_year are percents (DEC-05); other rates fractions. Times are unix seconds.
 */
import type { DtoDecimal, DtoFlag, DtoInteger, DtoUnixSeconds, LadderTierDto } from './common';

/** A history record (SE-DATA-11); rate_ratio is a percent, lend_rate_year and year_rate fractions. */
export interface HistoryRecordDto {
  readonly id: DtoInteger;
  readonly asset: string;
  readonly type: DtoInteger;
  readonly mode?: DtoInteger | null;
  readonly sub_business?: DtoInteger | null;
  readonly unique_time?: DtoUnixSeconds;
  readonly time_at?: DtoUnixSeconds;
  readonly create_at?: DtoUnixSeconds;
  readonly finish_at?: DtoUnixSeconds;
  readonly amount?: DtoDecimal;
  readonly lend_principal?: DtoDecimal;
  readonly lend_rate_year?: DtoDecimal;
  readonly principal?: DtoDecimal;
  readonly interest?: DtoDecimal;
  readonly coupon_principal?: DtoDecimal;
  readonly coupon_interest?: DtoDecimal;
  readonly rate_ratio?: DtoDecimal;
  readonly bonus_amount?: DtoDecimal;
  readonly bonus_asset?: string;
  readonly order_id?: DtoInteger;
  readonly lock_up_period?: DtoInteger;
  readonly year_rate?: DtoDecimal;
}

/** GET uni-loan/earn/history params (SE-API-13/14); times in unix seconds. */
export interface FlexibleHistoryParamsDto {
  readonly page: number;
  readonly limit: number;
  readonly type?: DtoInteger;
  readonly asset?: string;
  readonly start_at?: number;
  readonly end_at?: number;
  readonly is_daily_log?: 0 | 1;
  readonly time_zone?: string;
  readonly is_time_zone?: 0 | 1;
}
/** GET fixed_earn/api/user/history params (SE-API-16). */
export interface FixedHistoryParamsDto {
  readonly page: number;
  readonly limit: number;
  readonly type?: DtoInteger;
  readonly asset?: string;
  readonly start_at?: number;
  readonly end_at?: number;
}

/** A flexible holding (SE-DATA-08, HD-DATA-02). */
export interface FlexibleHoldingDto {
  readonly id?: DtoInteger;
  readonly asset: string;
  readonly icon?: string;
  readonly curr_amount?: DtoDecimal;
  readonly lend_amount?: DtoDecimal;
  readonly frozen_amount?: DtoDecimal;
  readonly frozen_status?: DtoInteger;
  readonly margin_frozen_amount?: DtoDecimal;
  readonly cumulative?: DtoDecimal;
  readonly interest?: DtoDecimal;
  readonly next_time_rate_year?: DtoDecimal;
  readonly last_rate_year?: DtoDecimal;
  readonly ext_award_rate_year?: DtoDecimal;
  readonly is_open_award_pool?: DtoFlag;
  readonly award_asset?: string;
  readonly min_lend_rate_year?: DtoDecimal;
  readonly ladder_apr?: readonly LadderTierDto[] | null;
  readonly auto_invest_status?: DtoInteger;
}

/** A fixed holding (SE-DATA-09, HD-DATA-01). total_year_rate_percent / year_rate_perent and rate_ratio are percents. */
export interface FixedHoldingDto {
  readonly id?: DtoInteger;
  readonly order_id: DtoInteger;
  readonly asset: string;
  readonly icon?: string;
  readonly product_id?: DtoInteger;
  readonly product_type?: DtoInteger;
  readonly create_time?: DtoUnixSeconds;
  readonly finish_time?: DtoUnixSeconds;
  readonly lock_up_period?: DtoInteger;
  readonly principal?: DtoDecimal;
  readonly interest?: DtoDecimal;
  readonly total_interest?: DtoDecimal;
  readonly year_rate?: DtoDecimal;
  readonly total_year_rate_percent?: DtoDecimal | null;
  readonly year_rate_perent?: DtoDecimal | null;
  readonly bonus_info?: { readonly ladder_apr?: readonly LadderTierDto[] | null; readonly bonus_asset?: string } | null;
  readonly coupon_info?: { readonly rate_ratio?: DtoDecimal } | null;
  readonly status?: DtoInteger;
  readonly reinvest_status?: DtoInteger;
  readonly redeem_account_type?: DtoInteger;
  readonly product_info?: {
    readonly pre_redeem?: DtoInteger;
    readonly reinvest?: DtoInteger;
    readonly redeem_account?: DtoInteger;
  } | null;
}

/** GET flexible holdings (SE-API-25) and fixed holdings (SE-API-26, order_type 1) params. */
export interface HoldingsParamsDto {
  readonly page: number;
  readonly limit: number;
  readonly asset?: string;
  readonly order_id?: DtoInteger;
  readonly order_type?: 1;
}

/** POST pre-redeem, form (SE-API-21): order_id and the VIP flag. */
export interface PreRedeemDto {
  readonly order_id: DtoInteger;
  readonly vip: 0 | 1;
}
/** PUT reinvest-status/{order_id}, form (SE-API-27). */
export interface ReinvestStatusDto {
  readonly reinvest_status: 0 | 1;
}
/** PUT redeem-account-type/{order_id}, form (SE-API-28). */
export interface RedeemAccountTypeDto {
  readonly redeem_account_type: 0 | 1;
}
/** POST uni-loan/earn/redeem, form (SE-API-29, unstated path), and its answer. */
export interface FlexibleRedeemDto {
  readonly asset: string;
  readonly amount: string;
  readonly curr_amount: string;
  readonly lend_amount: string;
}
export interface FlexibleRedeemAnswerDto {
  readonly asset: string;
  readonly amount: DtoDecimal;
}
/** POST uni-loan/earn/cancel-redeem, form (SE-API-30, unstated path). */
export interface CancelRedeemDto {
  readonly amount: string;
  readonly asset: string;
}

/** GET fixed order params (SE-API-37, unstated path). */
export interface FixedOrderParamsDto {
  readonly type: DtoInteger;
  readonly asset: string;
  readonly order_id: DtoInteger;
}
/** GET interest-rate/limit answer (HD-API-02, unstated path): fraction minimum, percent maximum. */
export interface MinLendRateLimitDto {
  readonly limit_min_lend_rate_year: DtoDecimal;
  readonly max_lend_rate_year?: DtoDecimal | null;
}
