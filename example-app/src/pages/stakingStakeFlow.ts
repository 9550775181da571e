// The stake dialog alone, so the staking detail page can load it lazily (see subscribeFlow.ts).
export { StakingStakeFlow } from 'earnkit/flows';
