/**
 * Holdings and fixed-order actions (SE-API-21, 25..28, 37, HD-API-01..03): the holding lists, the holding
 * detail, and the order switches with their VIP paths (SH-VIP-01, DEC-11).
 */
import type { Rate } from '../domain/shared/rate';
import type { Page } from '../domain/shared/pagination';
import type { AwardPool, FixedHolding, FlexibleHolding } from '../domain/simpleEarn/models';
import type { PageParams, TableDto } from './dto/common';
import type {
  FixedHoldingDto,
  FixedOrderParamsDto,
  FlexibleHoldingDto,
  HoldingsParamsDto,
  MinLendRateLimitDto,
  PreRedeemDto,
  RedeemAccountTypeDto,
  ReinvestStatusDto,
} from './dto/simpleEarn';
import { readAnswer, requireData } from './errors';
import { mapFixedHolding, mapFlexibleHolding } from './map/simpleEarnHoldings';
import { fraction, optionalPercent, pageOf } from './map/read';
import { pageQuery } from './pageQuery';
import type { EarnCallOptions, EarnVipCallOptions } from './request';
import type { SimpleEarnApi } from './simpleEarn';
import type { EarnTransport } from './transport';

/** Params of the holding lists: asset and order_id filters, page and limit (10) by default. */
export type HoldingsParams = Pick<HoldingsParamsDto, 'asset' | 'order_id'> & PageParams;

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
    params: { readonly order_id: number | string } & ReinvestStatusDto,
    options?: EarnVipCallOptions,
  ): Promise<unknown>;
  /** PUT redeem-account-type/{order_id}, form, or its VIP path (SE-API-28, DEC-11). */
  setRedeemAccountType(
    params: { readonly order_id: number | string } & RedeemAccountTypeDto,
    options?: EarnVipCallOptions,
  ): Promise<unknown>;
  /** POST pre-redeem, form, or its VIP path (SE-API-21): order_id and the VIP flag. */
  preRedeem(params: Pick<PreRedeemDto, 'order_id'>, options?: EarnVipCallOptions): Promise<unknown>;
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
      const query: HoldingsParamsDto = pageQuery(params);
      const data = await transport.call<TableDto<FlexibleHoldingDto>>('flexibleHoldings', {
        query,
        signal: options.signal,
      });
      return readAnswer('flexibleHoldings', data, (answer) => pageOf(answer, mapFlexibleHolding));
    },
    async fixedHoldings(params = {}, options = {}) {
      const query: HoldingsParamsDto = pageQuery({ ...params, order_type: 1 as const });
      const data = await transport.call<TableDto<FixedHoldingDto>>('fixedHoldings', { query, signal: options.signal });
      return readAnswer('fixedHoldings', data, (answer) => pageOf(answer, mapFixedHolding));
    },
    setReinvestStatus({ order_id, reinvest_status }, options = {}) {
      const body: ReinvestStatusDto = { reinvest_status };
      return transport.call('reinvestStatus', {
        pathParams: { order_id },
        body,
        vip: options.vip,
        signal: options.signal,
      });
    },
    setRedeemAccountType({ order_id, redeem_account_type }, options = {}) {
      const body: RedeemAccountTypeDto = { redeem_account_type };
      return transport.call('redeemAccountType', {
        pathParams: { order_id },
        body,
        vip: options.vip,
        signal: options.signal,
      });
    },
    preRedeem({ order_id }, options = {}) {
      const body: PreRedeemDto = { order_id, vip: options.vip ? 1 : 0 };
      return transport.call('preRedeem', {
        body,
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
