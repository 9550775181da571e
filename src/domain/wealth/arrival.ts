import type { ArrivalBounds } from '../shared/arrival';

/**
 * The pending states of VIP wealth money: none. A redemption (VW-API-02) sells the units at the day's net value
 * and pays in the same request; so there is nothing on its way to show an arrival for. The list exists so the
 * per-status coverage test fails the day one is added.
 */
export const WEALTH_PENDING_STATUSES = [] as const;

/** A wealth redemption arrives when it is made. */
export function wealthRedemptionArrival(requestedAt: number): ArrivalBounds {
  return { expected: requestedAt, latestBy: requestedAt };
}
