import { isDecimalText, toAmountString, toDecimal } from '../decimal';
import { fail, ok, type DomainResult } from '../result';
import { STAKING_DECIMALS } from './constants';
import { exceedsDecimals } from './limits';
import type { StakingErrorKey } from './messages';

/** What a staking redeem amount check needs; amounts are decimal strings. */
export interface StakingRedeemAmountInput {
  /** The amount as typed. */
  readonly amount: string;
  /** The staked coin, for messages that name it. */
  readonly coin: string;
  /** What may be redeemed: the held amount of the product or the picked protocol. */
  readonly redeemable: string;
  /** The product's `min_redeem_amount` (DEC-01: staking keeps its own minimum). */
  readonly minRedeemAmount: string;
}

/** A redeem amount that passed its checks. */
export interface StakingRedeemAmount {
  /** False for an empty amount or one <= 0: no error, but confirm stays disabled. */
  readonly hasAmount: boolean;
  /** The amount to send, 8 decimals; '' when there is none. */
  readonly amount: string;
}

/**
 * Validates a staking redeem amount. An empty amount or one <= 0 shows no error, as on stake. Then, in
 * order: more than 8 decimals, below `min_redeem_amount` (ST-REDEEM-05, DEC-01), above the redeemable
 * amount (ST-REDEEM-06).
 */
export function validateStakingRedeemAmount(
  input: StakingRedeemAmountInput,
): DomainResult<StakingRedeemAmount, StakingErrorKey> {
  const text = input.amount.trim();
  if (text === '' || !isDecimalText(text) || toDecimal(text).lte(0)) return ok({ hasAmount: false, amount: '' });
  if (exceedsDecimals(text, STAKING_DECIMALS)) return fail('staking.amount.precision', { decimals: STAKING_DECIMALS });
  const amount = toDecimal(text);
  const minimum = toDecimal(input.minRedeemAmount);
  if (amount.lt(minimum)) return fail('staking.redeem.minLimit', { min: minimum.toFixed(), coin: input.coin });
  if (amount.gt(toDecimal(input.redeemable))) {
    return fail('staking.redeem.insufficientBalance', {
      redeemable: toAmountString(input.redeemable, STAKING_DECIMALS),
      coin: input.coin,
    });
  }
  return ok({ hasAmount: true, amount: amount.toFixed() });
}

/** Whether redeem confirm is enabled: an amount > 0 is present and passed validation. */
export function isStakingRedeemConfirmEnabled(validation: DomainResult<StakingRedeemAmount>): boolean {
  return validation.ok && validation.value.hasAmount;
}
