'use client';
import { useReducer, type ReactNode } from 'react';
import { useWealthRedeem } from '../../../api/hooks/wealth';
import { AmountInput } from '../../../components/AmountInput';
import { Button } from '../../../components/Button';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { ModalBody, ModalContent, ModalFooter, ModalTitle } from '../../../components/Modal';
import { Stack } from '../../../components/layout';
import {
  WEALTH_AMOUNT_DECIMALS,
  WEALTH_UNIT_DECIMALS,
  estimatedRedeemValue,
  wealthRedeemRequest,
} from '../../../domain/wealth';
import type { MessageKey } from '../../../i18n/catalogue/en';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useTranslate } from '../../../context/useTranslate';
import { useActionKey } from '../../shared/useActionKey';
import { FlowDialogRoot, useFlowDialog } from '../../shared/useFlowDialog';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import { useLoginGate } from '../../shared/useLoginGate';
import {
  canSubmitWealthRedeem,
  initialWealthRedeemFlowState,
  wealthRedeemFlowReducer,
  wealthRedeemValidation,
} from './wealthRedeemFlow.reducer';
import { defaultMessages } from '../defaultMessages';
import { WealthSuccessView } from '../WealthSuccessView';

/** The wealth holding a redeem works on. */
export interface WealthRedeemHolding {
  /** The product id sent with the redeem (VW-API-02). */
  readonly pid: number;
  /** The product's coin, shown in the title and with the estimate. */
  readonly coin: string;
  /** The units the order may redeem, 6 decimals. */
  readonly units: string;
  /** Today's net value per unit (the order detail's `netValueRatio`): shows the estimated value when given. */
  readonly netValueRatio?: string;
}

export interface WealthRedeemFlowProps {
  /** The holding to redeem from. */
  holding: WealthRedeemHolding;
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal. */
  trigger?: ReactNode;
  /** Called after a successful redeem (code 200). */
  onSuccess?: () => void;
  /** Called after the error toast with the server's message or the network error text (VW-ERR-03). */
  onFailure?: (message: string) => void;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

/**
 * The VIP wealth redeem modal (VW-REDEEM-01): units with 6 decimals (VW-REDEEM-04), non-zero
 * (VW-REDEEM-03) and at most the redeemable units (VW-REDEEM-02). The redeem sends pid and unit
 * (VW-API-02); only code 200 is success (DEC-06). Any failure is an error toast with the server's
 * message or 'Networkerr' (VW-ERR-01/02), then `onFailure` (VW-ERR-03).
 */
export function WealthRedeemFlow({
  holding,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onSuccess,
  onFailure,
  messages,
}: WealthRedeemFlowProps) {
  const t = useTranslate(messages, defaultMessages);
  const requireLogin = useLoginGate();
  const redeem = useWealthRedeem();
  const action = useActionKey();
  const [state, dispatch] = useReducer(wealthRedeemFlowReducer, initialWealthRedeemFlowState);
  const dialog = useFlowDialog({
    open,
    defaultOpen,
    onOpenChange,
    onClose: () => dispatch({ type: 'DIALOG.CLOSE' }),
    toastId: 'wealth-redeem',
    defaults: defaultMessages,
    messages,
    onFailure,
  });
  const validation = wealthRedeemValidation(state, holding.units);

  // The call is started by the phase; the rest is read when it starts.
  usePhaseEffect(state.phase.kind, state.attempt, {
    submitting: (step) => {
      const send = step.whileCurrent(dispatch);
      const request = wealthRedeemRequest(holding.pid, validation.ok ? validation.value.units : state.units);
      const body = { pid: request.pid, unit: request.unit };
      redeem.mutateAsync(action.attempt(body, () => body)).then(
        () => {
          action.succeeded();
          // The dialog moves to its success view rather than closing on a toast (VW-SUCCESS-01).
          send({ type: 'SUBMIT.SUCCESS', units: request.unit });
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

  const estimate =
    holding.netValueRatio !== undefined && validation.ok && validation.value.hasUnits
      ? estimatedRedeemValue(validation.value.units, { netValueRatio: holding.netValueRatio })
      : null;

  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      <ModalContent size="sm" messages={messages}>
        {state.phase.kind === 'succeeded' ? (
          <WealthSuccessView title={t('wealthFlows.redeem.success')} doneLabel={t('wealthFlows.done')}>
            <InfoList>
              <InfoRow
                label={t('wealthFlows.redeem.successUnits')}
                amount={state.phase.units}
                decimals={WEALTH_UNIT_DECIMALS}
                messages={messages}
              />
              {holding.netValueRatio !== undefined ? (
                <InfoRow
                  label={t('wealthFlows.redeem.estimated')}
                  amount={estimatedRedeemValue(state.phase.units, { netValueRatio: holding.netValueRatio })}
                  coin={holding.coin}
                  decimals={WEALTH_AMOUNT_DECIMALS}
                  messages={messages}
                />
              ) : null}
            </InfoList>
          </WealthSuccessView>
        ) : (
          <>
            <ModalTitle>{t('wealthFlows.redeem.title', { coin: holding.coin })}</ModalTitle>
            <ModalBody>
              <Stack space="lg">
                <AmountInput
                  label={t('wealthFlows.redeem.unitsLabel')}
                  value={state.units}
                  onValueChange={(units) => dispatch({ type: 'UNITS.CHANGE', units })}
                  decimals={WEALTH_UNIT_DECIMALS}
                  maxAmount={holding.units}
                  disabled={state.phase.kind !== 'editing'}
                  error={validation.ok ? undefined : t(validation.error.key as MessageKey, validation.error.params)}
                  messages={messages}
                />
                <InfoList>
                  <InfoRow
                    label={t('wealthFlows.redeem.redeemable')}
                    amount={holding.units}
                    decimals={WEALTH_UNIT_DECIMALS}
                    messages={messages}
                  />
                  {estimate !== null ? (
                    <InfoRow
                      label={t('wealthFlows.redeem.estimated')}
                      amount={estimate}
                      coin={holding.coin}
                      decimals={WEALTH_AMOUNT_DECIMALS}
                      messages={messages}
                    />
                  ) : null}
                </InfoList>
              </Stack>
            </ModalBody>
            <ModalFooter>
              <Button
                fullWidth
                onAction={() => {
                  if (requireLogin()) dispatch({ type: 'SUBMIT.START', redeemableUnits: holding.units });
                }}
                loading={state.phase.kind === 'submitting'}
                disabled={!canSubmitWealthRedeem(state, holding.units) && state.phase.kind !== 'submitting'}
              >
                {t('wealthFlows.redeem.confirm')}
              </Button>
            </ModalFooter>
          </>
        )}
      </ModalContent>
    </FlowDialogRoot>
  );
}
