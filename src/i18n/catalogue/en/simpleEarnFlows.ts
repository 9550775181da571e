/**
 * Strings of the Simple Earn flows (src/flows/simpleEarn): the subscribe dialog and its success,
 * ineligible and VIP dialogs; flexible redeem, cancel redemption and early redeem; the APR detail
 * dialog; the auto-renew confirm. Keys the spec names keep its spelling ('modified', 'redeem success').
 */
export const simpleEarnFlows = {
  'simpleEarnFlows.subscribe.title': 'Subscribe {coin}',
  'simpleEarnFlows.subscribe.termLabel': 'Term',
  'simpleEarnFlows.subscribe.transfer': 'Transfer',
  'simpleEarnFlows.subscribe.remainingQuota': 'Individual remaining quota',
  'simpleEarnFlows.subscribe.estimatedDaily': 'Estimated daily interest',
  'simpleEarnFlows.subscribe.estimatedTerm': 'Estimated interest at maturity',
  'simpleEarnFlows.subscribe.apr': 'APR',
  'simpleEarnFlows.subscribe.rulesLabel': 'Rules',
  'simpleEarnFlows.subscribe.tradingRules': 'Trading rules',
  'simpleEarnFlows.subscribe.productRules': 'Product rules',
  'simpleEarnFlows.subscribe.minimumAmount': 'Minimum subscription',
  'simpleEarnFlows.subscribe.maximumAmount': 'Maximum per user',
  'simpleEarnFlows.subscribe.flexibleRules':
    'Flexible savings start earning 1 hour after you subscribe and pay interest every hour. You can redeem at any time and the coins return to your account at once.',
  'simpleEarnFlows.subscribe.fixedRules':
    'Fixed savings lock your coins for {days} days. Interest starts at 00:00 UTC the day after you subscribe; principal and interest are paid at maturity.',
  'simpleEarnFlows.subscribe.reinvest': 'Auto-reinvest',
  'simpleEarnFlows.subscribe.reinvestHint':
    'At maturity, principal and interest are subscribed again to the same term.',
  'simpleEarnFlows.subscribe.preRedeem': 'Early redemption',
  'simpleEarnFlows.subscribe.supported': 'Supported',
  'simpleEarnFlows.subscribe.notSupported': 'Not supported',
  'simpleEarnFlows.subscribe.login': 'Log in to subscribe',
  'simpleEarnFlows.subscribe.vipBenefits': 'View VIP benefits',
  'simpleEarnFlows.subscribe.vipUpgrade': 'Upgrade VIP',
  'simpleEarnFlows.subscribe.vipDenied': 'This product is for VIP levels {range}. Your VIP level is {level}.',
  'simpleEarnFlows.subscribe.ineligibleTitle': 'Not eligible',
  'simpleEarnFlows.subscribe.gotIt': 'Got it',
  'simpleEarnFlows.success.title': 'Subscribed successfully',
  'simpleEarnFlows.success.amount': 'Amount',
  'simpleEarnFlows.success.productType': 'Product type',
  'simpleEarnFlows.success.flexible': 'Flexible',
  'simpleEarnFlows.success.fixed': 'Fixed',
  'simpleEarnFlows.success.term': 'Term',
  'simpleEarnFlows.success.viewHoldings': 'View holdings',
  'simpleEarnFlows.success.subscribeMore': 'Subscribe more',
  'simpleEarnFlows.term.flexible': 'Flexible',
  'simpleEarnFlows.term.days': '{days} days',
  'simpleEarnFlows.redeem.title': 'Redeem {coin}',
  'simpleEarnFlows.redeem.amountLabel': 'Redeem amount',
  'simpleEarnFlows.redeem.redeemable': 'Redeemable',
  'simpleEarnFlows.redeem.redeeming': 'Redeeming',
  'simpleEarnFlows.redeem.cancel': 'Cancel redemption',
  'simpleEarnFlows.redeem.cancelTitle': 'Cancel this redemption?',
  'simpleEarnFlows.redeem.cancelBody': 'The {amount} {coin} being redeemed stays in Simple Earn and keeps earning.',
  'simpleEarnFlows.redeem.keep': 'Keep redeeming',
  'simpleEarnFlows.redeem.cancelled': 'Redemption cancelled',
  'simpleEarnFlows.redeem.confirm': 'Confirm redemption',
  'simpleEarnFlows.redeem.viewHistory': 'View history',
  'simpleEarnFlows.redeem.viewHoldings': 'View holdings',
  'redeem success': 'Redeemed successfully',
  'simpleEarnFlows.early.principal': 'Principal',
  'simpleEarnFlows.early.interest': 'Interest so far',
  'simpleEarnFlows.early.maturity': 'Maturity',
  'simpleEarnFlows.early.notice': 'The order ends now and its principal returns to your account.',
  'simpleEarnFlows.early.confirm': 'Confirm',
  'simpleEarnFlows.apr.title': 'APR details',
  'simpleEarnFlows.apr.tabsLabel': 'APR details',
  'simpleEarnFlows.apr.trendTab': 'Realtime APR trend',
  'simpleEarnFlows.apr.editTab': 'Edit minimum lending APR',
  'simpleEarnFlows.apr.inputLabel': 'Minimum lending APR (%)',
  'simpleEarnFlows.apr.current': 'Current minimum lending APR',
  'simpleEarnFlows.apr.save': 'Save',
  modified: 'Modified',
  'simpleEarnFlows.autoRenew.enableTitle': 'Turn on auto-reinvest?',
  'simpleEarnFlows.autoRenew.disableTitle': 'Turn off auto-reinvest?',
  'simpleEarnFlows.autoRenew.enableBody':
    'At maturity, the principal and interest of this order are subscribed again to the same term.',
  'simpleEarnFlows.autoRenew.disableBody':
    'At maturity, the principal and interest go to the account you chose to redeem to.',
  'simpleEarnFlows.mode.availableTip.spot':
    'What you can subscribe with now: your spot balance of this coin, less what is in open orders.',
  'simpleEarnFlows.mode.availableTip.unified':
    'What you can subscribe with now: the unified account balance of this coin that is not used as margin or in open orders.',
  'simpleEarnFlows.mode.description.spot':
    'Subscriptions are paid from your spot account, and redeemed coins return to it.',
  'simpleEarnFlows.mode.description.unified':
    'Subscriptions are paid from your unified account, and redeemed coins return to it.',
  'simpleEarnFlows.mode.risk.spot':
    'Rates change with lending demand and are not guaranteed. Read the Risk Disclosure Statement before you subscribe.',
  'simpleEarnFlows.mode.risk.unified':
    'Coins in Simple Earn still count towards your unified account: if your margin falls too low, they may be redeemed to cover it. Rates change with lending demand and are not guaranteed.',
  'simpleEarnFlows.mode.upgradedRiskTip':
    'Your account uses a unified account mode, but Simple Earn is not part of it: coins you subscribe leave the unified account and no longer count as margin.',
} as const;
