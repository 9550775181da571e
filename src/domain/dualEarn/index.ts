// Dual earn domain: the order status set and its labels (DE-*).
export {
  DUAL_EARN_FINAL_STATUSES,
  DUAL_EARN_ORDER_STATUSES,
  dualEarnOrderStatusOf,
  dualEarnStatusLabel,
  isDualEarnOrderFinal,
} from './orderStatus';
export type { DualEarnOrderStatus, DualEarnStatusLabelKey } from './orderStatus';
