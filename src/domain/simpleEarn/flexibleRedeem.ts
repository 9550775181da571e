import { AMOUNT_DECIMALS, isDecimalText, roundDown, toDecimal, type DecimalInput } from '../decimal';
import { fail, ok, type DomainResult } from '../result';
import { BORROWED_RULES_LEND_RATIO, FLEXIBLE_REDEEM_DECIMALS, MINIMUM_FLEXIBLE_REDEEM_AMOUNT } from './constants';
import { RedeemMessageKey } from './messageKeys';
import type { FlexibleHolding } from './models';

/** The spec's own test for a too-small redeem reads the typed text: it starts with 0.000000 (SE-REDEEM-15). */
const BELOW_MINIMUM_PREFIX = '0.000000';

/** A flexible redeem amount that passed its checks. */
export interface FlexibleRedeemAmount {
  /** Nothing typed: no error, confirm disabled (SE-REDEEM-18). */
  readonly isEmpty: boolean;
  /** The amount to send, as typed (at most 8 decimals). */
  readonly amount: string;
}

/**
 * The redeemable amount of a flexible holding (SE-REDEEM-12): curr_amount − frozen_amount −
 * margin_frozen_amount, rounded down to 8 decimals and never negative.
 */
export function redeemableAmount(
  holding: Pick<FlexibleHolding, 'currAmount' | 'frozenAmount' | 'marginFrozenAmount'>,
): string {
  const free = toDecimal(holding.currAmount)
    .minus(toDecimal(holding.frozenAmount))
    .minus(toDecimal(holding.marginFrozenAmount));
  return free.greaterThan(0) ? roundDown(free, AMOUNT_DECIMALS).toFixed() : '0';
}

/** Digits after the decimal point of plain decimal text. */
function decimalPlacesOf(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * Validates a flexible redeem amount (DEC-01): at most 8 decimals (SE-REDEEM-14); a value starting
 * with 0.000000, or above zero but below 0.000001, gives 'redeem.number.minLimit' with 0.000001
 * (SE-REDEEM-15, SE-REDEEM-16); above the redeemable amount is refused with that amount
 * (SE-REDEEM-13: the Max button fills it instead of clamping silently, DEC-14).
 */
export function validateFlexibleRedeemAmount(
  amount: string,
  redeemable: DecimalInput,
  coin: string,
): DomainResult<FlexibleRedeemAmount> {
  const text = amount.trim();
  if (text === '' || !isDecimalText(text)) return ok({ isEmpty: true, amount: '' });
  if (decimalPlacesOf(text) > FLEXIBLE_REDEEM_DECIMALS) {
    return fail(RedeemMessageKey.tooManyDecimals, { decimals: FLEXIBLE_REDEEM_DECIMALS });
  }
  const value = toDecimal(text);
  const minimum = toDecimal(MINIMUM_FLEXIBLE_REDEEM_AMOUNT);
  if (text.startsWith(BELOW_MINIMUM_PREFIX) || (value.greaterThan(0) && value.lessThan(minimum))) {
    return fail(RedeemMessageKey.minLimit, { amount: MINIMUM_FLEXIBLE_REDEEM_AMOUNT });
  }
  const cap = toDecimal(redeemable);
  if (value.greaterThan(cap)) return fail(RedeemMessageKey.overRedeemable, { amount: cap.toFixed(), coin });
  // The canonical text is sent: a bare ".5" (typed past the AmountInput, e.g. by a host) goes out as "0.5".
  return ok({ isEmpty: false, amount: value.toFixed() });
}

/** True when flexible redeem can be confirmed: no error, not empty (SE-REDEEM-18), not zero (SE-REDEEM-17). */
export function canConfirmFlexibleRedeem(validation: DomainResult<FlexibleRedeemAmount>): boolean {
  return validation.ok && !validation.value.isEmpty && toDecimal(validation.value.amount).greaterThan(0);
}

/** True when the redeem dialog shows the borrowed-rules note: lend_ratio of 0.8 or more (SE-REDEEM-19). */
export function showsBorrowedRulesNote(lendRatio: DecimalInput | null | undefined): boolean {
  return toDecimal(lendRatio).greaterThanOrEqualTo(BORROWED_RULES_LEND_RATIO);
}

/** True when a pending redemption can be cancelled: frozen_status 1 (SE-REDEEM-10). */
export function canCancelRedemption(holding: Pick<FlexibleHolding, 'frozenStatus'>): boolean {
  return holding.frozenStatus === 1;
}
