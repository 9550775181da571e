/**
 * Strings of the auto-earn flows (AE-*: the settings and the confirm; the card's are in `autoEarnCard.ts`), under the
 * holdings flows' key prefix where they began. A file of their own, so the auto-earn card on the Simple Earn home does
 * not carry the holdings strings with it.
 */
export const autoEarnFlows = {
  'holdingsFlows.autoEarn.enableTitle': 'Enable auto-earn?',
  'holdingsFlows.autoEarn.disableTitle': 'Disable auto-earn?',
  'holdingsFlows.autoEarn.enableBody':
    'Idle {coin} in your spot account will be subscribed to Simple Earn flexible automatically.',
  'holdingsFlows.autoEarn.disableBody': 'Idle {coin} will no longer be subscribed to Simple Earn automatically.',
  'holdingsFlows.autoEarn.everyCoin': 'balances of every coin',
  'holdingsFlows.autoEarn.settingsTitle': 'Auto-earn settings',
  'holdingsFlows.autoEarn.allCoins': 'Auto-earn for all coins',
  'holdingsFlows.autoEarn.enabledOnly': 'Enabled only',
  'holdingsFlows.autoEarn.search': 'Search coin',
  'holdingsFlows.autoEarn.noResults': 'No results',
  'holdingsFlows.autoEarn.coins': 'Auto-earn coins',
  'holdingsFlows.autoEarn.column.coin': 'Coin',
  'holdingsFlows.autoEarn.column.apr': 'Est. APR',
  'holdingsFlows.autoEarn.column.switch': 'Auto-earn',
  'holdingsFlows.autoEarn.sortApr': 'Sort by est. APR',
  'holdingsFlows.autoEarn.expand': 'Show more',
  'holdingsFlows.autoEarn.viewMore': 'View more',
} as const;
