// Helpers every flow can use: the dialog-flow shell, failure toasts (DEC-07), the success-then-close timer, a phase's
// call once per attempt, the login gate,
// the paged lists (LP-LIST-01/02).
export { flowFailure, flowFailureText } from './flowFailure';
export type { FlowFailure, FlowFailureSeverity } from './flowFailure';
export { useFlowFailureToast } from './useFlowFailureToast';
export { FlowDialogRoot, useFlowDialog } from './useFlowDialog';
export type { FlowDialog, FlowDialogRootProps, UseFlowDialogOptions } from './useFlowDialog';
export { useFlowOutcome } from './useFlowOutcome';
export type { FlowOutcome, UseFlowOutcomeOptions } from './useFlowOutcome';
export { useFlowTimer } from './useFlowTimer';
export type { FlowTimer } from './useFlowTimer';
export { usePhaseEffect } from './usePhaseEffect';
export type { PhaseStarters, PhaseStep } from './usePhaseEffect';
export { LOGIN_PATH, useLoginGate } from './useLoginGate';
export * as flowLayout from './flowLayout.css';
export { CoinCell } from './CoinCell';
export { canLoadMore, initialPagedList, pagedListReducer } from './pagedList.reducer';
export type { PagedListEvent, PagedListState } from './pagedList.reducer';
export { usePagedListView } from './usePagedListView';
export type { PagedListViewProps } from './usePagedListView';
