/** The launchpool eligibility (staking-cap) dialog (LP-ELIG, DEC-19); the ladder's own words are kitSchedules'. */
export const launchpoolEligibility = {
  'launchpoolEligibility.title': 'Eligibility and staking cap',
  'launchpoolEligibility.intro': 'Your staking cap in a pool grows with your trading volume in USD.',
  'launchpoolEligibility.pools': 'Reward pools',
  'launchpoolEligibility.loading': 'Loading the tiers',
  'launchpoolEligibility.noPools': 'This project has no reward pools',
  'launchpoolEligibility.noLadder': 'This pool has no trading-volume tiers: its cap does not depend on your volume',
  'launchpoolEligibility.guest': 'Log in to see your trading volume and your tier',
  'launchpoolEligibility.futures': 'Trade futures',
  'launchpoolEligibility.spot': 'Trade spot',
} as const;
