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
  autoEarnCardAction,
  autoEarnCoins,
  hasAnyAutoEarnOn,
  isActiveRecord,
  isAutoEarnOn,
  marketItemEstimatedApr,
} from './status';
export type {
  AutoEarnMarketItem,
  AutoEarnRecord,
  AutoEarnStatus,
  AutoEarnTarget,
  AutoEarnToggleRequest,
} from './status';
export {
  applyAutoEarnToggle,
  applyAutoEarnToggleToItem,
  autoEarnToastKey,
  autoEarnToggleRequest,
  startAutoEarnToggle,
} from './toggle';
export type { AutoEarnToggleStart } from './toggle';
