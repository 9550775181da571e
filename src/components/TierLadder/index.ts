export { TierLadder } from './TierLadder';
export type { TierLadderProps } from './TierLadder';
export { LadderAprTable } from './LadderAprTable';
export type { LadderAprTableProps } from './LadderAprTable';
export { VipDiscountTable } from './VipDiscountTable';
export type { VipDiscountTableProps } from './VipDiscountTable';
export { LadderTable } from './LadderTable';
export type { LadderColumn, LadderRow, LadderTableProps } from './LadderTable';
