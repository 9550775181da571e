/** Data hooks of VIP wealth, soft staking and dual earn (VW-API-*, SS-API-01, DE-API-*). */
import type {
  DualEarnOrderParamsDto,
  DualEarnOrdersParamsDto,
  WealthLinesParamsDto,
  WealthOrderDetailParamsDto,
  WealthRedeemDto,
} from '../dto/wealth';
import type { WealthPurchaseRequest } from '../../domain/wealth/subscribe';
import { wealthPurchaseFields } from '../requestFields';
import {
  enabledSetting as only,
  useEarnMutation,
  useEarnQuery,
  type EnabledOption,
  type WithIdempotencyKey,
} from './core';
import { earnQueryKeys } from './queryKeys';

/** The VIP wealth products (DEC-29); anyone may read them. */
export function useWealthProducts(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.wealthOrder('products', {}),
    (client, signal) => client.wealth.products({ signal }),
    only(options),
  );
}

/** The user's wealth holdings (DEC-29); refreshed after a purchase or a redeem. */
export function useWealthHoldings(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.wealthOrder('holdings', {}),
    (client, signal) => client.wealth.orders({ signal }),
    only(options),
  );
}

/** A wealth order's detail (VW-API-03). */
export function useWealthOrderDetail(params: WealthOrderDetailParamsDto, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.wealthOrder('detail', params),
    (client, signal) => client.wealth.orderDetail(params, { signal }),
    only(options),
  );
}

/** A wealth chart (VW-API-04). */
export function useWealthLines(params: WealthLinesParamsDto, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.wealthOrder('lines', params),
    (client, signal) => client.wealth.lines(params, { signal }),
    only(options),
  );
}

const afterWealth = [earnQueryKeys.wealth(), earnQueryKeys.balances(), earnQueryKeys.holdings()] as const;

/** Wealth purchase (VW-API-01): refreshes wealth data, balances and holdings. */
export function useWealthPurchase() {
  return useEarnMutation(
    ['earn', 'mutation', 'wealthPurchase'],
    (client, { idempotencyKey, ...request }: WithIdempotencyKey<WealthPurchaseRequest>) =>
      client.wealth.purchase(wealthPurchaseFields(request), { idempotencyKey }),
    afterWealth,
  );
}

/** Wealth redeem (VW-API-02): refreshes wealth data, balances and holdings. */
export function useWealthRedeem() {
  return useEarnMutation(
    ['earn', 'mutation', 'wealthRedeem'],
    (client, { idempotencyKey, ...body }: WithIdempotencyKey<WealthRedeemDto>) =>
      client.wealth.redeem(body, { idempotencyKey }),
    afterWealth,
  );
}

/** The soft staking switch (SS-API-01): refreshes balances and holdings. */
export function useSoftStakingSwitch() {
  return useEarnMutation(
    ['earn', 'mutation', 'softStakingSwitch'],
    (client, status: boolean) => client.softStaking.setSwitch(status),
    [earnQueryKeys.balances(), earnQueryKeys.holdings()],
  );
}

/** A dual-earn order (DE-API-01), or a dual-sniper order with `sniper` (DE-API-02). */
export function useDualEarnOrder(params: DualEarnOrderParamsDto, sniper = false, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.dualEarn(sniper ? 'sniper' : 'detail', params),
    (client, signal) =>
      sniper ? client.dualEarn.sniperOrder(params, { signal }) : client.dualEarn.orderDetail(params, { signal }),
    only(options),
  );
}

/** A page of the user's dual-earn orders (DEC-30); logged in only, the caller passes `enabled`. */
export function useDualEarnOrders(params: DualEarnOrdersParamsDto, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.dualEarn('orders', params),
    (client, signal) => client.dualEarn.orders(params, { signal }),
    only(options),
  );
}
