// VIP wealth and asset management domain: subscribe and redeem rules, requests, charts (VW-*).
export {
  WEALTH_ACTIONS,
  WEALTH_AMOUNT_DECIMALS,
  WEALTH_CHART_RANGES,
  WEALTH_LINE_TYPES,
  WEALTH_PROJECT_TYPE,
  WEALTH_UNIT_DECIMALS,
} from './constants';
export type { WealthAction, WealthChartRange, WealthLineType, WealthProjectType } from './constants';
export type {
  WealthChart,
  WealthChartPoint,
  WealthHolding,
  WealthListedProduct,
  WealthOrderDetail,
  WealthProduct,
} from './types';
export { needsWealthVipUpgrade } from './vip';
export type { WealthErrorKey } from './messages';
export { isWealthSubscribeEnabled, validateWealthSubscribeAmount, wealthPurchaseRequest } from './subscribe';
export type { WealthPurchaseRequest, WealthSubscribeAmount, WealthSubscribeInput } from './subscribe';
export { estimatedRedeemValue, isWealthRedeemEnabled, validateWealthRedeemUnits, wealthRedeemRequest } from './redeem';
export type { WealthRedeemInput, WealthRedeemRequest, WealthRedeemUnits } from './redeem';
export {
  isWealthProjectType,
  sortWealthChartPoints,
  wealthChartDirection,
  wealthChartRange,
  wealthProjectTypeLabel,
} from './detail';
export { WEALTH_PENDING_STATUSES, wealthRedemptionArrival } from './arrival';
