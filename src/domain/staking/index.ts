// Staking domain: products, stake and redeem rules, fees, bonus and reward dates (ST-*).
export {
  DEFAULT_REDEEM_COIN,
  DEFAULT_STAKING_TREND_PERIOD,
  EXTRA_INTEREST_STATUS,
  MAX_STACKED_COINS,
  REDEEM_PERIOD_KIND,
  REDEEM_TYPES,
  STAKE_SIDE,
  STAKE_TRACKING_ACTION,
  STAKING_DECIMALS,
  STAKING_FRAME_MESSAGES,
  STAKING_PRODUCT_TYPE,
  STAKING_TAG_FLAG,
  STAKING_TREND_PERIODS,
  UNLIMITED,
  VIP_STAKE_SOURCE,
} from './constants';
export type { RedeemPeriodKind, RedeemType, StakeAction, StakingFrameMessage, StakingTag } from './constants';
export type {
  DefiReward,
  ExtraInterest,
  ExtraInterestStatus,
  ExtraInterestTier,
  StakeTermsFields,
  StakingDebtProduct,
  StakingProduct,
  StakingProductListItem,
  StakingProductType,
  StakingProtocol,
  StakingRedeemConfig,
  StakingRedeemExtra,
  StakingVipConfig,
} from './product.types';
export type {
  StakingFaqItem,
  StakingPendingRedemption,
  StakingProfitRecord,
  StakingRedeemReceipt,
  StakingTrendPoint,
  StakingUserBalance,
  StakingUserInfo,
  StakingUserLoans,
} from './user.types';
export type { StakingErrorKey, StakingText, StakingTextKey } from './messages';
export {
  currentStakeTerms,
  mortgageCoins,
  receivedOnRedeem,
  receivedOnStake,
  rewardCoins,
  stakingProductKind,
} from './product';
export type { CurrentStakeTerms, StakingProductKind } from './product';
export { exceedsDecimals, isUnlimited, limitValue } from './limits';
export { stakingAvailable } from './available';
export type { StakingAvailableInput } from './available';
export { isStakeConfirmEnabled, maxStakeAmount, remainingStakeQuota, validateStakeAmount } from './stakeAmount';
export type { StakeAmount, StakeAmountInput } from './stakeAmount';
export { isStakingRedeemConfirmEnabled, validateStakingRedeemAmount } from './redeemAmount';
export type { StakingRedeemAmount, StakingRedeemAmountInput } from './redeemAmount';
export { isFastRedeemEnabled, redeemConfigFor } from './fastRedeem';
export type { FastRedeemInput } from './fastRedeem';
export { stakingRedeemFee, stakingRedeemReceived } from './redeemFee';
export {
  redeemConfirmationText,
  redeemPeriodKind,
  redeemPeriodText,
  redeemSuccessTitle,
  redeemSuccessView,
} from './redeemPeriod';
export type { RedeemPeriodInput, RedeemSuccessView } from './redeemPeriod';
export { stakingRedeemTimeline } from './redeemTimeline';
export type {
  StakingRedeemStep,
  StakingRedeemStepId,
  StakingRedeemTimelineInput,
  StakingRedeemTiming,
} from './redeemTimeline';
export {
  extraInterestDailyEstimate,
  isExtraInterestActive,
  isExtraInterestShown,
  isUnlimitedTierList,
  maxExtraInterestRate,
  totalEstimatedApr,
} from './extraInterest';
export {
  earliestRewardDate,
  firstDistribution,
  firstDistributionDate,
  isRewardPaidWhenRedeemed,
  stakingDailyEstimate,
} from './estimate';
export type { FirstDistribution } from './estimate';
export {
  autoPickedRedeemProtocol,
  autoSelectProtocol,
  heldAmountOf,
  maxRewardFeeRate,
  redeemableProtocols,
} from './defi';
export { applyVipDiscount, isVipDiscountPanelShown, vipDiscountFor } from './vip';
export type { VipDiscountPanelInput } from './vip';
export { stakeActionRequest, stakeSideOf, stakeTrackingActionOf } from './stakeAction';
export type { StakeActionInput, StakeActionRequest } from './stakeAction';
export {
  REDEEM_MODAL_VIEWS,
  STAKE_MODAL_VIEWS,
  STAKING_MODAL_TARGETS,
  canMoveRedeemView,
  canMoveStakeView,
  initialStakingState,
  stakeSuccessActions,
} from './modal';
export type {
  RedeemModalView,
  StakeModalView,
  StakingInitialInput,
  StakingInitialState,
  StakingModalTarget,
} from './modal';
export {
  coinStack,
  groupFaqByCategory,
  initiallyUnfoldedFaq,
  isStakingFrame,
  isStakingFrameMessage,
  stakingTagText,
  stakingTags,
} from './display';
export type { CoinStack, StakingFaqGroup } from './display';
export { readStakingFrameMessage, STAKING_FRAME_SOURCE, stakingFrameMessage, stakingFrameTargetOrigin } from './frame';
export type { StakingFrameEvent, StakingFrameHost, StakingFrameMessageData } from './frame';
export { sortTrendPoints, stakingTrendPeriod, trendPointHasExtra } from './trend';
export type { StakingTrendPeriod } from './trend';
export { STAKING_PENDING_STATUSES, stakingRedemptionArrival } from './arrival';
export type { StakingPendingStatus } from './arrival';
