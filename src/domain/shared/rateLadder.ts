/**
 * What a rate ladder pays on one amount (issue 17, P-47): each tier's APR applies only to the part of the amount
 * inside the tier, so an "Up to" headline is what the last coin of a large amount earns, not what the amount
 * earns. The blended rate is the exact per-tier sum divided by the amount; the estimate a dialog shows is that
 * same sum, so the two can never disagree.
 */
import { Decimal, toDecimal, type DecimalInput } from '../decimal';
import { rateFromFraction, rateToDecimal, type Rate } from './rate';

/** One tier of a ladder: `apr` applies to the part of an amount above `from` and up to `to` (open-ended: null). */
export interface RateLadderTier {
  /** Lower bound, decimal text. */
  readonly from: string;
  /** Upper bound, decimal text, or null for the open-ended top tier. */
  readonly to: string | null;
  readonly apr: Rate;
}

/** The part of an amount one tier covers, and what that part earns in a year at the tier's APR. */
export interface RateLadderShare extends RateLadderTier {
  /** The part of the amount inside this tier (zero when the amount does not reach it), exact. */
  readonly portion: string;
  /** portion × apr, exact: one year's interest on that part. */
  readonly yearlyInterest: string;
}

/** A ladder applied to one amount. */
export interface BlendedLadderRate {
  /** The amount, exact (zero for empty or malformed text). */
  readonly amount: string;
  readonly shares: readonly RateLadderShare[];
  /** The per-tier sum of one year's interest, exact. */
  readonly yearlyInterest: string;
  /** yearlyInterest / amount (fraction), or null when the amount is not positive: no amount, no blended rate. */
  readonly rate: Rate | null;
}

function portionOf(amount: Decimal, tier: RateLadderTier): Decimal {
  const from = toDecimal(tier.from);
  const top = tier.to === null ? amount : Decimal.min(amount, toDecimal(tier.to));
  return Decimal.max(top.minus(from), 0);
}

/**
 * The ladder applied to `amount`: each tier's share and the blended rate. The sum is exact (decimal products and
 * sums only); the one division, by the amount, keeps 40 significant digits and rounds toward zero, so the rate
 * shown from it (rounded down) is the exact quotient's, never above it.
 */
export function blendLadderRate(amount: DecimalInput, tiers: readonly RateLadderTier[]): BlendedLadderRate {
  const total = Decimal.max(toDecimal(amount), 0);
  const shares = tiers.map((tier) => {
    const portion = portionOf(total, tier);
    return { ...tier, portion: portion.toFixed(), yearlyInterest: portion.times(rateToDecimal(tier.apr)).toFixed() };
  });
  const yearlyInterest = shares.reduce((sum, share) => sum.plus(share.yearlyInterest), new Decimal(0));
  return {
    amount: total.toFixed(),
    shares,
    yearlyInterest: yearlyInterest.toFixed(),
    rate: total.isZero() ? null : rateFromFraction(yearlyInterest.dividedBy(total).toFixed()),
  };
}
