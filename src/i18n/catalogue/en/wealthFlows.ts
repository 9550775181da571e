/** Strings of the VIP wealth subscribe-more and redeem modals (VW-SUB-*, VW-REDEEM-*). */
export const wealthFlows = {
  'wealthFlows.subscribe.title': 'Subscribe more {coin}',
  'wealthFlows.subscribe.amountLabel': 'Subscription amount',
  'wealthFlows.subscribe.available': 'Available',
  'wealthFlows.subscribe.minimum': 'Minimum subscription',
  'wealthFlows.subscribe.disclaimer': 'I have read and agree to the disclaimer',
  'wealthFlows.subscribe.disclaimerLink': 'Read the disclaimer',
  'wealthFlows.subscribe.confirm': 'Subscribe',
  'wealthFlows.subscribe.success': 'Subscribed successfully',
  'wealthFlows.redeem.title': 'Redeem {coin}',
  'wealthFlows.redeem.unitsLabel': 'Units to redeem',
  'wealthFlows.redeem.redeemable': 'Redeemable units',
  'wealthFlows.redeem.estimated': 'Estimated value',
  'wealthFlows.redeem.confirm': 'Redeem',
  'wealthFlows.redeem.success': 'Redeemed successfully',
} as const;
