'use client';
import { useReducer, useState } from 'react';
import { useSetReinvestStatus } from '../../../api/hooks/holdings';
import { Switch } from '../../../components/Switch';
import {
  ReinvestStatus,
  fixedOrderActionAvailability,
  reinvestToastKey,
  type FixedHolding,
} from '../../../domain/simpleEarn';
import type { MessageKey } from '../../../i18n/catalogue/en';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useTranslate } from '../../../context/useTranslate';
import { useFlowOutcome } from '../../shared/useFlowOutcome';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import { useLoginGate } from '../../shared/useLoginGate';
import { useVipPaths } from '../../shared/useVipSection';
import { AutoRenewConfirm } from '../../shared/AutoRenewConfirm';
import { autoRenewReducer, initialAutoRenewState } from './autoRenew.reducer';
import { useClock } from '../../../context';
import { defaultMessages } from '../defaultMessages';

export interface AutoRenewSwitchProps {
  /** The fixed order. */
  order: FixedHolding;
  /** The time the 1-hour rule is checked at, epoch ms. Default: when the switch renders. */
  now?: number;
  /**
   * Called after a successful change with the new state; turning it off is when the redeem-account preference resets
   * (SE-REINV-06).
   */
  onChange?: (on: boolean) => void;
  /** Called with the server's message or the network error text when the change fails. */
  onFailure?: (message: string) => void;
  messages?: MessageOverrides;
}

/**
 * The auto-reinvest switch of a fixed order: enabled only while the order allows it, with the reason
 * otherwise (SE-REINV-07, DEC-08); a guest is sent to log in (SE-REINV-08); a toggle asks in the
 * auto-renew confirm (SE-REINV-01), then toasts 'reinvest enabled/disabled' (SE-REINV-09) or the
 * server's message as a warning (SE-ERR-03, DEC-07). VIP orders use the VIP path (SH-VIP-01), and so does every
 * order in the VIP theme (SH-VIP-02, P-37).
 */
export function AutoRenewSwitch({ order, now: nowProp, onChange, onFailure, messages }: AutoRenewSwitchProps) {
  const t = useTranslate(messages, defaultMessages);
  const outcome = useFlowOutcome({ toastId: 'simple-earn-reinvest', defaults: defaultMessages, messages, onFailure });
  const requireLogin = useLoginGate();
  const setReinvest = useSetReinvestStatus();
  const vip = useVipPaths(order.productType);
  const [state, dispatch] = useReducer(autoRenewReducer, initialAutoRenewState);
  const clock = useClock();
  const [renderedAt] = useState(() => clock());
  const now = nowProp ?? renderedAt;
  const availability = fixedOrderActionAvailability(order, 'reinvest', now);

  // The phase starts the call; the rest is read at that moment.
  usePhaseEffect(state.phase.kind, state.attempt, {
    saving: (step) => {
      if (state.phase.kind !== 'saving') return;
      const send = step.whileCurrent(dispatch);
      const on = state.phase.on;
      setReinvest.mutateAsync({ orderId: order.orderId, value: on ? 1 : 0, vip }).then(
        () => {
          outcome.succeed(t(reinvestToastKey(on)));
          send({ type: 'SUBMIT.SUCCESS' });
          onChange?.(on);
        },
        (error: unknown) => {
          outcome.fail(error, 'warning');
          send({ type: 'SUBMIT.FAILURE' });
        },
      );
    },
  });

  const confirming = state.phase.kind === 'confirming' || state.phase.kind === 'saving';
  return (
    <>
      <Switch
        label={t('simpleEarnFlows.subscribe.reinvest')}
        checked={order.reinvestStatus === ReinvestStatus.on}
        onCheckedChange={(on) => {
          // The rule is checked again at the toggle, as of that moment (a row can stay on screen for hours).
          if (requireLogin()) dispatch({ type: 'TOGGLE.REQUEST', on, order, now: nowProp ?? clock() });
        }}
        loading={state.phase.kind === 'saving'}
        disabled={!availability.ok}
        disabledReason={availability.ok ? undefined : t(availability.error.key as MessageKey)}
        messages={messages}
      />
      <AutoRenewConfirm
        open={confirming}
        on={state.phase.kind === 'idle' ? true : state.phase.on}
        busy={state.phase.kind === 'saving'}
        onConfirm={() => dispatch({ type: 'CONFIRM' })}
        onDismiss={() => dispatch({ type: 'DISMISS' })}
        messages={messages}
      />
    </>
  );
}
