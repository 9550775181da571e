/** Strings of the rate alert list before it lists an alert (issue 17, P-49): its heading and empty state. */
export const rateAlertList = {
  'rateAlerts.list.title': 'Rate alerts',
  'rateAlerts.list.empty': 'No rate alerts yet',
  'rateAlerts.list.emptyHint':
    'Set an alert on a flexible holding to hear when its APR falls. Coins left unlent because your minimum APR is above the market are reported here too.',
} as const;
