/**
 * Strings of the holdings list (SE-HOLD) and what the history shares with it (the tabs, the columns, Log in); the
 * history's and the interest logs' own are in `holdingsHistory.ts`, the detail panels' in `holdingDetail.ts` and
 * `holdingPanels.ts`, auto-earn's in `autoEarnFlows.ts`.
 */
export const holdingsFlows = {
  'holdingsFlows.holdings.title': 'My holdings',
  'holdingsFlows.holdings.tabs': 'Holdings',
  'holdingsFlows.tab.flexible': 'Flexible',
  'holdingsFlows.tab.fixed': 'Fixed',
  'holdingsFlows.holdings.flexibleList': 'Flexible holdings',
  'holdingsFlows.holdings.fixedList': 'Fixed holdings',
  'holdingsFlows.holdings.singleOrder': 'Selected order',
  'holdingsFlows.holdings.singleOrderMissing': 'This order could not be found',
  'holdingsFlows.holdings.guest': 'Log in to see your holdings',
  'holdingsFlows.login': 'Log in',
  'holdingsFlows.column.coin': 'Coin',
  'holdingsFlows.column.principal': 'Principal',
  'holdingsFlows.column.cumulativeInterest': 'Cumulative interest',
  'holdingsFlows.column.estimatedApr': 'Est. APR',
  'holdingsFlows.column.apr': 'APR',
  'holdingsFlows.column.term': 'Term',
  'holdingsFlows.column.estimatedInterest': 'Est. interest',
  'holdingsFlows.column.subscriptionTime': 'Subscription time',
  'holdingsFlows.column.redemptionTime': 'Redemption time',
  'holdingsFlows.column.status': 'Status',
  'holdingsFlows.column.actions': 'Actions',
  'holdingsFlows.termDays': '{days} days',
  'holdingsFlows.details': 'Details',
  'holdingsFlows.detailsOf': '{coin} holding details',
  'holdingsFlows.history.title': 'History',
} as const;
