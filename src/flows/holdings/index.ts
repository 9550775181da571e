// Holdings and holding details (SE-HOLD, HD-*): the screens, their reducers and their parts.
export { Holdings } from './Holdings';
export type { HoldingsProps } from './Holdings';
export { HOLDINGS_TABS, holdingsReducer, holdingsTabFromQuery, initialHoldingsState } from './holdingsFlow.reducer';
export type { HoldingsEvent, HoldingsState, HoldingsTab } from './holdingsFlow.reducer';
export { DetailHeader, FixedOrderStatusBadge } from './HoldingParts';
export { FixedHoldingDetail } from './FixedHoldingDetail';
export type { FixedHoldingDetailProps } from './FixedHoldingDetail';
export { FixedOrderSwitches } from './FixedOrderSwitches';
export type { FixedOrderSwitchesProps } from './FixedOrderSwitches';
export { initialSubscribeAgainState, subscribeAgainReducer } from './subscribeAgainFlow.reducer';
export type { SubscribeAgainEvent, SubscribeAgainState } from './subscribeAgainFlow.reducer';
export { useSubscribeAgain } from './useSubscribeAgain';
export type { UseSubscribeAgainOptions } from './useSubscribeAgain';
export { FlexibleHoldingDetail } from './FlexibleHoldingDetail';
export type { FlexibleHoldingDetailProps } from './FlexibleHoldingDetail';
export { RealtimeAprPopover } from './RealtimeAprPopover';
export { HoldingDetail } from './HoldingDetail';
export type { HoldingDetailProps } from './HoldingDetail';
