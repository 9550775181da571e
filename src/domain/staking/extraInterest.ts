import { Decimal, toAmountString, toDecimal } from '../decimal';
import { addRates, ZERO_RATE, type Rate } from '../shared/rate';
import { blendLadderRate } from '../shared/rateLadder';
import { EXTRA_INTEREST_STATUS, STAKING_DECIMALS } from './constants';
import { limitValue } from './limits';
import type { ExtraInterest, ExtraInterestTier } from './product.types';

/**
 * Whether the extra bonus applies now (ST-EXTRA-04, ST-PROD-03): only while its status is processing
 * (1), and, because the bonus is time-limited, not after its end time when one is given.
 */
export function isExtraInterestActive(extraInterest: ExtraInterest | null, now: number): boolean {
  if (!extraInterest || extraInterest.status !== EXTRA_INTEREST_STATUS.processing) return false;
  return extraInterest.endTime <= 0 || now < extraInterest.endTime;
}

/** True for the one-tier 'unlimited' shape: min 0 and max -1 (ST-EXTRA-06). */
export function isUnlimitedTierList(tiers: readonly ExtraInterestTier[]): boolean {
  const [only] = tiers;
  return (
    tiers.length === 1 && only !== undefined && toDecimal(only.moneyMin).isZero() && limitValue(only.moneyMax) === null
  );
}

/** The highest tier rate: the 'up to' extra APR (0 when there are no tiers). */
export function maxExtraInterestRate(tiers: readonly ExtraInterestTier[]): Rate {
  return tiers.reduce<Rate>(
    (best, tier) => (toDecimal(tier.moneyRate).gt(toDecimal(best)) ? tier.moneyRate : best),
    ZERO_RATE,
  );
}

/**
 * The extra bonus a staked amount earns per day (ST-EXTRA-05, ST-EXTRA-06, ST-EXTRA-02), in the stake
 * coin, rounded down to 8 decimals. Tiers work like brackets: the part of the amount between a tier's
 * min and max earns that tier's rate, and a max of -1 leaves the tier open. `max_interest` caps the
 * amount that earns anything, unless it is -1. Zero while the bonus is not active (ST-EXTRA-04).
 */
export function extraInterestDailyEstimate(amount: string, extraInterest: ExtraInterest | null, now: number): string {
  if (!extraInterest || !isExtraInterestActive(extraInterest, now)) return '0';
  const cap = limitValue(extraInterest.maxInterest);
  let eligible = Decimal.max(toDecimal(amount), 0);
  if (cap !== null) eligible = Decimal.min(eligible, Decimal.max(cap, 0));
  // The brackets are a rate ladder: the same per-tier sum as every other ladder's (blendLadderRate).
  const { yearlyInterest } = blendLadderRate(
    eligible,
    extraInterest.interest.map((tier) => ({
      from: Decimal.max(toDecimal(tier.moneyMin), 0).toFixed(),
      to: limitValue(tier.moneyMax)?.toFixed() ?? null,
      apr: toDecimal(tier.moneyRate).gt(0) ? tier.moneyRate : ZERO_RATE,
    })),
  );
  return toAmountString(toDecimal(yearlyInterest).dividedBy(365), STAKING_DECIMALS);
}

/**
 * The total estimated APR (ST-PROD-03): the base rate plus, while the bonus is active, its highest
 * tier rate; the base rate alone otherwise.
 */
export function totalEstimatedApr(baseRate: Rate, extraInterest: ExtraInterest | null, now: number): Rate {
  if (!extraInterest || !isExtraInterestActive(extraInterest, now)) return baseRate;
  return addRates(baseRate, maxExtraInterestRate(extraInterest.interest));
}

/**
 * Whether the extra-bonus panel shows (ST-DATA-10): the product asks for it (`extra_interest_show`)
 * and has an extra interest that has not finished.
 */
export function isExtraInterestShown(product: {
  readonly extraInterestShow: boolean;
  readonly extraInterest: ExtraInterest | null;
}): boolean {
  return (
    product.extraInterestShow &&
    product.extraInterest !== null &&
    product.extraInterest.status !== EXTRA_INTEREST_STATUS.finished
  );
}
