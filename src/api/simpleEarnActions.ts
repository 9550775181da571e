/**
 * The Simple Earn calls no first screen makes (product detail, quota, subscribe, redeem, vouchers, FAQ, charts,
 * VIP, ...): loaded with the first of them, apart from the product list's calls in `simpleEarn.ts`.
 */
import { firstOf } from '../domain/simpleEarn/products';
import { BusinessType } from '../domain/simpleEarn/constants';
import type {
  AwardPoolDto,
  FixedProductDto,
  FixedProductListDto,
  FlexibleProductDto,
  FlexibleRedeemAnswerDto,
  LendableDto,
  RateTrendPointDto,
  SubscribeCheckDto,
  TradeInfoDto,
  UpgradeWayDto,
  UserVipDto,
  VoucherDto,
} from './dto/simpleEarn';
import { readAnswer, requireData } from './errors';
import { mapFixedProduct } from './map/simpleEarn';
import {
  mapAwardPool,
  mapFlexibleProduct,
  mapRateTrendPoint,
  mapTradeInfo,
  mapUpgradeWay,
  mapVoucher,
} from './map/simpleEarnActions';
import { codeOf } from './map/simpleEarnShared';
import { mapFaq } from './map/shared';
import { flag, integer, listOf, readAmount, text } from './map/read';
import type { SimpleEarnActionsApi } from './simpleEarnApi';
import type { EarnTransport } from './transport';

/** The Simple Earn calls of `SimpleEarnActionsApi` over a transport. */
export function createSimpleEarnActionsApi(transport: EarnTransport): SimpleEarnActionsApi {
  return {
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
