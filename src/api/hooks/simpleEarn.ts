/** Data hooks of Simple Earn products, subscribe, redeem and history (SE-API-*). */
import type {
  CoinInfoParamsDto,
  FlexibleSubscribeDto,
  CancelRedeemDto,
  InterestRateDto,
  RateChartParamsDto,
} from '../dto/simpleEarn';
import type { EarnClient } from '../client';
import {
  fixedSubscribeFields,
  flexibleRedeemFields,
  marketListFields,
  type FixedSubscribeRequest,
  type FlexibleRedeemRequest,
  type MarketListQuery,
} from '../requestFields';
import type { FixedProductListParams } from '../simpleEarn';
import type { FixedHistoryParams, FlexibleHistoryParams } from '../simpleEarnHistory';
import {
  enabledSetting as only,
  useEarnMutation,
  useEarnQuery,
  type EnabledOption,
  type WithIdempotencyKey,
} from './core';
import { earnQueryKeys } from './queryKeys';

/** The flexible product detail of a coin (SE-API-02/03). */
export function useFlexibleProduct(params: CoinInfoParamsDto, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('coinInfo', params),
    (client, signal) => client.simpleEarn.coinInfo(params, { signal }),
    only(options),
  );
}

/** A page of fixed products of a type (SE-API-05). */
export function useFixedProductList(params: FixedProductListParams, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('fixedList', params),
    (client, signal) => client.simpleEarn.fixedProductList(params, { signal }),
    only(options),
  );
}

/** A page of the market list (SE-API-01). */
export function useMarketList(query: MarketListQuery = {}, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('marketList', query),
    (client, signal) => client.simpleEarn.marketList(marketListFields(query), { signal }),
    only(options),
  );
}

/** The personal remaining quota of a fixed product, VIP path when `vip` (SE-API-07/08). */
export function useLendable(productId: number | string, vip = false, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('lendable', { productId, vip }),
    (client, signal) => client.simpleEarn.lendable({ product_id: productId }, { vip, signal }),
    only(options),
  );
}

/** The recommended vouchers of a product (SE-API-34). */
export function useVouchers(pid: number | string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('vouchers', { pid }),
    (client, signal) => client.simpleEarn.couponRecommend({ pid }, { signal }),
    only(options),
  );
}

/** The bonus (award pool) of a coin (SE-API-23, HD-API-01). */
export function useAwardPool(asset: string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('awardPool', { asset }),
    (client, signal) => client.simpleEarn.awardPool({ asset }, { signal }),
    only(options),
  );
}

/** The realtime APR chart (SE-API-19); params from `rateChartParams`. */
export function useRateChart(params: RateChartParamsDto, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.chart('rate', params),
    (client, signal) => client.simpleEarn.rateChart(params, { signal }),
    only(options),
  );
}

/** A page of flexible history (SE-API-13..15). */
export function useFlexibleHistory(params: FlexibleHistoryParams, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.historyList('flexible', params),
    (client, signal) => client.simpleEarnHistory.flexibleHistory(params, { signal }),
    only(options),
  );
}

/** A page of fixed history (SE-API-16). */
export function useFixedHistory(params: FixedHistoryParams, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.historyList('fixed', params),
    (client, signal) => client.simpleEarnHistory.fixedHistory(params, { signal }),
    only(options),
  );
}

const afterSubscribe = [
  earnQueryKeys.holdings(),
  earnQueryKeys.balances(),
  earnQueryKeys.products(),
  earnQueryKeys.history(),
] as const;
const afterRedeem = [earnQueryKeys.holdings(), earnQueryKeys.balances(), earnQueryKeys.history()] as const;

/** Flexible subscribe (SE-API-09): refreshes holdings, balances, products and history. */
export function useSubscribeFlexible() {
  return useEarnMutation(
    ['earn', 'mutation', 'subscribeFlexible'],
    (client, { idempotencyKey, ...body }: WithIdempotencyKey<FlexibleSubscribeDto>) =>
      client.simpleEarn.subscribeFlexible(body, { idempotencyKey }),
    afterSubscribe,
  );
}

/** Fixed subscribe, VIP path when `vip` (SE-API-10): refreshes holdings, balances, products and history. */
export function useSubscribeFixed() {
  return useEarnMutation(
    ['earn', 'mutation', 'subscribeFixed'],
    (client, { vip, idempotencyKey, ...request }: WithIdempotencyKey<FixedSubscribeRequest & { vip?: boolean }>) =>
      client.simpleEarn.subscribeFixed(fixedSubscribeFields(request), { vip, idempotencyKey }),
    afterSubscribe,
  );
}

/** Flexible redeem (SE-API-29): refreshes holdings, balances and history. */
export function useRedeemFlexible() {
  return useEarnMutation(
    ['earn', 'mutation', 'redeemFlexible'],
    (client, { idempotencyKey, ...request }: WithIdempotencyKey<FlexibleRedeemRequest>) =>
      client.simpleEarn.redeemFlexible(flexibleRedeemFields(request), { idempotencyKey }),
    afterRedeem,
  );
}

/** Cancel redemption (SE-API-30): refreshes holdings, balances and history. */
export function useCancelRedeem() {
  return useEarnMutation(
    ['earn', 'mutation', 'cancelRedeem'],
    (client, { idempotencyKey, ...body }: WithIdempotencyKey<CancelRedeemDto>) =>
      client.simpleEarn.cancelRedeem(body, { idempotencyKey }),
    afterRedeem,
  );
}

/** Minimum-APR update (SE-API-22): refreshes holdings. */
export function useSetMinimumApr() {
  return useEarnMutation(
    ['earn', 'mutation', 'setMinimumApr'],
    (client, body: InterestRateDto) => client.simpleEarn.setMinimumApr(body),
    [earnQueryKeys.holdings()],
  );
}

/**
 * The query of a fixed product's detail (SE-API-04), for a flow that reads it through the query client
 * (`queryClient.fetchQuery`): the product by its id, under the products' key.
 */
export function fixedProductDetailQuery(client: EarnClient, productId: number | string) {
  return {
    queryKey: earnQueryKeys.product('fixedDetail', { productId }),
    queryFn: () => client.simpleEarn.fixedProductDetail({ product_id: productId }),
  };
}
