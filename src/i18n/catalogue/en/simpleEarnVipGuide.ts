/**
 * Strings of the VIP upgrade guide (SE-VIP-01): the dialog and the upgrade way the exchange recommends
 * (SE-DATA-19, SE-DATA-20). Loaded with the guide, not with the product list.
 */
export const simpleEarnVipGuide = {
  'simpleEarnHome.vipGuide.title': 'Upgrade to VIP {level}',
  'simpleEarnHome.vipGuide.body':
    'This product is open to VIP {level} and above. Upgrade your VIP level to subscribe to it.',
  'simpleEarnHome.vipGuide.action': 'Upgrade now',
  'simpleEarnHome.vipGuide.later': 'Later',
  'simpleEarn.upgradeWay.holdPlatformToken': 'Hold {value} {asset} to upgrade your VIP level',
  'simpleEarn.upgradeWay.holdAssets': 'Hold assets worth {value} {asset} to upgrade your VIP level',
  'simpleEarn.upgradeWay.tradeVolume': 'Trade {value} {asset} in volume to upgrade your VIP level',
} as const;
