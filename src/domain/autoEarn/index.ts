// Auto-earn: status, toggles, the market list's search and sort.
export {
  ALL_ASSETS,
  AUTO_EARN_PAGE_SIZE,
  AUTO_EARN_STATUS_REFRESH_MS,
  AprSortType,
  AutoEarnSetStatus,
} from './constants';
export { AutoEarnMessageKey } from './messageKeys';
export { changeCoinSearch, normaliseCoinSearch } from './search';
export type { CoinSearchState } from './search';
export { aprSortType, nextAprSort } from './sort';
export type { AprSort } from './sort';
export {
  applyAutoEarnToggle,
  applyAutoEarnToggleToItem,
  autoEarnCardAction,
  autoEarnCoins,
  autoEarnToastKey,
  autoEarnToggleRequest,
  hasAnyAutoEarnOn,
  isActiveRecord,
  isAutoEarnOn,
  marketItemEstimatedApr,
  startAutoEarnToggle,
} from './status';
export type {
  AutoEarnMarketItem,
  AutoEarnRecord,
  AutoEarnStatus,
  AutoEarnTarget,
  AutoEarnToggleRequest,
  AutoEarnToggleStart,
} from './status';
