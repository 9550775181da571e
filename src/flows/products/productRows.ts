/**
 * The rows of the Simple Earn home (SE-ROUTE-01): one per coin, with its flexible offer from the market
 * list (SE-API-01) and its fixed products from the fixed product lists (SE-API-05). Pure: the screen
 * passes what the calls answered.
 */
import type { AutoEarnMarketItem } from '../../domain/autoEarn/status';
import { totalEstimatedLendingApr } from '../../domain/simpleEarn/interestEstimate';
import { compareRates, type Rate } from '../../domain/shared/rate';
import { rateRange, type RateRange } from '../../domain/shared/rateRange';
import { FixedProductType } from '../../domain/simpleEarn/constants';
import type { FixedProduct, LadderTier } from '../../domain/simpleEarn/models';
import { isSoldOut } from '../../domain/simpleEarn/saleStatus';
import { normalisedSearch, type ProductFilter, type ProductSort } from './productList.reducer';

/** A coin's flexible product as the home shows it. */
export interface FlexibleOffer {
  /** The next-time rate, a fraction. */
  readonly rate: Rate;
  /** The bonus ladder; empty without one. */
  readonly ladderApr: readonly LadderTier[];
  /** With a ladder, the rate plus the best tier, shown as 'Up to' (HD-CALC-04); null without one. */
  readonly upToRate: Rate | null;
}

/** One coin of the home list. */
export interface ProductRow {
  readonly asset: string;
  readonly icon?: string;
  /** Null when the coin has no flexible product, or the filter is Fixed. */
  readonly flexible: FlexibleOffer | null;
  /** The coin's fixed products, shortest term first; empty under the Flexible filter. */
  readonly fixed: readonly FixedProduct[];
}

/** The flexible offer of a market list coin. */
export function flexibleOfferOf(item: AutoEarnMarketItem): FlexibleOffer {
  const ladderApr = item.ladderApr ?? [];
  return {
    rate: item.nextTimeRateYear,
    ladderApr,
    upToRate: ladderApr.length > 0 ? totalEstimatedLendingApr(item.nextTimeRateYear, ladderApr) : null,
  };
}

const TYPE_ORDER: Readonly<Record<number, number>> = {
  [FixedProductType.normal]: 0,
  [FixedProductType.special]: 1,
  [FixedProductType.vip]: 2,
};

/**
 * The fixed products of every list grouped by coin, each coin's shortest term first, then normal
 * before special before VIP, then by id. A product without an asset cannot be placed and is left out.
 */
export function fixedProductsByAsset(products: readonly FixedProduct[]): ReadonlyMap<string, readonly FixedProduct[]> {
  const groups = new Map<string, FixedProduct[]>();
  const seen = new Set<number>();
  for (const product of products) {
    if (!product.asset || seen.has(product.id)) continue;
    seen.add(product.id);
    const asset = product.asset.toUpperCase();
    const group = groups.get(asset);
    if (group) group.push(product);
    else groups.set(asset, [product]);
  }
  for (const group of groups.values()) {
    group.sort(
      (a, b) => a.lockUpPeriod - b.lockUpPeriod || (TYPE_ORDER[a.type] ?? 9) - (TYPE_ORDER[b.type] ?? 9) || a.id - b.id,
    );
  }
  return groups;
}

/** True when a coin matches the search: its ticker contains the trimmed search, any case. */
export function matchesSearch(asset: string, search: string): boolean {
  return asset.toUpperCase().includes(normalisedSearch(search));
}

/**
 * The rows of a market list page (filters All and Flexible): each coin with its flexible offer, and under All its fixed
 * products.
 */
export function marketRows(
  items: readonly AutoEarnMarketItem[],
  fixedByAsset: ReadonlyMap<string, readonly FixedProduct[]>,
  filter: Exclude<ProductFilter, 'fixed'>,
): ProductRow[] {
  return items.map((item) => ({
    asset: item.asset,
    ...(item.icon === undefined ? {} : { icon: item.icon }),
    flexible: flexibleOfferOf(item),
    fixed: filter === 'all' ? (fixedByAsset.get(item.asset.toUpperCase()) ?? []) : [],
  }));
}

/** The rows of the Fixed filter: every coin with a fixed product that matches the search, in ticker order. */
export function fixedRows(fixedByAsset: ReadonlyMap<string, readonly FixedProduct[]>, search: string): ProductRow[] {
  return (
    [...fixedByAsset.entries()]
      .filter(([asset]) => matchesSearch(asset, search))
      .sort(([a], [b]) => a.localeCompare(b))
      // A fixed product carries no coin icon; CoinIcon shows the ticker's letter.
      .map(([asset, fixed]) => ({ asset, flexible: null, fixed }))
  );
}

/** One term of a coin, as its chip on the home: the flexible product, or one fixed product. */
export type ProductTerm =
  | { readonly kind: 'flexible'; readonly key: 'flexible'; readonly offer: FlexibleOffer }
  | { readonly kind: 'fixed'; readonly key: string; readonly product: FixedProduct };

/** The coin's terms in chip order: Flexible first, then the fixed products as `fixedProductsByAsset` sorted them. */
export function productTermsOf(row: ProductRow): ProductTerm[] {
  const fixed = row.fixed.map((product): ProductTerm => ({ kind: 'fixed', key: String(product.id), product }));
  return row.flexible ? [{ kind: 'flexible', key: 'flexible', offer: row.flexible }, ...fixed] : fixed;
}

/** The rate a term's chip shows: the flexible 'Up to' rate when it has a ladder, else its rate. */
export function headlineRateOf(term: ProductTerm): Rate {
  return term.kind === 'flexible' ? (term.offer.upToRate ?? term.offer.rate) : term.product.yearRate;
}

/** True when the term can no longer be subscribed (SE-STATUS-05). */
export function isTermSoldOut(term: ProductTerm): boolean {
  return term.kind === 'fixed' && isSoldOut(term.product.saleStatus);
}

/**
 * The APR range of a coin across its terms. A sold-out term cannot be had, so it does not stretch the range,
 * unless every term is sold out.
 */
export function aprRangeOf(row: ProductRow): RateRange | null {
  const terms = productTermsOf(row);
  const open = terms.filter((term) => !isTermSoldOut(term));
  return rateRange((open.length > 0 ? open : terms).map(headlineRateOf));
}

/** The fixed terms (days) on offer across every coin, shortest first: the choices of the term filter. */
export function fixedTermDays(fixedByAsset: ReadonlyMap<string, readonly FixedProduct[]>): number[] {
  const days = new Set<number>();
  for (const products of fixedByAsset.values()) for (const product of products) days.add(product.lockUpPeriod);
  return [...days].sort((a, b) => a - b);
}

/**
 * The rows as the home shows them: only the coins with a fixed term of `termDays` when one is chosen, ordered
 * by APR when asked (the highest rate of each coin's range for 'aprHigh', the lowest for 'aprLow'; coins with no
 * rate last). The sort is stable, so equal coins keep the exchange's order.
 */
export function arrangeRows(rows: readonly ProductRow[], sort: ProductSort, termDays: number | null): ProductRow[] {
  const kept =
    termDays === null
      ? [...rows]
      : rows.filter((row) => row.fixed.some((product) => product.lockUpPeriod === termDays));
  if (sort === 'default') return kept;
  const ranges = new Map(kept.map((row) => [row, aprRangeOf(row)]));
  return kept.sort((a, b) => {
    const rangeA = ranges.get(a);
    const rangeB = ranges.get(b);
    if (!rangeA || !rangeB) return (rangeA ? 0 : 1) - (rangeB ? 0 : 1);
    return sort === 'aprHigh' ? compareRates(rangeB.max, rangeA.max) : compareRates(rangeA.min, rangeB.min);
  });
}
