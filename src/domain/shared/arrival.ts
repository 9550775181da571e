/**
 * When money on its way to the user arrives (issue 17, P-48): the time it is expected and the latest time the
 * product's own rules allow, both epoch ms by the exchange's clock, never the device's. Each family maps its
 * pending items to these bounds in its own `arrival.ts`; this file holds what they share.
 */
import { HOUR_MS } from './constants';

/** An expected arrival and the latest the product's rules allow; `expected` is never after `latestBy`. */
export interface ArrivalBounds {
  /** Epoch ms. */
  readonly expected: number;
  /** Epoch ms. */
  readonly latestBy: number;
}

/**
 * The exchange's settlement run pays what is due on the hour (every hour, UTC): money due at `at` is paid at the
 * first whole hour at or after it.
 */
export function settlementHourAtOrAfter(at: number): number {
  return Math.ceil(at / HOUR_MS) * HOUR_MS;
}

/** The first whole hour after `at`: the run that settles a request made at `at`. */
export function settlementHourAfter(at: number): number {
  return Math.floor(at / HOUR_MS) * HOUR_MS + HOUR_MS;
}
