/**
 * What an answer means (SH-API-05, DEC-06, SH-AUTH-02, SH-FUNDPASS-02/03, SH-ERR-03/04): the envelope is
 * read, the domain's `classifyResponse` decides, and the transport acts on it: data on success, the
 * host's login hook on 401 (unless the call was sent under a session the host has since replaced), one retry with the
 * funding password on 101 / 10010111 / require_fundpass
 * (under the same idempotency key, P-35), and a typed `EarnApiError` for everything else.
 */
import { DEFAULT_RETRY_COUNT, REQUEST_TIMEOUT_MS } from '../domain/shared/constants';
import { classifyResponse, withFundingPassword } from '../domain/shared/responseCode';
import { envelopeCode, envelopeSummary, parseEnvelope } from './envelope';
import { EarnApiError, malformedError, outcomeError, transportError } from './errors';
import { IDEMPOTENCY_KEY_HEADER, movesMoney, newIdempotencyKey } from './idempotency';
import { applyPathOverrides, type EarnApiCall, type EarnApiPathOverrides, type EarnApiPathTable } from './paths';
import { prepareRequest, sendRequest, type EarnCallInput, type RequestConfig } from './request';

/** What the host is asked when a call needs the funding password. */
export interface FundingPasswordRequest {
  /** The call that asked for it. */
  readonly call: EarnApiCall;
  /** The answer's code: 101, 10010111, or the code of an answer whose data carries require_fundpass. */
  readonly code: number | null;
}

/** Options of `createEarnClient`; every one has a default. */
export interface EarnClientOptions {
  /** Prefix of every relative path (SH-API-01); '' keeps calls on the page's origin. */
  readonly baseUrl?: string;
  /** The fetch to use; read at call time by default, so a test or MSW can install its own later. */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Called on code 401 (SH-AUTH-02), e.g. to open the login page or modal; the call still fails. */
  readonly onLoginRequired?: (error: EarnApiError) => void;
  /**
   * The host's login session, read when a call is sent and again when it answers 401: a value that
   * changes with every login, logout or switch of user (a counter will do), and null while one is under
   * way. A 401 calls `onLoginRequired` only for a call sent under the session that is still current: a
   * call sent before or during a switch was answered for a session that has ended, which is no logout
   * (the call still fails with kind 'login-required'; refetch once the new session is in). Without it,
   * every 401 calls `onLoginRequired`. Return a primitive: sessions are compared with `Object.is`, so a new
   * object on every read would make every 401 look stale.
   */
  readonly session?: () => unknown;
  /**
   * Asked on code 101 or 10010111 or require_fundpass (SH-FUNDPASS-02): open the funding-password modal
   * and resolve with the password, or null when the user cancels. The call is then retried once with a
   * `fundpass` field (SH-FUNDPASS-03). Without it, such calls fail with kind 'funding-password'.
   */
  readonly onFundingPasswordRequired?: (request: FundingPasswordRequest) => Promise<string | null>;
  /** Remaps of any call of `earnApiPaths` (DEC-26). */
  readonly paths?: EarnApiPathOverrides;
  /** The cookie holding the CSRF token (SH-API-03). Default 'csrftoken'. */
  readonly csrfCookieName?: string;
  /** The header the token is sent in. Default 'X-CSRF-Token'. */
  readonly csrfHeaderName?: string;
  /**
   * The header a money-moving call's idempotency key is sent in (P-35). Default 'Idempotency-Key' (the
   * IETF draft's name); null sends none, for a backend on another origin that does not allow the header.
   */
  readonly idempotencyKeyHeader?: string | null;
  /** Timeout of a call with its retries (SH-CONST-01). Default 20000. */
  readonly timeoutMs?: number;
  /** Retries of a failed GET (SH-CONST-03: 10), bounded by the timeout. Default 10. */
  readonly retries?: number;
  /** First pause between retries, doubling up to 4 s. Default 250. */
  readonly retryDelayMs?: number;
  /** fetch credentials. Default 'same-origin'; 'include' for a backend on another origin. */
  readonly credentials?: RequestCredentials;
  /** Extra headers on every call, e.g. a locale or app version header. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Where malformed answers are logged (SH-ERR-04). Default console.error. */
  readonly log?: (error: EarnApiError) => void;
}

/** The low-level call every typed function goes through. */
export interface EarnTransport {
  /** The call table in use, with the host's remaps. */
  readonly paths: EarnApiPathTable;
  /** Sends `call` and resolves with its answer's `data`, or rejects with an `EarnApiError`. */
  call<Data = unknown>(call: EarnApiCall, input?: EarnCallInput): Promise<Data>;
}

function withFundpass(input: EarnCallInput, method: string, fundpass: string): EarnCallInput {
  return method === 'GET'
    ? { ...input, query: withFundingPassword(input.query ?? {}, fundpass) }
    : { ...input, body: withFundingPassword(input.body ?? {}, fundpass) };
}

/** Builds the transport of a client from its options. */
export function createEarnTransport(options: EarnClientOptions = {}): EarnTransport {
  const paths = applyPathOverrides(options.paths);
  const config: RequestConfig = {
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retries: options.retries ?? DEFAULT_RETRY_COUNT,
    retryDelayMs: options.retryDelayMs ?? 250,
    csrfCookieName: options.csrfCookieName ?? 'csrftoken',
    csrfHeaderName: options.csrfHeaderName ?? 'X-CSRF-Token',
    idempotencyKeyHeader:
      options.idempotencyKeyHeader === undefined ? IDEMPOTENCY_KEY_HEADER : options.idempotencyKeyHeader,
    credentials: options.credentials ?? 'same-origin',
    headers: options.headers ?? {},
  };
  const log =
    options.log ?? ((error: EarnApiError) => console.error('earnkit:', error.call, error.message, error.cause));

  /** True when a call sent under `sentUnder` belongs to the session still current, so its 401 is a logout. */
  const isCurrentSession = (sentUnder: unknown) =>
    !options.session || (sentUnder !== null && Object.is(sentUnder, options.session()));

  async function attempt<Data>(call: EarnApiCall, input: EarnCallInput, fundpassSent: boolean): Promise<Data> {
    const entry = paths[call];
    const sentUnder = options.session?.();
    const answer = await sendRequest(call, prepareRequest(entry, input, config), config, input.signal);
    const envelope = parseEnvelope(answer.text, answer.status);
    if (envelope === null) {
      // An HTTP 401 without an envelope still means 'log in'; a 5xx without one means the server never answered.
      if (answer.status === 401)
        return act(
          call,
          input,
          { fundpassSent, sentUnder },
          { kind: 'loginRequired', key: 'errors.loginRequired' },
          answer.status,
          401,
        );
      if (answer.status >= 500) throw transportError('network', call, undefined, answer.status);
      const error = malformedError(call, answer.status, answer.text.slice(0, 200));
      log(error);
      throw error;
    }
    const outcome = classifyResponse(envelopeSummary(envelope), entry.operation ?? 'default');
    if (outcome.kind === 'success') return envelope.data as Data;
    return act(call, input, { fundpassSent, sentUnder }, outcome, answer.status, envelopeCode(envelope));
  }

  async function act<Data>(
    call: EarnApiCall,
    input: EarnCallInput,
    { fundpassSent, sentUnder }: { readonly fundpassSent: boolean; readonly sentUnder: unknown },
    outcome: Parameters<typeof outcomeError>[1],
    status: number,
    code: number | null,
  ): Promise<Data> {
    const error = outcomeError(call, outcome, status, code);
    if (outcome.kind === 'loginRequired' && isCurrentSession(sentUnder)) options.onLoginRequired?.(error);
    // One prompt per call: a second request for the password after it was sent is a failure, not a loop.
    if (outcome.kind !== 'fundingPasswordRequired' || fundpassSent || !options.onFundingPasswordRequired) throw error;
    // A prompt that throws counts as cancelled: the caller gets the typed error, not the host's exception.
    const fundpass = await options.onFundingPasswordRequired({ call, code }).catch(() => null);
    if (input.signal?.aborted) throw transportError('aborted', call, input.signal.reason);
    if (fundpass === null || fundpass === '') throw error;
    return attempt<Data>(call, withFundpass(input, paths[call].method, fundpass), true);
  }

  return {
    paths,
    // The key is fixed before the first attempt, so the funding-password retry is the same action to the exchange.
    call: <Data = unknown>(call: EarnApiCall, input: EarnCallInput = {}) =>
      attempt<Data>(
        call,
        input.idempotencyKey === undefined && movesMoney(call)
          ? { ...input, idempotencyKey: newIdempotencyKey() }
          : input,
        false,
      ),
  };
}
