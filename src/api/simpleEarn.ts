/**
 * The Simple Earn product, subscribe and redeem calls (SE-API-01..12, 18..24, 29..36, 38). History lives
 * in `simpleEarnHistory.ts`, holdings and order actions in `holdings.ts`. This module makes the calls the
 * first screens make (the home's product list and auto-earn card's market list, the history's coin filters);
 * the others (subscribe, redeem, vouchers, FAQ, charts, ...) are in `simpleEarnActions.ts`, loaded with the
 * first of them.
 */
import type { TableDto } from './dto/common';
import type { FixedProductListDto, MarketListItemDto } from './dto/simpleEarn';
import { readAnswer } from './errors';
import { lazyArea } from './lazyArea';
import { mapMarketListItem } from './map/autoEarn';
import { mapFixedProduct } from './map/simpleEarn';
import { listOf, pageOf, text } from './map/read';
import { pageQuery } from './pageQuery';
import type { SimpleEarnActionsApi, SimpleEarnApi } from './simpleEarnApi';
import type { EarnTransport } from './transport';

export type { CoinFixedProducts, FixedProductListParams, SimpleEarnApi } from './simpleEarnApi';

/**
 * The Simple Earn calls over a transport. The calls in `simpleEarnActions.ts` are a lazy area of their own
 * (each waits for that module on its first call), so the home and My earn do not download the subscribe,
 * redeem, vouchers' or FAQ's calls and their mappers until one is made.
 */
const textList = (data: unknown): readonly string[] =>
  listOf<unknown>(data)
    .map((item) => text(item))
    .filter(Boolean);

export function createSimpleEarnApi(transport: EarnTransport): SimpleEarnApi {
  const actions = lazyArea<SimpleEarnActionsApi>(() =>
    import('./simpleEarnActions').then((module) => module.createSimpleEarnActionsApi(transport)),
  );
  return {
    async marketList(params = {}, options = {}) {
      const data = await transport.call<TableDto<MarketListItemDto>>('marketList', {
        query: pageQuery(params),
        signal: options.signal,
      });
      return readAnswer('marketList', data, (answer) => pageOf(answer, mapMarketListItem));
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
    awardPool: actions.awardPool,
    coinInfo: actions.coinInfo,
    fixedProductDetail: actions.fixedProductDetail,
    coinFixedProducts: actions.coinFixedProducts,
    lendable: actions.lendable,
    subscribeFlexible: actions.subscribeFlexible,
    subscribeFixed: actions.subscribeFixed,
    async fixedProductCoins(options = {}) {
      return textList(await transport.call('fixedProductCoins', { signal: options.signal }));
    },
    async flexibleHistoryCoins(options = {}) {
      return textList(await transport.call('flexibleHistoryCoins', { signal: options.signal }));
    },
    tradingHome: actions.tradingHome,
    redeemCallback: actions.redeemCallback,
    setMinimumApr: actions.setMinimumApr,
    statistics: actions.statistics,
    redeemFlexible: actions.redeemFlexible,
    cancelRedeem: actions.cancelRedeem,
    userVip: actions.userVip,
    upgradeWay: actions.upgradeWay,
    couponRecommend: actions.couponRecommend,
    faq: actions.faq,
    subscribeCheck: actions.subscribeCheck,
    rateChart: actions.rateChart,
    rateTrend: actions.rateTrend,
  };
}
