/**
 * The staking product as the domain sees it (ST-DATA-01..13): the spec's field names in camelCase,
 * amounts and rates as decimal strings, rates as fractions (DEC-05: the API edge divides the
 * staking percents by 100), times as epoch milliseconds (the edge multiplies the API's seconds).
 * Flags the API sends as 0/1 arrive here as booleans.
 */
import type { Rate } from '../shared/rate';

/** Staking product type (ST-DATA-03): 0 credit, 1 staking, 2 credit-debt (mint). */
export type StakingProductType = 0 | 1 | 2;

/** Extra-interest status (ST-EXTRA-03): 0 not started, 1 processing, 2 finished. */
export type ExtraInterestStatus = 0 | 1 | 2;

/** One tier of the extra bonus (ST-EXTRA-01); `moneyMax` '-1' leaves the tier open-ended (ST-EXTRA-02). */
export interface ExtraInterestTier {
  /** Lower bound of the staked amount this tier covers, in the stake coin. */
  readonly moneyMin: string;
  /** Upper bound of the staked amount this tier covers; '-1' means no upper bound. */
  readonly moneyMax: string;
  /** The tier's extra APR as a fraction (0.05 = 5 %). */
  readonly moneyRate: Rate;
}

/** The time-limited extra bonus of a staking product (ST-EXTRA-01). */
export interface ExtraInterest {
  /** 0 not started, 1 processing (the only status in which the bonus applies), 2 finished. */
  readonly status: ExtraInterestStatus;
  /** The largest staked amount that earns the bonus; '-1' means unlimited (ST-EXTRA-02). */
  readonly maxInterest: string;
  /** The coin the bonus is paid in. */
  readonly rewardCoin: string;
  /** Start of the bonus window, epoch ms. */
  readonly startTime: number;
  /** End of the bonus window, epoch ms. */
  readonly endTime: number;
  /** The tiers, parsed from the API's JSON text at the edge. */
  readonly interest: readonly ExtraInterestTier[];
}

/** The product's `extra` block: how redemption works (ST-DATA-09). */
export interface StakingRedeemExtra {
  /** Whether a fast (quick) redemption exists at all (ST-STATE-05, ST-REDEEM-07). */
  readonly redeemQuick: boolean;
  /** Fewest days a standard redemption takes. */
  readonly redeemMinday: number;
  /** Most days a standard redemption takes. */
  readonly redeemMaxday: number;
  /** Server-written redemption-period text, shown as is when present. */
  readonly redeemPeriodText: string;
  /** How long a fast redemption takes, in minutes. */
  readonly redeemQuickLong: number;
  /** Server switch over redemption; its values are not specified, so it is carried, not interpreted. */
  readonly redeemControl: number;
}

/** Redemption terms per redeem coin (ST-DATA-12). */
export interface StakingRedeemConfig {
  /** The coin paid out on redemption (defaults to USDC for debt products, ST-STATE-04). */
  readonly redeemCoin: string;
  /** Minutes a fast redemption takes for this coin. */
  readonly redeemQuickLong: number;
  /** Fast redemption fee as a fraction of the amount (ST-REDEEM-13). */
  readonly redeemQuickFee: Rate;
  /** Standard redemption fee as a fraction of the amount (ST-REDEEM-12). */
  readonly redeemFee: Rate;
  /** Fast redemption quota left today; '-1' means unlimited (DEC-22). */
  readonly redeemQuickDailyQuota: string;
}

/** A VIP discount tier (ST-DATA-20): tiers `minTier`..`maxTier` inclusive get `vipSale` off. */
export interface StakingVipConfig {
  readonly minTier: number;
  readonly maxTier: number;
  /** The discount as a fraction (0.2 = 20 % off). */
  readonly vipSale: string;
}

/** One reward coin of a DeFi protocol (ST-DATA-05). */
export interface DefiReward {
  readonly rewardCoin: string;
  /** Days until the first reward; -1 or 0 means it is paid when redeemed (ST-CALC-04). */
  readonly rewardDelayDays: number;
  readonly interestDelayDays: number;
  /** The protocol's fee on this reward, as a fraction. */
  readonly feeRate: Rate;
}

/** The terms every stakeable product shares: plain product, DeFi protocol or debt entry. */
export interface StakeTermsFields {
  /** Minimum stake amount (ST-AMT-02). */
  readonly minMortgageAmount: string;
  /** Minimum redeem amount (ST-REDEEM-05, DEC-01). */
  readonly minRedeemAmount: string;
  /** Largest total a user may stake; '-1' means unlimited (ST-LIMIT-01, ST-LIMIT-03). */
  readonly personalMortgageLimit: string;
}

/** A DeFi protocol entry of a product (ST-DATA-04). */
export interface StakingProtocol extends StakeTermsFields {
  readonly pid: number;
  readonly id: number;
  readonly protocolName: string;
  /** Link to the protocol's agreement; absent when the server sent none, or one not safe to follow. */
  readonly agreement?: string;
  /** Total APR as a fraction. */
  readonly rate: Rate;
  readonly baseRate: Rate;
  /** One or more reward coins (ST-PROD-02). */
  readonly reward: readonly DefiReward[];
  readonly borrowSupport: boolean;
  readonly extraInterest: ExtraInterest | null;
  readonly extra: StakingRedeemExtra;
  readonly vipConfig: readonly StakingVipConfig[] | null;
  /** Days a redemption takes to pay out; 0 means at once (ST-REDEEM-03). */
  readonly incomeDays: number;
}

/**
 * One mintable coin of a credit-debt product (ST-DATA-06). The spec names `debt[]` without its
 * fields; this reading gives each entry its coin, rate and its own stake terms.
 */
export interface StakingDebtProduct extends StakeTermsFields {
  readonly coin: string;
  readonly rate: Rate;
}

/** A staking product (ST-DATA-01..13). */
export interface StakingProduct extends StakeTermsFields {
  /** The stake coin, or several as a comma-separated list (ST-DATA-01). */
  readonly mortgageCoin: string;
  readonly rewardCoin: string;
  readonly type: StakingProductType;
  readonly isDefi: boolean;
  readonly defi: readonly StakingProtocol[];
  readonly debt: readonly StakingDebtProduct[];
  /** Total APR as a fraction. */
  readonly rate: Rate;
  readonly baseRate: Rate;
  /** The highest APR of the product's protocols, as a fraction. */
  readonly mostRate: Rate;
  /** The crowd-mode limit; '-1' means unlimited (ST-LIMIT-02). */
  readonly crowdMortgageLimit: string;
  readonly rewardDelayDays: number;
  readonly interestDays: number;
  readonly incomeDays: number;
  readonly borrowSupport: boolean;
  /** Link to the product's agreement; absent when the server sent none, or one not safe to follow. */
  readonly agreement?: string;
  readonly extra: StakingRedeemExtra;
  readonly extraInterest: ExtraInterest | null;
  /** 'web3Task' bonuses are earned by doing tasks, so success offers 'Go to web3 tasks' (ST-MODAL-04). */
  readonly extraInterestType: 'normal' | 'web3Task';
  /** The web3 task; `jumpWeb`, where 'Go to web3 tasks' leads, is absent when missing or not safe to follow. */
  readonly extraInterestTask: { readonly interestKey: string; readonly jumpWeb?: string } | null;
  readonly extraInterestShow: boolean;
  /** 'asset' products hand out a different coin at `exchangeRate` (ST-DATA-11). */
  readonly exchangeType: 'default' | 'asset';
  readonly exchangeRate: string;
  readonly exchangeRateReverse: string;
  readonly tips: string;
  readonly redeemConfig: readonly StakingRedeemConfig[];
  readonly webBanner: string;
  readonly vipConfig: readonly StakingVipConfig[] | null;
}

/** A product of the staking list (DEC-28): the product with the coin its detail page and calls name it by. */
export interface StakingProductListItem extends StakingProduct {
  /** The product's coin: the `{coin}` of `/staking/{coin}` and the `coin` of its calls (GUSD for the mint product). */
  readonly coin: string;
}
