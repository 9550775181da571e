export { FlexibleRedeemFlow, REDEEM_HISTORY_PATH } from './FlexibleRedeemFlow';
export type { FlexibleRedeemFlowProps } from './FlexibleRedeemFlow';
export { CancelRedemptionConfirm } from './CancelRedemptionConfirm';
export type { CancelRedemptionConfirmProps } from './CancelRedemptionConfirm';
export {
  canRequestCancel,
  canStartRedeem,
  flexibleRedeemFlowReducer,
  initialFlexibleRedeemFlowState,
  isRedeemBusy,
  redeemValidation,
} from './flexibleRedeemFlow.reducer';
export type {
  FlexibleRedeemFlowEvent,
  FlexibleRedeemFlowState,
  FlexibleRedeemPhase,
  FlexibleRedeemReceipt,
  RedeemHolding,
} from './flexibleRedeemFlow.reducer';
