/**
 * How much a user may still stake in a pool (LP-QUOTA-01..04, DEC-15) and the balance they may stake
 * from. Everything returns Decimal, never negative, so callers can compare without re-checking signs.
 */
import { Decimal, roundDown, toDecimal, type DecimalInput } from '../decimal';
import { availableAfterLoans } from '../shared/available';
import type { BorrowCoinSetting, LoanAmounts, RewardPool } from './models';

/** True when personal_max_amount means "no personal maximum" (LP-DATA-03). */
export function isUnlimitedPersonalMax(personalMaxAmount: DecimalInput): boolean {
  return toDecimal(personalMaxAmount).eq(-1);
}

/**
 * The remaining quota (DEC-15, as written): max(0, buy_total_amount − left_buy_total_amount − staked)
 * (LP-QUOTA-01), then capped by personal_max_amount unless it is −1 (LP-QUOTA-02). Never negative.
 */
export function remainingQuota(
  pool: Pick<RewardPool, 'buyTotalAmount' | 'leftBuyTotalAmount' | 'personalMaxAmount'>,
  stakedAmount: DecimalInput,
): Decimal {
  const left = toDecimal(pool.buyTotalAmount).minus(toDecimal(pool.leftBuyTotalAmount)).minus(toDecimal(stakedAmount));
  const quota = Decimal.max(left, 0);
  if (isUnlimitedPersonalMax(pool.personalMaxAmount)) return quota;
  return Decimal.max(Decimal.min(quota, toDecimal(pool.personalMaxAmount)), 0);
}

/** True when nothing is left to stake: Confirm is disabled and reads 'used up' (LP-STAKE-23). */
export function isQuotaUsedUp(quota: DecimalInput): boolean {
  return toDecimal(quota).lte(0);
}

/** What `launchpoolAvailable` needs. */
export interface LaunchpoolAvailableInput {
  /** The coin being staked. */
  readonly coin: string;
  /** The balance the exchange reports as available. */
  readonly available: DecimalInput;
  /** The coin's borrow-coin setting; undefined when the coin is not a borrow coin. */
  readonly borrowCoinSetting?: BorrowCoinSetting | null;
  /** The user's loans by coin (LP-API-18). */
  readonly loans?: LoanAmounts | null;
}

/**
 * The balance a user may stake (LP-QUOTA-03, LP-QUOTA-04): for a borrow coin that does not support
 * launchpool, balance minus the coin's loan, floored at 0; otherwise the balance. Loans are looked up
 * case-insensitively because the loan map's key casing is not specified.
 */
export function launchpoolAvailable(input: LaunchpoolAvailableInput): Decimal {
  const coin = input.coin.trim().toUpperCase();
  const loanKey = Object.keys(input.loans ?? {}).find((key) => key.trim().toUpperCase() === coin);
  const loanAmount = loanKey === undefined ? null : (input.loans?.[loanKey] ?? null);
  const supportsProduct = !input.borrowCoinSetting || input.borrowCoinSetting.isSupportLaunchpool;
  return availableAfterLoans({ available: input.available, loanAmount, supportsProduct });
}

/**
 * The most a user can stake now: the smaller of available and the remaining quota, rounded down to the
 * pool's decimals (LP-STAKE-20). Never negative, never above either bound.
 */
export function maximumStakeAmount(input: {
  available: DecimalInput;
  remainingQuota: DecimalInput;
  decimalPlace: number;
}): Decimal {
  const bound = Decimal.max(Decimal.min(toDecimal(input.available), toDecimal(input.remainingQuota)), 0);
  return roundDown(bound, Math.max(0, Math.floor(input.decimalPlace)));
}
