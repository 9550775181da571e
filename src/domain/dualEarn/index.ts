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
