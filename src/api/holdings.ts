/**
 * Holdings and fixed-order actions (SE-API-21, 25..28, 37, HD-API-01..03): the holding lists, the holding
 * detail, and the order switches with their VIP paths (SH-VIP-01, DEC-11).
 */
import type { Rate } from '../domain/shared/rate';
import type { Page } from '../domain/shared/pagination';
import type { AwardPool, FixedHolding, FlexibleHolding } from '../domain/simpleEarn/models';
import type { PageParams, TableDto } from './dto/common';
import type { FixedHoldingDto, FixedOrderParamsDto, FlexibleHoldingDto, MinLendRateLimitDto } from './dto/simpleEarn';
import { readAnswer, requireData } from './errors';
import { mapFixedHolding, mapFlexibleHolding } from './map/simpleEarn';
import { fraction, optionalPercent, pageOf } from './map/read';
import { pageQuery } from './pageQuery';
import type { EarnCallOptions, EarnVipCallOptions } from './request';
import type { SimpleEarnApi } from './simpleEarn';
import type { EarnTransport } from './transport';

/** Params of the holding lists: asset and order_id filters, page and limit (10) by default. */
export interface HoldingsParams extends PageParams {
  readonly asset?: string;
  readonly order_id?: number | string;
}

/** The minimum lend APR bounds of a coin (HD-API-02): the system minimum and the maximum (absent: 5 %). */
export interface MinLendRateLimit {
  readonly limitMinLendRateYear: Rate;
  readonly maxLendRateYear: Rate | null;
}

/** The holdings calls of a client. */
export interface HoldingsApi {
  /** GET uni-loan/earn/subscribe (SE-API-25): a page of flexible holdings. */
  flexibleHoldings(params?: HoldingsParams, options?: EarnCallOptions): Promise<Page<FlexibleHolding>>;
  /** GET fixed_earn/api/user/lend with order_type 1 (SE-API-26): a page of fixed holdings. */
  fixedHoldings(params?: HoldingsParams, options?: EarnCallOptions): Promise<Page<FixedHolding>>;
  /** PUT reinvest-status/{order_id}, form, or its VIP path (SE-API-27, DEC-11). */
  setReinvestStatus(
    params: { readonly order_id: number | string; readonly reinvest_status: 0 | 1 },
    options?: EarnVipCallOptions,
  ): Promise<unknown>;
  /** PUT redeem-account-type/{order_id}, form, or its VIP path (SE-API-28, DEC-11). */
  setRedeemAccountType(
    params: { readonly order_id: number | string; readonly redeem_account_type: 0 | 1 },
    options?: EarnVipCallOptions,
  ): Promise<unknown>;
  /** POST pre-redeem, form, or its VIP path (SE-API-21): order_id and the VIP flag. */
  preRedeem(params: { readonly order_id: number | string }, options?: EarnVipCallOptions): Promise<unknown>;
  /** GET user/order (SE-API-37, unstated path): one fixed order. */
  fixedOrder(params: FixedOrderParamsDto, options?: EarnCallOptions): Promise<FixedHolding>;
  /** GET subscribe/detail (HD-API-03, unstated path): the flexible position of a coin. */
  holdingDetail(params: { readonly asset: string }, options?: EarnCallOptions): Promise<FlexibleHolding>;
  /** GET interest-rate/limit (HD-API-02, unstated path). */
  minLendRateLimit(params: { readonly asset: string }, options?: EarnCallOptions): Promise<MinLendRateLimit>;
  /** The bonus info of a coin (HD-API-01): the award-pool call. */
  bonusInfo(params: { readonly asset: string }, options?: EarnCallOptions): Promise<AwardPool | null>;
}

/** The holdings calls over a transport; bonus info reuses the Simple Earn award-pool call. */
export function createHoldingsApi(transport: EarnTransport, simpleEarn: Pick<SimpleEarnApi, 'awardPool'>): HoldingsApi {
  return {
    async flexibleHoldings(params = {}, options = {}) {
      const data = await transport.call<TableDto<FlexibleHoldingDto>>('flexibleHoldings', {
        query: pageQuery(params),
        signal: options.signal,
      });
      return readAnswer('flexibleHoldings', data, (answer) => pageOf(answer, mapFlexibleHolding));
    },
    async fixedHoldings(params = {}, options = {}) {
      const query = pageQuery({ ...params, order_type: 1 });
      const data = await transport.call<TableDto<FixedHoldingDto>>('fixedHoldings', { query, signal: options.signal });
      return readAnswer('fixedHoldings', data, (answer) => pageOf(answer, mapFixedHolding));
    },
    setReinvestStatus({ order_id, reinvest_status }, options = {}) {
      return transport.call('reinvestStatus', {
        pathParams: { order_id },
        body: { reinvest_status },
        vip: options.vip,
        signal: options.signal,
      });
    },
    setRedeemAccountType({ order_id, redeem_account_type }, options = {}) {
      return transport.call('redeemAccountType', {
        pathParams: { order_id },
        body: { redeem_account_type },
        vip: options.vip,
        signal: options.signal,
      });
    },
    preRedeem({ order_id }, options = {}) {
      return transport.call('preRedeem', {
        body: { order_id, vip: options.vip ? 1 : 0 },
        vip: options.vip,
        signal: options.signal,
        idempotencyKey: options.idempotencyKey,
      });
    },
    async fixedOrder(params, options = {}) {
      const data = await transport.call<FixedHoldingDto>('fixedOrder', { query: params, signal: options.signal });
      return readAnswer('fixedOrder', requireData('fixedOrder', data), mapFixedHolding);
    },
    async holdingDetail(params, options = {}) {
      const data = await transport.call<FlexibleHoldingDto>('holdingDetail', { query: params, signal: options.signal });
      return readAnswer('holdingDetail', requireData('holdingDetail', data), mapFlexibleHolding);
    },
    async minLendRateLimit(params, options = {}) {
      const data = requireData(
        'minLendRateLimit',
        await transport.call<MinLendRateLimitDto>('minLendRateLimit', { query: params, signal: options.signal }),
      );
      return readAnswer('minLendRateLimit', data, (answer) => ({
        limitMinLendRateYear: fraction(answer.limit_min_lend_rate_year),
        maxLendRateYear: optionalPercent(answer.max_lend_rate_year) ?? null,
      }));
    },
    bonusInfo(params, options = {}) {
      return simpleEarn.awardPool(params, options);
    },
  };
}
