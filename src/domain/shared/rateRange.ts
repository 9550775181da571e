/**
 * The lowest and highest of a set of rates (a coin's APR range across its terms), compared as exact decimals:
 * '0.1' and '0.09' order as numbers, not as text, and nothing passes through a float.
 */
import { compareRates, type Rate } from './rate';

/** The bounds of a set of rates; `min` equals `max` when every rate is the same. */
export interface RateRange {
  readonly min: Rate;
  readonly max: Rate;
}

/** The range of `rates`, or null when there are none. */
export function rateRange(rates: readonly Rate[]): RateRange | null {
  const [first, ...rest] = rates;
  if (first === undefined) return null;
  let min = first;
  let max = first;
  for (const rate of rest) {
    if (compareRates(rate, min) < 0) min = rate;
    if (compareRates(rate, max) > 0) max = rate;
  }
  return { min, max };
}
