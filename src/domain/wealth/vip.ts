import type { WealthListedProduct } from './types';

/**
 * Whether a viewer must upgrade before subscribing (DEC-29): a logged-in user below the product's VIP level. A guest
 * (null) is not judged here: Subscribe sends them to log in first, and their level is known only after.
 */
export function needsWealthVipUpgrade(
  vipLevel: number | null,
  product: Pick<WealthListedProduct, 'minVipLevel'>,
): boolean {
  return vipLevel !== null && vipLevel < product.minVipLevel;
}
