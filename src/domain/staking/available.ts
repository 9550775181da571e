import { Decimal, toAmountString, toDecimal } from '../decimal';
import { STAKING_DECIMALS } from './constants';
import type { StakingUserLoans } from './user.types';

/** What the staking available balance is made of (ST-AMT-05, DEC-25). */
export interface StakingAvailableInput {
  /** The spot (or unified) balance of the stake coin. */
  readonly balance: string;
  /** The stake coin. */
  readonly coin: string;
  /** The user-loans answer's assets map (ST-DATA-16); coins without a loan are absent. */
  readonly loans: StakingUserLoans;
  /**
   * The borrow-coin setting's `is_support_staking` equals 1 for this coin. False when the setting is
   * missing, since DEC-25 subtracts loans whenever the value is not 1.
   */
  readonly borrowCoinSupportsStaking: boolean;
}

/**
 * The amount a user may stake (ST-AMT-05, DEC-25): the balance, minus outstanding loans of the coin
 * when the coin does not support staking on the unified account, never below 0, rounded down to 8
 * decimals like every shown balance.
 */
export function stakingAvailable(input: StakingAvailableInput): string {
  const balance = Decimal.max(toDecimal(input.balance), 0);
  if (input.borrowCoinSupportsStaking) return toAmountString(balance, STAKING_DECIMALS);
  const loan = Decimal.max(toDecimal(input.loans[input.coin] ?? input.loans[input.coin.toUpperCase()]), 0);
  return toAmountString(Decimal.max(balance.minus(loan), 0), STAKING_DECIMALS);
}
