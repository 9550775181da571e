import { SUBSCRIBE_DECIMALS, roundDown, type DecimalInput } from '../decimal';
import { ZERO_RATE, addRates, compareRates, dailyRateOf, rateToDecimal, type Rate } from '../shared/rate';
import { DAYS_PER_YEAR, INTEREST_ESTIMATE_DECIMALS } from './constants';
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
 * decimals (DEC-03) × year rate / 365, shown to 8 decimals rounded down (SE-CALC-04).
 */
export function flexibleInterestEstimate(amount: DecimalInput, yearRate: Rate): string {
  return fixedInterestEstimate(amount, yearRate, 1);
}

/**
 * Estimated interest of a fixed subscription over its term (SE-CALC-03): the amount rounded down to 6
 * decimals × year rate / 365 × term days, shown to 8 decimals rounded down (SE-CALC-04).
 */
export function fixedInterestEstimate(amount: DecimalInput, yearRate: Rate, termDays: number): string {
  const principal = roundDown(amount, SUBSCRIBE_DECIMALS);
  if (principal.lessThanOrEqualTo(0)) return '0';
  // Dividing last keeps the product exact until the one rounding: 365 × (0.05 / 365) is not 0.05.
  const interest = principal.times(rateToDecimal(yearRate)).times(termDays).dividedBy(DAYS_PER_YEAR);
  return roundDown(interest, INTEREST_ESTIMATE_DECIMALS).toFixed();
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
