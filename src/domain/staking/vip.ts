import { Decimal, toDecimal } from '../decimal';
import { rateFromFraction, ZERO_RATE, type Rate } from '../shared/rate';
import type { StakingVipConfig } from './product.types';

/** The VIP discount tier covering `tier` (ST-VIP-01): `minTier` <= tier <= `maxTier`; the first match wins. */
export function vipDiscountFor(
  tier: number | null,
  configs: readonly StakingVipConfig[] | null,
): StakingVipConfig | null {
  if (tier === null || !configs) return null;
  return configs.find((config) => config.minTier <= tier && tier <= config.maxTier) ?? null;
}

/** What decides whether the VIP discount panel shows. */
export interface VipDiscountPanelInput {
  readonly vipConfig: readonly StakingVipConfig[] | null;
  /** The user's tier; null while unknown. */
  readonly tier: number | null;
  readonly isCrowd: boolean;
}

/**
 * Whether the VIP discount panel shows (ST-VIP-02..04): a VIP config exists, the user's tier is known
 * and the user is not in crowd mode.
 */
export function isVipDiscountPanelShown(input: VipDiscountPanelInput): boolean {
  return input.vipConfig !== null && input.vipConfig.length > 0 && input.tier !== null && !input.isCrowd;
}

/**
 * A fee rate after the VIP discount (ST-VIP-01): rate × (1 − vip_sale), the discount being the
 * fraction taken off. The discount is clamped to 0..1 so a malformed one never makes a fee negative.
 */
export function applyVipDiscount(feeRate: Rate, vipSale: string): Rate {
  const discount = Decimal.min(Decimal.max(toDecimal(vipSale), 0), 1);
  return rateFromFraction(toDecimal(feeRate).times(new Decimal(1).minus(discount)).toFixed()) ?? ZERO_RATE;
}
