import { useCallback } from 'react';
import { useToast } from '../../components/Toast';
import { useTranslate } from '../../context/useTranslate';
import type { MessageOverrides } from '../../i18n/resolve';
import { flowFailureText, type FlowFailureSeverity } from './flowFailure';
import { useFlowFailureToast } from './useFlowFailureToast';

export interface UseFlowOutcomeOptions {
  /** The toast id of the flow's action: a second toast of the same action replaces the first instead of stacking. */
  readonly toastId?: string;
  /** The flow's English (its `defaultMessages`): the words of its toasts and of the text `onFailure` receives. */
  readonly defaults?: MessageOverrides;
  /** The flow's `messages` prop, over the provider's layers and `defaults`. */
  readonly messages?: MessageOverrides;
  /**
   * The host's failure callback: the server's message or the network error text, after the toast (SE-ERR-06,
   * SE-APR-11, AE-ERR-01, VW-ERR-03).
   */
  readonly onFailure?: (message: string) => void;
}

/** The tails every flow's call ends with. */
export interface FlowOutcome {
  /** The success tail: a success toast reading `title`. */
  readonly succeed: (title: string) => void;
  /**
   * The failure tail: the toast DEC-07 asks for (`severity` for a business failure, the error 'Networkerr'
   * without an answer, nothing for an aborted call or a 401), then the host's `onFailure` with its text.
   */
  readonly fail: (error: unknown, severity: FlowFailureSeverity) => void;
}

/**
 * The success and failure tails of a flow's call, so each flow says only what differs: its toast id, its
 * words and how serious a business failure is. The reducer events stay with the flow (they are its own).
 *
 * @example
 * const outcome = useFlowOutcome({ toastId: 'simple-earn-reinvest', defaults: defaultMessages, onFailure });
 * setReinvest.mutateAsync(variables).then(
 *   () => { outcome.succeed(t(reinvestToastKey(on))); send({ type: 'SUBMIT.SUCCESS' }); },
 *   (error) => { outcome.fail(error, 'warning'); send({ type: 'SUBMIT.FAILURE' }); },
 * );
 */
export function useFlowOutcome({ toastId, defaults, messages, onFailure }: UseFlowOutcomeOptions): FlowOutcome {
  const toast = useToast();
  const t = useTranslate(messages, defaults);
  const showFailure = useFlowFailureToast(defaults, messages);
  const succeed = useCallback(
    (title: string) => toast.show({ severity: 'success', title, ...(toastId === undefined ? {} : { id: toastId }) }),
    [toast, toastId],
  );
  // Made each render: a starter reads the outcome when its call ends, with the host's latest onFailure.
  const fail = (error: unknown, severity: FlowFailureSeverity) => {
    showFailure(error, severity, toastId);
    onFailure?.(flowFailureText(error, t));
  };
  return { succeed, fail };
}
