/**
 * What a response code means (SH-ERR-01/02, SH-AUTH-02, SH-FUNDPASS-01..08, DEC-06). Every call of the
 * API client goes through `classifyResponse`, so one table decides success, login, funding password
 * and failure for every screen and for the simulated exchange alike.
 */
import { RESPONSE_CODE } from './constants';

/** Calls whose only success code is 200 (DEC-06); every other call also accepts 0. */
export const STRICT_SUCCESS_OPERATIONS = ['privateWealthPurchase', 'privateWealthRedeem', 'softStakingSwitch'] as const;
/** Which call answered: 'default' for every call with the usual success codes. */
export type ResponseOperation = 'default' | (typeof STRICT_SUCCESS_OPERATIONS)[number];

/** The funding-password failures with their own message (SH-FUNDPASS-04/05/06/08). */
export const FUNDING_PASSWORD_ERROR_KEYS = {
  [RESPONSE_CODE.fundingPasswordCheckFailed]: 'errors.fundpass.checkFailed',
  [RESPONSE_CODE.fundingPasswordNotSet]: 'errors.fundpass.setFirst',
  [RESPONSE_CODE.fingerprintNeeded]: 'errors.fundpass.fingerprintNeeded',
  [RESPONSE_CODE.verifyFrequency]: 'errors.fundpass.verifyFrequency',
} as const;
/** A funding-password failure's message key. */
export type FundingPasswordErrorKey = (typeof FUNDING_PASSWORD_ERROR_KEYS)[keyof typeof FUNDING_PASSWORD_ERROR_KEYS];

/** The message keys an outcome can carry; each exists in the 'errors' or 'common' namespace. */
export const RESPONSE_MESSAGE_KEYS = [
  'errors.loginRequired',
  'errors.fundpass.required',
  ...Object.values(FUNDING_PASSWORD_ERROR_KEYS),
  'common.requestDataError',
  'Networkerr',
] as const;

/** The meaning of one answer; `key` is the catalogue key to show, `message` the server's own text when it sent one. */
export type ResponseOutcome =
  | { readonly kind: 'success' }
  | { readonly kind: 'loginRequired'; readonly key: 'errors.loginRequired' }
  /** Open the funding-password modal, then retry the call with a fundpass field (SH-FUNDPASS-02/03). */
  | { readonly kind: 'fundingPasswordRequired'; readonly key: 'errors.fundpass.required' }
  | { readonly kind: 'fundingPasswordError'; readonly code: number; readonly key: FundingPasswordErrorKey }
  /** Any other code, -1 included (SH-ERR-02); the server's message is shown as a toast when present (SH-ERR-03). */
  | {
      readonly kind: 'failure';
      readonly code: number | null;
      readonly key: 'common.requestDataError';
      readonly message?: string;
    }
  | { readonly kind: 'networkError'; readonly key: 'Networkerr' };

/** What `classifyResponse` reads from an answer: the code, the server's message, and the require_fundpass flag. */
export interface ResponseSummary {
  /** `code` as sent; numeric text ('200') is accepted because some services send strings. */
  readonly code: number | string | null | undefined;
  /** `message` or `msg` of the answer. */
  readonly message?: string | null;
  /** True when the answer carries require_fundpass (SH-FUNDPASS-02). */
  readonly requireFundpass?: boolean;
}

const REQUIRE_FUNDPASS_TEXT = 'require_fundpass';

function codeOf(code: ResponseSummary['code']): number | null {
  if (typeof code === 'number') return Number.isInteger(code) ? code : null;
  if (typeof code === 'string' && /^-?\d+$/.test(code.trim())) return Number(code.trim());
  return null;
}

/** The success codes of a call: 200 only for the strict calls, 0 and 200 for every other (DEC-06, SH-ERR-01). */
export function successCodesOf(operation: ResponseOperation = 'default'): readonly number[] {
  return operation === 'default' ? [RESPONSE_CODE.success, RESPONSE_CODE.ok] : [RESPONSE_CODE.ok];
}

/** True when `code` is a success for the call (DEC-06). */
export function isSuccessCode(code: ResponseSummary['code'], operation: ResponseOperation = 'default'): boolean {
  const value = codeOf(code);
  return value !== null && successCodesOf(operation).includes(value);
}

/**
 * Classifies an answer. The funding-password check comes before success because an answer can carry
 * require_fundpass with an otherwise ordinary code; the modal must open rather than the call look done.
 */
export function classifyResponse(response: ResponseSummary, operation: ResponseOperation = 'default'): ResponseOutcome {
  const code = codeOf(response.code);
  const message = response.message?.trim() || undefined;
  if (
    response.requireFundpass === true ||
    message === REQUIRE_FUNDPASS_TEXT ||
    code === RESPONSE_CODE.fundingPasswordNeeded ||
    code === RESPONSE_CODE.fundingPasswordRequired
  ) {
    return { kind: 'fundingPasswordRequired', key: 'errors.fundpass.required' };
  }
  if (code !== null && successCodesOf(operation).includes(code)) return { kind: 'success' };
  if (code === RESPONSE_CODE.loginNeeded) return { kind: 'loginRequired', key: 'errors.loginRequired' };
  if (code !== null && code in FUNDING_PASSWORD_ERROR_KEYS) {
    const key = FUNDING_PASSWORD_ERROR_KEYS[code as keyof typeof FUNDING_PASSWORD_ERROR_KEYS];
    return { kind: 'fundingPasswordError', code, key };
  }
  return message
    ? { kind: 'failure', code, key: 'common.requestDataError', message }
    : { kind: 'failure', code, key: 'common.requestDataError' };
}

/** The outcome of a call that never got an answer: the 'Networkerr' text (LP-ERR-06, DEC-07). */
export function networkErrorOutcome(): ResponseOutcome {
  return { kind: 'networkError', key: 'Networkerr' };
}

/** The original call's payload with the entered funding password added, for the retry (SH-FUNDPASS-03). */
export function withFundingPassword<Payload extends object>(
  payload: Payload,
  fundpass: string,
): Payload & { readonly fundpass: string } {
  return { ...payload, fundpass };
}
