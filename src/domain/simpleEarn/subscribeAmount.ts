import { SUBSCRIBE_DECIMALS, isDecimalText } from '../decimal';
import { canonicalDecimalText, compareDecimalText, truncateDecimalText } from '../decimalText';
import { fail, ok, type DomainError, type DomainResult } from '../result';
import type { Rate } from '../shared/rate';
import { SUBSCRIBE_INPUT_DECIMALS, SaleStatus } from './constants';
import { SubscribeMessageKey } from './messageKeys';
import type { Voucher } from './models';
import { voucherPurchaseError } from './vouchers';

/** What a subscribe amount check needs; amounts are decimal strings. */
export interface SubscribeAmountInput {
  /** The amount as typed (up to 8 decimals, DEC-03). */
  readonly amount: string;
  /** The coin, for messages that name it. */
  readonly asset: string;
  readonly kind: 'flexible' | 'fixed';
  readonly minLendAmount: string;
  readonly availableBalance: string;
  /** Fixed only; sold-out fixed products skip every check (SE-AMT-05). */
  readonly saleStatus?: SaleStatus;
  /** Fixed only: the individual remaining quota (SE-SUB-07); undefined while unknown. */
  readonly remainingQuota?: string | null;
  /** Fixed only: the selected rate-up voucher. */
  readonly voucher?: Voucher | null;
}

/** A subscribe amount that passed its checks. */
export interface SubscribeAmount {
  /** Nothing typed yet: no error, but submit stays disabled (SE-AMT-07). */
  readonly isEmpty: boolean;
  /** Exactly what is sent: the typed amount rounded down to 6 decimals (SE-AMT-11, DEC-03). */
  readonly sentAmount: string;
  /** True when that rounding dropped digits the user typed, so the field can say so (DEC-03). */
  readonly roundingChanged: boolean;
}

/** The decimals the subscribe input accepts: 6 on mobile, 8 elsewhere (SE-AMT-09, SE-AMT-10, DEC-03). */
export function subscribeInputDecimals(isMobile: boolean): number {
  return isMobile ? SUBSCRIBE_INPUT_DECIMALS.mobile : SUBSCRIBE_INPUT_DECIMALS.desktop;
}

/**
 * The amount actually sent for a typed subscribe amount: rounded down to 6 decimals (SE-AMT-11), and
 * whether that changed the typed value (DEC-03). Text that is not a number is treated as empty.
 */
export function subscribeAmountRounding(amount: string): SubscribeAmount {
  const text = amount.trim();
  if (text === '' || !isDecimalText(text)) return { isEmpty: true, sentAmount: '', roundingChanged: false };
  // String-level rounding: this runs on every keystroke (bench/domain.mjs), and agrees with roundDown.
  const sent = truncateDecimalText(text, SUBSCRIBE_DECIMALS);
  return { isEmpty: false, sentAmount: sent.text, roundingChanged: sent.changed };
}

/**
 * Validates a subscribe amount (SE-AMT, SE-VOUCH) on the value that is sent, i.e. rounded down to 6
 * decimals (DEC-03). Checks in order: the fixed remaining quota below the minimum (SE-AMT-03), the
 * product minimum (SE-AMT-01), the available balance (SE-AMT-02), the remaining quota (SE-AMT-04) and
 * the voucher limits (SE-VOUCH-05..07). A sold-out fixed product skips them all (SE-AMT-05).
 * Comparisons are exact string comparisons (decimalText.ts), equal to Decimal's but allocation-free.
 */
export function validateSubscribeAmount(input: SubscribeAmountInput): DomainResult<SubscribeAmount> {
  const rounding = subscribeAmountRounding(input.amount);
  if (rounding.isEmpty) return ok(rounding);
  const isFixed = input.kind === 'fixed';
  if (isFixed && input.saleStatus === SaleStatus.soldOut) return ok(rounding);

  const amount = rounding.sentAmount;
  const minimum = input.minLendAmount;
  const quota = isFixed && input.remainingQuota != null ? input.remainingQuota : null;

  if (quota !== null && compareDecimalText(quota, minimum) < 0)
    return fail(SubscribeMessageKey.remainingQuotaLessThanAmount);
  if (compareDecimalText(amount, minimum) < 0) {
    return fail(SubscribeMessageKey.minPurchaseAmount, { amount: canonicalDecimalText(minimum), coin: input.asset });
  }
  if (compareDecimalText(amount, input.availableBalance) > 0) return fail(SubscribeMessageKey.insufficientBalance);
  if (quota !== null && compareDecimalText(amount, quota) > 0) {
    return fail(SubscribeMessageKey.individualRemainingQuota, {
      amount: canonicalDecimalText(quota),
      coin: input.asset,
    });
  }
  if (isFixed && input.voucher) {
    const voucherError = voucherPurchaseError(amount, input.voucher, input.asset);
    if (voucherError) return voucherError;
  }
  return ok(rounding);
}

/**
 * The field's notice when rounding to 6 decimals changed the typed amount (DEC-03): the key and the
 * amount that will be sent; null when nothing was dropped.
 */
export function subscribeRoundingNotice(
  amount: SubscribeAmount,
): DomainError<typeof SubscribeMessageKey.roundedDown> | null {
  return amount.roundingChanged
    ? { key: SubscribeMessageKey.roundedDown, params: { amount: amount.sentAmount } }
    : null;
}

/** What decides whether the subscribe button can be pressed. */
export interface SubscribeSubmitInput {
  readonly validation: DomainResult<SubscribeAmount>;
  /** The rate the order would earn; missing means no rate is set. */
  readonly rate: Rate | null | undefined;
  readonly saleStatus?: SaleStatus;
}

/**
 * True when subscribe can be submitted: not sold out (SE-STATUS-02), no validation error (SE-AMT-06),
 * an amount above zero (SE-AMT-07) and a rate (SE-AMT-08).
 */
export function canSubmitSubscribe({ validation, rate, saleStatus }: SubscribeSubmitInput): boolean {
  if (saleStatus === SaleStatus.soldOut) return false;
  if (!validation.ok || validation.value.isEmpty) return false;
  if (rate == null) return false;
  return compareDecimalText(validation.value.sentAmount, '0') > 0;
}
