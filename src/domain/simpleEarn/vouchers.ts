import { AMOUNT_DECIMALS, roundDown, toDecimal, type DecimalInput } from '../decimal';
import { fail, type DomainResult } from '../result';
import { rateToDecimal } from '../shared/rate';
import { DAYS_PER_YEAR } from './constants';
import { SubscribeMessageKey } from './messageKeys';
import type { Voucher } from './models';

/** The id of the selected rate-up voucher, or null when none is selected. */
export type VoucherSelection = Voucher['id'] | null;

/** The voucher picked when the list loads: the first recommended one, or none (SE-VOUCH-02). */
export function initialVoucherSelection(vouchers: readonly Voucher[]): VoucherSelection {
  return vouchers[0]?.id ?? null;
}

/** Tapping a voucher selects it; tapping the selected one deselects it (SE-VOUCH-03). */
export function toggleVoucher(selected: VoucherSelection, tapped: Voucher['id']): VoucherSelection {
  return selected === tapped ? null : tapped;
}

/** Revoking clears the selection (SE-VOUCH-04). */
export function revokeVoucherSelection(): VoucherSelection {
  return null;
}

/** The selected voucher of a list, or null when the selection is empty or no longer listed. */
export function selectedVoucher(vouchers: readonly Voucher[], selected: VoucherSelection): Voucher | null {
  if (selected === null) return null;
  return vouchers.find((voucher) => voucher.id === selected) ?? null;
}

/** When a voucher stops being valid, in epoch ms; the API gives seconds (SE-VOUCH-10). */
export function voucherExpiresAt(voucher: Pick<Voucher, 'expiredTimest'>): number {
  return voucher.expiredTimest * 1000;
}

/** True when a voucher has an upper purchase limit; a buy_limit_high of 0 means none (SE-VOUCH-07). */
export function hasVoucherUpperLimit(voucher: Pick<Voucher, 'buyLimitHigh'>): boolean {
  return toDecimal(voucher.buyLimitHigh).greaterThan(0);
}

/**
 * The voucher's purchase-limit error for an amount, or null when it fits: below buy_limit_low gives
 * 'min purchase' (SE-VOUCH-05), above a non-zero buy_limit_high 'max purchase' (SE-VOUCH-06, -07).
 */
export function voucherPurchaseError(amount: DecimalInput, voucher: Voucher, coin: string): DomainResult<never> | null {
  const value = toDecimal(amount);
  const low = toDecimal(voucher.buyLimitLow);
  if (value.lessThan(low)) return fail(SubscribeMessageKey.voucherMinPurchase, { amount: low.toFixed(), coin });
  if (hasVoucherUpperLimit(voucher)) {
    const high = toDecimal(voucher.buyLimitHigh);
    if (value.greaterThan(high)) return fail(SubscribeMessageKey.voucherMaxPurchase, { amount: high.toFixed(), coin });
  }
  return null;
}

/**
 * Estimated extra interest of a rate-up voucher (SE-VOUCH-09): principal × rate_ratio / 100 / 365 ×
 * rate_day. rateRatio is already a fraction (the /100 happens at the API edge, DEC-05). An amount
 * below buy_limit_low earns nothing (SE-VOUCH-08). Shown to 8 decimals, rounded down (SE-CALC-04).
 */
export function rateUpVoucherBonus(principal: DecimalInput, voucher: Voucher): string {
  const amount = toDecimal(principal);
  if (amount.lessThanOrEqualTo(0) || amount.lessThan(toDecimal(voucher.buyLimitLow))) return '0';
  // Dividing last keeps the product exact until the one rounding.
  const bonus = amount.times(rateToDecimal(voucher.rateRatio)).times(voucher.rateDay).dividedBy(DAYS_PER_YEAR);
  return roundDown(bonus, AMOUNT_DECIMALS).toFixed();
}
