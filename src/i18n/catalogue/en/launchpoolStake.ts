/** The launchpool stake modal (LaunchpoolStakeFlow): its title, info rows, notices and the 5-point notes. */
export const launchpoolStake = {
  'launchpoolStake.title': 'Stake {coin}',
  'launchpoolStake.pools': 'Reward pools',
  'launchpoolStake.amount': 'Stake amount',
  'launchpoolStake.remainingQuota': 'Remaining quota',
  'launchpoolStake.staked': 'Staked',
  'launchpoolStake.minimum': 'Minimum per user',
  'launchpoolStake.maximum': 'Maximum per user',
  'launchpoolStake.noLimit': 'No limit',
  'launchpoolStake.apr': 'APR',
  'launchpoolStake.startNotice': 'The event starts at {time}. Rewards accrue from then on.',
  'launchpoolStake.notes': 'Notes',
  'launchpoolStake.notesTitle': 'Before you stake',
  'launchpoolStake.note1':
    'Rewards are worked out every hour from the amount you have staked, and are paid in the project coin.',
  'launchpoolStake.note2':
    'When the event ends, your staked coins go to the redemption destination you chose: Simple Earn, staking or your spot account.',
  'launchpoolStake.note3':
    'A fixed-term Simple Earn destination holds your coins until the term matures: it cannot be redeemed early.',
  'launchpoolStake.note4': 'Newcomer pools are open only to users who have never staked in Launchpool before.',
  'launchpoolStake.note5':
    'Each pool has a minimum and a maximum per user and a total quota. Once the quota is used up, nobody can stake more in that pool.',
  'launchpoolStake.login': 'Log in to stake',
  'launchpoolStake.destination': 'Redemption destination',
  'launchpoolStake.amountRow': 'Amount',
  'launchpoolStake.fundsSources': 'Ways to get {coin}',
} as const;
