/**
 * Stake amount validation and the Confirm button (LP-AMT-08..10, LP-STAKE-21..23, DEC-15). The amount
 * text arrives already sanitised (src/domain/amount); this decides what the field says about it.
 */
import { isDecimalText, toDecimal, type DecimalInput } from '../decimal';
import { fail, ok, type DomainResult } from '../result';
import type { RewardPool } from './models';
import { isQuotaUsedUp, isUnlimitedPersonalMax } from './quota';

/** The messages stake validation can return, in the order they are checked. */
export const STAKE_AMOUNT_ERROR_KEYS = [
  'launchpool.stake.min',
  'launchpool.stake.max',
  'launchpool.stake.inadequateBalance',
] as const;
/** A stake validation message key. */
export type StakeAmountErrorKey = (typeof STAKE_AMOUNT_ERROR_KEYS)[number];

/** What stake validation reads. */
export interface StakeAmountInput {
  /** The typed amount text. */
  readonly amount: string;
  /** The selected pool's coin and personal limits. */
  readonly pool: Pick<RewardPool, 'coin' | 'personalMinAmount' | 'personalMaxAmount'>;
  /** What the user has already staked in the pool. */
  readonly stakedAmount: DecimalInput;
  /** The balance the user may stake from (after loans, LP-QUOTA-03). */
  readonly available: DecimalInput;
}

/** True when there is no amount to act on: blank, or not yet a number (a lone '.' while typing). */
export function isEmptyAmount(amount: string): boolean {
  return !isDecimalText(amount.trim());
}

function plain(value: DecimalInput): string {
  return toDecimal(value).toFixed();
}

/**
 * Validates a stake amount. An empty amount is not an error (the field has nothing to say yet): it
 * returns ok(''), and Confirm stays disabled (LP-STAKE-21). Otherwise, first failing check wins:
 * below personal_min_amount gives 'min' with amount and coin (LP-AMT-08); amount plus already staked
 * above personal_max_amount (unless -1) gives 'max' with the maximum and coin (LP-AMT-09, DEC-15);
 * above available gives 'inadequate balance' (LP-AMT-10). On success the value is the amount as plain text.
 */
export function validateStakeAmount(input: StakeAmountInput): DomainResult<string, StakeAmountErrorKey> {
  if (isEmptyAmount(input.amount)) return ok('');
  const amount = toDecimal(input.amount.trim());
  const { coin, personalMinAmount, personalMaxAmount } = input.pool;
  if (amount.lt(toDecimal(personalMinAmount))) {
    return fail('launchpool.stake.min', { amount: plain(personalMinAmount), coin });
  }
  if (
    !isUnlimitedPersonalMax(personalMaxAmount) &&
    amount.plus(toDecimal(input.stakedAmount)).gt(toDecimal(personalMaxAmount))
  ) {
    return fail('launchpool.stake.max', { amount: plain(personalMaxAmount), coin });
  }
  if (amount.gt(toDecimal(input.available))) return fail('launchpool.stake.inadequateBalance');
  return ok(amount.toFixed());
}

/** What decides the Confirm button. */
export interface StakeConfirmInput {
  /** The typed amount text. */
  readonly amount: string;
  /** The validation of that amount. */
  readonly validation: DomainResult<string, StakeAmountErrorKey>;
  /** The remaining quota (LP-QUOTA-01/02). */
  readonly remainingQuota: DecimalInput;
}

/**
 * True when Confirm is disabled: empty or zero amount (LP-STAKE-21), a validation error (LP-STAKE-22),
 * or the quota used up (LP-STAKE-23). A zero amount counts as empty because it stakes nothing.
 */
export function isStakeConfirmDisabled(input: StakeConfirmInput): boolean {
  if (isEmptyAmount(input.amount) || toDecimal(input.amount.trim()).lte(0)) return true;
  if (!input.validation.ok) return true;
  return isQuotaUsedUp(input.remainingQuota);
}

/** The Confirm button's text: 'used up' once the quota is used up (LP-STAKE-23), else Confirm. */
export function stakeConfirmLabelKey(remainingQuota: DecimalInput): 'launchpool.stake.usedUp' | 'common.confirm' {
  return isQuotaUsedUp(remainingQuota) ? 'launchpool.stake.usedUp' : 'common.confirm';
}
