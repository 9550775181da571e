/**
 * Time as the exchange's calls take it. In a module of its own so an area that sends a time (staking's
 * reward records) does not load the Simple Earn history calls and their domain with it.
 */

/** Epoch ms as the unix seconds the calls take. */
export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
