export { preloadStakingHoldings, StakingHoldings } from './StakingHoldings';
export type { StakingHoldingsProps } from './StakingHoldings';
