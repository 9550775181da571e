// Message keys the product list's rules return: the VIP access notice and the upgrade ways (see messageKeys.ts).

/** Message keys of the VIP access notice (SE-VIP). */
export const VipMessageKey = {
  exclusive: 'simpleEarn.vip.exclusive',
  upgrade: 'simpleEarn.vip.upgrade',
  range: 'simpleEarn.vip.range',
} as const;

/** Upgrade-way hints by recommend_type (SE-DATA-19, SE-DATA-20). */
export const UpgradeWayMessageKey = {
  holdPlatformToken: 'simpleEarn.upgradeWay.holdPlatformToken',
  holdAssets: 'simpleEarn.upgradeWay.holdAssets',
  tradeVolume: 'simpleEarn.upgradeWay.tradeVolume',
} as const;
