import { FixedProductType } from './constants';
import { VipMessageKey } from './offerMessageKeys';
import type { FixedProduct } from './models';
import { isSoldOut } from './saleStatus';

/** The VIP access notice of the subscribe dialog (SE-SUB-04, SE-VIP-02, SE-VIP-03). */
export type VipAccessMessage =
  | {
      /** The user's level is above the product's range: 'VIP exclusive' with a benefits link (SE-VIP-02). */
      readonly kind: 'aboveRange';
      readonly key: typeof VipMessageKey.exclusive;
      readonly params: { readonly min: number; readonly max: number };
    }
  | {
      /** The user's level is below the range: an upgrade link to /vip?upTo={min} (SE-VIP-03). */
      readonly kind: 'belowRange';
      readonly key: typeof VipMessageKey.upgrade;
      readonly params: { readonly level: number };
      readonly upgradePath: string;
    };

/** True for a VIP product (type 2), open only to VIP levels min_vip..max_vip (SE-PROD-04). */
export function isVipProduct(product: Pick<FixedProduct, 'type'>): boolean {
  return product.type === FixedProductType.vip;
}

/**
 * Whether a fixed product's or order's calls take their VIP variant (the /vip path): always in the exchange's
 * VIP section (SH-VIP-02, P-37), elsewhere only for a VIP product (SH-VIP-01).
 */
export function usesVipPaths(inVipSection: boolean, productType: FixedProduct['type']): boolean {
  return inVipSection || isVipProduct({ type: productType });
}

/** True when a VIP level lies within the product's min_vip..max_vip range, both ends included (SE-PROD-04). */
export function isWithinVipRange(vipLevel: number, product: Pick<FixedProduct, 'minVip' | 'maxVip'>): boolean {
  return vipLevel >= product.minVip && vipLevel <= product.maxVip;
}

/** The VIP upgrade link: /vip, with ?upTo={level} when upgrading (SE-LINK-01, SE-VIP-01). */
export function vipUpgradePath(level?: number): string {
  return level === undefined ? '/vip' : `/vip?upTo=${level}`;
}

/** The fixed-reward VIP label 'V{min}-V{max}' (SE-VIP-05). */
export function vipRangeLabel(product: Pick<FixedProduct, 'minVip' | 'maxVip'>): string {
  return `V${product.minVip}-V${product.maxVip}`;
}

/**
 * The VIP access notice for a user and product, or null: nothing for a non-VIP product, a user
 * within range, or a sold-out product (SE-VIP-04).
 */
export function vipAccessMessage(
  vipLevel: number,
  product: Pick<FixedProduct, 'type' | 'minVip' | 'maxVip' | 'saleStatus'>,
): VipAccessMessage | null {
  if (!isVipProduct(product) || isSoldOut(product.saleStatus)) return null;
  if (vipLevel > product.maxVip) {
    return { kind: 'aboveRange', key: VipMessageKey.exclusive, params: { min: product.minVip, max: product.maxVip } };
  }
  if (vipLevel < product.minVip) {
    return {
      kind: 'belowRange',
      key: VipMessageKey.upgrade,
      params: { level: product.minVip },
      upgradePath: vipUpgradePath(product.minVip),
    };
  }
  return null;
}
