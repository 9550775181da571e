/**
 * What the staking screens know about the signed-in user (ST-DATA-14..21), in the spec's words,
 * amounts as decimal strings, rates as fractions (DEC-05), times as epoch milliseconds.
 */
import type { Rate } from '../shared/rate';

/** The user-info answer (ST-DATA-14). */
export interface StakingUserInfo {
  /** What the user already has staked in this product. */
  readonly holdAmount: string;
  /** The user's VIP tier; null when unknown, which hides the VIP discount panel (ST-VIP-03). */
  readonly tier: number | null;
  /** Crowd-funding mode: the crowd limit replaces the personal limit (ST-LIMIT-02). */
  readonly isCrowd: boolean;
}

/** A held position per protocol (ST-DATA-15). */
export interface StakingUserBalance {
  readonly pid: number;
  readonly protocolName: string;
  readonly mortgageAmount: string;
}

/** One staking reward paid (ST-API-07). */
export interface StakingProfitRecord {
  readonly id: number;
  /** The staked coin. */
  readonly coin: string;
  readonly rewardCoin: string;
  readonly amount: string;
  /** The rate it was paid at, a fraction (DEC-05). */
  readonly rate: Rate;
  /** Epoch ms. */
  readonly time: number;
}

/** A redemption on its way to the user (DEC-28): what leaves the position and when it arrives. */
export interface StakingPendingRedemption {
  readonly id: number;
  readonly coin: string;
  /** The coin paid out: the product's, or a credit-debt product's redeem coin. */
  readonly redeemCoin: string;
  /** The DeFi protocol's pid; 0 for none. */
  readonly pid: number;
  /** The amount redeemed, in the redeem coin, before the fee. */
  readonly amount: string;
  readonly fee: string;
  readonly redeemType: 'standard' | 'fast';
  /** Epoch ms. */
  readonly submittedAt: number;
  /** Epoch ms (redeem_stamp). */
  readonly arrivesAt: number;
}

/** Outstanding loans by coin, as the user-loans answer's `assets` map (ST-DATA-16). */
export type StakingUserLoans = Readonly<Record<string, string>>;

/** The redeem answer (ST-DATA-17): when the redemption pays out. */
export interface StakingRedeemReceipt {
  /** Payout time, epoch ms (the API's `redeem_stamp` seconds × 1000). */
  readonly redeemStamp: number;
}

/** One point of the staking APR trend (ST-DATA-19). */
export interface StakingTrendPoint {
  /** Epoch ms. */
  readonly time: number;
  readonly rate: Rate;
  readonly baseRate: Rate;
  readonly extraRate: Rate;
  readonly extraCoin: string;
  readonly coins: readonly string[];
  readonly rewardCoin: string;
  readonly exchangeRateReverse: string;
}

/** A FAQ entry (ST-DATA-21). */
export interface StakingFaqItem {
  readonly ask: string;
  readonly answer: string;
  /** Category the entry is grouped under. */
  readonly cate: string;
  /** Whether the entry starts expanded. */
  readonly unfold: boolean;
}
