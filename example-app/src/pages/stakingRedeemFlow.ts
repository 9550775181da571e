// The redeem dialog alone, so the staking detail page can load it lazily (see subscribeFlow.ts).
export { StakingRedeemFlow } from 'earnkit/flows';
