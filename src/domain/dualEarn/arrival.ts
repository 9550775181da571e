import { MINUTE_MS } from '../shared/constants';
import type { ArrivalBounds } from '../shared/arrival';
import { DUAL_EARN_ORDER_STATUSES, isDualEarnOrderFinal, type DualEarnOrderStatus } from './orderStatus';

/** From the settle time to the money in the user's account: the window of SETTLEMENT_PROCESSING (DE-ORDER-02). */
export const DUAL_EARN_SETTLEMENT_WINDOW_MS = 30 * MINUTE_MS;

/** The statuses of an order whose money is still on its way: every status that is not final (DE-ORDER-02). */
export const DUAL_EARN_PENDING_STATUSES: readonly DualEarnOrderStatus[] = DUAL_EARN_ORDER_STATUSES.filter(
  (status) => !isDualEarnOrderFinal(status),
);

/**
 * A dual-earn order's settlement (DEC-30): whatever the order ends as (settled, failed, cancelled, expired), its
 * money goes back within the settlement window after its settle time; expected and latest are that moment. Null
 * for a final status, or an order without a settle time.
 */
export function dualEarnOrderArrival(order: {
  readonly status: DualEarnOrderStatus;
  readonly settleAt: number | null;
}): ArrivalBounds | null {
  if (isDualEarnOrderFinal(order.status) || order.settleAt === null) return null;
  const at = order.settleAt + DUAL_EARN_SETTLEMENT_WINDOW_MS;
  return { expected: at, latestBy: at };
}
