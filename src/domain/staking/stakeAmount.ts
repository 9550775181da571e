import { Decimal, isDecimalText, toAmountString, toDecimal } from '../decimal';
import { fail, ok, type DomainResult } from '../result';
import { STAKING_DECIMALS } from './constants';
import { exceedsDecimals, limitValue } from './limits';
import type { StakingErrorKey } from './messages';
import type { StakeTermsFields } from './product.types';

/** What a stake amount check needs; amounts are decimal strings. */
export interface StakeAmountInput {
  /** The amount as typed. */
  readonly amount: string;
  /** The stake coin, for messages that name it. */
  readonly coin: string;
  /** The staking available balance (`stakingAvailable`, ST-AMT-05). */
  readonly available: string;
  /** The current plain, DeFi or debt product's terms (`currentStakeTerms`). */
  readonly terms: Pick<StakeTermsFields, 'minMortgageAmount' | 'personalMortgageLimit'> & {
    readonly crowdMortgageLimit: string;
  };
  /** What the user already holds in the product (user info `holdAmount`); the limit counts it. */
  readonly holdAmount: string;
  /** Crowd mode: the crowd limit replaces the personal limit (ST-LIMIT-02). */
  readonly isCrowd: boolean;
}

/** A stake amount that passed its checks. */
export interface StakeAmount {
  /** False for an empty amount or one <= 0: no error, but confirm stays disabled (ST-AMT-01, ST-AMT-09). */
  readonly hasAmount: boolean;
  /** The amount to send, 8 decimals (ST-AMT-04); '' when there is none. */
  readonly amount: string;
}

/**
 * How much more the user may stake under the limit that applies (ST-LIMIT-01..03): the crowd limit in
 * crowd mode, the personal limit otherwise, minus what is already held, never below 0.
 * Null means unlimited (-1).
 */
export function remainingStakeQuota(
  terms: StakeAmountInput['terms'],
  holdAmount: string,
  isCrowd: boolean,
): string | null {
  const limit = limitValue(isCrowd ? terms.crowdMortgageLimit : terms.personalMortgageLimit);
  if (limit === null) return null;
  return toAmountString(Decimal.max(limit.minus(toDecimal(holdAmount)), 0), STAKING_DECIMALS);
}

/** What the Max button fills in: the available balance, capped by the remaining quota when there is one. */
export function maxStakeAmount(available: string, remainingQuota: string | null): string {
  const cap =
    remainingQuota === null ? toDecimal(available) : Decimal.min(toDecimal(available), toDecimal(remainingQuota));
  return toAmountString(Decimal.max(cap, 0), STAKING_DECIMALS);
}

/**
 * Validates a stake amount. An empty amount or one <= 0 shows no error (ST-AMT-01). Then, in order:
 * more than 8 decimals (ST-AMT-04), below the minimum stake (ST-AMT-02), above the available balance
 * (ST-AMT-03), and above the personal or crowd limit with what is held (ST-LIMIT-01..03).
 */
export function validateStakeAmount(input: StakeAmountInput): DomainResult<StakeAmount, StakingErrorKey> {
  const text = input.amount.trim();
  if (text === '' || !isDecimalText(text) || toDecimal(text).lte(0)) return ok({ hasAmount: false, amount: '' });
  if (exceedsDecimals(text, STAKING_DECIMALS)) return fail('staking.amount.precision', { decimals: STAKING_DECIMALS });
  const amount = toDecimal(text);
  const minimum = toDecimal(input.terms.minMortgageAmount);
  if (amount.lt(minimum)) return fail('staking.stake.minLimit', { min: minimum.toFixed(), coin: input.coin });
  if (amount.gt(toDecimal(input.available))) {
    return fail('staking.stake.insufficientBalance', {
      available: toAmountString(input.available, STAKING_DECIMALS),
      coin: input.coin,
    });
  }
  const remaining = remainingStakeQuota(input.terms, input.holdAmount, input.isCrowd);
  if (remaining !== null && amount.gt(toDecimal(remaining))) {
    const limit = toDecimal(
      input.isCrowd ? input.terms.crowdMortgageLimit : input.terms.personalMortgageLimit,
    ).toFixed();
    return fail(input.isCrowd ? 'staking.stake.crowdLimit' : 'staking.stake.personalLimit', {
      limit,
      remaining,
      coin: input.coin,
    });
  }
  return ok({ hasAmount: true, amount: amount.toFixed() });
}

/**
 * Whether Stake confirm is enabled (ST-AMT-06..09): an amount is present, it passed validation, it is
 * > 0 and the agreement box is ticked.
 */
export function isStakeConfirmEnabled(validation: DomainResult<StakeAmount>, agreementAccepted: boolean): boolean {
  return validation.ok && validation.value.hasAmount && agreementAccepted;
}
