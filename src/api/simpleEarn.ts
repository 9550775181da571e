/**
 * The Simple Earn product, subscribe and redeem calls (SE-API-01..12, 18..24, 29..36, 38). History lives
 * in `simpleEarnHistory.ts`, holdings and order actions in `holdings.ts`.
 */
import type { Page } from '../domain/shared/pagination';
import { firstOf } from '../domain/simpleEarn/products';
import type {
  AwardPool,
  FixedProduct,
  FlexibleProduct,
  RateTrendPoint,
  TradeInfo,
  UpgradeWay,
  Voucher,
} from '../domain/simpleEarn/models';
import { BusinessType } from '../domain/simpleEarn/constants';
import type { StakingFaqItem } from '../domain/staking/user.types';
import type { PageParams, TableDto } from './dto/common';
import type {
  CancelRedeemDto,
  CoinInfoParamsDto,
  FixedProductListDto,
  FixedProductListParamsDto,
  FixedSubscribeDto,
  FlexibleRedeemAnswerDto,
  FlexibleRedeemDto,
  FlexibleSubscribeDto,
  InterestRateDto,
  LendableDto,
  MarketListParamsDto,
  SubscribeCheckDto,
  UpgradeWayDto,
  UserVipDto,
  VoucherDto,
  AwardPoolDto,
  FixedProductDto,
  FixedProductDetailParamsDto,
  FlexibleProductDto,
  LendableParamsDto,
  MarketListItemDto,
  RateChartParamsDto,
  RateTrendParamsDto,
  RateTrendPointDto,
  TradeInfoDto,
} from './dto/simpleEarn';
import type { AutoEarnMarketItem } from '../domain/autoEarn/status';
import { readAnswer, requireData } from './errors';
import { mapMarketListItem } from './map/autoEarn';
import { codeOf } from './map/simpleEarnShared';
import {
  mapAwardPool,
  mapFixedProduct,
  mapFlexibleProduct,
  mapRateTrendPoint,
  mapTradeInfo,
  mapUpgradeWay,
  mapVoucher,
} from './map/simpleEarn';
import { mapFaq } from './map/shared';
import { flag, integer, listOf, pageOf, readAmount, text } from './map/read';
import { pageQuery } from './pageQuery';
import type { EarnBody, EarnCallOptions, EarnVipCallOptions } from './request';
import type { EarnTransport } from './transport';

/** A coin's fixed products and business type (SE-API-06). */
export interface CoinFixedProducts {
  readonly fixedList: readonly FixedProduct[];
  readonly businessType: BusinessType;
}

/** Params of a fixed product list: the product type (a path segment) and the list's filters and page. */
export type FixedProductListParams = { readonly type: number } & Omit<FixedProductListParamsDto, 'page' | 'limit'> &
  PageParams;

/** The Simple Earn calls of a client. Answers the spec does not show resolve with the raw `data`. */
export interface SimpleEarnApi {
  /** GET market/list (SE-API-01): a page of coins, limit 10 unless given. */
  marketList(params?: Partial<MarketListParamsDto>, options?: EarnCallOptions): Promise<Page<AutoEarnMarketItem>>;
  /** GET coin-info (SE-API-02/03): the first item, the flexible product detail; null when the list is empty. */
  coinInfo(params: CoinInfoParamsDto, options?: EarnCallOptions): Promise<FlexibleProduct | null>;
  /** GET product/detail (SE-API-04). */
  fixedProductDetail(params: FixedProductDetailParamsDto, options?: EarnCallOptions): Promise<FixedProduct>;
  /** GET product/{type}/list (SE-API-05): a page of fixed products. */
  fixedProductList(params: FixedProductListParams, options?: EarnCallOptions): Promise<Page<FixedProduct>>;
  /** GET product/{type}/list by coin with status 1 (SE-API-06): fixed_list and business_type. */
  coinFixedProducts(
    params: { readonly type: number; readonly coin: string },
    options?: EarnCallOptions,
  ): Promise<CoinFixedProducts>;
  /** GET user/lendable, or its VIP path (SE-API-07/08): the personal remaining quota. */
  lendable(params: LendableParamsDto, options?: EarnVipCallOptions): Promise<string>;
  /** POST uni-loan/earn/subscribe, JSON (SE-API-09). */
  subscribeFlexible(body: FlexibleSubscribeDto, options?: EarnCallOptions): Promise<unknown>;
  /** POST user/lend, JSON, or its VIP path (SE-API-10). */
  subscribeFixed(body: FixedSubscribeDto, options?: EarnVipCallOptions): Promise<unknown>;
  /** GET product/coins (SE-API-11): the fixed asset filter. */
  fixedProductCoins(options?: EarnCallOptions): Promise<readonly string[]>;
  /** GET history/coins (SE-API-12): the flexible asset filter. */
  flexibleHistoryCoins(options?: EarnCallOptions): Promise<readonly string[]>;
  /** GET account/spot/trading/home (SE-API-18, DEC-24): the subscribe and redeem pre-check. */
  tradingHome(params: { readonly market: string }, options?: EarnCallOptions): Promise<TradeInfo>;
  /** POST redeem-callback, form (SE-API-20); its body is not specified. */
  redeemCallback(body: EarnBody, options?: EarnCallOptions): Promise<unknown>;
  /** POST interest-rate, JSON (SE-API-22): rateYear a fraction (`minimumAprToRateYear`). */
  setMinimumApr(body: InterestRateDto, options?: EarnCallOptions): Promise<unknown>;
  /** GET award-pool (SE-API-23, HD-API-01): the first item; null when none. */
  awardPool(params: { readonly asset: string }, options?: EarnCallOptions): Promise<AwardPool | null>;
  /** GET statistics (SE-API-24); not specified, passed through. */
  statistics(options?: EarnCallOptions): Promise<unknown>;
  /** POST uni-loan/earn/redeem, form (SE-API-29, unstated path): what was redeemed. */
  redeemFlexible(
    body: FlexibleRedeemDto,
    options?: EarnCallOptions,
  ): Promise<{ readonly asset: string; readonly amount: string }>;
  /** POST uni-loan/earn/cancel-redeem, form (SE-API-30, unstated path). */
  cancelRedeem(body: CancelRedeemDto, options?: EarnCallOptions): Promise<unknown>;
  /** GET user/vip (SE-API-31): the user's VIP level, 0 when none. */
  userVip(options?: EarnCallOptions): Promise<number>;
  /** GET user/upgrade-way (SE-API-32, unstated path). */
  upgradeWay(options?: EarnCallOptions): Promise<UpgradeWay>;
  /** GET coupon-recommend (SE-API-34): the vouchers, rate_ratio as a fraction. */
  couponRecommend(params: { readonly pid: number | string }, options?: EarnCallOptions): Promise<readonly Voucher[]>;
  /** GET earn/ask?mold=simple-earn (SE-API-35). */
  faq(options?: EarnCallOptions): Promise<readonly StakingFaqItem[]>;
  /** GET subscribe/check (SE-API-36): is_able_subscribe. A failed call rejects; SE-ERR-08 reads it as false. */
  subscribeCheck(params: { readonly pid: number | string }, options?: EarnCallOptions): Promise<boolean>;
  /** GET uni-loan/earn/chart (SE-API-19): from and to in unix seconds (`rateChartParams`). */
  rateChart(params: RateChartParamsDto, options?: EarnCallOptions): Promise<readonly RateTrendPoint[]>;
  /** GET rate-trend (SE-API-38, unstated path): by asset and day range. */
  rateTrend(params: RateTrendParamsDto, options?: EarnCallOptions): Promise<readonly RateTrendPoint[]>;
}

const textList = (data: unknown): readonly string[] =>
  listOf<unknown>(data)
    .map((item) => text(item))
    .filter(Boolean);

/** The Simple Earn calls over a transport. */
export function createSimpleEarnApi(transport: EarnTransport): SimpleEarnApi {
  return {
    async marketList(params = {}, options = {}) {
      const data = await transport.call<TableDto<MarketListItemDto>>('marketList', {
        query: pageQuery(params),
        signal: options.signal,
      });
      return readAnswer('marketList', data, (answer) => pageOf(answer, mapMarketListItem));
    },
    async coinInfo(params, options = {}) {
      const data = await transport.call('coinInfo', { query: params, signal: options.signal });
      return readAnswer('coinInfo', data, (answer) => {
        const item = firstOf(listOf<FlexibleProductDto>(answer));
        return item ? mapFlexibleProduct(item) : null;
      });
    },
    async fixedProductDetail(params, options = {}) {
      const data = await transport.call<FixedProductDto>('fixedProductDetail', {
        query: params,
        signal: options.signal,
      });
      return readAnswer('fixedProductDetail', requireData('fixedProductDetail', data), mapFixedProduct);
    },
    async fixedProductList({ type, ...params }, options = {}) {
      const data = await transport.call<FixedProductListDto>('fixedProductList', {
        pathParams: { type },
        query: pageQuery(params),
        signal: options.signal,
      });
      return readAnswer('fixedProductList', data, (answer) =>
        pageOf({ list: answer?.list ?? [], total: answer?.total ?? (answer?.list ?? []).length }, mapFixedProduct),
      );
    },
    async coinFixedProducts({ type, coin }, options = {}) {
      const data = await transport.call<FixedProductListDto>('fixedProductList', {
        pathParams: { type },
        query: { coin, status: 1 },
        signal: options.signal,
      });
      return readAnswer('fixedProductList', data, (answer) => ({
        fixedList: (answer?.fixed_list ?? []).map(mapFixedProduct),
        businessType: codeOf(BusinessType, answer?.business_type, BusinessType.flexible),
      }));
    },
    async lendable(params, options = {}) {
      const data = await transport.call<LendableDto | null>('lendable', {
        query: params,
        vip: options.vip,
        signal: options.signal,
      });
      // The quota is required: read as 0 it would block every subscription, read as more it would promise one.
      return readAnswer('lendable', data, (answer) => readAmount(answer?.lendable));
    },
    subscribeFlexible(body, options = {}) {
      return transport.call('flexibleSubscribe', {
        body,
        signal: options.signal,
        idempotencyKey: options.idempotencyKey,
      });
    },
    subscribeFixed(body, options = {}) {
      return transport.call('fixedSubscribe', {
        body,
        vip: options.vip,
        signal: options.signal,
        idempotencyKey: options.idempotencyKey,
      });
    },
    async fixedProductCoins(options = {}) {
      return textList(await transport.call('fixedProductCoins', { signal: options.signal }));
    },
    async flexibleHistoryCoins(options = {}) {
      return textList(await transport.call('flexibleHistoryCoins', { signal: options.signal }));
    },
    async tradingHome(params, options = {}) {
      return mapTradeInfo(await transport.call<TradeInfoDto>('tradingHome', { query: params, signal: options.signal }));
    },
    redeemCallback(body, options = {}) {
      return transport.call('redeemCallback', { body, signal: options.signal });
    },
    setMinimumApr(body, options = {}) {
      return transport.call('interestRate', { body, signal: options.signal });
    },
    async awardPool(params, options = {}) {
      const data = await transport.call('awardPool', { query: params, signal: options.signal });
      return readAnswer('awardPool', data, (answer) => {
        const item = firstOf(listOf<AwardPoolDto>(answer));
        return item ? mapAwardPool(item) : null;
      });
    },
    statistics(options = {}) {
      return transport.call('statistics', { signal: options.signal });
    },
    async redeemFlexible(body, options = {}) {
      const data = await transport.call<FlexibleRedeemAnswerDto | null>('flexibleRedeem', {
        body,
        signal: options.signal,
        idempotencyKey: options.idempotencyKey,
      });
      // Without an answer, what was redeemed is what was asked for.
      return readAnswer('flexibleRedeem', data, (answer) => ({
        asset: text(answer?.asset, body.asset),
        amount: readAmount(answer?.amount, body.amount),
      }));
    },
    cancelRedeem(body, options = {}) {
      return transport.call('cancelRedeem', { body, signal: options.signal, idempotencyKey: options.idempotencyKey });
    },
    async userVip(options = {}) {
      return integer((await transport.call<UserVipDto | null>('userVip', { signal: options.signal }))?.vip_level);
    },
    async upgradeWay(options = {}) {
      const data = await transport.call<UpgradeWayDto>('upgradeWay', { signal: options.signal });
      return readAnswer('upgradeWay', data, mapUpgradeWay);
    },
    async couponRecommend(params, options = {}) {
      const data = await transport.call('couponRecommend', { query: params, signal: options.signal });
      return readAnswer('couponRecommend', data, (answer) => listOf<VoucherDto>(answer).map(mapVoucher));
    },
    async faq(options = {}) {
      return mapFaq(await transport.call('faq', { query: { mold: 'simple-earn' }, signal: options.signal }));
    },
    async subscribeCheck(params, options = {}) {
      return flag(
        (await transport.call<SubscribeCheckDto | null>('subscribeCheck', { query: params, signal: options.signal }))
          ?.is_able_subscribe,
      );
    },
    async rateChart(params, options = {}) {
      const data = await transport.call('rateChart', { query: params, signal: options.signal });
      return readAnswer('rateChart', data, (answer) => listOf<RateTrendPointDto>(answer).map(mapRateTrendPoint));
    },
    async rateTrend(params, options = {}) {
      const data = await transport.call('rateTrend', { query: params, signal: options.signal });
      return readAnswer('rateTrend', data, (answer) => listOf<RateTrendPointDto>(answer).map(mapRateTrendPoint));
    },
  };
}
