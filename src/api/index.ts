// The API layer (`earnkit/api`): the typed client of every call of the spec, its DTOs, the mapping to the
// domain models, and the TanStack Query data hooks with the spec's timings. See docs/api.md.
export { createEarnClient } from './client';
export type { EarnClient } from './client';
export { createEarnTransport } from './transport';
export type { EarnClientOptions, EarnTransport, FundingPasswordRequest } from './transport';
export { applyPathOverrides, earnApiPaths, resolveCallPath } from './paths';
export type {
  EarnApiCall,
  EarnApiPathEntry,
  EarnApiPathOverride,
  EarnApiPathOverrides,
  EarnApiPathTable,
  EarnBodyEncoding,
  EarnHttpMethod,
} from './paths';
export { EarnApiError, earnApiErrorText, isEarnApiError } from './errors';
export { IDEMPOTENCY_KEY_HEADER, MONEY_MOVING_CALLS, isOutcomeUnknown, newIdempotencyKey } from './idempotency';
export type { EarnApiErrorKind, EarnApiMessageKey } from './errors';
export type {
  EarnBody,
  EarnCallInput,
  EarnCallOptions,
  EarnFieldValue,
  EarnQuery,
  EarnVipCallOptions,
} from './request';
export type { EarnEnvelope } from './envelope';

export type { SharedApi } from './shared';
export type { LaunchpoolApi } from './launchpool';
export type { CoinFixedProducts, FixedProductListParams, SimpleEarnApi } from './simpleEarn';
export {
  DEFAULT_HISTORY_TIME_ZONE,
  historyRangeParams,
  interestHistoryParams,
  rateChartParams,
  unixSeconds,
} from './simpleEarnHistory';
export type { FixedHistoryParams, FlexibleHistoryParams, SimpleEarnHistoryApi } from './simpleEarnHistory';
export type { HoldingsApi, HoldingsParams, MinLendRateLimit } from './holdings';
export { AUTO_EARN_MARKET_LIST_QUERY } from './autoEarn';
export type { AutoEarnApi, AutoEarnMarketListParams } from './autoEarn';
export { endOfTodaySeconds } from './staking';
export type { StakingApi, StakingProtocolLines } from './staking';
export type { SoftStakingApi } from './softStaking';
export type { WealthApi } from './wealth';
export type { DualEarnApi } from './dualEarn';
export type { DualEarnOrder } from './map/wealth';

export type * from './dto/common';
export type * from './dto/shared';
export type * from './dto/launchpool';
export { HODLER_CONFIG_NAMES, STARTUP_MINING_SWITCH } from './dto/launchpool';
export type * from './dto/simpleEarn';
export type * from './dto/autoEarn';
export type * from './dto/staking';
export type * from './dto/wealth';

export { EarnApiProvider, EarnApiProviderMissingError, useEarnClient } from './hooks/EarnApiProvider';
export type { EarnApiProviderProps } from './hooks/EarnApiProvider';
export { earnQueryKeys } from './hooks/queryKeys';
export { useEarnMutation, useEarnQuery } from './hooks/core';
export type { EarnMutationResult, EarnQuerySettings, EnabledOption, WithIdempotencyKey } from './hooks/core';
export {
  useAccountMode,
  useBorrowCoinSettings,
  useCoinPrices,
  useComplianceCheck,
  useLentAvailable,
  useOutableBalances,
} from './hooks/shared';
export {
  useCandyDropPromotion,
  useCheckPoolRule,
  useEarnMore,
  useLaunchpoolProjects,
  useLaunchpoolRedeem,
  useLaunchpoolStake,
  useLaunchpoolUserStat,
  useNotificationState,
  useProjectInfo,
  useReferralInfo,
  useSetNotification,
  useUserLoanProperty,
  useUserProjectStatistics,
} from './hooks/launchpool';
export {
  fixedProductDetailQuery,
  useAwardPool,
  useCancelRedeem,
  useFixedHistory,
  useFixedProductList,
  useFlexibleHistory,
  useFlexibleProduct,
  useLendable,
  useMarketList,
  useRateChart,
  useRedeemFlexible,
  useSetMinimumApr,
  useSubscribeFixed,
  useSubscribeFlexible,
  useVouchers,
} from './hooks/simpleEarn';
export {
  useFixedHoldings,
  useFixedOrder,
  useFlexibleHoldings,
  useHoldingDetail,
  useMinLendRateLimit,
  usePreRedeem,
  useSetRedeemAccountType,
  useSetReinvestStatus,
} from './hooks/holdings';
export type { OrderSwitchVariables } from './hooks/holdings';
export type {
  AutoEarnListQuery,
  FixedSubscribeRequest,
  FlexibleRedeemRequest,
  HoldingsQuery,
  MarketListQuery,
} from './requestFields';
export { useAutoEarnMarketList, useSetAutoEarnStatus } from './hooks/autoEarn';
export { useAutoEarnStatus } from './hooks/autoEarnStatus';
export {
  useStakeAction,
  useStakingBalance,
  useStakingBalances,
  useStakingCoinLines,
  useStakingFaq,
  useStakingProduct,
  useStakingProducts,
  useStakingProfitRecords,
  useStakingRedemptions,
  useStakingUserInfo,
  useStakingUserLoans,
} from './hooks/staking';
export {
  useDualEarnOrder,
  useDualEarnOrders,
  useSoftStakingSwitch,
  useWealthHoldings,
  useWealthLines,
  useWealthOrderDetail,
  useWealthProducts,
  useWealthPurchase,
  useWealthRedeem,
} from './hooks/wealth';
export type * from '../domainTypes';
