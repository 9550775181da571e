/**
 * Failed calls as typed values (SH-ERR-03/04, SH-AUTH-02, SH-FUNDPASS-04..08, DEC-07). Every failure the
 * client can meet becomes one `EarnApiError` with a kind, the response code, a catalogue key and the
 * server's own message, and carries the domain's `ResponseOutcome` so the domain's toast tables
 * (`launchpoolFailureToast`, ...) decide severity without a second classification.
 */
import { networkErrorOutcome, type FundingPasswordErrorKey, type ResponseOutcome } from '../domain/shared/responseCode';
import type { EarnApiCall } from './paths';

/** What went wrong. */
export type EarnApiErrorKind =
  /** Code 401: the host's `onLoginRequired` was called (SH-AUTH-02). */
  | 'login-required'
  /** The funding password was needed and not given, or its check failed (SH-FUNDPASS-02..08). */
  | 'funding-password'
  /** Any other failure code, -1 included; `serverMessage` holds the server's text when sent (SH-ERR-02/03). */
  | 'business'
  /** No answer: the fetch failed, or the server kept failing with 5xx (DEC-07 'Networkerr'). */
  | 'network'
  /** No answer within the request timeout (SH-CONST-01). */
  | 'timeout'
  /** The caller aborted; nothing to show. */
  | 'aborted'
  /** An answer that is not an envelope (SH-ERR-04 'request data error, try later'). */
  | 'malformed';

/** The catalogue keys an error can carry; each exists in the 'errors' or 'common' namespace. */
export type EarnApiMessageKey =
  | 'errors.loginRequired'
  | 'errors.fundpass.required'
  | FundingPasswordErrorKey
  | 'common.requestDataError'
  | 'Networkerr';

/** What an `EarnApiError` is built from. */
export interface EarnApiErrorInit {
  readonly kind: EarnApiErrorKind;
  readonly call: EarnApiCall;
  readonly messageKey: EarnApiMessageKey;
  readonly outcome: ResponseOutcome;
  readonly code?: number | null;
  readonly serverMessage?: string;
  readonly status?: number;
  readonly cause?: unknown;
}

/** A failed call. `message` is the server's text when it sent one, else the catalogue key. */
export class EarnApiError extends Error {
  override readonly name = 'EarnApiError';
  /** What went wrong. */
  readonly kind: EarnApiErrorKind;
  /** The call that failed, as named in `earnApiPaths`. */
  readonly call: EarnApiCall;
  /** The response code, or null when there was no envelope. */
  readonly code: number | null;
  /** The catalogue key to show when there is no server message. */
  readonly messageKey: EarnApiMessageKey;
  /** The server's message/msg, when it sent one (SH-ERR-03). */
  readonly serverMessage: string | undefined;
  /** The HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** The same failure as the domain classifies answers, for the domain's toast rules. */
  readonly outcome: ResponseOutcome;

  constructor(init: EarnApiErrorInit) {
    super(init.serverMessage ?? init.messageKey, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.call = init.call;
    this.code = init.code ?? null;
    this.messageKey = init.messageKey;
    this.serverMessage = init.serverMessage;
    this.status = init.status;
    this.outcome = init.outcome;
  }
}

/** True for an `EarnApiError`, also across bundles where `instanceof` can fail. */
export function isEarnApiError(value: unknown): value is EarnApiError {
  return value instanceof EarnApiError || (value instanceof Error && value.name === 'EarnApiError' && 'kind' in value);
}

/**
 * The text a toast shows for a failure: the server's message when it sent one (SH-ERR-03), else the
 * translated key ('Networkerr', 'request data error, try later', a funding-password message).
 */
export function earnApiErrorText(error: EarnApiError, translate: (key: EarnApiMessageKey) => string): string {
  return error.serverMessage ?? translate(error.messageKey);
}

/** A failure with no answer at all: network, timeout or abort, each read as 'Networkerr' (DEC-07). */
export function transportError(
  kind: 'network' | 'timeout' | 'aborted',
  call: EarnApiCall,
  cause?: unknown,
  status?: number,
): EarnApiError {
  return new EarnApiError({
    kind,
    call,
    messageKey: 'Networkerr',
    outcome: networkErrorOutcome(),
    cause,
    ...(status === undefined ? {} : { status }),
  });
}

/** An answer that is no envelope: 'request data error, try later' (SH-ERR-04). */
export function malformedError(call: EarnApiCall, status: number, cause?: unknown): EarnApiError {
  return new EarnApiError({
    kind: 'malformed',
    call,
    status,
    messageKey: 'common.requestDataError',
    outcome: { kind: 'failure', code: null, key: 'common.requestDataError' },
    cause,
  });
}

/** The error of a classified, non-success answer. */
export function outcomeError(
  call: EarnApiCall,
  outcome: Exclude<ResponseOutcome, { kind: 'success' }>,
  status: number,
  code: number | null,
): EarnApiError {
  switch (outcome.kind) {
    case 'loginRequired':
      return new EarnApiError({ kind: 'login-required', call, status, code, messageKey: outcome.key, outcome });
    case 'fundingPasswordRequired':
      return new EarnApiError({ kind: 'funding-password', call, status, code, messageKey: outcome.key, outcome });
    case 'fundingPasswordError':
      return new EarnApiError({
        kind: 'funding-password',
        call,
        status,
        code: outcome.code,
        messageKey: outcome.key,
        outcome,
      });
    case 'failure':
      return new EarnApiError({
        kind: 'business',
        call,
        status,
        code: outcome.code,
        messageKey: outcome.key,
        outcome,
        ...(outcome.message === undefined ? {} : { serverMessage: outcome.message }),
      });
    case 'networkError':
      return transportError('network', call, undefined, status);
  }
}

/**
 * A value of a success answer that cannot be what its field is: an amount 'abc', '1.2.3', negative, or
 * missing where the field is required. Thrown by the readers of `map/read.ts`; `readAnswer` turns it into
 * the call's 'malformed' error, so an unreadable balance fails the call instead of showing as 0.
 */
export class UnreadableFieldError extends Error {
  override readonly name = 'UnreadableFieldError';
  /** The value as the answer carried it. */
  readonly value: unknown;

  constructor(expected: string, value: unknown) {
    super(`earnkit: not ${expected}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`);
    this.value = value;
  }
}

/**
 * The model `read` makes of a success answer's data. A field it cannot read fails the call as
 * 'malformed', shown as 'request data error, try later' (SH-ERR-04), as an answer that is no envelope does.
 */
export function readAnswer<Data, Model>(call: EarnApiCall, data: Data, read: (data: Data) => Model): Model {
  try {
    return read(data);
  } catch (error) {
    if (error instanceof UnreadableFieldError) throw malformedError(call, 200, error);
    throw error;
  }
}

/** The data of a success that must carry some; a success without it is 'request data error' (SH-ERR-04). */
export function requireData<Data>(call: EarnApiCall, data: Data | null | undefined): Data {
  if (data === null || data === undefined || typeof data !== 'object') throw malformedError(call, 200, data);
  return data;
}
