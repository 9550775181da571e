/**
 * Strings of a Simple Earn order the holdings show: the fixed order's badge (DEC-09) and why an action is disabled
 * (SE-TIP), the auto-reinvest toasts (SE-REINV-09) and the minimum-APR edit's limits (SE-APR).
 */
export const simpleEarnOrders = {
  'simpleEarn.tip.earlyRedeemNotSupported': 'This product does not support early redemption',
  'simpleEarn.tip.alreadyRedeemed': 'This order has already been redeemed',
  'simpleEarn.tip.lessThanOneHour': 'Less than 1 hour left before maturity; changes are no longer possible',
  'simpleEarn.tip.autoRenewNotSupported': 'This product does not support auto-renew',
  'simpleEarn.tip.autoTransferNotSupported': 'This product does not support auto-transfer',
  'simpleEarn.order.holding': 'Holding',
  'simpleEarn.order.redeeming': 'Redeeming',
  'simpleEarn.reinvest.enabled': 'Auto-reinvest enabled',
  'simpleEarn.reinvest.disabled': 'Auto-reinvest disabled',
  'simpleEarn.maxAPR': 'The minimum lending APR cannot be higher than {number}%',
  'simpleEarn.minAPR': 'The minimum lending APR cannot be lower than {number}%',
  'simpleEarn.minimumApr.tip': 'Your coins are lent only at or above your minimum APR, which can be at most {number}%.',
} as const;
