/**
 * Runs the calls the flexible redeem reducer asks for: the trade-info pre-check then the redeem
 * (SE-REDEEM-08, DEC-24), and the cancel redemption. Failures toast as errors (SE-ERR-04, DEC-07).
 */
import { useEffect, useRef, type Dispatch } from 'react';
import { useEarnClient } from '../../../api/hooks/EarnApiProvider';
import { useCancelRedeem, useRedeemFlexible } from '../../../api/hooks/simpleEarn';
import { useToast } from '../../../components/Toast';
import { flexibleRedeemPreCheck } from '../../../domain/simpleEarn';
import { useTranslate } from '../../../provider/useTranslate';
import { flowFailureText } from '../../shared/flowFailure';
import { useFlowFailureToast } from '../../shared/useFlowFailureToast';
import { tradeInfoMarket } from '../SubscribeFlow/useSubscribeSteps';
import type { FlexibleRedeemFlowEvent, FlexibleRedeemFlowState, RedeemHolding } from './flexibleRedeemFlow.reducer';

export interface FlexibleRedeemStepsInput {
  readonly state: FlexibleRedeemFlowState;
  readonly dispatch: Dispatch<FlexibleRedeemFlowEvent>;
  readonly holding: RedeemHolding | null;
  readonly onError?: (message: string) => void;
  readonly now: () => number;
}

const TOAST_ID = 'simple-earn-flexible-redeem';

export function useFlexibleRedeemSteps(input: FlexibleRedeemStepsInput): void {
  const client = useEarnClient();
  const redeem = useRedeemFlexible();
  const cancel = useCancelRedeem();
  const showFailure = useFlowFailureToast();
  const toast = useToast();
  const t = useTranslate();
  const latest = useRef(input);
  latest.current = input;
  const started = useRef<string | null>(null);
  const { phase } = input.state;
  const step = `${phase.kind}:${input.state.attempt}`;

  useEffect(() => {
    if (started.current === step) return;
    const { state, dispatch, holding, onError, now } = latest.current;
    if (!holding) return;
    const fail = (error: unknown) => {
      showFailure(error, 'error', TOAST_ID);
      onError?.(flowFailureText(error, t));
    };
    if (phase.kind === 'preChecking') {
      started.current = step;
      client.simpleEarn.tradingHome({ market: tradeInfoMarket(holding.asset) }).then(
        (tradeInfo) => {
          if (flexibleRedeemPreCheck(tradeInfo).ok) return dispatch({ type: 'PRECHECK.PASS' });
          toast.show({ severity: 'warning', title: t('lend_earn.notredeem.toast'), id: TOAST_ID }); // SE-REDEEM-11
          dispatch({ type: 'PRECHECK.FAILURE' });
        },
        () => {
          toast.show({ severity: 'error', title: t('Networkerr'), id: TOAST_ID });
          dispatch({ type: 'PRECHECK.FAILURE' });
        },
      );
    } else if (phase.kind === 'redeeming') {
      started.current = step;
      redeem
        .mutateAsync({ asset: holding.asset, amount: state.amount, curr_amount: holding.currAmount, lend_amount: holding.lendAmount })
        .then(
          (answer) => dispatch({ type: 'SUBMIT.SUCCESS', receipt: { asset: answer.asset, amount: answer.amount, redeemedAt: now() } }),
          (error: unknown) => {
            fail(error);
            dispatch({ type: 'SUBMIT.FAILURE' });
          },
        );
    } else if (phase.kind === 'cancelling') {
      started.current = step;
      cancel.mutateAsync({ amount: holding.frozenAmount, asset: holding.asset }).then(
        () => {
          toast.show({ severity: 'success', title: t('simpleEarnFlows.redeem.cancelled'), id: TOAST_ID });
          dispatch({ type: 'CANCEL.SUCCESS' });
        },
        (error: unknown) => {
          fail(error);
          dispatch({ type: 'CANCEL.FAILURE' });
        },
      );
    }
  }, [step, phase.kind, client, redeem, cancel, showFailure, toast, t]);
}
