// Holdings and holding details (SE-HOLD, HD-*): the screens, their reducers and their parts.
export { Holdings } from './Holdings';
export type { HoldingsProps } from './Holdings';
export { HOLDINGS_TABS, holdingsReducer, holdingsTabFromQuery, initialHoldingsState } from './holdingsFlow.reducer';
export type { HoldingsEvent, HoldingsState, HoldingsTab } from './holdingsFlow.reducer';
export { canLoadMore, initialPagedList, pagedListReducer } from './pagedList.reducer';
export type { PagedListEvent, PagedListState } from './pagedList.reducer';
export { usePagedListView } from './usePagedListView';
export type { PagedListViewProps } from './usePagedListView';
export { CoinCell, FixedOrderStatusBadge } from './HoldingParts';
export { FixedHoldingDetail } from './FixedHoldingDetail';
export type { FixedHoldingDetailProps } from './FixedHoldingDetail';
export { FixedOrderSwitches } from './FixedOrderSwitches';
export type { FixedOrderSwitchesProps } from './FixedOrderSwitches';
export { initialSubscribeAgainState, subscribeAgainReducer } from './subscribeAgainFlow.reducer';
export type { SubscribeAgainEvent, SubscribeAgainState } from './subscribeAgainFlow.reducer';
export { useSubscribeAgain } from './useSubscribeAgain';
export type { UseSubscribeAgainOptions } from './useSubscribeAgain';
