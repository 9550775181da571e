import { useCallback } from 'react';
import { useToast } from '../../components/Toast';
import { useTranslate } from '../../context/useTranslate';
import { flowFailure, type FlowFailure, type FlowFailureSeverity } from './flowFailure';
import type { MessageOverrides } from '../../i18n/resolve';
import { defaultMessages as failureMessages } from './defaultMessages';

/**
 * Shows the toast of a failed call (`flowFailure`) and returns what it showed, or null. `id` keeps one
 * toast per action: a second failure of the same call replaces the first instead of stacking. A flow's
 * call ends through `useFlowOutcome`, which adds the host's `onFailure`; this is for calls without one.
 *
 * @example
 * const showFailure = useFlowFailureToast(defaultMessages);
 * try { await redeem.mutateAsync(body); } catch (error) { showFailure(error, 'error', 'flexible-redeem'); }
 */
export function useFlowFailureToast(
  defaults: MessageOverrides = failureMessages,
  overrides?: MessageOverrides,
): (error: unknown, severity: FlowFailureSeverity, id?: string) => FlowFailure | null {
  const toast = useToast();
  // The calling flow's English: it holds the messages its failures name (and the generic errors); the
  // flow's `messages` prop, when given, over it.
  const t = useTranslate(overrides, defaults);
  return useCallback(
    (error, severity, id) => {
      const failure = flowFailure(error, severity, t);
      if (failure) toast.show({ severity: failure.severity, title: failure.text, ...(id === undefined ? {} : { id }) });
      return failure;
    },
    [toast, t],
  );
}
