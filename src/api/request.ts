/**
 * The HTTP half of a call: the request as the spec shapes it (SH-API-01..04), and sending it under the
 * 20 s timeout (SH-CONST-01) with retries for GETs only (SH-CONST-03). What the answer means is decided
 * in `transport.ts`; this file only knows requests, responses and the clock.
 */
import { EarnApiError, transportError } from './errors';
import type { EarnApiCall, EarnApiPathEntry } from './paths';
import { resolveCallPath } from './paths';

/** A query or form value; null and undefined are left out of the request. */
export type EarnFieldValue = string | number | boolean | null | undefined;
/**
 * Query params of a GET: an object of `EarnFieldValue`s. Typed as `object` so the DTO interfaces of
 * `dto/*.ts` pass as they are (an interface has no index signature).
 */
export type EarnQuery = object;
/** A body: flat fields of `EarnFieldValue`s for form encoding, any JSON for JSON calls. */
export type EarnBody = object;

/** What one call sends, before the transport adds CSRF and signals. */
export interface EarnCallInput {
  readonly query?: EarnQuery;
  readonly body?: EarnBody;
  /** Values of the path's `{name}` segments. */
  readonly pathParams?: Readonly<Record<string, string | number>>;
  /** Use the call's VIP path where it has one (SH-VIP-01). */
  readonly vip?: boolean;
  /** The caller's signal: honoured at every await, and never retried after it fires. */
  readonly signal?: AbortSignal;
  /**
   * Sent in the idempotency header on a POST or PUT (P-35); the transport makes one for a money-moving call without it.
   */
  readonly idempotencyKey?: string;
}

/** How requests are sent; built once by `createEarnClient`. */
export interface RequestConfig {
  readonly baseUrl: string;
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly csrfCookieName: string;
  readonly csrfHeaderName: string;
  /** The header an idempotency key goes in; null sends none. */
  readonly idempotencyKeyHeader: string | null;
  readonly credentials: RequestCredentials;
  readonly headers: Readonly<Record<string, string>>;
}

/** A request ready for `fetch`, minus its signal. */
export interface PreparedRequest {
  readonly url: string;
  readonly init: RequestInit;
}

/** A response read to its end. */
export interface HttpAnswer {
  readonly status: number;
  readonly text: string;
}

/** The longest pause between two retries; the request timeout bounds the sum. */
const MAX_RETRY_DELAY_MS = 4_000;

function fieldText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function searchParams(fields: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== null) params.append(name, fieldText(value));
  return params;
}

/** True when `url` goes to the page's own origin; relative paths always do (SH-API-01). */
function isSameOrigin(url: string): boolean {
  const absolute = /^([a-z][a-z\d+.-]*:)?\/\//i.test(url);
  if (typeof location === 'undefined' || !location.origin || location.origin === 'null') return !absolute;
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** The value of a cookie, read fresh on every call because the exchange rotates its CSRF token. */
function readCookie(name: string): string | null {
  if (typeof document === 'undefined' || typeof document.cookie !== 'string') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return part.slice(separator + 1).trim();
    }
  }
  return null;
}

/**
 * The request of a call: relative path under `baseUrl` (SH-API-01), query params, a form-encoded body
 * unless the call is JSON (SH-API-02), the CSRF header from its cookie on same-origin calls only, so the
 * token never leaks to another host (SH-API-03), and the idempotency key of a mutation (P-35).
 */
export function prepareRequest(entry: EarnApiPathEntry, input: EarnCallInput, config: RequestConfig): PreparedRequest {
  const path = resolveCallPath(entry, { vip: input.vip, pathParams: input.pathParams });
  const query = input.query ? searchParams(input.query).toString() : '';
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers };
  let body: string | undefined;
  if (entry.method !== 'GET') {
    if (entry.body === 'json') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(input.body ?? {});
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = searchParams(input.body ?? {}).toString();
    }
  }
  const token = isSameOrigin(url) ? readCookie(config.csrfCookieName) : null;
  if (token) headers[config.csrfHeaderName] = token;
  // Not a secret, unlike the CSRF token: it goes to any origin (a CORS backend must allow the header).
  if (entry.method !== 'GET' && input.idempotencyKey && config.idempotencyKeyHeader)
    headers[config.idempotencyKeyHeader] = input.idempotencyKey;
  return {
    url,
    init: { method: entry.method, headers, credentials: config.credentials, ...(body === undefined ? {} : { body }) },
  };
}

// AbortSignal.timeout is not used for the deadline: its timer cannot be cleared and fake timers cannot
// drive it; a cleared setTimeout aborting a controller behaves the same and is testable.
function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) controller.abort(signal.reason);
    else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The pause before retry `attempt` (1-based): doubling from `retryDelayMs`, at most 4 s. */
export function retryDelay(attempt: number, retryDelayMs: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, retryDelayMs * 2 ** (attempt - 1));
}

/**
 * Sends a request and reads the whole body. The timeout covers the call with all its retries, so a user
 * waits at most `timeoutMs` for an answer or 'Networkerr'. Only GETs are retried, after a failed fetch or
 * a 5xx, because a POST or PUT that reached the server may have moved money; the last 5xx answer is
 * returned for the caller to read.
 */
export async function sendRequest(
  call: EarnApiCall,
  request: PreparedRequest,
  config: RequestConfig,
  callerSignal?: AbortSignal,
): Promise<HttpAnswer> {
  if (callerSignal?.aborted) throw transportError('aborted', call, callerSignal.reason);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), config.timeoutMs);
  const signal = callerSignal ? anySignal([callerSignal, deadline.signal]) : deadline.signal;
  const attempts = request.init.method === 'GET' ? 1 + Math.max(0, config.retries) : 1;
  const stopped = (cause: unknown): EarnApiError | null =>
    callerSignal?.aborted
      ? transportError('aborted', call, cause)
      : deadline.signal.aborted
        ? transportError('timeout', call, cause)
        : null;
  try {
    for (let attempt = 1; ; attempt++) {
      let answer: HttpAnswer | null = null;
      let failure: unknown;
      try {
        const response = await config.fetch(request.url, { ...request.init, signal });
        answer = { status: response.status, text: await response.text() };
      } catch (error) {
        const stop = stopped(error);
        if (stop) throw stop;
        failure = error;
      }
      if (answer && answer.status < 500) return answer;
      if (attempt >= attempts) {
        if (answer) return answer;
        throw transportError('network', call, failure);
      }
      try {
        await pause(retryDelay(attempt, config.retryDelayMs), signal);
      } catch (error) {
        throw stopped(error) ?? transportError('network', call, error);
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Per-call options of every typed function. */
export interface EarnCallOptions {
  /** Aborts the call (TanStack Query passes its own); an aborted call is never retried. */
  readonly signal?: AbortSignal;
  /**
   * For a call that moves money (P-35): the key of the user's action. Send the same key when the same
   * action is retried after its outcome stayed unknown (a timeout, a lost connection), so the exchange
   * answers it with the first answer instead of moving the money twice. Without it the client makes a
   * key for the call, which then covers only its own funding-password retry. Other calls ignore it.
   */
  readonly idempotencyKey?: string;
}

/** Per-call options of a call with a VIP variant (SH-VIP-01). */
export interface EarnVipCallOptions extends EarnCallOptions {
  /** Send to the VIP path. */
  readonly vip?: boolean;
}
