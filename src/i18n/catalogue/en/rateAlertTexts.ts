/**
 * The texts of the rate alerts (issue 17, P-49), which the provider tells as each alert is made and the list shows.
 * Apart from `rateAlerts.ts` (the setting's fields and the list), so the provider carries only these.
 */
export const rateAlertTexts = {
  'rateAlerts.alert.floor': '{coin} APR fell below {threshold}: now {rate}',
  'rateAlerts.alert.drop': '{coin} APR fell more than {drop} from {reference}: now {rate}',
  'rateAlerts.alert.notLent':
    'Your {coin} was not lent this hour: your minimum APR {threshold} is above the market APR {rate}',
} as const;
