'use client';
import { useReducer, type ReactNode } from 'react';
import { useStakeAction } from '../../../api/hooks/staking';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { InfoRow } from '../../../components/InfoRow';
import { OptionGroup } from '../../../components/OptionGroup';
import { RedeemDialog, type RedeemDialogValidation } from '../../../components/RedeemDialog';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { useClock, useEarn } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import { stakeActionRequest, stakingRedeemFee, stakingRedeemReceived } from '../../../domain/staking';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useActionKey } from '../../shared/useActionKey';
import { useFlowDialog } from '../../shared/useFlowDialog';
import { useLoginGate } from '../../shared/useLoginGate';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import { useVipSection } from '../../shared/useVipSection';
import { defaultMessages } from './defaultMessages';
import { RedeemConfirmDialog, RedeemFaqDialog, RedeemSuccessDialog, RedeemTypeSelectDialog } from './RedeemViews';
import {
  canConfirmStakingRedeem,
  initialStakingRedeemState,
  stakingRedeemReducer,
  stakingRedeemValidation,
  type StakingRedeemRequest,
} from './stakingRedeem.reducer';
import { arrivalText } from './redeemTexts';
import { stakingRedeemFigures, useStakingRedeemData } from './useStakingRedeemData';

/** One toast per redeem action: a second failure replaces the first. */
export const STAKING_REDEEM_TOAST_ID = 'staking-redeem';

/** What a successful redeem hands to `onSuccess`. */
export interface StakingRedeemSuccess extends StakingRedeemRequest {
  readonly coin: string;
  /** When the redemption pays out (the answer's redeem_stamp, epoch ms), null when the answer did not say. */
  readonly payoutAt: number | null;
}

export interface StakingRedeemFlowProps {
  /** The staked coin of the product (the route's /staking/{coin}). */
  coin: string;
  /** The route's pid: the protocol redeemed from first, when the user holds it (DeFi). */
  pid?: number;
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal. */
  trigger?: ReactNode;
  /** Called after a successful redeem (the staking data refreshes by itself). */
  onSuccess?: (result: StakingRedeemSuccess) => void;
  /** Called with the reason of a failed redeem: the server's message or the network error text (ST-ERR-01/02). */
  onFailure?: (message: string) => void;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

/**
 * The staking redeem modal (ST-MODAL-09) on the shared `RedeemDialog` (DEC-33): the held DeFi protocols, one picked
 * by itself when it is the only one (ST-DEFI-02/03), the redeem coin (USDC by default, ST-STATE-04), the amount
 * with the minimum and redeemable messages (ST-REDEEM-05/06), the fee (ST-REDEEM-12/13), the redeem_type_select
 * view with standard or fast and today's shared fast quota (ST-REDEEM-07..09, DEC-22), the faq view, the
 * confirmation (instant or the maximum days, ST-REDEEM-10/11, ST-MODAL-06), then redeem_success titled by
 * income_days with the redemption timeline (ST-REDEEM-03/04). One idempotency key per action; the funding password
 * is the client's to ask. A failure is a warning toast with the server's message, 'Networkerr' without an answer
 * (ST-ERR-01/02).
 */
export function StakingRedeemFlow({
  coin,
  pid,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onSuccess,
  onFailure,
  messages,
}: StakingRedeemFlowProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user } = useEarn();
  const clock = useClock();
  const isVip = useVipSection();
  const requireLogin = useLoginGate();
  const redeem = useStakeAction();
  const action = useActionKey();
  const [state, dispatch] = useReducer(stakingRedeemReducer, initialStakingRedeemState);
  const dialog = useFlowDialog({
    open,
    defaultOpen,
    onOpenChange,
    onClose: () => dispatch({ type: 'DIALOG.CLOSE' }),
    toastId: STAKING_REDEEM_TOAST_ID,
    defaults: defaultMessages,
    messages,
    onFailure,
  });
  const data = useStakingRedeemData({ coin, open: dialog.open, isUser: user.kind === 'user' });
  const figures = data.product
    ? stakingRedeemFigures(data.product, data.userInfo, data.balances, state, pid, coin)
    : null;
  const context = figures?.context ?? null;
  const shownCoin = context?.coin ?? coin.toUpperCase();

  usePhaseEffect(state.phase.kind, state.attempt, {
    submitting: (step) => {
      if (state.phase.kind !== 'submitting') return;
      const send = step.whileCurrent(dispatch);
      const sent = state.phase.request;
      const request = action.attempt({ coin: shownCoin, ...sent, isVip }, () =>
        stakeActionRequest({
          action: 'redeem',
          amount: sent.amount,
          coin: shownCoin,
          pid: sent.pid,
          redeemType: sent.redeemType,
          isVip,
          redeemCoin: sent.redeemCoin,
          redeemCoinCount: figures?.redeemCoins.length ?? 0,
        }),
      );
      redeem.mutateAsync(request).then(
        (receipt) => {
          action.succeeded();
          send({ type: 'SUBMIT.SUCCESS', submittedAt: clock(), receipt });
          onSuccess?.({ ...sent, coin: shownCoin, payoutAt: receipt?.redeemStamp ?? null });
        },
        (error: unknown) => {
          action.failed(error);
          dialog.fail(error, 'warning'); // ST-ERR-01, ST-ERR-02
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
  else if (!figures) fallback = <EmptyState messages={messages} />;
  else if (user.kind === 'user' && figures.terms.kind === 'defi' && figures.protocols.length === 0)
    fallback = <EmptyState title={t('stakingRedeem.noHolding', { coin: shownCoin })} messages={messages} />;

  const validate = (amount: string): RedeemDialogValidation => {
    if (!context) return { ok: true, value: '' };
    const validation = stakingRedeemValidation(amount, context);
    if (!validation.ok) return { ok: false, error: t(validation.error.key, validation.error.params) };
    // Fast needs the quota it was picked with (ST-REDEEM-07..09) and a protocol must be known (ST-DEFI-02).
    const canSend = canConfirmStakingRedeem({ ...state, amount, phase: { kind: 'editing' } }, context);
    return { ok: true, value: canSend ? validation.value.amount : '' };
  };
  const validAmount = context ? stakingRedeemValidation(state.amount, context) : null;
  const feeBase = validAmount?.ok && validAmount.value.hasAmount ? validAmount.value.amount : '0';
  const submitting = state.phase.kind === 'submitting';
  const succeeded = state.phase.kind === 'succeeded' ? state.phase : null;

  return (
    <>
      <RedeemDialog
        open={dialog.open && state.view !== 'redeem_success'}
        onOpenChange={dialog.rootProps.onOpenChange}
        trigger={trigger}
        coin={shownCoin}
        decimalPlace={8}
        redeemable={context ? (user.kind === 'user' ? context.redeemable : '0') : null}
        amount={state.amount}
        onAmountChange={(amount) => dispatch({ type: 'AMOUNT.CHANGE', amount })}
        validate={validate}
        onConfirm={() => {
          if (requireLogin() && context) dispatch({ type: 'CONFIRM.OPEN', context });
        }}
        submitting={submitting}
        fallback={fallback}
        header={
          figures ? (
            <>
              {figures.protocols.length > 1 ? (
                <OptionGroup
                  label={t('stakingRedeem.protocol')}
                  options={figures.protocols.map((protocol) => ({
                    value: protocol.pid,
                    label: protocol.protocolName,
                  }))}
                  value={context?.pid ?? null}
                  onValueChange={(next) => {
                    if (next !== null) dispatch({ type: 'PROTOCOL.SELECT', pid: next });
                  }}
                />
              ) : null}
              {figures.redeemCoins.length > 1 ? (
                <OptionGroup
                  label={t('stakingRedeem.redeemCoin')}
                  layout="inline"
                  options={figures.redeemCoins.map((redeemCoin) => ({ value: redeemCoin, label: redeemCoin }))}
                  value={context?.redeemCoin ?? null}
                  onValueChange={(next) => {
                    if (next !== null) dispatch({ type: 'REDEEM_COIN.SELECT', coin: next });
                  }}
                />
              ) : null}
            </>
          ) : null
        }
        messages={messages}
      >
        {figures && context ? (
          <>
            {figures.protocols.length === 1 ? (
              <InfoRow label={t('stakingRedeem.protocol')} messages={messages}>
                {figures.protocols[0]?.protocolName}
              </InfoRow>
            ) : null}
            <InfoRow
              label={t('stakingRedeem.minimum')}
              amount={context.minRedeemAmount}
              coin={shownCoin}
              messages={messages}
            />
            {figures.redeemCoins.length === 1 ? (
              <InfoRow label={t('stakingRedeem.redeemCoin')} messages={messages}>
                <bdi>{context.redeemCoin}</bdi>
              </InfoRow>
            ) : null}
            <InfoRow label={t('stakingRedeem.type')} messages={messages}>
              <span>{t(`staking.redeem.type.${state.redeemType}`)}</span>{' '}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('stakingRedeem.type.changeLabel')}
                disabled={submitting}
                onAction={() => dispatch({ type: 'TYPE_SELECT.OPEN' })}
              >
                {t('stakingRedeem.type.change')}
              </Button>
            </InfoRow>
            {figures.config ? (
              <>
                <InfoRow
                  label={t('stakingRedeem.fee')}
                  amount={stakingRedeemFee(feeBase, state.redeemType, figures.config)}
                  coin={context.redeemCoin}
                  messages={messages}
                />
                <InfoRow
                  label={t('stakingRedeem.received')}
                  amount={stakingRedeemReceived(feeBase, state.redeemType, figures.config)}
                  coin={context.redeemCoin}
                  messages={messages}
                />
              </>
            ) : null}
            <InfoRow label={t('stakingRedeem.arrival')} messages={messages}>
              {arrivalText(t, state.redeemType, figures)}
            </InfoRow>
            <InfoRow label={t('stakingRedeem.faq')} messages={messages}>
              <Button variant="ghost" size="sm" onAction={() => dispatch({ type: 'FAQ.OPEN' })}>
                {t('stakingRedeem.faq.title', { coin: shownCoin })}
              </Button>
            </InfoRow>
          </>
        ) : null}
      </RedeemDialog>
      {figures && context ? (
        <>
          <RedeemTypeSelectDialog
            open={dialog.open && state.view === 'redeem_type_select'}
            coin={shownCoin}
            figures={figures}
            redeemType={state.redeemType}
            onChoose={(redeemType) => dispatch({ type: 'TYPE.CHOOSE', redeemType, context })}
            onBack={() => dispatch({ type: 'VIEW.BACK' })}
            messages={messages}
          />
          <RedeemConfirmDialog
            open={dialog.open && (state.phase.kind === 'confirming' || submitting)}
            coin={shownCoin}
            amount={state.phase.kind === 'submitting' ? state.phase.request.amount : feeBase}
            redeemType={state.redeemType}
            figures={figures}
            submitting={submitting}
            onConfirm={() => dispatch({ type: 'SUBMIT.START', context })}
            onCancel={() => dispatch({ type: 'CONFIRM.CANCEL' })}
            messages={messages}
          />
        </>
      ) : null}
      <RedeemFaqDialog
        open={dialog.open && state.view === 'faq'}
        coin={shownCoin}
        pid={context?.pid ?? -1}
        onBack={() => dispatch({ type: 'VIEW.BACK' })}
        messages={messages}
      />
      {succeeded && figures ? (
        <RedeemSuccessDialog
          open={dialog.open && state.view === 'redeem_success'}
          coin={shownCoin}
          request={succeeded.request}
          submittedAt={succeeded.submittedAt}
          receipt={succeeded.receipt}
          figures={figures}
          onClose={dialog.close}
          messages={messages}
        />
      ) : null}
    </>
  );
}
