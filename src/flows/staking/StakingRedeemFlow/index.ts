export { STAKING_REDEEM_TOAST_ID, StakingRedeemFlow } from './StakingRedeemFlow';
export type { StakingRedeemFlowProps, StakingRedeemSuccess } from './StakingRedeemFlow';
export {
  canConfirmStakingRedeem,
  initialStakingRedeemState,
  stakingRedeemReducer,
  stakingRedeemValidation,
} from './stakingRedeem.reducer';
export type {
  StakingRedeemContext,
  StakingRedeemEvent,
  StakingRedeemPhase,
  StakingRedeemRequest,
  StakingRedeemState,
} from './stakingRedeem.reducer';
