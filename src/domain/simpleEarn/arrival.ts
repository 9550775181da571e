import { settlementHourAfter, type ArrivalBounds } from '../shared/arrival';
import { REDEMPTION_ARRIVAL_DELAY_MS, ReinvestStatus } from './constants';
import { fixedOrderBadge, type FixedOrderBadge } from './fixedOrder';
import type { FixedHolding } from './models';

/** The pending states of a flexible holding: a redemption waiting for the hour's settlement (frozen_status 1). */
export const FLEXIBLE_PENDING_STATUSES = ['redeeming'] as const;
export type FlexiblePendingStatus = (typeof FLEXIBLE_PENDING_STATUSES)[number];

/**
 * The pending states of a fixed order, as its badge reads them (DEC-09): a holding order is on its way to
 * maturity, a redeeming one to its payout. Both arrive at the same time.
 */
export const FIXED_PENDING_STATUSES = ['holding', 'redeeming'] as const satisfies readonly FixedOrderBadge['kind'][];
export type FixedPendingStatus = (typeof FIXED_PENDING_STATUSES)[number];

/**
 * A flexible redemption (SE-REDEEM-10): the exchange pays pending flexible redemptions at its hourly settlement
 * run, so the money arrives on the first whole hour after `now` (the holding shows no request time; a request
 * still pending at `now` has not been through a run since). Expected and latest are the same hour.
 */
export function flexibleRedemptionArrival(now: number): ArrivalBounds {
  const hour = settlementHourAfter(now);
  return { expected: hour, latestBy: hour };
}

/**
 * A fixed order's maturity payout (SE-TIMELINE-06, HD-CALC-01): about 30 minutes after finish_time, which is the
 * latest too (the payout run is part of the exchange's half-hour steps). Null when auto-reinvest is on: the
 * principal moves into the next subscription and never arrives (SE-TIMELINE-08).
 */
export function fixedOrderArrival(
  order: Pick<FixedHolding, 'finishTime' | 'reinvestStatus' | 'status'>,
): ArrivalBounds | null {
  if (order.reinvestStatus === ReinvestStatus.on && fixedOrderBadge(order.status).kind === 'holding') return null;
  const at = order.finishTime + REDEMPTION_ARRIVAL_DELAY_MS;
  return { expected: at, latestBy: at };
}
