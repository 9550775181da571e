export { DualEarnOrders } from './DualEarnOrders';
export type { DualEarnOrdersProps } from './DualEarnOrders';
