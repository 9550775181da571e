import { RESPONSE_CODE } from '../../domain/shared/constants';
import { classifyResponse, type ResponseOutcome } from '../../domain/shared/responseCode';
import type { MessageKey } from '../../i18n/catalogue/en';

/** What the modal shows after a failed attempt. */
export interface FundingPasswordFailure {
  /** The catalogue key of the message. */
  key: MessageKey;
  /** The server's own text, shown instead of the generic message when a call failed for another reason. */
  message?: string;
  /**
   * 'field': the typed password was wrong (10010106), so the field is marked invalid. 'notice': guidance
   * that typing again will not fix: set a password first, use a fingerprint, wait (10010107/08/12).
   */
  placement: 'field' | 'notice';
  /** The code, when there was one; 10010107 offers the way to set a password. */
  code: number | null;
}

/**
 * Something a failed attempt can reject with, or an owner can pass in: a response code, an answer
 * (`{ code, message }`), or an outcome of `classifyResponse`.
 */
export type FundingPasswordFailureReason =
  number | string | { code?: number | string | null; message?: string | null; msg?: string | null } | ResponseOutcome;

function outcomeOf(reason: FundingPasswordFailureReason): ResponseOutcome {
  if (typeof reason === 'number' || typeof reason === 'string') return classifyResponse({ code: reason });
  if ('kind' in reason) return reason;
  // A thrown Error with no code is a bug or a dropped connection, not a server's sentence for the user.
  if (reason instanceof Error && !('code' in reason)) return classifyResponse({ code: null });
  const answer = reason as { code?: number | string | null; message?: string | null; msg?: string | null };
  return classifyResponse({ code: answer.code, message: answer.message ?? answer.msg });
}

/**
 * The message for a failed funding-password attempt (SH-FUNDPASS-04..08). The meaning of each code
 * comes from the domain's `classifyResponse`; this only decides where the modal shows it.
 */
export function fundingPasswordFailureOf(reason: unknown): FundingPasswordFailure {
  const known =
    typeof reason === 'number' || typeof reason === 'string' || (typeof reason === 'object' && reason !== null)
      ? outcomeOf(reason as FundingPasswordFailureReason)
      : null;
  if (!known) return { key: 'common.requestDataError', placement: 'notice', code: null };
  switch (known.kind) {
    case 'fundingPasswordError':
      return {
        key: known.key,
        placement: known.code === RESPONSE_CODE.fundingPasswordCheckFailed ? 'field' : 'notice',
        code: known.code,
      };
    case 'fundingPasswordRequired':
      // Asked again for the password: the one typed was not accepted.
      return { key: known.key, placement: 'field', code: null };
    case 'networkError':
    case 'loginRequired':
      return { key: known.key, placement: 'notice', code: null };
    case 'failure':
      return known.message
        ? { key: known.key, message: known.message, placement: 'notice', code: known.code }
        : { key: known.key, placement: 'notice', code: known.code };
    case 'success':
      return { key: 'common.requestDataError', placement: 'notice', code: null };
  }
}
