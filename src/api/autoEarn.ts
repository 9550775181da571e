/** The auto-earn calls (AE-API-01..04): status, set status, and the market list with its query. */
import { AUTO_EARN_PAGE_SIZE } from '../domain/autoEarn/constants';
import type { AutoEarnMarketItem, AutoEarnStatus } from '../domain/autoEarn/status';
import type { Page } from '../domain/shared/pagination';
import type { AutoEarnSetStatusDto, AutoEarnStatusDto, AutoEarnStatusParamsDto } from './dto/autoEarn';
import type { MarketListParamsDto } from './dto/simpleEarn';
import { mapAutoEarnStatus } from './map/autoEarn';
import type { EarnCallOptions } from './request';
import type { SimpleEarnApi } from './simpleEarn';
import type { EarnTransport } from './transport';

/** What the auto-earn list varies (AE-API-04); the rest of its query is fixed. */
export type AutoEarnMarketListParams = Partial<
  Pick<MarketListParamsDto, 'page' | 'have_balance' | 'available' | 'search_coin' | 'sort_type' | 'auto_invest'>
>;

/** The fixed part of the auto-earn list query (AE-API-04): 7 a page (AE-MODAL-08, DEC-02). */
export const AUTO_EARN_MARKET_LIST_QUERY = {
  have_award: 0,
  is_subscribed: 0,
  limit: AUTO_EARN_PAGE_SIZE,
  sort_business: 1,
  search_type: -1,
} as const;

/** The auto-earn calls of a client. */
export interface AutoEarnApi {
  /** GET autoivest (AE-API-01): the per-coin status of `assets`; without assets, the global status (AE-API-03). */
  status(params?: { readonly assets?: readonly string[] }, options?: EarnCallOptions): Promise<AutoEarnStatus>;
  /** POST autoivest, JSON (AE-API-02): a coin or ALL_ASSET, '1' or '0' (`autoEarnToggleRequest`). */
  setStatus(body: AutoEarnSetStatusDto, options?: EarnCallOptions): Promise<unknown>;
  /** GET market/list with the auto-earn query (AE-API-04): 7 a page, no award or subscribed filter. */
  marketList(params?: AutoEarnMarketListParams, options?: EarnCallOptions): Promise<Page<AutoEarnMarketItem>>;
}

/** The auto-earn calls over a transport; the market list is Simple Earn's with the auto-earn query. */
export function createAutoEarnApi(
  transport: EarnTransport,
  simpleEarn: Pick<SimpleEarnApi, 'marketList'>,
): AutoEarnApi {
  return {
    async status(params = {}, options = {}) {
      const query: AutoEarnStatusParamsDto =
        params.assets && params.assets.length > 0 ? { assets: params.assets.join(',') } : {};
      return mapAutoEarnStatus(
        await transport.call<AutoEarnStatusDto>('autoEarnStatus', { query, signal: options.signal }),
      );
    },
    setStatus(body, options = {}) {
      return transport.call('autoEarnSetStatus', { body, signal: options.signal });
    },
    marketList(params = {}, options = {}) {
      return simpleEarn.marketList({ page: 1, ...params, ...AUTO_EARN_MARKET_LIST_QUERY }, options);
    },
  };
}
