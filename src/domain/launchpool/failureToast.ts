/**
 * What a failed launchpool call shows and tracks (LP-ERR-01..06, LP-STAKE-19, DEC-07). The flows hand
 * the classified answer here, so severity and tracking are decided in one table, not per screen.
 */
import type { ResponseOutcome } from '../shared/responseCode';

/** The launchpool calls whose failures the user sees. */
export type LaunchpoolCall = 'stake' | 'redeem' | 'checkPoolRule' | 'hodlerConfig';

/** A toast for a failed call; the server's `message` shows when it sent one, else the text of `key`. */
export interface FailureToast {
  readonly severity: 'error' | 'warning';
  readonly key: string;
  readonly message?: string;
  /** True when the failure is sent to tracking (LP-STAKE-19, LP-ERR-03), with `message` (or the key) as the reason. */
  readonly track: boolean;
}

const SEVERITY: Readonly<Record<LaunchpoolCall, FailureToast['severity']>> = {
  stake: 'error', // LP-ERR-01
  redeem: 'error', // LP-ERR-02
  checkPoolRule: 'warning', // LP-ERR-04
  hodlerConfig: 'error', // LP-ERR-05
};

const TRACKED: ReadonlySet<LaunchpoolCall> = new Set<LaunchpoolCall>(['stake', 'redeem']);

/**
 * The toast for an answer of `call`, or null when there is nothing to toast: a success, or a
 * funding-password request (the modal opens instead, SH-FUNDPASS-02). A network failure always reads
 * 'Networkerr' as an error (LP-ERR-06, DEC-07).
 */
export function launchpoolFailureToast(call: LaunchpoolCall, outcome: ResponseOutcome): FailureToast | null {
  if (outcome.kind === 'success' || outcome.kind === 'fundingPasswordRequired') return null;
  const track = TRACKED.has(call);
  if (outcome.kind === 'networkError') return { severity: 'error', key: outcome.key, track };
  const message = outcome.kind === 'failure' ? outcome.message : undefined;
  return message !== undefined
    ? { severity: SEVERITY[call], key: outcome.key, message, track }
    : { severity: SEVERITY[call], key: outcome.key, track };
}
