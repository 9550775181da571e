/**
 * How the simulator says no. Business failures answer code -1 (SH-ERR-02) with the message a user
 * reads (the English catalogue's text for the domain's key, so the server and the UI word a failure
 * the same way), a stable `label` for programs, and `data.key`/`data.params` so a client can show the
 * message in its own locale. Funding-password and login failures use their own codes (SH-FUNDPASS,
 * SH-AUTH-02).
 */
import type { DomainError } from '../../src/domain/result';
import { RESPONSE_CODE } from '../../src/domain/shared/constants';
import { en } from '../../src/i18n/catalogue/en';
import { interpolate } from '../../src/i18n/format';

/** A failed call: what the envelope and the HTTP status carry. */
export class SimFailure extends Error {
  override readonly name = 'SimFailure';
  constructor(
    readonly code: number,
    readonly label: string,
    message: string,
    readonly status: number = 200,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** The English text of a catalogue key with its params; the key itself when the catalogue lacks it. */
export function messageOf(key: string, params?: DomainError['params']): string {
  const template = (en as Record<string, string>)[key];
  return template === undefined ? key : interpolate(template, params);
}

/** A business failure from a domain validator's error (code -1, HTTP 200). */
export function domainFailure(label: string, error: DomainError): SimFailure {
  return new SimFailure(RESPONSE_CODE.failure, label, messageOf(error.key, error.params), 200, {
    key: error.key,
    params: error.params ?? {},
  });
}

/** A business failure with a plain message (code -1, HTTP 200). */
export function businessFailure(label: string, message: string): SimFailure {
  return new SimFailure(RESPONSE_CODE.failure, label, message);
}

/** A request the server cannot read: malformed body, missing or ill-formed field (code -1, HTTP 400). */
export function badRequest(label: string, message: string): SimFailure {
  return new SimFailure(RESPONSE_CODE.failure, label, message, 400);
}

/** Something that does not exist: a product, an order (code -1, HTTP 404). */
export function notFound(label: string, message: string): SimFailure {
  return new SimFailure(RESPONSE_CODE.failure, label, message, 404);
}

/** No session, or an expired one (SH-AUTH-02): code 401, HTTP 401. */
export function loginRequired(message = messageOf('errors.loginRequired')): SimFailure {
  return new SimFailure(RESPONSE_CODE.loginNeeded, 'LOGIN_REQUIRED', message, 401);
}

/** A mutation without the session's CSRF token (SH-API-03): code -1, HTTP 403. */
export function csrfFailure(): SimFailure {
  return new SimFailure(
    RESPONSE_CODE.failure,
    'CSRF_TOKEN_INVALID',
    'Security token missing or invalid; reload the page and try again',
    403,
  );
}
