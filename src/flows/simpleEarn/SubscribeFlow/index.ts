export { SUBSCRIBE_TRANSFER_PATH, SubscribeFlow } from './SubscribeFlow';
export type { SubscribeFlowProps } from './SubscribeFlow';
export { SubscribeSuccessDialog } from './SubscribeSuccessDialog';
export type { SubscribeSuccessDialogProps } from './SubscribeSuccessDialog';
export {
  canStartSubscribe,
  initialSubscribeFlowState,
  isSubscribeEditing,
  isSubscribeSubmitting,
  subscribeFlowReducer,
} from './subscribeFlow.reducer';
export type { SubscribeFlowEvent, SubscribeFlowState, SubscribePhase, SubscribeReceipt } from './subscribeFlow.reducer';
export {
  canSubmitSubscription,
  failsVipVerification,
  needsEligibilityCheck,
  selectedTerm,
  subscribeTerms,
  subscribeValidation,
  termEstimateRate,
  termRate,
} from './subscribeTerms';
export type { SubscribeData, SubscribeSelection, SubscribeTerm } from './subscribeTerms';
// The rule lives in the domain; still named here, as earnkit/flows has always exported it.
export { tradeInfoMarket } from '../../../domain/simpleEarn/preChecks';
