/** The user's launchpool records (LP-LIST-01..03): stakes and rewards, as a table or cards. */
export const launchpoolRecords = {
  'launchpoolRecords.title': 'My launchpool records',
  'launchpoolRecords.tabs': 'Records',
  'launchpoolRecords.tab.stakes': 'Stakes',
  'launchpoolRecords.tab.rewards': 'Rewards',
  'launchpoolRecords.list.stakes': 'Stake records',
  'launchpoolRecords.list.rewards': 'Reward records',
  'launchpoolRecords.column.time': 'Time',
  'launchpoolRecords.column.project': 'Project',
  'launchpoolRecords.column.pool': 'Pool',
  'launchpoolRecords.column.type': 'Type',
  'launchpoolRecords.column.amount': 'Amount',
  'launchpoolRecords.column.reward': 'Reward',
  'launchpoolRecords.kind.stake': 'Stake',
  'launchpoolRecords.kind.redeem': 'Redeem',
  'launchpoolRecords.pool': '{coin} pool',
} as const;
