export { LaunchpoolRedeemFlow, REDEEM_TOAST_ID } from './LaunchpoolRedeemFlow';
export type { LaunchpoolRedeemFlowProps } from './LaunchpoolRedeemFlow';
export {
  canStartLaunchpoolRedeem,
  initialLaunchpoolRedeemState,
  launchpoolRedeemReducer,
  launchpoolRedeemValidation,
} from './redeemFlow.reducer';
export type {
  LaunchpoolRedeemReceipt,
  LaunchpoolRedeemContext,
  LaunchpoolRedeemEvent,
  LaunchpoolRedeemPhase,
  LaunchpoolRedeemState,
} from './redeemFlow.reducer';
