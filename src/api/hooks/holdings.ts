/** Data hooks of holdings and fixed-order actions (SE-API-21, 25..28, 37, HD-API-02/03). */
import type { FixedOrderParamsDto } from '../dto/simpleEarn';
import { holdingsFields, type HoldingsQuery } from '../requestFields';
import {
  enabledSetting as only,
  useEarnMutation,
  useEarnQuery,
  type EnabledOption,
  type WithIdempotencyKey,
} from './core';
import { earnQueryKeys } from './queryKeys';

/** A page of flexible holdings (SE-API-25), 10 a page (SE-HOLD-02). */
export function useFlexibleHoldings(query: HoldingsQuery = {}, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.holding('flexible', query),
    (client, signal) => client.holdings.flexibleHoldings(holdingsFields(query), { signal }),
    only(options),
  );
}

/** A page of fixed holdings (SE-API-26). */
export function useFixedHoldings(query: HoldingsQuery = {}, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.holding('fixed', query),
    (client, signal) => client.holdings.fixedHoldings(holdingsFields(query), { signal }),
    only(options),
  );
}

/** The flexible position of a coin (HD-API-03). */
export function useHoldingDetail(asset: string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.holding('detail', { asset }),
    (client, signal) => client.holdings.holdingDetail({ asset }, { signal }),
    only(options),
  );
}

/** One fixed order (SE-API-37). */
export function useFixedOrder(params: FixedOrderParamsDto, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.holding('fixedOrder', params),
    (client, signal) => client.holdings.fixedOrder(params, { signal }),
    only(options),
  );
}

/** The minimum lend APR bounds of a coin (HD-API-02). */
export function useMinLendRateLimit(asset: string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.product('minLendRateLimit', { asset }),
    (client, signal) => client.holdings.minLendRateLimit({ asset }, { signal }),
    only(options),
  );
}

/** Variables of an order switch: the order, the new value, and whether the order is VIP (SH-VIP-01). */
export interface OrderSwitchVariables {
  readonly orderId: number | string;
  readonly value: 0 | 1;
  readonly vip?: boolean;
}

/** Auto-reinvest of a fixed order (SE-API-27): refreshes holdings. */
export function useSetReinvestStatus() {
  return useEarnMutation(
    ['earn', 'mutation', 'setReinvestStatus'],
    (client, { orderId, value, vip }: OrderSwitchVariables) =>
      client.holdings.setReinvestStatus({ order_id: orderId, reinvest_status: value }, { vip }),
    [earnQueryKeys.holdings()],
  );
}

/** Redeem-to account of a fixed order (SE-API-28): refreshes holdings. */
export function useSetRedeemAccountType() {
  return useEarnMutation(
    ['earn', 'mutation', 'setRedeemAccountType'],
    (client, { orderId, value, vip }: OrderSwitchVariables) =>
      client.holdings.setRedeemAccountType({ order_id: orderId, redeem_account_type: value }, { vip }),
    [earnQueryKeys.holdings()],
  );
}

/** Early redemption of a fixed order (SE-API-21): refreshes holdings, balances and history. */
export function usePreRedeem() {
  return useEarnMutation(
    ['earn', 'mutation', 'preRedeem'],
    (
      client,
      {
        orderId,
        vip,
        idempotencyKey,
      }: WithIdempotencyKey<{ readonly orderId: number | string; readonly vip?: boolean }>,
    ) => client.holdings.preRedeem({ order_id: orderId }, { vip, idempotencyKey }),
    [earnQueryKeys.holdings(), earnQueryKeys.balances(), earnQueryKeys.history()],
  );
}
