// What the staking list shows of the products loaded (DEC-28): the ones matching the search, in the order asked.
import type { StakingProductListItem } from '../../../domain/staking/product.types';
import { compareRates } from '../../../domain/shared/rate';
import { productFacts } from './productFacts';

/** The orders the list offers: the exchange's own, highest APR first, lowest APR first (as Simple Earn's, P-42). */
export const STAKING_SORTS = ['default', 'aprHigh', 'aprLow'] as const;
/** How the staking list orders its products. */
export type StakingSort = (typeof STAKING_SORTS)[number];

/** Every coin a product pays rewards in: its reward coin, or each protocol's for DeFi (ST-PROD-02). */
export function productRewardCoins(product: StakingProductListItem): string[] {
  if (!product.isDefi) return product.rewardCoin ? [product.rewardCoin] : [];
  return [...new Set(product.defi.flatMap((protocol) => protocol.reward.map((reward) => reward.rewardCoin)))];
}

/** A product matches when its coin, what it stakes or what it pays starts with the search (any case). */
function matches(product: StakingProductListItem, wanted: string): boolean {
  if (wanted === '') return true;
  return [product.coin, product.mortgageCoin, ...productRewardCoins(product)].some((coin) =>
    coin.toUpperCase().startsWith(wanted),
  );
}

/**
 * The products the list shows for `query` in the order `sort` asks: by the APR each row shows (a DeFi product's
 * highest protocol rate, its 'Up to'). The list call has no sort parameter, so the products loaded are sorted here;
 * the sort is stable, so products of equal APR keep the exchange's order.
 */
export function arrangeStakingProducts(
  products: readonly StakingProductListItem[],
  query: string,
  sort: StakingSort,
): StakingProductListItem[] {
  const wanted = query.trim().toUpperCase();
  const kept = products.filter((product) => matches(product, wanted));
  if (sort === 'default') return kept;
  const aprs = new Map(kept.map((product) => [product, productFacts(product.coin, product).apr]));
  return kept.sort((a, b) => {
    const order = compareRates(aprs.get(a)!, aprs.get(b)!);
    return sort === 'aprHigh' ? -order : order;
  });
}
