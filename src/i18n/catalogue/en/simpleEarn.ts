/**
 * Strings of Simple Earn the product list shows (SE-ROUTE-01): the sold-out mark and the VIP access notices the domain
 * returns (SE-VIP-02..04). The subscribe and redeem checks are simpleEarnChecks', the orders' badges and tips
 * simpleEarnOrders', the upgrade ways simpleEarnVipGuide', the timelines' steps and the history's labels
 * simpleEarnRecords'.
 */
export const simpleEarn = {
  'simpleEarn.subscribe.soldOut': 'Sold out',
  'simpleEarn.vip.exclusive': 'Exclusive to VIP {min}-{max}. View your VIP benefits',
  'simpleEarn.vip.upgrade': 'Upgrade to VIP {level} to subscribe',
} as const;
