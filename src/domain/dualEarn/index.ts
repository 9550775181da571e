// Dual earn domain: the order status set and its labels (DE-*).
export {
  DUAL_EARN_FINAL_STATUSES,
  DUAL_EARN_ORDER_STATUSES,
  dualEarnOrderStatusOf,
  dualEarnStatusGroup,
  dualEarnStatusLabel,
  isDualEarnOrderFinal,
} from './orderStatus';
export type { DualEarnOrderStatus, DualEarnStatusGroup, DualEarnStatusLabelKey } from './orderStatus';
export { DUAL_EARN_PENDING_STATUSES, DUAL_EARN_SETTLEMENT_WINDOW_MS, dualEarnOrderArrival } from './arrival';
