// Holding details: the fixed-term and flexible holding panels, their amounts, times and rates.
export { LENT_AMOUNT_DECIMALS, estimatedInterestText, holdingAmountText, lentAmountText } from './amounts';
export { fixedOrderDetail, redemptionReceivedTime } from './fixedOrderDetail';
export type { FixedOrderDetail } from './fixedOrderDetail';
export {
  flexiblePositionDetail,
  isSystemDefaultMinimumApr,
  nextHourlyRefresh,
  showsRedeemingAmount,
  totalEstimatedLendingApr,
} from './flexiblePositionDetail';
export type { FlexiblePositionDetail } from './flexiblePositionDetail';
export { MY_LENDINGS_PATH, holdingDetailPath, holdingDetailView } from './holdingDetail';
export type { HoldingDetailTarget } from './holdingDetail';
