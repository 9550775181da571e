// Shared rules of every earn area: public exports.
export {
  ACTION_STATUS,
  AMOUNT_INPUT_CAP,
  APR_NOTE_NUMBER,
  AVAILABLE_BALANCE_DEDUPE_MS,
  BALANCE_DECIMALS,
  BALANCE_POLL_INTERVAL_MS,
  DAY_MS,
  DEFAULT_MAX_LEND_RATE_PERCENT,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RETRY_COUNT,
  DEFAULT_TRADING_VOLUME_WINDOW_DAYS,
  HOUR_MS,
  MAX_FILL_DEBOUNCE_MS,
  MIN_DISPLAYED_AMOUNT,
  MINUTE_MS,
  PAGE_SIZE,
  REQUEST_TIMEOUT_MS,
  RESPONSE_CODE,
  SERVER_REQUEST_TIMEOUT_MS,
  STABLE_COINS,
  SUBMIT_DEBOUNCE_MS,
  SUBSCRIBE_CLICK_DEBOUNCE_MS,
  TRANSFER_CLICK_DEBOUNCE_MS,
  isStableCoin,
} from './constants';
export type { ActionStatus, StableCoin } from './constants';
export {
  FUNDING_PASSWORD_ERROR_KEYS,
  STRICT_SUCCESS_OPERATIONS,
  classifyResponse,
  isSuccessCode,
  networkErrorOutcome,
  successCodesOf,
  withFundingPassword,
} from './responseCode';
export type { FundingPasswordErrorKey, ResponseOperation, ResponseOutcome, ResponseSummary } from './responseCode';
export {
  RATE_DISPLAY_DECIMALS,
  ZERO_RATE,
  addRates,
  compareRates,
  dailyRateOf,
  rateFromFraction,
  rateFromPercent,
  rateToDecimal,
  rateToFractionText,
  rateToPercentText,
  rateToPercentValueText,
} from './rate';
export type { Rate } from './rate';
export { RATE_BASIS } from './rateBasis';
export type { RateBasis, RateBasisName, YieldBasis } from './rateBasis';
export { blendLadderRate } from './rateLadder';
export type { BlendedLadderRate, RateLadderShare, RateLadderTier } from './rateLadder';
export {
  DATE_RANGE_LIMIT_MONTHS,
  DATE_RANGE_WARNING_KEYS,
  addMonths,
  calendarDayFromDate,
  earliestStartFor,
  isCalendarDay,
  latestSelectableDay,
  trimDateRange,
} from './dateRange';
export type { CalendarDay, DateRange, DateRangeLimitMonths, DateRangeWarningKey, TrimmedDateRange } from './dateRange';
export {
  ACCOUNT_MODES,
  ACCOUNT_MODE_TEXT_KEYS,
  DEFAULT_ACCOUNT_MODE,
  SPOT_REDEEM_LABEL_KEYS,
  accountModeNameFrom,
  accountModeTexts,
  isUnifiedAccountMode,
  spotRedeemLabelKey,
} from './accountMode';
export type { AccountMode, AccountModeName, AccountModeTexts, SpotRedeemLabelKey } from './accountMode';
export { availableAfterLoans } from './available';
export type { AvailableAfterLoansInput } from './available';
export { emptyPage, hasMorePages, nextPageNumber, pageCount, pageParams } from './pagination';
export type { Page } from './pagination';
export { safeNavigationUrl } from './safeNavigationUrl';
export { US_HIDDEN_FEATURES, isShownOnSite } from './site';
export type { Site, SiteFeature } from './site';
export {
  ELIGIBILITY_FOOTER_ROUTES,
  FUNDS_SOURCE_OPTIONS,
  fundsSourceRoute,
  fundsSourceSkeletonCount,
  visibleFundsSourceOptions,
} from './fundsSource';
export type { FundsSourceContext, FundsSourceOption } from './fundsSource';
export { currencyPairsParam, tickerRate, usdValueOf, usdtPairOf } from './tickers';
export type { MarketTicker } from './tickers';
export { TIMELINE_STEP_STATES, timelineStepStates } from './timelineProgress';
export type { TimelineStepState } from './timelineProgress';
export { CSV_BYTE_ORDER_MARK, CSV_LINE_END, csvCell, csvHeaderLine, csvLine, csvLines, guardCsvFormula } from './csv';
export type { CsvColumn } from './csv';
export { settlementHourAfter, settlementHourAtOrAfter } from './arrival';
export type { ArrivalBounds } from './arrival';
