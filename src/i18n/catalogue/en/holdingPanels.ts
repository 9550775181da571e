/**
 * Strings of the holding detail panels past the flexible panel's first view (HD-FIXED, the switches, the real-time
 * APR, subscribe again): apart from `holdingsFlows.ts`, so that the holdings list does not carry them.
 */
export const holdingPanels = {
  'holdingsFlows.detail.estimatedInterest': 'Est. interest',
  'holdingsFlows.detail.term': 'Term',
  'holdingsFlows.detail.apr': 'APR',
  'holdingsFlows.detail.productApr': 'Product APR',
  'holdingsFlows.detail.bonus': 'Bonus',
  'holdingsFlows.detail.bonusTiers': 'Up to {rate} in {coin}',
  'holdingsFlows.detail.subscriptionTime': 'Subscription time',
  'holdingsFlows.detail.redemptionReceivedTime': 'Redemption received time',
  'holdingsFlows.detail.redeemTo': 'Redeem to',
  'holdingsFlows.detail.orderId': 'Order ID',
  'holdingsFlows.detail.copyOrderId': 'Copy order ID',
  'holdingsFlows.detail.copied': 'Order ID copied',
  'holdingsFlows.detail.autoReinvest': 'Auto-reinvest',
  'holdingsFlows.detail.autoReinvestDescription':
    'Subscribe the principal and interest to the same term again at maturity',
  'holdingsFlows.detail.redeemToUpdated': 'Redeem-to account updated',
  'holdingsFlows.detail.subscribe': 'Subscribe',
  'holdingsFlows.detail.realtimeApr': 'Real-time APR',
} as const;
