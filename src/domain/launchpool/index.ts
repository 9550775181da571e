// Launchpool domain: public exports.
export {
  APPLIED_CODE,
  APR_TYPE_CODES,
  AUTO_STAKE_COINS,
  EVENT_STATE_CODES,
  PROJECT_INFO_DEDUPE_MS,
  REDEEM_TYPE_CODES,
  REWARD_POOL_TYPE_CODES,
  UNLIMITED_PERSONAL_MAX_AMOUNT,
  aprTypeFromCode,
  eventStateFromCode,
  hasEventStarted,
  isAutoStakeCoin,
  redeemTypeFromCode,
  rewardPoolTypeFromCode,
} from './constants';
export type { AprType, EventState, RedeemType, RewardPoolType } from './constants';
export type {
  AvailableBalance,
  BorrowCoinSetting,
  CoinCallSetting,
  ComplianceCheck,
  HodlerConfig,
  LaunchpoolProjectSummary,
  LaunchpoolRewardTotal,
  LoanAmounts,
  ProjectInfo,
  ReferralInfo,
  RewardPool,
  RewardPoolSummary,
  SimpleEarnOption,
  StakingOption,
  TransactionTierConfig,
  UserProjectStatistics,
  VipConfig,
} from './models';
export { isNewCoinTradingOpen, lastHourRewardFor, referralCode, stakedAmountFor } from './userData';
export { poolActions } from './poolActions';
export type { PoolActions } from './poolActions';
export {
  isQuotaUsedUp,
  isUnlimitedPersonalMax,
  launchpoolAvailable,
  maximumStakeAmount,
  remainingQuota,
} from './quota';
export type { LaunchpoolAvailableInput } from './quota';
export {
  STAKE_AMOUNT_ERROR_KEYS,
  isEmptyAmount,
  isStakeConfirmDisabled,
  stakeConfirmLabelKey,
  validateStakeAmount,
} from './stakeValidation';
export type { StakeAmountErrorKey, StakeAmountInput, StakeConfirmInput } from './stakeValidation';
export {
  isNewUserPool,
  rewardPoolTags,
  selectStakeTab,
  shouldAutoFillMaximum,
  showsStartTimeNotice,
  stakeSuccessDetails,
  stakeTabPools,
  transactionLimitAlert,
} from './stakeModal';
export type { AutoFillInput, RewardPoolTag, StakeSuccessDetails, StakeTabSelection } from './stakeModal';
export {
  DISABLED_DESTINATION_TIP_KEY,
  REDEMPTION_DESTINATIONS,
  allowsEarlyRedemption,
  chooseDestination,
  destinationLabelKey,
  destinationOptions,
  destinationRates,
  initialDestination,
  offersStakingDestination,
  showsDestinationSection,
  simpleEarnPeriodFor,
} from './destination';
export type { DestinationLabelKey, DestinationOption, DestinationRates, RedemptionDestination } from './destination';
export {
  REDEEM_AMOUNT_ERROR_KEYS,
  isRedeemConfirmDisabled,
  minimumRedeemAmount,
  redeemDialogLabelKeys,
  redeemAutoOption,
  redeemMaxFill,
  redeemTypeOf,
  showsLastHourReward,
  validateRedeemAmount,
} from './redeemValidation';
export type {
  RedeemAmountErrorKey,
  RedeemAmountInput,
  RedeemAutoOption,
  RedeemDialogLabelKeys,
} from './redeemValidation';
export { eligibilityLadder, eligibilityTiers, eligibilityTip, transactionWindowDays } from './eligibility';
export type { EligibilityInput, EligibilityLadder, EligibilityTier } from './eligibility';
export {
  NOTIFICATION_SERVICES,
  NO_NOTIFICATIONS,
  isNotificationOn,
  notificationRequestValue,
  notificationToastKey,
  toggleNotification,
} from './notifications';
export type { NotificationService, NotificationState } from './notifications';
export { launchpoolFailureToast } from './failureToast';
export type { FailureToast, LaunchpoolCall } from './failureToast';
export { highlightPieces, showsCandyDropPromotion } from './candyDropPromotion';
export type { CandyDropPromotion, MessagePiece } from './candyDropPromotion';
export { LAUNCHPOOL_PENDING_STATUSES, launchpoolRedemptionArrival } from './arrival';
