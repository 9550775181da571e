// Simple Earn: subscribe, redeem, minimum APR, estimates, timelines, fixed orders, vouchers, history.
export {
  BORROWED_RULES_LEND_RATIO,
  BusinessType,
  DAYS_PER_YEAR,
  DEFAULT_MAX_LEND_RATE_YEAR,
  DEFAULT_REDEEM_ACCOUNT_TYPE,
  DEFAULT_REINVEST_STATUS,
  FIXED_ORDER_CUTOFF_MS,
  FLEXIBLE_HISTORY_FAKE_TOTAL,
  FLEXIBLE_PRODUCT_ID,
  FLEXIBLE_REDEEM_DECIMALS,
  FixedProductType,
  HISTORY_MAX_MONTHS,
  HistoryMode,
  HistoryRecordType,
  HistorySubBusiness,
  INTEREST_ESTIMATE_DECIMALS,
  MINIMUM_APR_INPUT_DECIMALS,
  MINIMUM_APR_SENT_DECIMALS,
  MINIMUM_FLEXIBLE_REDEEM_AMOUNT,
  OperateFlag,
  REDEMPTION_ARRIVAL_DELAY_MS,
  RecommendType,
  RedeemAccountType,
  ReinvestStatus,
  SUBSCRIBE_AGAIN_VIP_TIER,
  SUBSCRIBE_CLOSE_DELAY_MS,
  SUBSCRIBE_INPUT_DECIMALS,
  SaleStatus,
} from './constants';
export {
  fixedOrderActionAvailability,
  fixedOrderBadge,
  isBeforeFixedOrderCutoff,
  isEarlyRedeemAllowed,
  isFixedOrderActionSupported,
  isFixedOrderHolding,
  isReinvestToggleAllowed,
  pickTotalYearRate,
} from './fixedOrder';
export type { FixedOrderAction, FixedOrderBadge, FixedOrderState } from './fixedOrder';
export {
  canCancelRedemption,
  canConfirmFlexibleRedeem,
  redeemableAmount,
  showsBorrowedRulesNote,
  validateFlexibleRedeemAmount,
} from './flexibleRedeem';
export type { FlexibleRedeemAmount } from './flexibleRedeem';
export {
  HISTORY_TYPE_OPTIONS,
  dailyInterestQuery,
  earliestHistoryDay,
  historyModeMessageKey,
  historySourceMessageKey,
  historyTypeMessageKey,
  hourlyInterestQuery,
  trimHistoryRange,
  withFakedTotal,
} from './history';
export type { HistoryTypeOption, InterestHistoryQuery, MonthRange, TimeRange } from './history';
export {
  blendedLendingApr,
  dailyRate,
  estimateLadder,
  fixedInterestEstimate,
  flexibleInterestEstimate,
  ladderDailyRates,
  maximumLadderApr,
} from './interestEstimate';
export type { BlendedLendingApr, LadderTierWithDailyRate } from './interestEstimate';
export { ladderTierBounds } from './ladder';
export type { LadderTierBounds } from './ladder';
export {
  FixedOrderMessageKey,
  MinimumAprMessageKey,
  RedeemMessageKey,
  ReinvestMessageKey,
  SubscribeMessageKey,
  UpgradeWayMessageKey,
  VipMessageKey,
} from './messageKeys';
export type { SimpleEarnMessageKey } from './messageKeys';
export { HistoryMessageKey } from './historyMessageKeys';
export { TimelineMessageKey } from './timelineMessageKeys';
export {
  canConfirmMinimumApr,
  isAcceptableMinimumAprText,
  maximumLendRateYear,
  minimumAprTipParams,
  minimumAprToRateYear,
  validateMinimumApr,
} from './minimumApr';
export type { MinimumAprBounds, MinimumAprValue } from './minimumApr';
export type {
  AwardPool,
  ExtraRewardPool,
  FixedHolding,
  FixedOrderProductInfo,
  FixedProduct,
  FlexibleHolding,
  FlexibleProduct,
  HistoryRecord,
  LadderTier,
  RateTrendPoint,
  TradeInfo,
  UpgradeWay,
  Voucher,
} from './models';
export {
  flexibleRedeemPreCheck,
  isFundingLocked,
  isSubscribableByCheck,
  requiresEligibilityCheck,
  specialProductEligibility,
  subscribePreCheck,
  tradeInfoMarket,
} from './preChecks';
export type { SubscribeCheckOutcome } from './preChecks';
export {
  DEFAULT_SUBSCRIBE_PREFERENCES,
  isRedeemToChoiceVisible,
  preferencesAfterHoldingReinvestDisabled,
  preferencesOnSubscribeDialogClose,
  redeemAccountShown,
  reinvestToastKey,
  setRedeemAccount,
  setReinvest,
} from './preferences';
export type { SubscribePreferences } from './preferences';
export { firstOf, isAwardPoolActive, isRedeemableAnyTime, productKindOf, upgradeWayMessage } from './products';
export type { SimpleEarnProductKind, UpgradeWayMessage } from './products';
export { RATE_TREND_RANGES, RateTrendPointType, rateTrendChartPoints, rateTrendQuery } from './rateTrend';
export type { RateChartPoint, RateTrendQuery, RateTrendRange } from './rateTrend';
export { isSoldOut } from './saleStatus';
export {
  SIMPLE_EARN_HOME_PATH,
  bestRateSubscribableProduct,
  isSubscribable,
  resolveSubscribeAgain,
  subscribeAgainGate,
} from './subscribeAgain';
export type { SubscribeAgainGate, SubscribeAgainInput, SubscribeAgainTarget } from './subscribeAgain';
export {
  canSubmitSubscribe,
  subscribeAmountRounding,
  subscribeInputDecimals,
  subscribeRoundingNotice,
  validateSubscribeAmount,
} from './subscribeAmount';
export type { SubscribeAmount, SubscribeAmountInput, SubscribeSubmitInput } from './subscribeAmount';
export { fixedMaturityTime, fixedTimeline, flexibleRedeemTimeline, flexibleTimeline, startOfUtcDay } from './timeline';
export type { FixedTimelineInput, TimelineStep, TimelineStepId } from './timeline';
export {
  isVipProduct,
  isWithinVipRange,
  usesVipPaths,
  vipAccessMessage,
  vipRangeLabel,
  vipUpgradePath,
} from './vipAccess';
export type { VipAccessMessage } from './vipAccess';
export {
  hasVoucherUpperLimit,
  initialVoucherSelection,
  rateUpVoucherBonus,
  revokeVoucherSelection,
  selectedVoucher,
  toggleVoucher,
  voucherExpiresAt,
  voucherPurchaseError,
} from './vouchers';
export type { VoucherSelection } from './vouchers';
export {
  FIXED_PENDING_STATUSES,
  FLEXIBLE_PENDING_STATUSES,
  fixedOrderArrival,
  flexibleRedemptionArrival,
} from './arrival';
export type { FixedPendingStatus, FlexiblePendingStatus } from './arrival';
