/**
 * Rates for tests (test support only; not exported from the domain): literal fraction text parsed the
 * way the API edge parses it, so a typo fails loudly instead of becoming a zero rate.
 */
import fc from 'fast-check';
import { Decimal } from '../decimal';
import { rateFromFraction, type Rate } from '../shared/rate';

/** The rate of fraction text, e.g. rate('0.05') is 5 %. Throws on text that is not a number. */
export function rate(text: string): Rate {
  const parsed = rateFromFraction(text);
  if (parsed === null) throw new Error(`not a rate: ${text}`);
  return parsed;
}

/** Rates from 0 to 100 % in steps of 0.001 %. */
export function rateArbitrary(): fc.Arbitrary<Rate> {
  return fc.integer({ min: 0, max: 100_000 }).map((steps) => rate(new Decimal(steps).dividedBy(100_000).toFixed()));
}
