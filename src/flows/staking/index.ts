// Staking flows: each screen adds its own export line here.
export * from './StakingRedeemFlow';
export * from './StakingStakeFlow';
export * from './holdings';
