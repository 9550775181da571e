/**
 * Strings of a holding's rate alert setting as it first shows (issue 17, P-49): its heading, the market rate, the rule
 * in force and the button that shows its fields. Apart from `rateAlerts.ts` (the fields and the list), which load when
 * shown.
 */
export const rateAlertSetting = {
  'rateAlerts.setting.title': 'Rate alert',
  'rateAlerts.setting.description': 'Get an alert when the market APR of {coin}, now {rate}, falls.',
  /** Shows the alert's fields (the floor, the fall): 'Set alert' with none set, 'Change alert' once set. */
  'rateAlerts.setting.set': 'Set alert',
  'rateAlerts.setting.change': 'Change alert',
  'rateAlerts.setting.current': 'Alert set: below {floor}, or a fall of {drop}',
  'rateAlerts.setting.none': 'No alert set',
} as const;
