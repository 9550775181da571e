/**
 * Strings of the auto-earn card (AE-CARD, and a coin's switch on a holding's detail, HD-FLEX-08), which pages show
 * before anyone asks for the settings or a change: apart from `autoEarnFlows.ts`, whose settings and confirm dialog
 * load when opened.
 */
export const autoEarnCard = {
  'holdingsFlows.autoEarn.cardTitle': 'Auto-earn',
  'holdingsFlows.autoEarn.cardDescription': 'Subscribe idle balances to Simple Earn flexible automatically.',
  'holdingsFlows.autoEarn.enabling': 'Enabling',
  'holdingsFlows.autoEarn.setUp': 'Set up',
  'holdingsFlows.autoEarn.enable': 'Enable',
  'holdingsFlows.autoEarn.coinSwitch': 'Auto-earn {coin}',
} as const;
