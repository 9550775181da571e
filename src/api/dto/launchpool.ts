/** DTOs of the launchpool calls (LP-API-01..19, LP-DATA-01..19), with the spec's field names. */
import type { DtoDecimal, DtoInteger, DtoUnixSeconds } from './common';

/** The launchpool name of the notification switch in the herald categories (LP-API-07/08, DEC-13). */
export const STARTUP_MINING_SWITCH = 'startup_mining_switch';
/** The HODLer Airdrop config names (LP-API-03, DEC-13). */
export const HODLER_CONFIG_NAMES = ['HODLER_AIRDROP_NOTIFY', 'HODLER_AIRDROP_GT_EXCHANGE'] as const;
/** One of the HODLer Airdrop config names. */
export type HodlerConfigName = (typeof HODLER_CONFIG_NAMES)[number];

/** GET rebate/get_user_info answer (LP-API-01, LP-DATA-18). */
export interface ReferralInfoDto {
  readonly encrypted_uid?: string | null;
  readonly kol_code?: string | null;
}

/** GET get-currency-call-setting params and answer (LP-API-02, LP-DATA-19). */
export interface CoinCallSettingParamsDto {
  readonly symbol: string;
}
export interface CoinCallSettingDto {
  readonly new_coin_start?: DtoUnixSeconds | null;
}

/** POST hodler-airdrop/config_set, form (LP-API-03). */
export interface HodlerConfigSetDto {
  readonly name: HodlerConfigName;
  readonly value: '1' | '0';
}
/** POST hodler-airdrop/config, form (LP-API-04): always action 'config'. */
export interface HodlerConfigRequestDto {
  readonly action: 'config';
}
/** Its answer (LP-DATA-16). */
export interface HodlerConfigDto {
  readonly hodler_notify: DtoInteger;
}

/** GET task-square/global-subscribe-status answer (LP-API-05): 1 subscribed. */
export interface CandyDropSubscribeStatusDto {
  readonly global_subscribe_status: DtoInteger;
}
/** POST task-square/subscribe-msg, form (LP-API-06): aid -1, status 1 subscribe or 2 unsubscribe. */
export interface CandyDropSubscribeDto {
  readonly aid: -1;
  readonly status: 1 | 2;
}

/** One item of a herald category (LP-API-07). */
export interface HeraldSwitchItemDto {
  readonly msg_switch: string;
  readonly switch_status: DtoInteger;
}
/** One herald category with its items. */
export interface HeraldCategoryDto {
  readonly category?: string;
  readonly items?: readonly HeraldSwitchItemDto[] | null;
}
/** POST herald/switches, JSON (LP-API-08). */
export interface HeraldSwitchesDto {
  readonly sets: { readonly startup_mining_switch: 0 | 1 };
}

/** POST check-pool-rule, JSON (LP-API-09): the spec names no fields; the pool being checked. */
export interface CheckPoolRuleDto {
  readonly pid: DtoInteger;
  readonly rid: DtoInteger;
  readonly amount?: string;
}

/** simpleEarnStatus of a stake or redeem: where the coins go (LP-DATA-08 codes: 0 spot, 1 simple earn, 2 staking). */
export type SimpleEarnStatusDto = 0 | 1 | 2;

/** POST create-order, JSON (LP-API-10/11): simpleEarnPeriod only when the destination is fixed. */
export interface CreateOrderDto {
  readonly pid: DtoInteger;
  readonly rid: DtoInteger;
  readonly amount: string;
  readonly simpleEarnStatus: SimpleEarnStatusDto;
  readonly simpleEarnPeriod?: number;
}

/** POST launch-pool/redeem, JSON (LP-API-12, LP-DATA redeem payload). */
export interface LaunchpoolRedeemDto {
  readonly pid: DtoInteger;
  readonly rid: DtoInteger;
  readonly amount: string;
  readonly simpleEarnStatus: SimpleEarnStatusDto;
}

/** A pool's simple-earn option (LP-DATA-10); rates on the fraction scale (DEC-05). */
export interface SimpleEarnOptionDto {
  readonly fixed_period?: DtoInteger;
  readonly fixed_rate?: DtoDecimal;
  readonly ext_rate?: DtoDecimal;
  readonly rate?: DtoDecimal;
  readonly user_period?: DtoInteger;
}

/** One tier of transaction_config (LP-DATA-07, DEC-19). */
export interface TransactionConfigDto {
  readonly transaction_amount: DtoDecimal;
  readonly mortgage_limit?: DtoDecimal | null;
}

/** A reward pool (LP-DATA-02). */
export interface RewardPoolDto {
  readonly rid: DtoInteger;
  readonly coin: string;
  readonly decimal_place?: DtoInteger;
  readonly personal_max_amount?: DtoDecimal;
  readonly personal_min_amount?: DtoDecimal;
  readonly left_buy_total_amount?: DtoDecimal;
  readonly buy_total_amount?: DtoDecimal;
  readonly rate_year?: DtoDecimal;
  readonly rate_year_type?: DtoInteger;
  readonly reward_pool_type?: DtoInteger;
  readonly vip_config?: Readonly<Record<string, unknown>> | null;
  readonly simple_earn?: SimpleEarnOptionDto | null;
  readonly staking?: { readonly rate?: DtoDecimal } | null;
  readonly isApply?: DtoInteger;
  readonly transaction_config?: readonly TransactionConfigDto[] | null;
  readonly redeem_type?: DtoInteger;
  readonly user_transaction_amount?: DtoDecimal;
  readonly limit_rule?: DtoInteger;
  /** The ladder's window in days, of the extra reward pool it belongs to (SE-DATA-16); absent means 60. */
  readonly transaction_days?: DtoInteger;
}

/** GET project-info params and answer (LP-API-13, LP-DATA-01). */
export interface ProjectInfoParamsDto {
  readonly projectId: DtoInteger;
}
export interface ProjectInfoDto {
  readonly coin: string;
  readonly start_timest?: DtoUnixSeconds;
  readonly icon?: string;
  readonly reward_pools?: readonly RewardPoolDto[] | null;
}

/** One item of user-project-statistics (LP-API-14, LP-DATA-12); the spec's camelCase names are the API's. */
export interface UserProjectStatisticsDto {
  readonly rid: DtoInteger;
  /** The user's stake in the pool (P-38). */
  readonly valid_amount?: DtoDecimal;
  /** The rewards the pool has paid the user so far, in the project's coin (P-38). */
  readonly amount?: DtoDecimal;
  readonly lastRewardAmount?: DtoDecimal;
  readonly lastHourRewardAmount?: DtoDecimal;
}

/** GET earn-more params (LP-API-15); its answer is not specified. */
export interface EarnMoreParamsDto {
  readonly coin: string;
  readonly type: DtoInteger;
}

/** GET get-user-loan-property answer (LP-API-18): coin to loan amount. */
export type UserLoanPropertyDto = Readonly<Record<string, DtoDecimal>>;

/** GET promotion-list params (LP-API-19, unstated path): type 'candydrop' and the coin. */
export interface CandyDropPromotionParamsDto {
  readonly type: 'candydrop';
  readonly coin: string;
}
/** One promotion (LP-SUCCESS-04); popup_high_light is a list of keywords, or one comma-separated text. */
export interface CandyDropPromotionDto {
  readonly popup_msg?: string | null;
  readonly popup_high_light?: readonly string[] | string | null;
  readonly url?: string | null;
}

/** One pool of a project-list item (DEC-27): what a project card shows of it. */
export interface LaunchpoolPoolSummaryDto {
  readonly rid: DtoInteger;
  readonly coin: string;
  readonly rate_year?: DtoDecimal;
  readonly rate_year_type?: DtoInteger;
  readonly reward_pool_type?: DtoInteger;
  /** What every user together has staked in the pool. */
  readonly total_staked?: DtoDecimal;
}
/** One item of GET project-list (DEC-27, unstated path per DEC-26); status is the event state (LP-EVENT-01). */
export interface LaunchpoolProjectDto {
  readonly pid: DtoInteger;
  readonly coin: string;
  readonly icon?: string;
  readonly status?: DtoInteger;
  readonly start_timest?: DtoUnixSeconds;
  readonly end_timest?: DtoUnixSeconds;
  readonly reward_pools?: readonly LaunchpoolPoolSummaryDto[] | null;
}
/** One coin of the user-stat answer (LP-API-17: the spec does not show it; the simulator's shape, DEC-27). */
export interface UserStatRewardDto {
  readonly coin: string;
  readonly amount?: DtoDecimal;
}
/** The user-stat answer: the rewards the user earned from launchpool, per coin. */
export interface UserStatDto {
  readonly rewards?: readonly UserStatRewardDto[] | null;
}

/** GET user-records params (LP-LIST-01..03, unstated path per DEC-26): one list, a time span, a page. */
export interface LaunchpoolRecordsParamsDto {
  /** 'stake' (stakes and redeems) or 'reward'. */
  readonly type: 'stake' | 'reward';
  /** One project's records; all projects when absent. */
  readonly pid?: DtoInteger;
  /** First and last second of the span, both included. */
  readonly start_at: DtoUnixSeconds;
  readonly end_at: DtoUnixSeconds;
  readonly page: number;
  readonly limit: number;
}
/** One row of the user-records table answer (data.list, data.total). */
export interface LaunchpoolRecordDto {
  readonly id: DtoInteger;
  /** 'stake', 'redeem' or 'reward'. */
  readonly type: string;
  readonly pid: DtoInteger;
  readonly project_coin: string;
  readonly rid: DtoInteger;
  readonly pool_coin: string;
  readonly coin: string;
  readonly amount: DtoDecimal;
  readonly create_timest: DtoUnixSeconds;
}
