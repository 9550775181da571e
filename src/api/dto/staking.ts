/**
 * DTOs of the staking calls (ST-API-01..18, ST-DATA-*). Staking rates rate, base_rate, most_rate,
 * extra_rate and money_rate are percents (DEC-05); fees and vip_sale are fractions; times unix seconds.
 */
import type { DtoDecimal, DtoFlag, DtoInteger, DtoUnixSeconds } from './common';

/** Params with the coin and an optional pid (ST-API-04, 05, 09). */
export interface StakingCoinParamsDto {
  readonly coin: string;
  readonly pid?: DtoInteger;
}

/** One extra-interest tier (ST-EXTRA-01); money_max -1 is unlimited. */
export interface ExtraInterestTierDto {
  readonly money_min: DtoDecimal;
  readonly money_max: DtoDecimal;
  readonly money_rate: DtoDecimal;
}
/** Extra interest (ST-DATA-10): `interest` is JSON text of the tiers, or the tiers themselves. */
export interface ExtraInterestDto {
  readonly status: DtoInteger;
  readonly max_interest?: DtoDecimal;
  readonly reward_coin?: string;
  readonly start_time?: DtoUnixSeconds;
  readonly end_time?: DtoUnixSeconds;
  readonly interest?: string | readonly ExtraInterestTierDto[] | null;
}
/** The redemption block (ST-DATA-09); redeem_quick_long in minutes. */
export interface RedeemExtraDto {
  readonly redeem_quick?: DtoFlag;
  readonly redeem_minday?: DtoInteger;
  readonly redeem_maxday?: DtoInteger;
  readonly redeem_period_txt?: string;
  readonly redeem_quick_long?: DtoInteger;
  readonly redeem_control?: DtoInteger;
}
/** Redemption terms per coin (ST-DATA-12); fees are fractions, quota -1 unlimited. */
export interface RedeemConfigDto {
  readonly redeem_coin: string;
  readonly redeem_quick_long?: DtoInteger;
  readonly redeem_quick_fee?: DtoDecimal;
  readonly redeem_fee?: DtoDecimal;
  readonly redeem_quick_daily_quota?: DtoDecimal;
}
/** A VIP discount tier (ST-DATA-20); vip_sale a fraction. */
export interface StakingVipConfigDto {
  readonly min_tier: DtoInteger;
  readonly max_tier: DtoInteger;
  readonly vip_sale: DtoDecimal;
}
/** A reward coin of a DeFi protocol (ST-DATA-05); fee_rate a fraction. */
export interface DefiRewardDto {
  readonly reward_coin: string;
  readonly reward_delay_days?: DtoInteger;
  readonly interest_delay_days?: DtoInteger;
  readonly fee_rate?: DtoDecimal;
}
/** The stake terms every product, protocol and debt entry has. */
interface StakeTermsDto {
  readonly min_mortgage_amount?: DtoDecimal;
  readonly min_redeem_amount?: DtoDecimal;
  readonly personal_mortgage_limit?: DtoDecimal;
}
/** A DeFi protocol (ST-DATA-04). */
export interface StakingProtocolDto extends StakeTermsDto {
  readonly pid: DtoInteger;
  readonly id?: DtoInteger;
  readonly protocol_name: string;
  readonly agreement?: string;
  readonly rate?: DtoDecimal;
  readonly base_rate?: DtoDecimal;
  readonly reward?: readonly DefiRewardDto[] | null;
  readonly borrow_support?: DtoFlag;
  readonly extra_interest?: ExtraInterestDto | null;
  readonly extra?: RedeemExtraDto | null;
  readonly vip_config?: readonly StakingVipConfigDto[] | null;
  readonly income_days?: DtoInteger;
}
/** A debt (mintable) entry (ST-DATA-06; fields not specified: coin, rate and its stake terms). */
export interface StakingDebtDto extends StakeTermsDto {
  readonly coin: string;
  readonly rate?: DtoDecimal;
}
/** The staking product config (ST-API-09, ST-DATA-01..13). */
export interface StakingProductDto extends StakeTermsDto {
  readonly mortgage_coin: string;
  readonly reward_coin?: string;
  readonly type?: DtoInteger;
  readonly is_defi?: DtoFlag;
  readonly defi?: readonly StakingProtocolDto[] | null;
  readonly debt?: readonly StakingDebtDto[] | null;
  readonly rate?: DtoDecimal;
  readonly base_rate?: DtoDecimal;
  readonly most_rate?: DtoDecimal;
  readonly crowd_mortgage_limit?: DtoDecimal;
  readonly reward_delay_days?: DtoInteger;
  readonly interest_days?: DtoInteger;
  readonly income_days?: DtoInteger;
  readonly borrow_support?: DtoFlag;
  readonly agreement?: string;
  readonly extra?: RedeemExtraDto | null;
  readonly extra_interest?: ExtraInterestDto | null;
  /** 'normal' or 'web3 task'. */
  readonly extra_interest_type?: string | null;
  readonly extra_interest_task?: { readonly interest_key?: string; readonly jump_web?: string } | null;
  readonly extra_interest_show?: DtoFlag;
  /** 'default' or 'asset'. */
  readonly exchange_type?: string | null;
  readonly exchange_rate?: DtoDecimal;
  readonly exchange_rate_reverse?: DtoDecimal;
  readonly tips?: string;
  readonly redeem_config?: readonly RedeemConfigDto[] | null;
  readonly web_banner?: string;
  readonly vip_config?: readonly StakingVipConfigDto[] | null;
}

/**
 * One product of the staking list (DEC-28, DEC-26: `GET products`, a path the spec does not show): the
 * product config of ST-API-09 with the coin it is asked for by (`coin` of the product call and the detail route).
 */
export interface StakingProductListItemDto extends StakingProductDto {
  readonly coin: string;
}

/** GET coin-lines params (ST-API-01) and coin-defi-lines params (ST-API-02). */
export interface StakingLinesParamsDto {
  readonly coin: string;
  readonly pid?: DtoInteger;
  readonly page: number;
  readonly limit: number;
}
/** One trend point (ST-DATA-19); `coins` a list or comma text. */
export interface StakingTrendPointDto {
  readonly time: DtoUnixSeconds;
  readonly rate?: DtoDecimal;
  readonly base_rate?: DtoDecimal;
  readonly extra_rate?: DtoDecimal;
  readonly extra_coin?: string;
  readonly coins?: readonly string[] | string | null;
  readonly reward_coin?: string;
  readonly exchange_rate_reverse?: DtoDecimal;
}
/** One protocol's lines (ST-API-02). */
export interface StakingDefiLinesDto {
  readonly protocol_name: string;
  readonly lines?: readonly StakingTrendPointDto[] | null;
}

/** GET coin-user-info answer (ST-API-05, ST-DATA-14). */
export interface StakingUserInfoDto {
  readonly hold_amount?: DtoDecimal;
  readonly tier?: DtoInteger | null;
  readonly is_crowd?: DtoFlag;
}
/** GET balances params (ST-API-06): hide_zero_hold 1. */
export interface StakingBalancesParamsDto {
  readonly coin: string;
  readonly hide_zero_hold: 1;
}
/** One held position (ST-DATA-15). */
export interface StakingBalanceDto {
  readonly pid: DtoInteger;
  readonly protocol_name?: string;
  readonly mortgage_amount: DtoDecimal;
}
/** GET coin-user-profit-records params (ST-API-07): `to` the end of today, unix seconds. */
export interface StakingProfitRecordsParamsDto {
  readonly coin: string;
  readonly page: number;
  readonly limit: number;
  readonly to: number;
  /** The start of a date range, unix seconds (the holdings' filter; not in the spec's call). */
  readonly from?: number;
}
/** One profit record (ST-API-07; the spec shows no fields: the simulator's). */
export interface StakingProfitRecordDto {
  readonly id?: DtoInteger;
  readonly coin?: string;
  readonly reward_coin?: string;
  readonly amount?: DtoDecimal;
  /** The rate the reward was paid at, percent. */
  readonly rate?: DtoDecimal;
  /** Unix seconds. */
  readonly time?: DtoInteger;
}
/** One pending redemption (DEC-28, unstated call). */
export interface StakingRedemptionDto {
  readonly id: DtoInteger;
  readonly coin: string;
  /** The coin paid out (a credit-debt product's redeem coin); the product's coin when absent. */
  readonly redeem_coin?: string;
  readonly pid?: DtoInteger;
  readonly amount: DtoDecimal;
  readonly fee?: DtoDecimal;
  readonly redeem_type?: 'standard' | 'fast';
  /** Unix seconds. */
  readonly create_time: DtoInteger;
  /** When it pays out, unix seconds (as ST-DATA-17). */
  readonly redeem_stamp: DtoInteger;
}
/** GET user-loans answer (ST-API-10, ST-DATA-16). */
export interface StakingUserLoansDto {
  readonly assets?: Readonly<Record<string, DtoDecimal>> | null;
}
/** GET coin-ask params (ST-API-12). */
export interface StakingAskParamsDto {
  readonly pid: DtoInteger;
  readonly coin: string;
}

/** The redeem answer (ST-DATA-17). */
export interface StakingRedeemAnswerDto {
  readonly redeem_stamp?: DtoUnixSeconds;
}
