/**
 * Launchpool domain models (LP-DATA-01..19): the spec's entities with camelCase fields in the spec's
 * words. Amounts are decimal strings, rates are fractions (DEC-05), times are epoch milliseconds and
 * codes are names; the API edge converts once.
 */
import type { AccountModeName } from '../shared/accountMode';
import type { Rate } from '../shared/rate';
import type { AprType, EventState, RedeemType, RewardPoolType } from './constants';

/** One entry of transaction_config: a tier of the eligibility ladder (LP-DATA-07, DEC-19). */
export interface TransactionTierConfig {
  /** Trading volume in USD the tier requires over the window. */
  readonly transactionAmount: string;
  /** The staking cap in the pool's coin the tier grants; null when the entry carries none. */
  readonly mortgageLimit: string | null;
}

/** A pool's simple-earn option (LP-DATA-10). */
export interface SimpleEarnOption {
  /** The fixed term offered, in days. */
  readonly fixedPeriod: number;
  /** The fixed term's rate. */
  readonly fixedRate: Rate;
  /** ext_rate: the bonus rate. */
  readonly extRate: Rate;
  /** The flexible rate. */
  readonly rate: Rate;
  /** The term the user already chose, in days; above 0 locks the destination to fixed (LP-DEST-02). */
  readonly userPeriod: number;
}

/** A pool's staking option (LP-DATA-11). */
export interface StakingOption {
  /** The staking rate. */
  readonly rate: Rate;
}

/** vip_config: its shape is not specified; only its presence matters (LP-STAKE-09). */
export type VipConfig = Readonly<Record<string, unknown>>;

/** A reward pool of a project (LP-DATA-02). */
export interface RewardPool {
  readonly rid: number;
  readonly coin: string;
  /** Decimals the pool's amounts allow. */
  readonly decimalPlace: number;
  /** The personal maximum; '-1' is unlimited (LP-DATA-03). */
  readonly personalMaxAmount: string;
  readonly personalMinAmount: string;
  readonly leftBuyTotalAmount: string;
  readonly buyTotalAmount: string;
  readonly rateYear: Rate;
  readonly rateYearType: AprType;
  readonly rewardPoolType: RewardPoolType;
  readonly vipConfig: VipConfig | null;
  readonly simpleEarn: SimpleEarnOption | null;
  readonly staking: StakingOption | null;
  /** isApply: true when the user has applied (LP-DATA-06). */
  readonly isApply: boolean;
  readonly transactionConfig: readonly TransactionTierConfig[];
  readonly redeemType: RedeemType;
  /** The user's trading volume in USD over the window. */
  readonly userTransactionAmount: string;
  /**
   * The ladder's window in days (transaction_days of the extra reward pool the ladder belongs to, SE-DATA-16);
   * null when not sent, which is 60 days (SE-DATA-17, DEC-19).
   */
  readonly transactionDays: number | null;
  /** Above 0 marks a new-user pool (LP-DATA-09). */
  readonly limitRule: number;
}

/** Project info (LP-DATA-01). */
export interface ProjectInfo {
  readonly coin: string;
  /** start_timest, as epoch milliseconds. */
  readonly startTime: number;
  readonly icon: string;
  readonly rewardPools: readonly RewardPool[];
}

/** One item of the user's project statistics (LP-DATA-12). */
export interface UserProjectStatistics {
  readonly rid: number;
  /** valid_amount: what the user has staked in the pool (P-38). */
  readonly validAmount: string;
  /** amount: the rewards the pool has paid the user so far, in the project's coin (P-38). */
  readonly amount: string;
  readonly lastRewardAmount: string;
  readonly lastHourRewardAmount: string;
}

/** One item of the available-balance answer (LP-DATA-13). */
export interface AvailableBalance {
  readonly outable: string;
  readonly lendEarnAvailable: string;
  readonly mode: AccountModeName;
  readonly available: string;
}

/** A borrow-coin setting (LP-DATA-14): flags already read as 1 = supported. */
export interface BorrowCoinSetting {
  readonly coin: string;
  readonly isSupportLaunchpool: boolean;
  readonly isSupportStaking: boolean;
}

/** The loan per coin (GET /launch-pool/get-user-loan-property, LP-API-18). */
export type LoanAmounts = Readonly<Record<string, string>>;

/** The HODLer Airdrop notification config (LP-DATA-16): hodler_notify 1 is on. */
export interface HodlerConfig {
  readonly hodlerNotify: boolean;
}

/** The compliance check (LP-DATA-17): business and menu lists. */
export interface ComplianceCheck {
  readonly business: readonly string[];
  /** Entries name funds-source options to hide (LP-FUNDS-04). */
  readonly menu: readonly string[];
}

/** Referral info (LP-DATA-18). */
export interface ReferralInfo {
  readonly encryptedUid: string;
  readonly kolCode: string;
}

/** The coin call setting (LP-DATA-19): new_coin_start as epoch milliseconds, null when not set. */
export interface CoinCallSetting {
  readonly newCoinStart: number | null;
}

/** A pool as a project card shows it (DEC-27). */
export interface RewardPoolSummary {
  readonly rid: number;
  readonly coin: string;
  readonly rateYear: Rate;
  readonly rateYearType: AprType;
  readonly rewardPoolType: RewardPoolType;
  /** What every user together has staked in the pool. */
  readonly totalStaked: string;
}

/** A project of the launchpool page (DEC-27): its coin, event state (LP-EVENT-01), times and pools. */
export interface LaunchpoolProjectSummary {
  readonly projectId: number;
  readonly coin: string;
  readonly icon: string;
  readonly eventState: EventState;
  /** Epoch milliseconds. */
  readonly startTime: number;
  /** Epoch milliseconds. */
  readonly endTime: number;
  readonly rewardPools: readonly RewardPoolSummary[];
}

/** The user's launchpool rewards in one coin (LP-API-17). */
export interface LaunchpoolRewardTotal {
  readonly coin: string;
  readonly amount: string;
}

/** What a launchpool record is: a stake or a redeem (the stake list) or an hourly reward (the reward list). */
export type LaunchpoolRecordKind = 'stake' | 'redeem' | 'reward';
/** The user's two launchpool record lists (LP-LIST): stakes with their redeems, and rewards. */
export type LaunchpoolRecordList = 'stakes' | 'rewards';

/** One record of the user's launchpool stakes or rewards (LP-LIST-01..03). */
export interface LaunchpoolRecord {
  readonly id: string;
  readonly kind: LaunchpoolRecordKind;
  readonly projectId: number;
  /** The project's coin: what its rewards are paid in. */
  readonly projectCoin: string;
  readonly rid: number;
  /** The pool's coin: what is staked. */
  readonly poolCoin: string;
  /** What the record moved, in `coin`: the pool's coin for a stake or redeem, the project's for a reward. */
  readonly amount: string;
  readonly coin: string;
  /** When, epoch milliseconds by the exchange's clock. */
  readonly time: number;
}

/** A page request of the records: one list, optionally one project, the time span (epoch ms, both included). */
export interface LaunchpoolRecordsQuery {
  readonly list: LaunchpoolRecordList;
  readonly projectId?: number;
  readonly startAt: number;
  readonly endAt: number;
  readonly page: number;
  readonly limit: number;
}
