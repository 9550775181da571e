'use client';
import { useReducer, type MouseEvent, type ReactNode } from 'react';
import { useSoftStakingSwitch } from '../../api/hooks/wealth';
import { Button, buttonVariants } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { ModalBody, ModalContent, ModalDescription, ModalFooter, ModalTitle } from '../../components/Modal';
import { Stack } from '../../components/layout';
import { useEarn } from '../../context/context';
import { useTranslate } from '../../context/useTranslate';
import { canActivateSoftStaking } from '../../domain/softStaking';
import { useControllableState } from '../../headless/useControllableState';
import type { MessageOverrides } from '../../i18n/resolve';
import { focusRing } from '../../theme';
import * as layout from '../shared/flowLayout.css';
import { FlowDialogRoot, useFlowDialog } from '../shared/useFlowDialog';
import { useLoginGate } from '../shared/useLoginGate';
import { usePhaseEffect } from '../shared/usePhaseEffect';
import { defaultMessages } from './defaultMessages';
import { initialSoftStakingSwitchState, softStakingSwitchReducer } from './softStakingSwitch.reducer';

/** Where the soft staking agreement lives (SS-SWITCH-06). */
export const SOFT_STAKING_AGREEMENT_PATH = '/soft-staking/agreement';
/** One toast per switch: a second one replaces the first. */
export const SOFT_STAKING_TOAST_ID = 'soft-staking-switch';

export interface SoftStakingSwitchProps {
  /** The coin soft staking applies to, named in the modal's text. */
  coin: string;
  /** Whether soft staking is on (controlled): the modal then offers to close it, else to activate it. */
  active?: boolean;
  /** Whether it starts on (uncontrolled). Default false. */
  defaultActive?: boolean;
  /** Called with the new state after the switch succeeded (code 200 only, DEC-06). */
  onActiveChange?: (active: boolean) => void;
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal, e.g. the page's soft staking switch. */
  trigger?: ReactNode;
  /** Called with the reason of a failed switch: the server's message or the network error text (SS-API-02). */
  onFailure?: (message: string) => void;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

/**
 * The soft staking modal (SS-SWITCH-01..06): while it is off, activate it with the terms ticked and the agreement
 * one link away (/soft-staking/agreement); while it is on, the close dialog offers 'Stop earning' (the switch goes
 * off) or 'Continue earning' (nothing is sent). The switch is POST soft-staking/switch {status} (SS-API-01); only
 * code 200 is success (DEC-06), any other calls the failure handler (SS-API-02).
 */
export function SoftStakingSwitch({
  coin,
  active: activeProp,
  defaultActive = false,
  onActiveChange,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onFailure,
  messages,
}: SoftStakingSwitchProps) {
  const t = useTranslate(messages, defaultMessages);
  const { navigate } = useEarn();
  const requireLogin = useLoginGate();
  const setSwitch = useSoftStakingSwitch();
  const [active, setActive] = useControllableState({
    prop: activeProp,
    defaultProp: defaultActive,
    onChange: onActiveChange,
  });
  const [state, dispatch] = useReducer(softStakingSwitchReducer, initialSoftStakingSwitchState);
  const dialog = useFlowDialog({
    open,
    defaultOpen,
    onOpenChange,
    onClose: () => dispatch({ type: 'DIALOG.CLOSE' }),
    toastId: SOFT_STAKING_TOAST_ID,
    defaults: defaultMessages,
    messages,
    onFailure,
  });

  usePhaseEffect(state.phase.kind, state.attempt, {
    switching: (step) => {
      if (state.phase.kind !== 'switching') return;
      const send = step.whileCurrent(dispatch);
      const status = state.phase.status;
      setSwitch.mutateAsync(status).then(
        () => {
          setActive(status); // SS-SWITCH-04
          dialog.succeed(t(status ? 'softStakingSwitch.activated' : 'softStakingSwitch.closed'));
          send({ type: 'SWITCH.SUCCESS' });
          dialog.close();
        },
        (error: unknown) => {
          dialog.fail(error, 'error'); // SS-API-02
          send({ type: 'SWITCH.FAILURE' });
        },
      );
    },
  });

  const followAgreement = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(SOFT_STAKING_AGREEMENT_PATH);
  };
  const switching = state.phase.kind === 'switching';

  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      {active ? (
        <ModalContent size="sm" messages={messages}>
          <ModalTitle>{t('softStakingSwitch.close.title')}</ModalTitle>
          <ModalBody>
            <ModalDescription className={layout.prose}>{t('softStakingSwitch.close.body', { coin })}</ModalDescription>
          </ModalBody>
          <ModalFooter>
            <Button
              variant="secondary"
              fullWidth
              disabled={switching}
              onAction={() => dispatch({ type: 'CHOOSE', action: 'stopEarning' })}
            >
              {t('softStaking.close.stopEarning')}
            </Button>
            <Button
              fullWidth
              disabled={switching}
              onAction={() => {
                // 'Continue earning' sends nothing and keeps soft staking on (SS-SWITCH-05).
                dispatch({ type: 'CHOOSE', action: 'continueEarning' });
                dialog.close();
              }}
            >
              {t('softStaking.close.continueEarning')}
            </Button>
          </ModalFooter>
        </ModalContent>
      ) : (
        <ModalContent size="sm" messages={messages}>
          <ModalTitle>{t('softStakingSwitch.activate.title')}</ModalTitle>
          <ModalBody>
            <Stack space="lg">
              <ModalDescription className={layout.prose}>
                {t('softStakingSwitch.activate.body', { coin })}
              </ModalDescription>
              <Stack space="sm">
                <Checkbox
                  label={t('softStakingSwitch.terms')}
                  checked={state.termsAccepted}
                  onCheckedChange={(accepted) => dispatch({ type: 'TERMS.CHANGE', accepted })}
                  disabled={switching}
                />
                <a
                  className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} ${focusRing}`}
                  href={SOFT_STAKING_AGREEMENT_PATH}
                  onClick={followAgreement}
                >
                  {t('softStakingSwitch.agreement')}
                </a>
              </Stack>
            </Stack>
          </ModalBody>
          <ModalFooter>
            <Button variant="secondary" fullWidth disabled={switching} onAction={dialog.close}>
              {t('common.cancel')}
            </Button>
            <Button
              fullWidth
              loading={switching}
              disabled={!canActivateSoftStaking(state.termsAccepted) && !switching}
              onAction={() => {
                if (requireLogin()) dispatch({ type: 'CHOOSE', action: 'activate' });
              }}
            >
              {t('softStaking.activate')}
            </Button>
          </ModalFooter>
        </ModalContent>
      )}
    </FlowDialogRoot>
  );
}
