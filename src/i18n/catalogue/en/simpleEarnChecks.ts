/**
 * Strings of Simple Earn the subscribe and redeem checks return (validation errors, pre-check notices, SE-SUB and
 * SE-REDEEM): carried by the dialogs and whatever shows their answers, not by the lists.
 */
export const simpleEarnChecks = {
  'finances.simpleEarn.minPurchaseAmount': 'Minimum purchase amount: {amount} {coin}',
  'simpleEarn.subscribe.insufficientBalance': 'Insufficient balance',
  'simpleEarn.subscribe.remainingQuotaLessThanAmount': 'Your remaining quota is less than the minimum purchase amount',
  'simpleEarn.subscribe.individualRemainingQuota': 'Individual remaining quota: {amount} {coin}',
  'simpleEarn.voucher.minPurchase': 'Minimum purchase for this voucher: {amount} {coin}',
  'simpleEarn.voucher.maxPurchase': 'Maximum purchase for this voucher: {amount} {coin}',
  'simpleEarn.subscribe.roundedDown': 'Subscriptions use up to 6 decimals; {amount} will be subscribed',
  'simpleEarn.subscribe.soldOutWarning': 'This product is sold out. Please choose another term.',
  'simpleEarn.subscribe.submit': 'Subscribe',
  'lend_earn.notsubscribe.toast': 'Your funds are locked in the unified account; subscription is unavailable for now',
  'simple.event.ineligible': 'You are not eligible for this event product',
  'redeem.number.minLimit': 'Minimum redemption amount: {amount}',
  'simpleEarn.redeem.overRedeemable': 'You can redeem at most {amount} {coin}',
  'simpleEarn.redeem.tooManyDecimals': 'Enter at most {decimals} decimals',
  'simpleEarn.redeem.borrowedRulesNote':
    'Most of this coin is currently lent out. Large redemptions follow the borrowed-funds rules and may take longer.',
  'lend_earn.notredeem.toast': 'Your funds are locked in the unified account; redemption is unavailable for now',
} as const;
