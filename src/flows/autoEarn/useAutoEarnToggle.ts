'use client';
/**
 * Runs an auto-earn toggle (AE-TOGGLE): the reducer's steps with their effects. A guest is sent to
 * /login (AE-TOGGLE-06, SH-AUTH-01); the confirm dialog's props come back for `<AutoEarnConfirm>`; on
 * success the cached status and market list update at once (AE-TOGGLE-07) and a toast says so
 * (AE-TOGGLE-08); a failure shows the server's message as an error toast and calls `onFailure` (AE-ERR-01).
 */
import { useCallback, useEffect, useEffectEvent, useReducer } from 'react';
import { earnQueryKeys, useSetAutoEarnStatus } from '../../api';
import { useEarnQueryClient } from '../../api/hooks/EarnApiProvider';
import type { Page } from '../../domain/shared/pagination';
import type {
  AutoEarnMarketItem,
  AutoEarnStatus,
  AutoEarnTarget,
  AutoEarnToggleRequest,
} from '../../domain/autoEarn/status';
import { applyAutoEarnToggle, applyAutoEarnToggleToItem, autoEarnToastKey } from '../../domain/autoEarn/toggle';
import { useEarn, useTranslate } from '../../context';
import { LOGIN_PATH } from '../shared/useLoginGate';
import { useFlowOutcome } from '../shared/useFlowOutcome';
import type { AutoEarnConfirmProps } from './AutoEarnConfirm';
import { autoEarnToggleReducer, initialAutoEarnToggleState } from './autoEarnToggle.reducer';
import { defaultMessages } from './defaultMessages';

export interface UseAutoEarnToggleOptions {
  /** After a successful change, with what changed. */
  readonly onSuccess?: (target: AutoEarnTarget, on: boolean) => void;
  /** After a failed change, with the text shown (AE-ERR-01). */
  readonly onFailure?: (message: string) => void;
}

export interface AutoEarnToggle {
  /** Asks to switch `target` to `on`: login for a guest, else the confirm dialog. */
  readonly request: (target: AutoEarnTarget, on: boolean) => void;
  /** The props of `<AutoEarnConfirm>`, or null while no change is asked for. */
  readonly confirmProps: AutoEarnConfirmProps | null;
  /** The change under way, so its switch can show busy. */
  readonly pending: { readonly target: AutoEarnTarget; readonly on: boolean } | null;
}

export function useAutoEarnToggle({ onSuccess, onFailure }: UseAutoEarnToggleOptions = {}): AutoEarnToggle {
  const [state, dispatch] = useReducer(autoEarnToggleReducer, initialAutoEarnToggleState);
  const { user, navigate } = useEarn();
  const t = useTranslate(undefined, defaultMessages);
  const outcome = useFlowOutcome({ toastId: 'auto-earn-toggle', defaults: defaultMessages, onFailure });
  const queryClient = useEarnQueryClient();
  const setStatus = useSetAutoEarnStatus();

  useEffect(() => {
    if (state.step !== 'loginRequired') return;
    navigate(LOGIN_PATH);
    dispatch({ type: 'LOGIN.SENT' });
  }, [state.step, navigate]);

  // One send per confirmation: the effect keys on the state object of that confirmation; what the answer
  // updates and reports is read as it is sent.
  const send = useEffectEvent((target: AutoEarnTarget, on: boolean, request: AutoEarnToggleRequest) => {
    setStatus.mutateAsync(request).then(
      () => {
        queryClient.setQueriesData<AutoEarnStatus>({ queryKey: [...earnQueryKeys.autoEarn(), 'status'] }, (old) =>
          old ? applyAutoEarnToggle(old, target, on) : old,
        );
        queryClient.setQueriesData<Page<AutoEarnMarketItem>>(
          { queryKey: [...earnQueryKeys.autoEarn(), 'marketList'] },
          (old) => (old ? { ...old, list: old.list.map((item) => applyAutoEarnToggleToItem(item, target, on)) } : old),
        );
        outcome.succeed(t(autoEarnToastKey(on)));
        dispatch({ type: 'SUBMIT.SUCCESS' });
        onSuccess?.(target, on);
      },
      (error: unknown) => {
        outcome.fail(error, 'error');
        dispatch({ type: 'SUBMIT.FAILURE' });
      },
    );
  });
  useEffect(() => {
    if (state.step === 'submitting') send(state.target, state.on, state.request);
  }, [state]);

  const request = useCallback(
    (target: AutoEarnTarget, on: boolean) =>
      dispatch({ type: 'TOGGLE.REQUEST', target, on, isLoggedIn: user.kind === 'user' }),
    [user],
  );

  const confirmProps: AutoEarnConfirmProps | null =
    state.step === 'confirming' || state.step === 'submitting'
      ? {
          open: true,
          on: state.on,
          target: state.target,
          busy: state.step === 'submitting',
          onConfirm: () => dispatch({ type: 'CONFIRM' }),
          onCancel: () => dispatch({ type: 'CANCEL' }),
        }
      : null;
  const pending = state.step === 'submitting' ? { target: state.target, on: state.on } : null;
  return { request, confirmProps, pending };
}
