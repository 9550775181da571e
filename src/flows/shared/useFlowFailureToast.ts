import { useCallback } from 'react';
import { useToast } from '../../components/Toast';
import { useTranslate } from '../../provider/useTranslate';
import { flowFailure, type FlowFailure, type FlowFailureSeverity } from './flowFailure';

/**
 * Shows the toast of a failed call (`flowFailure`) and returns what it showed, or null. `id` keeps one
 * toast per action: a second failure of the same call replaces the first instead of stacking.
 *
 * @example
 * const showFailure = useFlowFailureToast();
 * try { await redeem.mutateAsync(body); } catch (error) { showFailure(error, 'error', 'flexible-redeem'); }
 */
export function useFlowFailureToast(): (error: unknown, severity: FlowFailureSeverity, id?: string) => FlowFailure | null {
  const toast = useToast();
  const t = useTranslate();
  return useCallback(
    (error, severity, id) => {
      const failure = flowFailure(error, severity, t);
      if (failure) toast.show({ severity: failure.severity, title: failure.text, ...(id === undefined ? {} : { id }) });
      return failure;
    },
    [toast, t],
  );
}
