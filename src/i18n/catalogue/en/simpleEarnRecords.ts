/**
 * Simple Earn's record labels returned by the domain: the steps of a subscribe or redeem timeline and the history's
 * record types, modes and sources. Shown by the redeem timeline, the history and the earn export, not by the product
 * list or the holdings, which carry the rest of the domain's strings (simpleEarn).
 */
export const simpleEarnRecords = {
  'simpleEarn.timeline.subscription': 'Subscription time',
  'simpleEarn.timeline.interestStart': 'Interest starts',
  'simpleEarn.timeline.interestReceived': 'Interest received',
  'simpleEarn.timeline.redemption': 'Redemption',
  'simpleEarn.timeline.maturity': 'Maturity',
  'simpleEarn.timeline.redemptionArrival': 'Redemption arrives',
  'simpleEarn.timeline.nextSubscription': 'Next subscription time',
  'simpleEarn.timeline.redeemSubmit': 'Redemption submitted',
  'simpleEarn.timeline.immediate': 'Immediately',
  'simpleEarn.history.type.lend': 'Lend',
  'simpleEarn.history.type.redeem': 'Redeem',
  'simpleEarn.history.type.interest': 'Interest',
  'simpleEarn.history.type.bonus': 'Bonus',
  'simpleEarn.history.type.rateUp': 'Rate-up',
  'simpleEarn.history.mode.unifiedRedeem': 'Unified account redemption',
  'simpleEarn.history.mode.unifiedLiquidation': 'Unified account liquidation',
  'simpleEarn.history.mode.cryptoLiquidation': 'Crypto loan liquidation',
  'simpleEarn.history.mode.autoEarn': 'Auto-earn',
  'simpleEarn.history.mode.launchPool': 'Launchpool',
  'simpleEarn.history.mode.afterLiquidation': 'After liquidation',
  'simpleEarn.history.mode.lockAuto': 'Auto-locked',
  'simpleEarn.history.mode.convertToRegular': 'Converted to regular',
  'simpleEarn.history.mode.autoReinvest': 'Auto-reinvest',
  'simpleEarn.history.mode.spotRedeem': 'Redeemed to spot',
  'simpleEarn.history.source.launchpad': 'Launchpad',
  'simpleEarn.history.source.launchpool': 'Launchpool',
} as const;
