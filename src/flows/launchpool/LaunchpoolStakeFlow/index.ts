export { LaunchpoolStakeFlow } from './LaunchpoolStakeFlow';
export type { LaunchpoolStakeFlowProps } from './LaunchpoolStakeFlow';
export {
  canStartStake,
  initialStakeFlowState,
  isStakeEditing,
  isStakeSubmitting,
  needsPoolRuleCheck,
  stakeFlowReducer,
  stakeValidation,
} from './stakeFlow.reducer';
export type {
  LaunchpoolStakeReceipt,
  StakeContext,
  StakeFlowEvent,
  StakeFlowPhase,
  StakeFlowState,
} from './stakeFlow.reducer';
