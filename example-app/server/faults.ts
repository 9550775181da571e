/**
 * Fault switches for tests and demos (`/__sim/faults`): a delay on every call, and rules that make a
 * given call slow, drop its connection, or answer a given code. Kept in memory: a restart or
 * `/__sim/reset` clears them.
 */
import type { EarnApiCall } from '../../src/api/paths';
import { earnApiPaths } from '../../src/api/paths';
import { badRequest } from './failures';

/** One rule: which call ('*' for all), what happens, and how many times (absent: until cleared). */
export interface FaultRule {
  readonly call: EarnApiCall | '*';
  /**
   * error: answer `code`; network: drop the connection; slow: wait `delayMs`; malformed: answer a non-envelope page
   * (SH-ERR-04).
   */
  readonly kind: 'error' | 'network' | 'slow' | 'malformed';
  /** For 'error': the envelope code (e.g. -1, 401, 10010106) and message. */
  readonly code?: number;
  readonly message?: string;
  /** For 'error': the HTTP status, 200 unless given. */
  readonly status?: number;
  /** For 'slow': the delay. */
  readonly delayMs?: number;
  times?: number;
}

/** The switches. */
export interface FaultState {
  /** Added to every call, ms. */
  delayMs: number;
  rules: FaultRule[];
}

export function emptyFaults(): FaultState {
  return { delayMs: 0, rules: [] };
}

/** Reads a faults body, refusing unknown calls and kinds. */
export function parseFaults(value: unknown): FaultState {
  if (typeof value !== 'object' || value === null) throw badRequest('MALFORMED_BODY', 'faults must be an object');
  const input = value as { delayMs?: unknown; rules?: unknown };
  const delayMs = input.delayMs === undefined ? 0 : Number(input.delayMs);
  if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > 60_000)
    throw badRequest('INVALID_FIELD', 'delayMs must be 0..60000');
  const rules = input.rules === undefined ? [] : input.rules;
  if (!Array.isArray(rules)) throw badRequest('INVALID_FIELD', 'rules must be a list');
  return {
    delayMs,
    rules: rules.map((rule: Partial<FaultRule>) => {
      if (rule.call !== '*' && !(typeof rule.call === 'string' && rule.call in earnApiPaths))
        throw badRequest('UNKNOWN_CALL', `Unknown call: ${String(rule.call)}`);
      if (!['error', 'network', 'slow', 'malformed'].includes(String(rule.kind)))
        throw badRequest('INVALID_FIELD', 'kind must be error, network, slow or malformed');
      if (rule.kind === 'error' && !Number.isInteger(rule.code))
        throw badRequest('INVALID_FIELD', 'an error rule needs an integer code');
      return { ...rule } as FaultRule;
    }),
  };
}

/** The rule that applies to a call now, counting down its `times`. */
export function takeFault(state: FaultState, call: EarnApiCall): FaultRule | null {
  const index = state.rules.findIndex((rule) => rule.call === call || rule.call === '*');
  if (index < 0) return null;
  const rule = state.rules[index]!;
  if (rule.times !== undefined) {
    rule.times -= 1;
    if (rule.times <= 0) state.rules.splice(index, 1);
  }
  return rule;
}
