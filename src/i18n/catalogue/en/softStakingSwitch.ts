/** Strings of the soft staking modal (SS-SWITCH): activate with the terms, or close. */
export const softStakingSwitch = {
  'softStakingSwitch.activate.title': 'Activate soft staking',
  'softStakingSwitch.activate.body':
    'Earn staking rewards on {coin} you keep in your account, without locking it. You can close soft staking at any time.',
  'softStakingSwitch.terms': 'I have read and agree to the Soft Staking User Agreement',
  'softStakingSwitch.agreement': 'Soft Staking User Agreement',
  'softStakingSwitch.close.title': 'Close soft staking?',
  'softStakingSwitch.close.body': 'If you stop earning, {coin} in your account no longer earns soft staking rewards.',
  'softStakingSwitch.activated': 'Soft staking is on',
  'softStakingSwitch.closed': 'Soft staking is off',
} as const;
