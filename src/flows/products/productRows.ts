/**
 * The rows of the Simple Earn home (SE-ROUTE-01): one per coin, with its flexible offer from the market
 * list (SE-API-01) and its fixed products from the fixed product lists (SE-API-05). Pure: the screen
 * passes what the calls answered.
 */
import type { AutoEarnMarketItem } from '../../domain/autoEarn/status';
import { totalEstimatedLendingApr } from '../../domain/simpleEarn/interestEstimate';
import type { Rate } from '../../domain/shared/rate';
import { FixedProductType } from '../../domain/simpleEarn/constants';
import type { FixedProduct, LadderTier } from '../../domain/simpleEarn/models';
import { normalisedSearch, type ProductFilter } from './productList.reducer';

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
