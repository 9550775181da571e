export { WealthRedeemFlow } from './WealthRedeemFlow';
export type { WealthRedeemFlowProps, WealthRedeemHolding } from './WealthRedeemFlow';
export {
  canSubmitWealthRedeem,
  initialWealthRedeemFlowState,
  wealthRedeemFlowReducer,
  wealthRedeemValidation,
} from './wealthRedeemFlow.reducer';
export type { WealthRedeemFlowEvent, WealthRedeemFlowState, WealthRedeemPhase } from './wealthRedeemFlow.reducer';
