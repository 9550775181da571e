'use client';
import { useReducer, type ReactNode } from 'react';
import { usePreRedeem } from '../../../api/hooks/holdings';
import { Button } from '../../../components/Button';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { ModalBody, ModalContent, ModalDescription, ModalFooter, ModalTitle } from '../../../components/Modal';
import { type FixedHolding } from '../../../domain/simpleEarn';
import type { MessageKey } from '../../../i18n/catalogue/en';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useFormat } from '../../../context/useFormat';
import { useTranslate } from '../../../context/useTranslate';
import { useActionKey } from '../../shared/useActionKey';
import { FlowDialogRoot, useFlowDialog } from '../../shared/useFlowDialog';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import { useLoginGate } from '../../shared/useLoginGate';
import { useVipPaths } from '../../shared/useVipSection';
import {
  canStartEarlyRedeem,
  earlyRedeemFlowReducer,
  earlyRedeemUnavailableKey,
  initialEarlyRedeemFlowState,
} from './earlyRedeemFlow.reducer';
import { defaultMessages } from '../defaultMessages';

export interface EarlyRedeemFlowProps {
  /** The fixed order to redeem early. */
  order: FixedHolding;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
  /** The time the 1-hour rule is checked at, epoch ms. Default: when the dialog renders. */
  now?: number;
  /** Called after a successful early redemption. */
  onSuccess?: () => void;
  /** Called with the server's message or the network error text when it fails. */
  onFailure?: (message: string) => void;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

/**
 * The early-redeem dialog of a fixed order (SE-EARLY-01): principal, interest so far and maturity, and
 * a confirm allowed only while the order is holding, its product supports it and more than 1 hour
 * remains (SE-EARLY-02); otherwise the button says why. Success toasts 'redeem success' and closes;
 * a failure is an error toast (SE-ERR-04, DEC-07). VIP orders use the VIP path (SH-VIP-01), and so does every
 * order in the VIP theme (SH-VIP-02, P-37).
 */
export function EarlyRedeemFlow({
  order,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  now: nowProp,
  onSuccess,
  onFailure,
  messages,
}: EarlyRedeemFlowProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const requireLogin = useLoginGate();
  const preRedeem = usePreRedeem();
  const vip = useVipPaths(order.productType);
  const action = useActionKey();
  const [state, dispatch] = useReducer(earlyRedeemFlowReducer, initialEarlyRedeemFlowState);
  const dialog = useFlowDialog({
    open,
    defaultOpen,
    onOpenChange,
    onClose: () => dispatch({ type: 'DIALOG.CLOSE' }),
    toastId: 'simple-earn-early-redeem',
    defaults: defaultMessages,
    messages,
    onFailure,
  });
  // The 1-hour rule is checked as of the moment the dialog (re)opens.
  const now = nowProp ?? dialog.openedAt;
  const unavailableKey = earlyRedeemUnavailableKey(order, now);

  // The call is started by the phase; the rest is read when it starts.
  usePhaseEffect(state.phase.kind, state.attempt, {
    redeeming: (step) => {
      const send = step.whileCurrent(dispatch);
      const body = { orderId: order.orderId, vip };
      preRedeem.mutateAsync(action.attempt(body, () => body)).then(
        () => {
          action.succeeded();
          dialog.succeed(t('redeem success'));
          send({ type: 'SUBMIT.SUCCESS' });
          // Closed by the flow, not by the user: ready to confirm again if the host reopens it.
          dialog.close();
          onSuccess?.();
        },
        (error: unknown) => {
          action.failed(error);
          dialog.fail(error, 'error');
          send({ type: 'SUBMIT.FAILURE' });
        },
      );
    },
  });

  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{t('common.action.redeemEarly')}</ModalTitle>
        <ModalDescription>{t('simpleEarnFlows.early.notice')}</ModalDescription>
        <ModalBody>
          <InfoList>
            <InfoRow
              label={t('simpleEarnFlows.early.principal')}
              amount={order.principal}
              coin={order.asset}
              messages={messages}
            />
            <InfoRow
              label={t('simpleEarnFlows.early.interest')}
              amount={order.interest}
              coin={order.asset}
              messages={messages}
            />
            <InfoRow label={t('simpleEarnFlows.early.maturity')} messages={messages}>
              <bdi>{format.dateTime(order.finishTime, { withUtc: true })}</bdi>
            </InfoRow>
          </InfoList>
        </ModalBody>
        <ModalFooter>
          <Button
            fullWidth
            variant="danger"
            onAction={() => {
              if (requireLogin()) dispatch({ type: 'SUBMIT.START', order, now });
            }}
            loading={state.phase.kind === 'redeeming'}
            disabled={!canStartEarlyRedeem(state, order, now) && state.phase.kind !== 'redeeming'}
            disabledReason={unavailableKey ? t(unavailableKey as MessageKey) : undefined}
          >
            {t('simpleEarnFlows.early.confirm')}
          </Button>
        </ModalFooter>
      </ModalContent>
    </FlowDialogRoot>
  );
}
