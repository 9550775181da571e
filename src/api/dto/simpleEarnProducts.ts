/**
 * DTOs of the Simple Earn product, subscribe and chart calls (SE-API-01..12, 18..24, 31..36, 38), with the
 * spec's field names. Rates are fractions (DEC-05) except max_lend_rate_year and rate_ratio, which are
 * percents. Times are unix seconds.
 */
import type { DtoDecimal, DtoFlag, DtoInteger, DtoUnixSeconds, LadderTierDto } from './common';

/** GET market/list params (SE-API-01, AE-API-04). */
export interface MarketListParamsDto {
  readonly page: number;
  readonly limit: number;
  readonly have_balance?: 0 | 1;
  readonly have_award?: 0 | 1;
  readonly is_subscribed?: 0 | 1;
  readonly available?: 0 | 1;
  readonly sort_business?: number;
  readonly search_coin?: string;
  readonly sort_type?: number;
  readonly search_type?: number;
  readonly auto_invest?: 0 | 1;
}
/** One market list item (AE-DATA-03). */
export interface MarketListItemDto {
  readonly asset: string;
  readonly icon?: string;
  readonly next_time_rate_year: DtoDecimal;
  readonly ladder_apr?: readonly LadderTierDto[] | null;
  readonly auto_invest_status?: DtoInteger;
}

/** GET coin-info params (SE-API-02/03): verified and vip are 0/1 flags. */
export interface CoinInfoParamsDto {
  readonly coin: string;
  readonly kyc_level?: DtoInteger;
  readonly show_page?: DtoInteger;
  readonly status?: DtoInteger;
  readonly verified?: 0 | 1;
  readonly vip?: 0 | 1;
}

/** A fixed product (SE-DATA-02). */
export interface FixedProductDto {
  readonly id: DtoInteger;
  readonly asset?: string;
  readonly type: DtoInteger;
  readonly min_vip?: DtoInteger;
  readonly max_vip?: DtoInteger;
  readonly year_rate: DtoDecimal;
  readonly lock_up_period: DtoInteger;
  readonly sale_status: DtoInteger;
  readonly min_lend_amount?: DtoDecimal;
  readonly user_max_lend_volume?: DtoDecimal;
  readonly ladder_apr?: readonly LadderTierDto[] | null;
  readonly bonus_asset?: string;
  readonly bonus_icon?: string;
  readonly product_asset_price?: DtoDecimal;
  readonly bonus_asset_price?: DtoDecimal;
  readonly reinvest?: DtoInteger;
  readonly redeem_account?: DtoInteger;
  readonly pre_redeem?: DtoInteger;
  readonly title?: string;
  readonly subtitle?: string;
  readonly start_time?: DtoUnixSeconds;
  readonly end_time?: DtoUnixSeconds;
}

/** The flexible product detail, first item of coin-info (SE-DATA-01). max_lend_rate_year is a percent. */
export interface FlexibleProductDto {
  readonly coin?: string;
  readonly asset?: string;
  readonly icon?: string;
  readonly min_lend_amount?: DtoDecimal;
  readonly limit_min_lend_rate_year?: DtoDecimal;
  readonly max_lend_rate_year?: DtoDecimal | null;
  readonly next_time_rate_year?: DtoDecimal;
  readonly ext_award_rate_year?: DtoDecimal;
  readonly ext_award_limit?: DtoDecimal;
  readonly award_asset?: string;
  readonly ladder_apr?: readonly LadderTierDto[] | null;
  readonly fixed_list?: readonly FixedProductDto[] | null;
  readonly business_type?: DtoInteger;
  readonly usdt_rate?: DtoDecimal;
  readonly is_open_award_pool?: DtoFlag;
  readonly lend_ratio?: DtoDecimal;
}

/** GET product/detail params (SE-API-04; not specified, the product's id). */
export interface FixedProductDetailParamsDto {
  readonly product_id: DtoInteger;
}
/** GET product/{type}/list params (SE-API-05/06); coin and status 1 ask for fixed_list and business_type. */
export interface FixedProductListParamsDto {
  readonly page?: number;
  readonly limit?: number;
  readonly coin?: string;
  readonly asset?: string;
  readonly status?: DtoInteger;
}
/** Its answer: a table, or by coin the coin's fixed_list and business_type. */
export interface FixedProductListDto {
  readonly list?: readonly FixedProductDto[] | null;
  readonly total?: DtoInteger;
  readonly fixed_list?: readonly FixedProductDto[] | null;
  readonly business_type?: DtoInteger;
}

/** GET user/lendable params and answer (SE-API-07/08): the personal remaining quota. */
export interface LendableParamsDto {
  readonly product_id: DtoInteger;
}
export interface LendableDto {
  readonly lendable: DtoDecimal;
}

/** POST uni-loan/earn/subscribe, JSON (SE-API-09): rateYear is the minimum APR as a fraction. */
export interface FlexibleSubscribeDto {
  readonly asset: string;
  readonly amount: string;
  readonly rateYear: string;
}
/** POST fixed_earn/api/user/lend, JSON (SE-API-10). */
export interface FixedSubscribeDto {
  readonly product_id: DtoInteger;
  readonly redeem_account_type: 0 | 1;
  readonly reinvest_status: 0 | 1;
  readonly amount: string;
  readonly year_rate: string;
  readonly financial_rate_id?: DtoInteger;
}

/** GET account/spot/trading/home answer (SE-API-18). */
export interface TradeInfoDto {
  readonly use_funding?: DtoFlag;
  readonly locked?: DtoFlag;
}

/** GET uni-loan/earn/chart params (SE-API-19): from and to in unix seconds, type 1 hour or 2 day. */
export interface RateChartParamsDto {
  readonly from: number;
  readonly to: number;
  readonly asset: string;
  readonly type: 1 | 2;
}
/** A rate trend point (SE-DATA-18). */
export interface RateTrendPointDto {
  readonly time: DtoUnixSeconds;
  readonly value: DtoDecimal;
}

/** Bonus info / award pool (SE-API-23, HD-DATA-03). */
export interface AwardPoolDto {
  readonly award_asset?: string;
  readonly ext_award_limit?: DtoDecimal;
  readonly ext_award_rate_year?: DtoDecimal;
  readonly start_at?: DtoUnixSeconds;
  readonly end_at?: DtoUnixSeconds;
}

/** POST interest-rate, JSON (SE-API-22). */
export interface InterestRateDto {
  readonly asset: string;
  readonly rateYear: string;
}
/** GET user/vip answer (SE-API-31): the user's VIP level. */
export interface UserVipDto {
  readonly vip_level?: DtoInteger;
}
/** GET upgrade-way answer (SE-API-32, SE-DATA-19). */
export interface UpgradeWayDto {
  readonly recommend_type: DtoInteger;
  readonly recommend_asset?: string;
  readonly recommend_value?: DtoDecimal;
}

/** A voucher of coupon-recommend (SE-API-34, SE-DATA-15); rate_ratio is a percent, expired_timest seconds. */
export interface VoucherDto {
  readonly id: DtoInteger;
  readonly title?: string;
  readonly rate_day?: DtoInteger;
  readonly rate_ratio: DtoDecimal;
  readonly buy_limit_low?: DtoDecimal;
  readonly buy_limit_high?: DtoDecimal;
  readonly using_currency?: string;
  readonly expired_timest?: DtoUnixSeconds;
}

/** GET subscribe/check answer (SE-API-36). */
export interface SubscribeCheckDto {
  readonly is_able_subscribe: DtoFlag;
}

/** GET rate-trend params (SE-API-38, unstated path): the coin and the range in days. */
export interface RateTrendParamsDto {
  readonly asset: string;
  readonly days: number;
}
