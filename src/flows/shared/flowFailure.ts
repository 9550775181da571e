/**
 * What a failed call shows (DEC-07, SH-ERR-03): one rule for every flow, so severity is decided in one
 * place. A flow says how serious a business failure of its call is ('warning' for subscribe, reinvest
 * and redeem-account; 'error' for redeem, cancel-redeem, early-redeem and the APR edit); a failure
 * without an answer is always the error 'Networkerr' (SE-ERR-05).
 */
import { isEarnApiError, type EarnApiMessageKey } from '../../api/errors';
import type { Translate } from '../../context/useTranslate';

/** How serious a business failure of a call is. */
export type FlowFailureSeverity = 'warning' | 'error';

/** A failure as a toast shows it; null when nothing should show. */
export interface FlowFailure {
  /** The toast's severity. */
  readonly severity: FlowFailureSeverity;
  /** The text: the server's message when it sent one, else the translated catalogue key. */
  readonly text: string;
}

/**
 * The toast of a failed call, or null for a call the user aborted or a 401 (the host's login handler
 * already runs, SH-AUTH-02). The server's message wins (SH-ERR-03); a network failure, a timeout or a
 * thrown value that is not an `EarnApiError` reads 'Networkerr' as an error (DEC-07).
 */
export function flowFailure(error: unknown, severity: FlowFailureSeverity, translate: Translate): FlowFailure | null {
  if (!isEarnApiError(error)) return { severity: 'error', text: translate('Networkerr') };
  switch (error.kind) {
    case 'aborted':
    case 'login-required':
      return null;
    case 'network':
    case 'timeout':
      return { severity: 'error', text: translate('Networkerr') };
    default:
      return { severity, text: error.serverMessage ?? translate(error.messageKey satisfies EarnApiMessageKey) };
  }
}

/** The text an `onFailure` callback receives (SE-ERR-06): the server's message or the network error text. */
export function flowFailureText(error: unknown, translate: Translate): string {
  return flowFailure(error, 'error', translate)?.text ?? translate('Networkerr');
}
