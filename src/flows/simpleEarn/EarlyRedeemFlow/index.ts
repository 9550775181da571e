export { EarlyRedeemFlow } from './EarlyRedeemFlow';
export type { EarlyRedeemFlowProps } from './EarlyRedeemFlow';
export {
  canStartEarlyRedeem,
  earlyRedeemFlowReducer,
  earlyRedeemUnavailableKey,
  initialEarlyRedeemFlowState,
} from './earlyRedeemFlow.reducer';
export type { EarlyRedeemFlowEvent, EarlyRedeemFlowState, EarlyRedeemPhase } from './earlyRedeemFlow.reducer';
