/**
 * What a shown rate is (issue 17, P-47): every rate the library draws says whether it is an APR or an APY,
 * simple or compounding (and how often), an estimate, a fixed rate or a past return, and whether a fee is
 * still to come off it. The label follows from what the spec says each product's rate field is; the reasons
 * are in docs/decisions.md P-47 and docs/flows.md "Rate labels".
 */

/** A yearly rate: an APR (no compounding counted) or an APY (compounding counted). */
export type RateMeasure = 'apr' | 'apy';
/** How interest is counted: simple (on the principal only), or compounding once per period. */
export type RateCompounding = 'simple' | 'daily';
/**
 * How sure the rate is: an estimate (the exchange may change it), fixed for the term, the rate being paid now
 * (launchpool's 'real' APR type, LP-DATA-04) or a return measured over the last 30 days (VIP wealth).
 */
export type RateCertainty = 'estimate' | 'fixed' | 'current' | 'last30Days';
/** Whether a fee is still taken from what the rate earns ('gross') or nothing is ('net'). */
export type RateFee = 'gross' | 'net';

/** A yield: what a product pays, with its four labels. */
export interface YieldBasis {
  readonly kind: 'yield';
  readonly measure: RateMeasure;
  readonly compounding: RateCompounding;
  readonly certainty: RateCertainty;
  readonly fee: RateFee;
}

/**
 * A rate that is not a yearly yield: a fee taken (a DeFi reward fee, ST-DEFI-04), a threshold the user sets, or a
 * ladder tier's daily rate (APR / 365, SE-CALC-01).
 */
export interface OtherRateBasis {
  readonly kind: 'feeRate' | 'minimumApr' | 'dailyRate';
}

export type RateBasis = YieldBasis | OtherRateBasis;

function yieldBasis(
  measure: RateMeasure,
  compounding: RateCompounding,
  certainty: RateCertainty,
  fee: RateFee,
): YieldBasis {
  return { kind: 'yield', measure, compounding, certainty, fee };
}

/**
 * The label of each product's rate (P-47). Simple Earn, staking and launchpool rates are yearly rates the spec
 * turns into interest by amount × rate / 365 per day (SE-CALC-02/03, ST-CALC-01): APRs, simple. No fee comes off
 * Simple Earn or launchpool interest; a DeFi staking protocol takes its reward fee_rate after the rate
 * (ST-DATA-05, ST-DEFI-04), so its rate is gross. Dual earn's field is named `apy` and is settled once per order.
 */
export const RATE_BASIS = {
  /** next_time_rate_year: the coming hour's rate, which moves every hour (SE-DATA-01, HD-DATA-02). */
  flexible: yieldBasis('apr', 'simple', 'estimate', 'net'),
  /** year_rate of a fixed, VIP or special product, and its bonus ladder: fixed at subscription (SE-DATA-02). */
  fixed: yieldBasis('apr', 'simple', 'fixed', 'net'),
  /** A past order's year_rate in the history: the rate it was paid at. */
  paid: yieldBasis('apr', 'simple', 'fixed', 'net'),
  /** A staking product's or DeFi protocol's rate, base_rate and extra tiers (ST-DATA-04/06, ST-EXTRA-01). */
  staking: yieldBasis('apr', 'simple', 'estimate', 'net'),
  /** A DeFi protocol's rate: its reward fee_rate is still to come off (ST-DATA-05). */
  stakingDefi: yieldBasis('apr', 'simple', 'estimate', 'gross'),
  /** rate_year with rate_year_type 2 (LP-DATA-04). */
  launchpoolEstimate: yieldBasis('apr', 'simple', 'estimate', 'net'),
  /** rate_year with rate_year_type 1, 'real' (LP-DATA-04): the rate the pool pays now. */
  launchpoolCurrent: yieldBasis('apr', 'simple', 'current', 'net'),
  /** recent_30_days_rate: the net value's change over 30 days, annualised; net value is after the fund's fees. */
  wealth: yieldBasis('apr', 'simple', 'last30Days', 'net'),
  /** A dual-earn order's apy, fixed when the order is placed and paid once at settlement. */
  dualEarn: yieldBasis('apy', 'simple', 'fixed', 'net'),
  /** A fee rate (ST-DEFI-04's reward fee_rate): not a yield. */
  feeRate: { kind: 'feeRate' },
  /** The minimum lending APR the user sets (SE-APR): a threshold, not a yield. */
  minimumApr: { kind: 'minimumApr' },
  /** A ladder tier's APR / 365 (SE-CALC-01): what one day pays. */
  dailyRate: { kind: 'dailyRate' },
} as const satisfies Record<string, RateBasis>;

export type RateBasisName = keyof typeof RATE_BASIS;

/** A launchpool pool's rate label from its APR type (LP-DATA-04): 'real' is the rate paid now, else an estimate. */
export function launchpoolRateBasis(aprType: 'real' | 'estimate' | 'none'): YieldBasis {
  return aprType === 'real' ? RATE_BASIS.launchpoolCurrent : RATE_BASIS.launchpoolEstimate;
}
