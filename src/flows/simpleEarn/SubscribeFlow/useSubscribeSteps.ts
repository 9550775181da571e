/**
 * Runs the call each phase of the subscribe reducer asks for and reports its answer as an event:
 * the special-product check (SE-SUB-12), the trade-info pre-check (SE-SUB-14), then the fixed or
 * flexible subscribe (SE-SUB-16; a fixed one on the VIP path for a VIP product or in the VIP theme, P-37),
 * whose hooks refresh the product list on success (SE-SUB-18). Failures toast as DEC-07 says and reach
 * `onFailure` (SE-ERR-06).
 */
import type { Dispatch } from 'react';
import { useEarnClient } from '../../../api/hooks/EarnApiProvider';
import { useSubscribeFixed, useSubscribeFlexible } from '../../../api/hooks/simpleEarn';
import { rateToFractionText } from '../../../domain/shared/rate';
import {
  usesVipPaths,
  selectedVoucher,
  subscribeAmountRounding,
  subscribePreCheck,
  tradeInfoMarket,
  type Voucher,
} from '../../../domain/simpleEarn';
import { useToast } from '../../../components/Toast';
import { useClock } from '../../../context/context';
import { useTranslate } from '../../../context/useTranslate';
import { useActionKey } from '../../shared/useActionKey';
import type { FlowOutcome } from '../../shared/useFlowOutcome';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import { useVipSection } from '../../shared/useVipSection';
import type { SubscribeFlowEvent, SubscribeFlowState } from './subscribeFlow.reducer';
import type { SubscribeTerm } from './subscribeTerms';
import { defaultMessages } from '../defaultMessages';

/** What the steps need beyond the reducer's state. */
export interface SubscribeStepsInput {
  readonly state: SubscribeFlowState;
  readonly dispatch: Dispatch<SubscribeFlowEvent>;
  readonly asset: string;
  readonly term: SubscribeTerm | null;
  readonly vouchers: readonly Voucher[];
  /**
   * The flow's tails (its `useFlowDialog`): failure toasts under the flow's toast id, and the host's
   * `onFailure` with the server's message or the network error text (SE-ERR-06, SE-ERR-07).
   */
  readonly outcome: FlowOutcome;
}

export function useSubscribeSteps(input: SubscribeStepsInput): void {
  const client = useEarnClient();
  const subscribeFixed = useSubscribeFixed();
  const subscribeFlexible = useSubscribeFlexible();
  const action = useActionKey();
  const toast = useToast();
  const t = useTranslate(undefined, defaultMessages);
  const { state, dispatch, asset, term, vouchers, outcome } = input;
  // The receipt's subscription time is the exchange's (the provider's clock), as every time the flow shows.
  const clock = useClock();
  const vipSection = useVipSection();

  // Nothing starts before the term is known; the latest input is read when a step starts.
  usePhaseEffect(term ? state.phase.kind : null, state.attempt, {
    checkingEligibility: (step) => {
      if (!term) return;
      const send = step.whileCurrent(dispatch);
      client.simpleEarn.subscribeCheck({ pid: term.id }).then(
        (isAbleSubscribe) => send({ type: 'ELIGIBILITY.RESULT', outcome: { ok: true, isAbleSubscribe } }),
        (error: unknown) => {
          outcome.fail(error, 'error'); // SE-ERR-07: a non-success check is an error toast
          send({ type: 'ELIGIBILITY.RESULT', outcome: { ok: false } }); // SE-ERR-08
        },
      );
    },
    preChecking: (step) => {
      const send = step.whileCurrent(dispatch);
      client.simpleEarn.tradingHome({ market: tradeInfoMarket(asset) }).then(
        (tradeInfo) => {
          const gate = subscribePreCheck(tradeInfo);
          if (gate.ok) return send({ type: 'PRECHECK.PASS' });
          toast.show({ severity: 'warning', title: t('lend_earn.notsubscribe.toast'), id: 'simple-earn-subscribe' }); // SE-SUB-15
          send({ type: 'PRECHECK.FAILURE' });
        },
        () => {
          toast.show({ severity: 'error', title: t('Networkerr'), id: 'simple-earn-subscribe' }); // SE-ERR-09
          send({ type: 'PRECHECK.FAILURE' });
        },
      );
    },
    subscribing: (step) => {
      if (!term) return;
      const send = step.whileCurrent(dispatch);
      const amount = subscribeAmountRounding(state.amount).sentAmount; // SE-AMT-11
      const reinvest = state.preferences.reinvestStatus === 1;
      // What the user chose; a retry after an unknown outcome resends the first request (P-35).
      const choices = { term: term.id, asset, amount, preferences: state.preferences, voucher: state.voucher };
      const request =
        term.kind === 'fixed'
          ? subscribeFixed.mutateAsync(
              action.attempt(choices, () => ({
                productId: term.product.id,
                redeemAccountType: state.preferences.redeemAccountType,
                reinvestStatus: state.preferences.reinvestStatus,
                amount,
                yearRate: term.product.yearRate,
                voucherId: selectedVoucher(vouchers, state.voucher)?.id ?? null,
                vip: usesVipPaths(vipSection, term.product.type), // SH-VIP-01, SH-VIP-02 (P-37)
              })),
            )
          : subscribeFlexible.mutateAsync(
              action.attempt(choices, () => ({
                asset,
                amount,
                rateYear: rateToFractionText(term.product.limitMinLendRateYear),
              })),
            );
      request.then(
        () => {
          action.succeeded();
          send({
            type: 'SUBMIT.SUCCESS',
            receipt: {
              kind: term.kind,
              asset,
              amount,
              termDays: term.kind === 'fixed' ? term.product.lockUpPeriod : null,
              subscribedAt: clock(),
              reinvest: term.kind === 'fixed' && reinvest,
            },
          });
        },
        (error: unknown) => {
          action.failed(error);
          outcome.fail(error, 'warning'); // SE-ERR-02, DEC-07
          send({ type: 'SUBMIT.FAILURE' });
        },
      );
    },
  });
}
