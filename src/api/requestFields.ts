/**
 * The requests the data hooks take, in the domain's words, and the exchange's fields built from them:
 * the one place where a flow's `orderId` becomes the spec's `order_id` (design.md convention 11). The
 * client's calls keep the spec's own names (the DTOs); a flow never writes them.
 */
import { rateToFractionText, type Rate } from '../domain/shared/rate';
import type { RedeemAccountType, ReinvestStatus } from '../domain/simpleEarn/constants';
import type { WealthPurchaseRequest } from '../domain/wealth/subscribe';
import type { AutoEarnMarketListParams } from './autoEarn';
import type { PageParams } from './dto/common';
import type { HoldingsParams } from './holdings';
import type { FlexibleRedeemDto, FixedSubscribeDto, MarketListParamsDto } from './dto/simpleEarn';
import type { WealthPurchaseDto } from './dto/wealth';

/** A fixed subscribe (SE-API-10). */
export interface FixedSubscribeRequest {
  /** The fixed product subscribed (product_id). */
  readonly productId: number | string;
  /** The amount, as the subscribe dialog sends it (SE-AMT-11). */
  readonly amount: string;
  /** Where the principal goes at maturity (redeem_account_type). */
  readonly redeemAccountType: RedeemAccountType;
  /** Auto-reinvest at maturity (reinvest_status). */
  readonly reinvestStatus: ReinvestStatus;
  /** The product's annual rate (year_rate, sent as a fraction). */
  readonly yearRate: Rate;
  /** The selected voucher's id (financial_rate_id, P-15); none when no voucher is selected. */
  readonly voucherId?: number | string | null;
}

/** The body of a fixed subscribe: a voucher id that is not a number is left out. */
export function fixedSubscribeFields(request: FixedSubscribeRequest): FixedSubscribeDto {
  const voucherId = request.voucherId == null ? Number.NaN : Number(request.voucherId);
  return {
    product_id: request.productId,
    redeem_account_type: request.redeemAccountType,
    reinvest_status: request.reinvestStatus,
    amount: request.amount,
    year_rate: rateToFractionText(request.yearRate),
    ...(Number.isFinite(voucherId) ? { financial_rate_id: voucherId } : {}),
  };
}

/** A page of a holding list (SE-API-25/26), of one coin or one fixed order when asked. */
export interface HoldingsQuery extends PageParams {
  readonly asset?: string;
  /** One fixed order (order_id). */
  readonly orderId?: number | string;
}

/** A holding list's params. */
export function holdingsFields({ orderId, ...query }: HoldingsQuery): HoldingsParams {
  return orderId === undefined ? query : { ...query, order_id: orderId };
}

/** A flexible redeem (SE-API-29): the amount, and the holding's figures it was asked against. */
export interface FlexibleRedeemRequest {
  readonly asset: string;
  readonly amount: string;
  /** The holding's current amount (curr_amount). */
  readonly currAmount: string;
  /** The holding's lent amount (lend_amount). */
  readonly lendAmount: string;
}

/** The body of a flexible redeem. */
export function flexibleRedeemFields(request: FlexibleRedeemRequest): FlexibleRedeemDto {
  return {
    asset: request.asset,
    amount: request.amount,
    curr_amount: request.currAmount,
    lend_amount: request.lendAmount,
  };
}

/** The body of a wealth purchase (VW-API-01): the product's own project type (DEC-23). */
export function wealthPurchaseFields(request: WealthPurchaseRequest): WealthPurchaseDto {
  return { pid: request.pid, amount: request.amount, project_type: request.projectType };
}

/** A page of the market list (SE-API-01), and its filters (each off unless set). */
export interface MarketListQuery {
  readonly page?: number;
  readonly limit?: number;
  /** A coin search (search_coin). */
  readonly search?: string;
  /** Only coins the user holds (have_balance). */
  readonly withBalance?: boolean;
  /** Only coins with a bonus (have_award). */
  readonly withBonus?: boolean;
  /** Only coins the user subscribed (is_subscribed). */
  readonly subscribedOnly?: boolean;
  /** Only coins open for subscription (available). */
  readonly availableOnly?: boolean;
  /** The business the list is sorted by (sort_business). */
  readonly sortBusiness?: number;
  /** The APR sort (sort_type, `aprSortType`). */
  readonly sortType?: number;
  /** How the search matches (search_type). */
  readonly searchType?: number;
  /** Only coins with auto-earn on (auto_invest). */
  readonly autoEarnOnly?: boolean;
}

/** A filter is sent as 1 when on; off is no filter, so nothing is sent. */
const flag = (on: boolean | undefined): 1 | undefined => (on ? 1 : undefined);

/** Leaves out what a query does not set: the exchange reads an absent filter as no filter. */
function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The market list's query fields. */
export function marketListFields(query: MarketListQuery): Partial<MarketListParamsDto> {
  return defined({
    page: query.page,
    limit: query.limit,
    search_coin: query.search === '' ? undefined : query.search,
    have_balance: flag(query.withBalance),
    have_award: flag(query.withBonus),
    is_subscribed: flag(query.subscribedOnly),
    available: flag(query.availableOnly),
    sort_business: query.sortBusiness,
    sort_type: query.sortType,
    search_type: query.searchType,
    auto_invest: flag(query.autoEarnOnly),
  });
}

/** What the auto-earn list varies (AE-API-04); the rest of its query is fixed (`AUTO_EARN_MARKET_LIST_QUERY`). */
export type AutoEarnListQuery = Pick<
  MarketListQuery,
  'page' | 'search' | 'sortType' | 'autoEarnOnly' | 'withBalance' | 'availableOnly'
>;

/** The auto-earn list's query fields. */
export function autoEarnListFields(query: AutoEarnListQuery): AutoEarnMarketListParams {
  return marketListFields(query);
}
