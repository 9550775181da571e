/**
 * Strings of a holding's detail panel before any dialog opens: the two panels' titles and the flexible panel's
 * lines and actions (HD-FLEX). Apart from `holdingsFlows.ts`, so that the flexible detail does not carry the holdings
 * list's and the fixed panel's strings.
 */
export const holdingDetail = {
  'holdingsFlows.flexible.title': 'Simple Earn - Flexible',
  'holdingsFlows.fixed.title': 'Simple Earn - Fixed',
  'holdingsFlows.detail.principal': 'Principal',
  'holdingsFlows.detail.noData': 'No Data',
  'holdingsFlows.detail.cumulativeReturn': 'Cumulative return',
  'holdingsFlows.detail.viewInterest': 'View interest history',
  'holdingsFlows.detail.lent': 'Currently lent out',
  'holdingsFlows.detail.lentTip': 'Updated hourly. Next update: {time}',
  'holdingsFlows.detail.estimatedApr': 'Est. APR',
  'holdingsFlows.detail.showRealtimeApr': 'Show the real-time APR of {coin}',
  'holdingsFlows.detail.nextRateAndBonus': 'Next rate {next} + bonus {bonus}',
  'holdingsFlows.detail.minimumApr': 'Minimum lending APR',
  'holdingsFlows.detail.systemDefault': 'System default',
  'holdingsFlows.detail.editMinimumApr': 'Edit minimum lending APR',
  'holdingsFlows.detail.redeeming': 'Redeeming',
  'holdingsFlows.detail.cancelRedemption': 'Cancel',
  'holdingsFlows.detail.cancelRedemptionLabel': 'Cancel the redemption of {amount} {coin}',
  'holdingsFlows.detail.redeem': 'Redeem',
  'holdingsFlows.detail.subscribeAgain': 'Subscribe again',
} as const;
