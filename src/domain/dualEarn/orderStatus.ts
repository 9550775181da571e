/** Dual-earn order statuses (DE-ORDER-02), exactly as the API spells them. */
export const DUAL_EARN_ORDER_STATUSES = [
  'INIT',
  'PROCESSING',
  'SETTLEMENT_SUCCESS',
  'SETTLEMENT_PROCESSING',
  'SETTLEMENT_FAILED',
  'CANCELING',
  'CANCELED',
  'EXPIRED',
  'FAILED',
  'INTERNAL_ERROR',
] as const;
/** One dual-earn order status. */
export type DualEarnOrderStatus = (typeof DUAL_EARN_ORDER_STATUSES)[number];

/** The message key of a status label, in the 'wealth' namespace. */
export type DualEarnStatusLabelKey = `dualEarn.status.${DualEarnOrderStatus}`;

/**
 * The statuses after which an order no longer changes. The spec lists the statuses without their
 * meaning; this reading takes every success, failure, cancel and expiry as final.
 */
export const DUAL_EARN_FINAL_STATUSES: readonly DualEarnOrderStatus[] = [
  'SETTLEMENT_SUCCESS',
  'SETTLEMENT_FAILED',
  'CANCELED',
  'EXPIRED',
  'FAILED',
  'INTERNAL_ERROR',
];

/**
 * The status of a dual-earn order as the API sent it (DE-ORDER-01, DE-ORDER-02), or null for a value
 * outside the list, so an unknown status shows as unknown rather than as a wrong label.
 */
export function dualEarnOrderStatusOf(value: string): DualEarnOrderStatus | null {
  const text = value.trim().toUpperCase();
  return (DUAL_EARN_ORDER_STATUSES as readonly string[]).includes(text) ? (text as DualEarnOrderStatus) : null;
}

/** The label key of a status (DE-ORDER-02). */
export function dualEarnStatusLabel(status: DualEarnOrderStatus): DualEarnStatusLabelKey {
  return `dualEarn.status.${status}`;
}

/** True once the order can no longer change (DE-ORDER-02), so a detail view stops refreshing it. */
export function isDualEarnOrderFinal(status: DualEarnOrderStatus): boolean {
  return DUAL_EARN_FINAL_STATUSES.includes(status);
}

/** What a status says at a glance (DEC-30): settled, in progress, cancelled or failed; a tag's colour shows it. */
export type DualEarnStatusGroup = 'settled' | 'inProgress' | 'cancelled' | 'failed';

const STATUS_GROUPS: Readonly<Record<DualEarnOrderStatus, DualEarnStatusGroup>> = {
  INIT: 'inProgress',
  PROCESSING: 'inProgress',
  SETTLEMENT_PROCESSING: 'inProgress',
  SETTLEMENT_SUCCESS: 'settled',
  // Cancelling and expired orders end without settling and give the principal back: neither failed nor settled.
  CANCELING: 'cancelled',
  CANCELED: 'cancelled',
  EXPIRED: 'cancelled',
  SETTLEMENT_FAILED: 'failed',
  FAILED: 'failed',
  INTERNAL_ERROR: 'failed',
};

/** The group of a status (DEC-30, DE-ORDER-02). */
export function dualEarnStatusGroup(status: DualEarnOrderStatus): DualEarnStatusGroup {
  return STATUS_GROUPS[status];
}
