'use client';
import { useEffect, useEffectEvent, useReducer, type ReactNode } from 'react';
import { useFlexibleProduct } from '../../../api/hooks/simpleEarn';
import { useHoldingDetail } from '../../../api/hooks/holdings';
import { AmountInput } from '../../../components/AmountInput';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { ModalBody, ModalContent, ModalFooter, ModalTitle } from '../../../components/Modal';
import { RedeemTimeline } from '../../../components/RedeemTimeline';
import { SuccessDialog } from '../../../components/ResultDialog';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Stack } from '../../../components/layout';
import { MY_LENDINGS_PATH } from '../../../domain/holdings/holdingDetail';
import {
  FLEXIBLE_REDEEM_DECIMALS,
  RedeemMessageKey,
  redeemableAmount,
  showsBorrowedRulesNote,
  type FlexibleHolding,
} from '../../../domain/simpleEarn';
import type { MessageKey } from '../../../i18n/catalogue/en';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useEarn } from '../../../context/context';
import { useFormat } from '../../../context/useFormat';
import { useTranslate } from '../../../context/useTranslate';
import * as layout from '../../shared/flowLayout.css';
import { FlowDialogRoot, useFlowDialog } from '../../shared/useFlowDialog';
import { CancelRedemptionConfirm } from './CancelRedemptionConfirm';
import {
  canStartRedeem,
  flexibleRedeemFlowReducer,
  initialFlexibleRedeemFlowState,
  isRedeemBusy,
  redeemValidation,
  type FlexibleRedeemReceipt,
} from './flexibleRedeemFlow.reducer';
import { FLEXIBLE_REDEEM_TOAST_ID, useFlexibleRedeemSteps } from './useFlexibleRedeemSteps';
import { defaultMessages } from '../defaultMessages';

/** The Simple Earn history route (SE-ROUTE-05), where 'view history' goes by default. */
export const REDEEM_HISTORY_PATH = '/simple-earn/history';

export interface FlexibleRedeemFlowProps {
  /** The coin to redeem. */
  asset: string;
  /** The flexible position, when the caller has it; otherwise it is loaded (HD-API-03). */
  holding?: FlexibleHolding;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
  /** Called after a successful redemption. */
  onSuccess?: (receipt: FlexibleRedeemReceipt) => void;
  /** Called with the server's message or the network error text when a redeem or cancel fails. */
  onFailure?: (message: string) => void;
  /** Where 'view holdings' goes. Default /simple-earn/my-lendings?tab=flexible. */
  holdingsHref?: string;
  /** Where 'view history' goes. Default /simple-earn/history. */
  historyHref?: string;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

/**
 * The flexible redeem dialog (SE-REDEEM): the amount (capped at the redeemable amount, 8 decimals,
 * minimum 0.000001), the redeemable and redeeming figures with a cancel shortcut, the redeem timeline,
 * the borrowed-rules note; pre-check then redeem, then the success dialog.
 */
export function FlexibleRedeemFlow({
  asset,
  holding: holdingProp,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onSuccess,
  onFailure,
  holdingsHref,
  historyHref,
  messages,
}: FlexibleRedeemFlowProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const { navigate } = useEarn();
  const [state, dispatch] = useReducer(flexibleRedeemFlowReducer, initialFlexibleRedeemFlowState);
  const dialog = useFlowDialog({
    open,
    defaultOpen,
    onOpenChange,
    onClose: () => dispatch({ type: 'DIALOG.CLOSE' }),
    toastId: FLEXIBLE_REDEEM_TOAST_ID,
    defaults: defaultMessages,
    messages,
    onFailure,
  });
  const detail = useHoldingDetail(asset, { enabled: dialog.open && !holdingProp });
  const product = useFlexibleProduct({ coin: asset }, { enabled: dialog.open });
  const holding = holdingProp ?? detail.data ?? null;

  useFlexibleRedeemSteps({ state, dispatch, holding, outcome: dialog });

  const receipt = state.phase.kind === 'succeeded' ? state.phase.receipt : null;
  // A new receipt is what closes the dialog and reports it; the callbacks are read at that moment.
  const succeeded = useEffectEvent((arrived: FlexibleRedeemReceipt) => {
    // The success dialog shows the receipt: the close event leaves a success as it is.
    dialog.close();
    onSuccess?.(arrived);
  });
  useEffect(() => {
    if (receipt) succeeded(receipt);
  }, [receipt]);

  let body: ReactNode;
  let canConfirm = false;
  if (!holding) {
    body = detail.isError ? (
      <ErrorState onRetry={() => void detail.refetch()} messages={messages} />
    ) : (
      <SkeletonGroup messages={messages}>
        <Skeleton shape="block" />
      </SkeletonGroup>
    );
  } else {
    const redeemable = redeemableAmount(holding);
    const validation = redeemValidation(state.amount, holding);
    canConfirm = canStartRedeem(state, holding);
    const redeeming = holding.frozenAmount;
    body = (
      <Stack space="lg">
        <AmountInput
          label={t('simpleEarnFlows.redeem.amountLabel')}
          coin={holding.asset}
          value={state.amount}
          onValueChange={(amount) => dispatch({ type: 'AMOUNT.CHANGE', amount })}
          decimals={FLEXIBLE_REDEEM_DECIMALS}
          maxAmount={redeemable}
          disabled={state.phase.kind !== 'editing'}
          error={validation.ok ? undefined : t(validation.error.key as MessageKey, validation.error.params)}
          messages={messages}
        />
        <InfoList>
          <InfoRow
            label={t('simpleEarnFlows.redeem.redeemable')}
            amount={redeemable}
            coin={holding.asset}
            messages={messages}
          />
          <InfoRow
            label={t('simpleEarnFlows.redeem.redeeming')}
            amount={redeeming}
            coin={holding.asset}
            messages={messages}
          >
            {holding.frozenStatus === 1 ? (
              <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'CANCEL.REQUEST', holding })}>
                {t('simpleEarnFlows.redeem.cancel')}
              </Button>
            ) : null}
          </InfoRow>
        </InfoList>
        <RedeemTimeline variant="flexibleRedeem" submittedAt={dialog.openedAt} messages={messages} />
        {product.data && showsBorrowedRulesNote(product.data.lendRatio) ? (
          <p className={layout.notice.info}>{t(RedeemMessageKey.borrowedRulesNote)}</p>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <FlowDialogRoot dialog={dialog} trigger={trigger}>
        <ModalContent size="md" messages={messages} aria-describedby={undefined}>
          <ModalTitle>{t('simpleEarnFlows.redeem.title', { coin: asset })}</ModalTitle>
          <ModalBody>{body}</ModalBody>
          <ModalFooter>
            <Button
              fullWidth
              onAction={() => holding && dispatch({ type: 'SUBMIT.START', holding })}
              loading={isRedeemBusy(state)}
              disabled={!canConfirm}
            >
              {t('simpleEarnFlows.redeem.confirm')}
            </Button>
          </ModalFooter>
          {holding ? (
            <CancelRedemptionConfirm
              open={state.phase.kind === 'confirmingCancel' || state.phase.kind === 'cancelling'}
              busy={state.phase.kind === 'cancelling'}
              amount={holding.frozenAmount}
              coin={holding.asset}
              onConfirm={() => dispatch({ type: 'CANCEL.CONFIRM' })}
              onDismiss={() => dispatch({ type: 'CANCEL.DISMISS' })}
              messages={messages}
            />
          ) : null}
        </ModalContent>
      </FlowDialogRoot>
      <SuccessDialog
        open={receipt !== null}
        onOpenChange={(next) => {
          if (!next) dispatch({ type: 'RESULT.DISMISS' });
        }}
        title={t('redeem success')}
        rows={
          receipt
            ? [
                {
                  id: 'amount',
                  label: t('simpleEarnFlows.success.amount'),
                  amount: receipt.amount,
                  coin: receipt.asset,
                },
                {
                  id: 'time',
                  label: t('simpleEarn.timeline.redeemSubmit'),
                  value: <bdi>{format.dateTime(receipt.redeemedAt, { withUtc: true })}</bdi>,
                },
              ]
            : []
        }
        primaryAction={{
          label: t('simpleEarnFlows.redeem.viewHoldings'),
          onAction: () => navigate(holdingsHref ?? `${MY_LENDINGS_PATH}?tab=flexible`),
        }}
        secondaryAction={{
          label: t('simpleEarnFlows.redeem.viewHistory'),
          onAction: () => navigate(historyHref ?? REDEEM_HISTORY_PATH),
        }}
        messages={messages}
      />
    </>
  );
}
