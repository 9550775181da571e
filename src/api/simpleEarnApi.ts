/**
 * The Simple Earn area's public type (`client.simpleEarn`), apart from its two halves' code (`simpleEarn.ts`,
 * `simpleEarnActions.ts`), which both implement it.
 */
import type { Page } from '../domain/shared/pagination';
import type {
  AwardPool,
  FixedProduct,
  FlexibleProduct,
  RateTrendPoint,
  TradeInfo,
  UpgradeWay,
  Voucher,
} from '../domain/simpleEarn/models';
import type { BusinessType } from '../domain/simpleEarn/constants';
import type { StakingFaqItem } from '../domain/staking/user.types';
import type { PageParams } from './dto/common';
import type {
  CancelRedeemDto,
  CoinInfoParamsDto,
  FixedProductDetailParamsDto,
  FixedProductListParamsDto,
  FixedSubscribeDto,
  FlexibleRedeemDto,
  FlexibleSubscribeDto,
  InterestRateDto,
  LendableParamsDto,
  MarketListParamsDto,
  RateChartParamsDto,
  RateTrendParamsDto,
} from './dto/simpleEarn';
import type { AutoEarnMarketItem } from '../domain/autoEarn/status';
import type { EarnBody, EarnCallOptions, EarnVipCallOptions } from './request';

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

/** The calls no first screen makes (the home's and the history's make the others): `simpleEarnActions.ts`. */
export type SimpleEarnActionsApi = Omit<
  SimpleEarnApi,
  'marketList' | 'fixedProductList' | 'fixedProductCoins' | 'flexibleHistoryCoins'
>;
