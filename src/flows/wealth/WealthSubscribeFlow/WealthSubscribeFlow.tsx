'use client';
import { useReducer, type MouseEvent, type ReactNode } from 'react';
import { useWealthPurchase } from '../../../api/hooks/wealth';
import { AmountInput } from '../../../components/AmountInput';
import { Button, buttonVariants } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { ModalBody, ModalContent, ModalFooter, ModalTitle } from '../../../components/Modal';
import { RateText } from '../../../components/RateText';
import { Stack } from '../../../components/layout';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import { WEALTH_AMOUNT_DECIMALS, wealthPurchaseRequest, type WealthProduct } from '../../../domain/wealth';
import { WealthSuccessView } from '../WealthSuccessView';
import type { MessageKey } from '../../../i18n/catalogue/en';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useEarn } from '../../../context/context';
import { useTranslate } from '../../../context/useTranslate';
import { focusRing } from '../../../theme';
import { useActionKey } from '../../shared/useActionKey';
import { FlowDialogRoot, useFlowDialog } from '../../shared/useFlowDialog';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import { useLoginGate } from '../../shared/useLoginGate';
import {
  canSubmitWealthSubscribe,
  initialWealthSubscribeFlowState,
  wealthSubscribeFlowReducer,
  wealthSubscribeValidation,
} from './wealthSubscribeFlow.reducer';
import { defaultMessages } from '../defaultMessages';

/** Where the wealth disclaimer lives (VW-SUB-03). */
export const WEALTH_DISCLAIMER_PATH = '/asset-management/institution/disclaimer';

export interface WealthSubscribeFlowProps {
  /** The product to subscribe more of: its id, its own project type (DEC-23), coin and minimum. */
  product: WealthProduct;
  /** The available balance of the product's coin, a decimal string. */
  available: string;
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal. */
  trigger?: ReactNode;
  /** Called after a successful purchase (code 200). */
  onSuccess?: () => void;
  /** Called after the error toast with the server's message or the network error text (VW-ERR-03). */
  onFailure?: (message: string) => void;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

/**
 * The VIP wealth subscribe-more modal (VW-SUB-01): the amount (8 decimals, VW-SUB-07) checked against
 * the balance and the minimum (VW-SUB-04/05), a disclaimer tick box (VW-SUB-02) with its link
 * (VW-SUB-03) that must be ticked (VW-SUB-06). The purchase sends the product's own project type
 * (VW-API-01, DEC-23); only code 200 is success (DEC-06). Any failure is an error toast with the
 * server's message or 'Networkerr' (VW-ERR-01/02), then `onFailure` (VW-ERR-03).
 */
export function WealthSubscribeFlow({
  product,
  available,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onSuccess,
  onFailure,
  messages,
}: WealthSubscribeFlowProps) {
  const t = useTranslate(messages, defaultMessages);
  const requireLogin = useLoginGate();
  const { navigate } = useEarn();
  const purchase = useWealthPurchase();
  const action = useActionKey();
  const [state, dispatch] = useReducer(wealthSubscribeFlowReducer, initialWealthSubscribeFlowState);
  const dialog = useFlowDialog({
    open,
    defaultOpen,
    onOpenChange,
    onClose: () => dispatch({ type: 'DIALOG.CLOSE' }),
    toastId: 'wealth-subscribe',
    defaults: defaultMessages,
    messages,
    onFailure,
  });
  const context = { product, available };
  const validation = wealthSubscribeValidation(state, context);

  // The call is started by the phase; the rest is read when it starts.
  usePhaseEffect(state.phase.kind, state.attempt, {
    submitting: (step) => {
      const send = step.whileCurrent(dispatch);
      const request = wealthPurchaseRequest(product, validation.ok ? validation.value.amount : state.amount);
      const body = { pid: request.pid, amount: request.amount, projectType: request.projectType };
      purchase.mutateAsync(action.attempt(body, () => body)).then(
        () => {
          action.succeeded();
          // The dialog moves to its success view rather than closing on a toast (VW-SUCCESS-01).
          send({ type: 'SUBMIT.SUCCESS', amount: request.amount });
          onSuccess?.();
        },
        (error: unknown) => {
          action.failed(error);
          // Wealth failures are always error toasts (VW-ERR-01), then the host hears of it (VW-ERR-03).
          dialog.fail(error, 'error');
          send({ type: 'SUBMIT.FAILURE' });
        },
      );
    },
  });

  const followDisclaimer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(WEALTH_DISCLAIMER_PATH);
  };
  const editing = state.phase.kind === 'editing';

  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      <ModalContent size="sm" messages={messages}>
        {state.phase.kind === 'succeeded' ? (
          <WealthSuccessView title={t('wealthFlows.subscribe.success')} doneLabel={t('wealthFlows.done')}>
            <InfoList>
              <InfoRow
                label={t('wealthFlows.subscribe.successAmount')}
                amount={state.phase.amount}
                coin={product.coin}
                decimals={WEALTH_AMOUNT_DECIMALS}
                messages={messages}
              />
            </InfoList>
          </WealthSuccessView>
        ) : (
          <>
            <ModalTitle>{t('wealthFlows.subscribe.title', { coin: product.coin })}</ModalTitle>
            <ModalBody>
              <Stack space="lg">
                <AmountInput
                  label={t('wealthFlows.subscribe.amountLabel')}
                  coin={product.coin}
                  value={state.amount}
                  onValueChange={(amount) => dispatch({ type: 'AMOUNT.CHANGE', amount })}
                  decimals={WEALTH_AMOUNT_DECIMALS}
                  maxAmount={available}
                  disabled={!editing}
                  error={validation.ok ? undefined : t(validation.error.key as MessageKey, validation.error.params)}
                  messages={messages}
                />
                <InfoList>
                  {product.recent30DaysRate === undefined ? null : (
                    <InfoRow label={t('wealthFlows.field.recent30DaysRate')} messages={messages}>
                      <RateText rate={product.recent30DaysRate} basis={RATE_BASIS.wealth} messages={messages} />
                    </InfoRow>
                  )}
                  <InfoRow
                    label={t('wealthFlows.subscribe.available')}
                    amount={available}
                    coin={product.coin}
                    decimals={WEALTH_AMOUNT_DECIMALS}
                    messages={messages}
                  />
                  <InfoRow
                    label={t('wealthFlows.subscribe.minimum')}
                    amount={product.minAmount}
                    coin={product.coin}
                    messages={messages}
                  />
                </InfoList>
                <Stack space="sm">
                  <Checkbox
                    label={t('wealthFlows.subscribe.disclaimer')}
                    checked={state.disclaimerAccepted}
                    onCheckedChange={(accepted) => dispatch({ type: 'DISCLAIMER.CHANGE', accepted })}
                    disabled={!editing}
                  />
                  <a
                    className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} ${focusRing}`}
                    href={WEALTH_DISCLAIMER_PATH}
                    onClick={followDisclaimer}
                  >
                    {t('wealthFlows.subscribe.disclaimerLink')}
                  </a>
                </Stack>
              </Stack>
            </ModalBody>
            <ModalFooter>
              <Button
                fullWidth
                onAction={() => {
                  if (requireLogin()) dispatch({ type: 'SUBMIT.START', context });
                }}
                loading={state.phase.kind === 'submitting'}
                disabled={!canSubmitWealthSubscribe(state, context) && state.phase.kind !== 'submitting'}
              >
                {t('wealthFlows.subscribe.confirm')}
              </Button>
            </ModalFooter>
          </>
        )}
      </ModalContent>
    </FlowDialogRoot>
  );
}
