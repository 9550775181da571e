export { StakingStakeFlow } from './StakingStakeFlow';
export type { StakingStakeFlowProps } from './StakingStakeFlow';
export {
  canStartStakingStake,
  initialStakingStakeState,
  isStakingEditing,
  isStakingSubmitting,
  stakingStakeReducer,
  stakingStakeValidation,
} from './stakingStakeFlow.reducer';
export type {
  StakingStakeContext,
  StakingStakeEvent,
  StakingStakePhase,
  StakingStakeReceipt,
  StakingStakeState,
  StakingStakeView,
} from './stakingStakeFlow.reducer';
