import { compareRates } from '../shared/rate';
import { BusinessType, FixedProductType, SUBSCRIBE_AGAIN_VIP_TIER, SaleStatus } from './constants';
import type { FixedProduct } from './models';
import { vipUpgradePath } from './vipAccess';

/** The Simple Earn home, where subscribe-again falls back to (SE-AGAIN-06). */
export const SIMPLE_EARN_HOME_PATH = '/simple-earn';

/** The first decision of 'Subscribe again' on a fixed order, before the product is refetched. */
export type SubscribeAgainGate =
  { readonly kind: 'upgradeGuide'; readonly upTo: number; readonly path: string } | { readonly kind: 'refetch' };

/** Where 'Subscribe again' leads once the product has been refetched. */
export type SubscribeAgainTarget =
  | { readonly kind: 'openProduct'; readonly product: FixedProduct }
  | { readonly kind: 'openBestRateProduct'; readonly product: FixedProduct }
  | { readonly kind: 'openFlexible' }
  | { readonly kind: 'navigate'; readonly path: typeof SIMPLE_EARN_HOME_PATH };

/**
 * The VIP gate of subscribe-again (SE-AGAIN-01, DEC-21): a VIP fixed product needs VIP tier 5 or
 * higher, else the upgrade guide opens towards tier 5; any other product goes on to the refetch
 * (SE-AGAIN-02). The min_vip..max_vip range is checked again by the subscribe dialog itself.
 */
export function subscribeAgainGate(productType: FixedProductType, vipLevel: number): SubscribeAgainGate {
  if (productType === FixedProductType.vip && vipLevel < SUBSCRIBE_AGAIN_VIP_TIER) {
    return { kind: 'upgradeGuide', upTo: SUBSCRIBE_AGAIN_VIP_TIER, path: vipUpgradePath(SUBSCRIBE_AGAIN_VIP_TIER) };
  }
  return { kind: 'refetch' };
}

/** True when a product can be subscribed now: sale_status 1 (SE-DATA-04). */
export function isSubscribable(product: Pick<FixedProduct, 'saleStatus'>): boolean {
  return product.saleStatus === SaleStatus.subscribable;
}

/** The normal (type 1), subscribable product with the highest year rate; the first one wins a tie. */
export function bestRateSubscribableProduct(products: readonly FixedProduct[]): FixedProduct | null {
  let best: FixedProduct | null = null;
  for (const product of products) {
    if (product.type !== FixedProductType.normal || !isSubscribable(product)) continue;
    if (!best || compareRates(product.yearRate, best.yearRate) > 0) best = product;
  }
  return best;
}

/** What subscribe-again resolves from. */
export interface SubscribeAgainInput {
  /** The order's product as refetched, or null when it is gone. */
  readonly refetchedProduct: FixedProduct | null;
  /** The coin's fixed products to fall back on. */
  readonly products: readonly FixedProduct[];
  /** The coin's business type. */
  readonly businessType: BusinessType;
}

/**
 * Resolves subscribe-again after the refetch: the product itself when subscribable (SE-AGAIN-03);
 * if sold out or gone, the best-rate normal subscribable product (SE-AGAIN-04); failing that the
 * flexible dialog unless the business type is fixed (SE-AGAIN-05); otherwise the home page (SE-AGAIN-06).
 */
export function resolveSubscribeAgain({
  refetchedProduct,
  products,
  businessType,
}: SubscribeAgainInput): SubscribeAgainTarget {
  if (refetchedProduct && isSubscribable(refetchedProduct)) return { kind: 'openProduct', product: refetchedProduct };
  const best = bestRateSubscribableProduct(products);
  if (best) return { kind: 'openBestRateProduct', product: best };
  if (businessType !== BusinessType.fixed) return { kind: 'openFlexible' };
  return { kind: 'navigate', path: SIMPLE_EARN_HOME_PATH };
}
