'use client';
import { useReducer, type ReactNode } from 'react';
import type { SimpleEarnStatusDto } from '../../../api/dto/launchpool';
import { useLaunchpoolRedeem } from '../../../api/hooks/launchpool';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { RedeemDialog } from '../../../components/RedeemDialog';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { useEarn } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import { REDEEM_TYPE_CODES, redeemDialogLabelKeys, redeemTypeOf } from '../../../domain/launchpool';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useActionKey } from '../../shared/useActionKey';
import { useFlowDialog } from '../../shared/useFlowDialog';
import { useLoginGate } from '../../shared/useLoginGate';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import {
  initialLaunchpoolRedeemState,
  launchpoolRedeemReducer,
  type LaunchpoolRedeemReceipt,
} from './redeemFlow.reducer';
import { redeemMessages } from './redeemMessages';
import { useRedeemData } from './useRedeemData';

/** One toast per redeem action: a second failure replaces the first. */
export const REDEEM_TOAST_ID = 'launchpool-redeem';

export interface LaunchpoolRedeemFlowProps {
  /** The project's id (project-info's projectId, the redeem's pid). */
  projectId: number | string;
  /** The pool redeemed from (the redeem's rid). */
  rid: number;
  /**
   * 'claim' once the event has ended: the claim labels and toast, no last-hour reward (LP-REDEEM-04, 07, 15). Default
   * 'redeem'.
   */
  mode?: 'redeem' | 'claim';
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
  /** Called after a successful redeem or claim, as the dialog closes (the launchpool data refreshes by itself). */
  onSuccess?: (receipt: LaunchpoolRedeemReceipt) => void;
  /**
   * Called with the reason of a failed redeem, for tracking (LP-ERR-03): the server's message or the network error
   * text.
   */
  onFailure?: (message: string) => void;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

/**
 * The launchpool early redeem and claim (LP-REDEEM, LP-API-12) on the shared `RedeemDialog` (DEC-33):
 * the user's stake as the redeemable amount, the last-hour reward while the event runs, the auto-earn or
 * auto-stake checkbox for an eligible coin (P-39), then the redeem with one idempotency key per action
 * (P-35; the funding password is the client's to ask, P-32). Success is the 'redeem success' or 'Claim
 * successful' toast (LP-REDEEM-14/15); a failure is an error toast with the server's message (LP-ERR-02,
 * 'Networkerr' without an answer) and goes to `onFailure` for tracking (LP-ERR-03).
 */
export function LaunchpoolRedeemFlow({
  projectId,
  rid,
  mode = 'redeem',
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onSuccess,
  onFailure,
  messages,
}: LaunchpoolRedeemFlowProps) {
  const t = useTranslate(messages, redeemMessages);
  const { user } = useEarn();
  const requireLogin = useLoginGate();
  const redeem = useLaunchpoolRedeem();
  const action = useActionKey();
  const isClaim = mode === 'claim';
  const [state, dispatch] = useReducer(launchpoolRedeemReducer, initialLaunchpoolRedeemState);
  const dialog = useFlowDialog({
    open,
    defaultOpen,
    onOpenChange,
    onClose: () => dispatch({ type: 'DIALOG.CLOSE' }),
    toastId: REDEEM_TOAST_ID,
    defaults: redeemMessages,
    messages,
    onFailure,
  });
  const data = useRedeemData({ projectId, rid, open: dialog.open, isUser: user.kind === 'user', isClaim });
  const { context, pool } = data;

  usePhaseEffect(context ? state.phase.kind : null, state.attempt, {
    submitting: (step) => {
      if (!context || state.phase.kind !== 'submitting') return;
      const send = step.whileCurrent(dispatch);
      const amount = state.phase.amount;
      const redeemType = redeemTypeOf(context.autoOption, state.autoChecked);
      const pid = Number(projectId);
      const request = action.attempt({ pid, rid, amount, redeemType }, () => ({
        pid,
        rid,
        amount,
        simpleEarnStatus: REDEEM_TYPE_CODES[redeemType] as SimpleEarnStatusDto,
      }));
      redeem.mutateAsync(request).then(
        () => {
          action.succeeded();
          dialog.succeed(t(redeemDialogLabelKeys(isClaim).success)); // LP-REDEEM-14, LP-REDEEM-15
          send({ type: 'SUBMIT.SUCCESS' });
          dialog.close();
          onSuccess?.({ projectId, rid, coin: context.coin, amount, claim: isClaim });
        },
        (error: unknown) => {
          action.failed(error);
          dialog.fail(error, 'error'); // LP-ERR-02, LP-ERR-03
          send({ type: 'SUBMIT.FAILURE' });
        },
      );
    },
  });

  let fallback: ReactNode = null;
  if (data.isError) fallback = <ErrorState onRetry={data.retry} messages={messages} />;
  else if (data.isPending)
    fallback = (
      <SkeletonGroup messages={messages}>
        <Skeleton shape="block" />
      </SkeletonGroup>
    );
  else if (!pool) fallback = <EmptyState messages={messages} />;

  return (
    <RedeemDialog
      open={dialog.open}
      onOpenChange={dialog.rootProps.onOpenChange}
      trigger={trigger}
      mode={mode}
      coin={pool?.coin ?? ''}
      decimalPlace={pool?.decimalPlace ?? 0}
      redeemable={context?.redeemable ?? null}
      amount={state.amount}
      onAmountChange={(amount) => dispatch({ type: 'AMOUNT.CHANGE', amount })}
      lastHourReward={data.lastHourReward}
      autoOption={
        context?.autoOption
          ? {
              kind: context.autoOption,
              checked: state.autoChecked,
              onCheckedChange: (checked) => dispatch({ type: 'AUTO.TOGGLE', checked }),
            }
          : null
      }
      onConfirm={() => {
        if (requireLogin() && context) dispatch({ type: 'SUBMIT.START', context });
      }}
      submitting={state.phase.kind === 'submitting'}
      fallback={fallback}
      messages={messages}
    />
  );
}
