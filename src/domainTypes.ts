// The domain types the public entries' signatures name (props, hook results, client answers). Each entry
// re-exports them, so a host's declarations can name them without reaching into `earnkit/domain`'s
// namespaces (TypeScript's TS2742, "cannot be named without a reference to ...").
export type { MessageParams, DomainResult } from './domain/result';
export type { Rate } from './domain/shared/rate';
export type { CalendarDay, DateRange, DateRangeLimitMonths, DateRangeWarningKey } from './domain/shared/dateRange';
export type { ResponseOutcome } from './domain/shared/responseCode';
export type { Page } from './domain/shared/pagination';
export type {
  AutoEarnMarketItem,
  AutoEarnStatus,
  AutoEarnTarget,
  AutoEarnToggleRequest,
} from './domain/autoEarn/status';
export type { CandyDropPromotion } from './domain/launchpool/candyDropPromotion';
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
  TransactionTierConfig,
  UserProjectStatistics,
} from './domain/launchpool/models';
export type {
  AwardPool,
  FixedHolding,
  FixedProduct,
  FlexibleHolding,
  FlexibleProduct,
  HistoryRecord,
  LadderTier,
  RateTrendPoint,
  TradeInfo,
  UpgradeWay,
  Voucher,
} from './domain/simpleEarn/models';
export type {
  BusinessType,
  FixedProductType,
  HistoryRecordType,
  RedeemAccountType,
  ReinvestStatus,
} from './domain/simpleEarn/constants';
export type { InterestHistoryQuery, MonthRange, TimeRange } from './domain/simpleEarn/history';
export type { RateTrendQuery, RateTrendRange } from './domain/simpleEarn/rateTrend';
export type { VoucherSelection } from './domain/simpleEarn/vouchers';
export type { StakingProduct, StakingVipConfig } from './domain/staking/product.types';
export type { WealthChart, WealthOrderDetail, WealthProduct } from './domain/wealth/types';
export type { AccountMode, AccountModeName } from './domain/shared/accountMode';
