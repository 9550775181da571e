import { fail, ok, type DomainResult } from '../result';
import { FIXED_ORDER_CUTOFF_MS, OperateFlag } from './constants';
import { FixedOrderMessageKey } from './orderMessageKeys';
import type { FixedHolding } from './models';

/** An action on a fixed order that the product and the clock can forbid. */
export type FixedOrderAction = 'earlyRedeem' | 'reinvest' | 'redeemAccount';

/** The fields of a fixed order that decide what can be done with it. */
export type FixedOrderState = Pick<FixedHolding, 'status' | 'finishTime' | 'productInfo'>;

/** The badge of a fixed order (DEC-09). */
export interface FixedOrderBadge {
  readonly kind: 'holding' | 'redeeming';
  readonly labelKey: typeof FixedOrderMessageKey.holding | typeof FixedOrderMessageKey.redeeming;
}

/**
 * True while a fixed order is holding, still earning: status 0 or 1 (SE-STATUS-06); any other is redeemed
 * (SE-STATUS-07).
 */
export function isFixedOrderHolding(status: number): boolean {
  return status === 0 || status === 1;
}

/** The badge: 'Holding' for status 0 or 1, 'Redeeming' for any other (SE-STATUS-08, HD-FIXED-04, DEC-09). */
export function fixedOrderBadge(status: number): FixedOrderBadge {
  return isFixedOrderHolding(status)
    ? { kind: 'holding', labelKey: FixedOrderMessageKey.holding }
    : { kind: 'redeeming', labelKey: FixedOrderMessageKey.redeeming };
}

const SUPPORT: Record<FixedOrderAction, { flag: keyof FixedHolding['productInfo']; notSupported: string }> = {
  earlyRedeem: { flag: 'preRedeem', notSupported: FixedOrderMessageKey.earlyRedeemNotSupported },
  reinvest: { flag: 'reinvest', notSupported: FixedOrderMessageKey.autoRenewNotSupported },
  redeemAccount: { flag: 'redeemAccount', notSupported: FixedOrderMessageKey.autoTransferNotSupported },
};

/** True when the order's product supports an action: its product_info flag is 1 (SE-DATA-05). */
export function isFixedOrderActionSupported(
  order: Pick<FixedHolding, 'productInfo'>,
  action: FixedOrderAction,
): boolean {
  return order.productInfo[SUPPORT[action].flag] === OperateFlag.supported;
}

/** True when more than 1 hour remains before finish_time (SE-EARLY-02, DEC-08). */
export function isBeforeFixedOrderCutoff(finishTime: number, now: number): boolean {
  return finishTime - now > FIXED_ORDER_CUTOFF_MS;
}

/**
 * Whether an action on a fixed order is allowed now, or the tooltip key saying why not (SE-TIP):
 * the order must still be holding (already redeemed), its product must support the action (early
 * redeem pre_redeem, auto-renew reinvest, auto-transfer redeem_account) and more than 1 hour must
 * remain to finish_time. Checked in that order, so a redeemed order says so first.
 * Implements SE-EARLY-02, SE-REINV-07, SE-DEST-04, HD-FIXED-17 and DEC-08.
 */
export function fixedOrderActionAvailability(
  order: FixedOrderState,
  action: FixedOrderAction,
  now: number,
): DomainResult<void> {
  if (!isFixedOrderHolding(order.status)) return fail(FixedOrderMessageKey.alreadyRedeemed);
  if (!isFixedOrderActionSupported(order, action)) return fail(SUPPORT[action].notSupported);
  if (!isBeforeFixedOrderCutoff(order.finishTime, now)) return fail(FixedOrderMessageKey.lessThanOneHour);
  return ok(undefined);
}

/** True when early redeem is allowed now (SE-EARLY-02). */
export function isEarlyRedeemAllowed(order: FixedOrderState, now: number): boolean {
  return fixedOrderActionAvailability(order, 'earlyRedeem', now).ok;
}

/** True when the auto-reinvest switch can be toggled now (SE-REINV-07, HD-STATE-01, DEC-08). */
export function isReinvestToggleAllowed(order: FixedOrderState, now: number): boolean {
  return fixedOrderActionAvailability(order, 'reinvest', now).ok;
}

/**
 * The total year rate of a fixed holding, read from total_year_rate_percent or, when that is absent,
 * its misspelt twin year_rate_perent (SE-DATA-10). For the API edge, which passes both fields in.
 */
export function pickTotalYearRate(fields: {
  readonly totalYearRatePercent?: string | null;
  readonly yearRatePerent?: string | null;
}): string | null {
  const first = fields.totalYearRatePercent?.trim();
  if (first) return first;
  const second = fields.yearRatePerent?.trim();
  return second ? second : null;
}
