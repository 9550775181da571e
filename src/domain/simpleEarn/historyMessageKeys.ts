// The timeline's and the history's keys are modules of their own: every Simple Earn page reads some keys of
// messageKeys.ts, and only the pages that show a timeline or the history need these.

/** History labels: record types (SE-HIST-03), modes and sources. */
export const HistoryMessageKey = {
  lend: 'simpleEarn.history.type.lend',
  redeem: 'simpleEarn.history.type.redeem',
  interest: 'simpleEarn.history.type.interest',
  bonus: 'simpleEarn.history.type.bonus',
  rateUp: 'simpleEarn.history.type.rateUp',
  unifiedRedeem: 'simpleEarn.history.mode.unifiedRedeem',
  unifiedLiquidation: 'simpleEarn.history.mode.unifiedLiquidation',
  cryptoLiquidation: 'simpleEarn.history.mode.cryptoLiquidation',
  autoEarn: 'simpleEarn.history.mode.autoEarn',
  launchPool: 'simpleEarn.history.mode.launchPool',
  afterLiquidation: 'simpleEarn.history.mode.afterLiquidation',
  lockAuto: 'simpleEarn.history.mode.lockAuto',
  convertToRegular: 'simpleEarn.history.mode.convertToRegular',
  autoReinvest: 'simpleEarn.history.mode.autoReinvest',
  spotRedeem: 'simpleEarn.history.mode.spotRedeem',
  launchpad: 'simpleEarn.history.source.launchpad',
  launchpool: 'simpleEarn.history.source.launchpool',
} as const;
