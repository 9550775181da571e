// Message keys a Simple Earn order's rules return: the fixed order's tips and badge, the reinvest toasts and the
// minimum-APR limits (see messageKeys.ts).

/** Message keys of the minimum-APR edit (SE-APR). */
export const MinimumAprMessageKey = {
  max: 'simpleEarn.maxAPR',
  min: 'simpleEarn.minAPR',
  tip: 'simpleEarn.minimumApr.tip',
} as const;

/** Tooltip keys of a disabled fixed-order action (SE-TIP) and the order badge (DEC-09). */
export const FixedOrderMessageKey = {
  earlyRedeemNotSupported: 'simpleEarn.tip.earlyRedeemNotSupported',
  alreadyRedeemed: 'simpleEarn.tip.alreadyRedeemed',
  lessThanOneHour: 'simpleEarn.tip.lessThanOneHour',
  autoRenewNotSupported: 'simpleEarn.tip.autoRenewNotSupported',
  autoTransferNotSupported: 'simpleEarn.tip.autoTransferNotSupported',
  holding: 'simpleEarn.order.holding',
  redeeming: 'simpleEarn.order.redeeming',
} as const;

/** Toasts of a successful reinvest change (SE-REINV-09). */
export const ReinvestMessageKey = {
  enabled: 'simpleEarn.reinvest.enabled',
  disabled: 'simpleEarn.reinvest.disabled',
} as const;
