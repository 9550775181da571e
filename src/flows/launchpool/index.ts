// Launchpool flows: each screen adds its own export line here.
export * from './LaunchpoolStakeFlow';
export * from './LaunchpoolRedeemFlow';
export * from './EligibilityDialog';
export * from './LaunchpoolNotifications';
export * from './LaunchpoolShare';
export * from './LaunchpoolRecords';
