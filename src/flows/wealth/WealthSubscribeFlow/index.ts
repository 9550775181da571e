export { WEALTH_DISCLAIMER_PATH, WealthSubscribeFlow } from './WealthSubscribeFlow';
export type { WealthSubscribeFlowProps } from './WealthSubscribeFlow';
export {
  canSubmitWealthSubscribe,
  initialWealthSubscribeFlowState,
  wealthSubscribeFlowReducer,
  wealthSubscribeValidation,
} from './wealthSubscribeFlow.reducer';
export type {
  WealthSubscribeContext,
  WealthSubscribeFlowEvent,
  WealthSubscribeFlowState,
  WealthSubscribePhase,
} from './wealthSubscribeFlow.reducer';
