/**
 * Runs the calls the flexible redeem reducer asks for: the trade-info pre-check then the redeem
 * (SE-REDEEM-08, DEC-24), and the cancel redemption. Failures toast as errors (SE-ERR-04, DEC-07).
 */
import type { Dispatch } from 'react';
import { useEarnClient } from '../../../api/hooks/EarnApiProvider';
import { useCancelRedeem, useRedeemFlexible } from '../../../api/hooks/simpleEarn';
import { useToast } from '../../../components/Toast';
import { flexibleRedeemPreCheck, tradeInfoMarket } from '../../../domain/simpleEarn';
import { useClock } from '../../../context/context';
import { useTranslate } from '../../../context/useTranslate';
import { useActionKey } from '../../shared/useActionKey';
import type { FlowOutcome } from '../../shared/useFlowOutcome';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import type { FlexibleRedeemFlowEvent, FlexibleRedeemFlowState, RedeemHolding } from './flexibleRedeemFlow.reducer';
import { defaultMessages } from '../defaultMessages';

export interface FlexibleRedeemStepsInput {
  readonly state: FlexibleRedeemFlowState;
  readonly dispatch: Dispatch<FlexibleRedeemFlowEvent>;
  readonly holding: RedeemHolding | null;
  /** The flow's tails (its `useFlowDialog`): toasts under the flow's toast id, and the host's `onFailure`. */
  readonly outcome: FlowOutcome;
}

/** The toast id of the flow's redeem and cancel: one toast at a time. */
export const FLEXIBLE_REDEEM_TOAST_ID = 'simple-earn-flexible-redeem';

export function useFlexibleRedeemSteps(input: FlexibleRedeemStepsInput): void {
  const client = useEarnClient();
  const redeem = useRedeemFlexible();
  const cancel = useCancelRedeem();
  const redeemAction = useActionKey();
  const cancelAction = useActionKey();
  const toast = useToast();
  const t = useTranslate(undefined, defaultMessages);
  const { state, dispatch, holding, outcome } = input;
  // The receipt's redeem time is the exchange's (the provider's clock), as every time the flow shows.
  const clock = useClock();

  // Nothing starts before the holding is known; the latest input is read when a step starts.
  usePhaseEffect(holding ? state.phase.kind : null, state.attempt, {
    preChecking: (step) => {
      if (!holding) return;
      const send = step.whileCurrent(dispatch);
      client.simpleEarn.tradingHome({ market: tradeInfoMarket(holding.asset) }).then(
        (tradeInfo) => {
          if (flexibleRedeemPreCheck(tradeInfo).ok) return send({ type: 'PRECHECK.PASS' });
          toast.show({ severity: 'warning', title: t('lend_earn.notredeem.toast'), id: FLEXIBLE_REDEEM_TOAST_ID }); // SE-REDEEM-11
          send({ type: 'PRECHECK.FAILURE' });
        },
        () => {
          toast.show({ severity: 'error', title: t('Networkerr'), id: FLEXIBLE_REDEEM_TOAST_ID });
          send({ type: 'PRECHECK.FAILURE' });
        },
      );
    },
    redeeming: (step) => {
      if (!holding) return;
      const send = step.whileCurrent(dispatch);
      // The holding's amounts refresh with its interest; the choice is the coin and the amount (P-35).
      redeem
        .mutateAsync(
          redeemAction.attempt({ asset: holding.asset, amount: state.amount }, () => ({
            asset: holding.asset,
            amount: state.amount,
            currAmount: holding.currAmount,
            lendAmount: holding.lendAmount,
          })),
        )
        .then(
          (answer) => {
            redeemAction.succeeded();
            send({
              type: 'SUBMIT.SUCCESS',
              receipt: { asset: answer.asset, amount: answer.amount, redeemedAt: clock() },
            });
          },
          (error: unknown) => {
            redeemAction.failed(error);
            outcome.fail(error, 'error');
            send({ type: 'SUBMIT.FAILURE' });
          },
        );
    },
    cancelling: (step) => {
      if (!holding) return;
      const send = step.whileCurrent(dispatch);
      const body = { amount: holding.frozenAmount, asset: holding.asset };
      cancel.mutateAsync(cancelAction.attempt(body, () => body)).then(
        () => {
          cancelAction.succeeded();
          outcome.succeed(t('simpleEarnFlows.redeem.cancelled'));
          send({ type: 'CANCEL.SUCCESS' });
        },
        (error: unknown) => {
          cancelAction.failed(error);
          outcome.fail(error, 'error');
          send({ type: 'CANCEL.FAILURE' });
        },
      );
    },
  });
}
