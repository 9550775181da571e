import { SUBSCRIBE_DECIMALS, roundDown, type DecimalInput } from '../decimal';
import {
  ZERO_RATE,
  addRates,
  compareRates,
  dailyRateOf,
  rateFromFraction,
  rateToDecimal,
  type Rate,
} from '../shared/rate';
import { blendLadderRate, type BlendedLadderRate, type RateLadderTier } from '../shared/rateLadder';
import { DAYS_PER_YEAR, INTEREST_ESTIMATE_DECIMALS } from './constants';
import { ladderTierBounds } from './ladder';
import type { LadderTier } from './models';

/** A ladder tier with its daily rate beside its APR. */
export interface LadderTierWithDailyRate extends LadderTier {
  /** apr / 365 as fraction text, unrounded (display rounds it). */
  readonly dailyRate: string;
}

/** The daily rate of an annual rate: apr / 365, as fraction text (SE-CALC-01). */
export function dailyRate(apr: Rate): string {
  return dailyRateOf(apr).toFixed();
}

/** Each ladder tier with its daily rate = apr / 365 (SE-CALC-01, SE-DATA-07). */
export function ladderDailyRates(tiers: readonly LadderTier[]): readonly LadderTierWithDailyRate[] {
  return tiers.map((tier) => ({ ...tier, dailyRate: dailyRate(tier.apr) }));
}

/** The highest APR of a ladder; zero for an empty or missing ladder. */
export function maximumLadderApr(tiers: readonly LadderTier[] | null | undefined): Rate {
  return (tiers ?? []).reduce<Rate>(
    (highest, tier) => (compareRates(tier.apr, highest) > 0 ? tier.apr : highest),
    ZERO_RATE,
  );
}

/**
 * Estimated daily interest of a flexible subscription (SE-CALC-02): the amount rounded down to 6
 * decimals (DEC-03) × year rate / 365, shown to 8 decimals rounded down (SE-CALC-04). With a bonus ladder,
 * each tier's APR is added on the part of the amount inside the tier (P-47).
 */
export function flexibleInterestEstimate(
  amount: DecimalInput,
  yearRate: Rate,
  ladder: readonly LadderTier[] = [],
): string {
  return fixedInterestEstimate(amount, yearRate, 1, ladder);
}

/**
 * Estimated interest of a fixed subscription over its term (SE-CALC-03): the amount rounded down to 6
 * decimals × year rate / 365 × term days, shown to 8 decimals rounded down (SE-CALC-04). With a bonus
 * ladder, the ladder's exact per-tier sum is added (P-47): the same sum the blended rate is made of.
 */
export function fixedInterestEstimate(
  amount: DecimalInput,
  yearRate: Rate,
  termDays: number,
  ladder: readonly LadderTier[] = [],
): string {
  const principal = roundDown(amount, SUBSCRIBE_DECIMALS);
  if (principal.lessThanOrEqualTo(0)) return '0';
  const yearly = principal
    .times(rateToDecimal(yearRate))
    .plus(blendLadderRate(principal, ladderTiers(ladder)).yearlyInterest);
  // Dividing last keeps the product exact until the one rounding: 365 × (0.05 / 365) is not 0.05.
  const interest = yearly.times(termDays).dividedBy(DAYS_PER_YEAR);
  return roundDown(interest, INTEREST_ESTIMATE_DECIMALS).toFixed();
}

/**
 * The ladder an estimate adds (P-47): the product's own, except a fixed ladder paid in another coin (`bonus_asset`),
 * which is not interest in the subscribed coin: it shows in the tier table only.
 */
export function estimateLadder(
  ladder: readonly LadderTier[],
  asset: string,
  bonusAsset: string | null | undefined,
): readonly LadderTier[] {
  return bonusAsset && bonusAsset !== asset ? [] : ladder;
}

/** A Simple Earn ladder (SE-DATA-07) in the shared ladder shape: its bounds read as the ladder table reads them. */
function ladderTiers(tiers: readonly LadderTier[]): readonly RateLadderTier[] {
  return tiers.map((tier) => ({ ...ladderTierBounds(tier), apr: tier.apr }));
}

/** A rate with a bonus ladder, applied to the amount typed. */
export interface BlendedLendingApr {
  /** The ladder's shares of the amount (rounded down to 6 decimals, as it is sent: DEC-03). */
  readonly ladder: BlendedLadderRate;
  /** The base rate plus the ladder's blended rate: what this amount earns, or null with no amount. */
  readonly rate: Rate | null;
}

/**
 * What an amount earns with a base rate and a bonus ladder (P-47): the base rate plus the ladder's per-tier sum
 * divided by the amount. The "Up to" headline (HD-CALC-04) is this for an amount deep in the top tier only.
 */
export function blendedLendingApr(
  amount: DecimalInput,
  baseRate: Rate,
  ladder: readonly LadderTier[],
): BlendedLendingApr {
  const blended = blendLadderRate(roundDown(amount, SUBSCRIBE_DECIMALS), ladderTiers(ladder));
  return {
    ladder: blended,
    rate: blended.rate === null ? null : rateFromFraction(rateToDecimal(baseRate).plus(blended.rate).toFixed()),
  };
}

/**
 * Total estimated APR of a coin with a bonus ladder: the next-time rate (next_time_rate_year) plus the
 * highest ladder APR (HD-CALC-04); without a ladder, the next-time rate alone.
 */
export function totalEstimatedLendingApr(
  nextTimeRateYear: Rate,
  ladderApr: readonly LadderTier[] | null | undefined,
): Rate {
  return addRates(nextTimeRateYear, maximumLadderApr(ladderApr));
}
