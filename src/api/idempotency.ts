/**
 * Idempotency keys (P-35, the IETF draft "The Idempotency-Key HTTP Header Field"): every call that moves
 * money carries an `Idempotency-Key`, one per user action, so a retry of an action whose first answer
 * never arrived is answered with that answer instead of being applied twice.
 */
import { isEarnApiError } from './errors';
import type { EarnApiCall } from './paths';

/** The header's name in the IETF draft; `createEarnClient({ idempotencyKeyHeader })` renames it or turns it off. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The calls that move money (P-32 and P-35 in docs/decisions.md): each carries a key, the caller's
 * (`{ idempotencyKey }`) or one made for the call. Switches and reads need none: sending them twice
 * leaves the same state.
 */
export const MONEY_MOVING_CALLS = [
  'flexibleSubscribe',
  'fixedSubscribe',
  'flexibleRedeem',
  'cancelRedeem',
  'preRedeem',
  'createOrder',
  'launchpoolRedeem',
  'stakingStake',
  'stakingRedeem',
  'stakingAction',
  'wealthPurchase',
  'wealthRedeem',
] as const satisfies readonly EarnApiCall[];

/** True when `call` moves money and so carries an idempotency key. */
export function movesMoney(call: EarnApiCall): boolean {
  return (MONEY_MOVING_CALLS as readonly EarnApiCall[]).includes(call);
}

/**
 * A new key: a random (version 4) UUID. `crypto.randomUUID` exists only in secure contexts, so a page
 * served over plain http (a LAN test server) builds one from `getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const HTTP_CONFLICT = 409;

/**
 * True when a failed call may still have been applied: no answer came (timeout, lost connection, the
 * caller gave up) or what came was not the exchange's (a proxy's error page, a bare 5xx). A retry of
 * such an action must reuse its key. So must a 409 Conflict: the server is still running the first request
 * with this key (the IETF idempotency-key draft's answer), so it may yet apply; a new key would run the
 * action a second time beside it. Any other answer of the exchange's own (success, a business failure, a
 * funding-password or login failure) settles the action: nothing is left in doubt.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isEarnApiError(error)) return true;
  if (error.status === HTTP_CONFLICT) return true;
  return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'aborted' || error.kind === 'malformed';
}
