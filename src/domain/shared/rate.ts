/**
 * One rate type for the whole library (DEC-05): a decimal fraction, so 0.0525 means 5.25 %.
 * The API speaks two scales (Simple Earn and launchpool send fractions; staking and money_rate send
 * percents); the edge converts once with `rateFromFraction` or `rateFromPercent`, and nothing inside
 * ever has to guess which scale a number is in. The brand makes a raw string unusable as a rate.
 */
import { Decimal, toDecimal } from '../decimal';

declare const rateBrand: unique symbol;

/** A rate as a decimal fraction in canonical text ('0.0525' is 5.25 %). Build it only with the parsers below. */
export type Rate = string & { readonly [rateBrand]: 'fraction' };

/** Percent shown with 2 decimals (DEC-05). */
export const RATE_DISPLAY_DECIMALS = 2;

const RATE_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function parse(value: string | number | null | undefined): Decimal | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  const text = value.trim();
  return RATE_TEXT.test(text) ? new Decimal(text) : null;
}

function brand(value: Decimal): Rate {
  // toFixed never prints exponent notation, so the text is always plain decimal.
  return value.toFixed() as Rate;
}

/** The zero rate, for products whose APR type is 'none'. */
// Pure, so a host's bundler drops it (and decimal.js with it) where no zero rate is used.
export const ZERO_RATE: Rate = /* @__PURE__ */ brand(/* @__PURE__ */ new Decimal(0));

/**
 * A rate from an API field already on the fraction scale (DEC-05: Simple Earn and launchpool rates).
 * Empty, malformed or non-finite input gives null, so a missing rate shows as missing, not as 0 %.
 */
export function rateFromFraction(value: string | number | null | undefined): Rate | null {
  const fraction = parse(value);
  return fraction ? brand(fraction) : null;
}

/**
 * A rate from an API field on the percent scale (DEC-05: staking rate, base_rate, extra_rate, ladder apr,
 * money_rate, max_lend_rate_year): divided by 100 exactly. Malformed input gives null.
 */
export function rateFromPercent(value: string | number | null | undefined): Rate | null {
  const percent = parse(value);
  return percent ? brand(percent.dividedBy(100)) : null;
}

/** The rate as a Decimal fraction, for calculations inside the domain (interest = amount × rate × days / 365). */
export function rateToDecimal(rate: Rate): Decimal {
  return toDecimal(rate);
}

/** The rate as fraction text, exact: what a fraction-scale API call sends. */
export function rateToFractionText(rate: Rate): string {
  return toDecimal(rate).toFixed();
}

/** The rate as percent text, exact (0.0525 gives '5.25'): what a percent-scale API call sends. */
export function rateToPercentValueText(rate: Rate): string {
  return toDecimal(rate).times(100).toFixed();
}

/**
 * The rate as percent text for display, with a fixed number of decimals (DEC-05: 2), without the '%' sign
 * (the message adds it, so RTL locales can place it). Rounded down, so a shown rate never overstates a yield.
 */
export function rateToPercentText(rate: Rate, decimals: number = RATE_DISPLAY_DECIMALS): string {
  return toDecimal(rate).times(100).toFixed(decimals, Decimal.ROUND_DOWN);
}

/** The sum of rates (base APR plus bonus or voucher rates), still exact. */
export function addRates(...rates: readonly Rate[]): Rate {
  return brand(rates.reduce<Decimal>((sum, rate) => sum.plus(toDecimal(rate)), new Decimal(0)));
}

/** Daily rate of an annual rate: apr / 365, exact to the Decimal precision (doc 1 §9). */
export function dailyRateOf(rate: Rate): Decimal {
  return toDecimal(rate).dividedBy(365);
}

/** Compares two rates: negative, zero or positive, like a sort comparator. */
export function compareRates(a: Rate, b: Rate): number {
  return toDecimal(a).comparedTo(toDecimal(b));
}
