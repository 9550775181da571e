import { totalEstimatedLendingApr } from '../../domain/simpleEarn/interestEstimate';
import type { Rate } from '../../domain/shared/rate';
import { RATE_BASIS, type RateBasis } from '../../domain/shared/rateBasis';
import { FLEXIBLE_PRODUCT_ID } from '../../domain/simpleEarn/constants';
import type { FixedProduct, FlexibleProduct } from '../../domain/simpleEarn/models';
import { isSoldOut } from '../../domain/simpleEarn/saleStatus';
import { isVipProduct } from '../../domain/simpleEarn/vipAccess';
import type { VipRange } from '../Tag';

/** One term card of a `TermSelector`. */
export interface TermOption {
  /** A stable key, e.g. the product id ('0' for the flexible product). */
  value: string;
  /** The lock-up in days; `null` for a flexible product, which reads 'Flexible'. */
  termDays: number | null;
  /** The rate as a decimal fraction (DEC-05). */
  rate: Rate | string | null;
  /** What the rate is (P-47): `RATE_BASIS.fixed` for a fixed term, `RATE_BASIS.flexible` for the flexible one. */
  basis: RateBasis;
  /** The highest rate of a ladder; when given the card reads 'Up to {upToRate}' instead of `rate`. */
  upToRate?: Rate | string | null;
  /**
   * Sold out (sale_status 2): greyed, rate still shown, and still selectable so the dialog can say why (SE-STATUS-05).
   */
  soldOut?: boolean;
  /** The rate rises in tiers with the amount: a 'Tiered APR' badge. */
  ladder?: boolean;
  /** An extra bonus is paid: a 'Bonus' badge, or '{coin} bonus' with `bonusCoin`. */
  bonus?: boolean;
  /** The coin the bonus is paid in. Implies `bonus`. */
  bonusCoin?: string;
  /** A VIP product's level range: a 'V{min}-V{max}' tag (SE-VIP-05). */
  vipRange?: VipRange;
  /** Cannot be chosen at all (unlike sold out): skipped by the arrow keys. */
  disabled?: boolean;
}

/** The term card of a fixed product: its lock-up, rate, sale status, bonus ladder and VIP range. */
export function termOptionFromFixedProduct(product: FixedProduct): TermOption {
  const hasLadder = product.ladderApr.length > 0;
  return {
    value: String(product.id),
    termDays: product.lockUpPeriod,
    rate: product.yearRate,
    basis: RATE_BASIS.fixed,
    soldOut: isSoldOut(product.saleStatus),
    ladder: hasLadder,
    bonus: hasLadder && Boolean(product.bonusAsset),
    bonusCoin: hasLadder ? product.bonusAsset : undefined,
    vipRange: isVipProduct(product) ? { min: product.minVip, max: product.maxVip } : undefined,
  };
}

/**
 * The term card of the flexible product (id 0): no lock-up, the next-time rate, and with a bonus
 * ladder 'Up to' the next-time rate plus the best tier (HD-CALC-04).
 */
export function termOptionFromFlexibleProduct(product: FlexibleProduct): TermOption {
  const hasLadder = product.ladderApr.length > 0;
  return {
    value: String(FLEXIBLE_PRODUCT_ID),
    termDays: null,
    rate: product.nextTimeRateYear,
    basis: RATE_BASIS.flexible,
    upToRate: hasLadder ? totalEstimatedLendingApr(product.nextTimeRateYear, product.ladderApr) : undefined,
    ladder: hasLadder,
    bonus: product.isOpenAwardPool,
    bonusCoin: product.isOpenAwardPool ? product.awardAsset : undefined,
  };
}
