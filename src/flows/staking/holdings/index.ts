export { StakingHoldings } from './StakingHoldings';
export type { StakingHoldingsProps } from './StakingHoldings';
