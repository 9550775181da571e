import type { ArrivalBounds } from '../shared/arrival';

/**
 * The pending states of launchpool money: none. A redemption (LP-API-12) is paid in the same request, to spot,
 * Simple Earn or staking, and a stake is never locked past its redemption; so there is nothing on its way to
 * show an arrival for. The list exists so the per-status coverage test fails the day one is added.
 */
export const LAUNCHPOOL_PENDING_STATUSES = [] as const;

/** A launchpool redemption arrives when it is made (LP-REDEEM-14: 'redeem success' at once). */
export function launchpoolRedemptionArrival(requestedAt: number): ArrivalBounds {
  return { expected: requestedAt, latestBy: requestedAt };
}
