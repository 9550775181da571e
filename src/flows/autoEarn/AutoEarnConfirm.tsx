'use client';
/** The auto-earn enable/disable confirm dialog (AE-TOGGLE-02): what will change, Cancel and Confirm. */
import { Button } from '../../components/Button';
import { ModalClose, ModalContent, ModalDescription, ModalFooter, ModalRoot, ModalTitle } from '../../components/Modal';
import type { AutoEarnTarget } from '../../domain/autoEarn/status';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { defaultMessages } from './defaultMessages';

export interface AutoEarnConfirmProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The change asked for: on (enable) or off (disable). */
  on: boolean;
  /** One coin, or all coins. */
  target: AutoEarnTarget;
  /** Confirm pressed: send the change. */
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onCancel: () => void;
  /** True while the change is being sent: Confirm is busy. */
  busy?: boolean;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

export function AutoEarnConfirm({
  open,
  on,
  target,
  onConfirm,
  onCancel,
  busy = false,
  messages,
}: AutoEarnConfirmProps) {
  const t = useTranslate(messages, defaultMessages);
  const coin = target.kind === 'all' ? t('holdingsFlows.autoEarn.everyCoin') : target.asset;
  return (
    <ModalRoot open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{t(on ? 'holdingsFlows.autoEarn.enableTitle' : 'holdingsFlows.autoEarn.disableTitle')}</ModalTitle>
        <ModalDescription>
          {t(on ? 'holdingsFlows.autoEarn.enableBody' : 'holdingsFlows.autoEarn.disableBody', { coin })}
        </ModalDescription>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="secondary" disabled={busy}>
              {t('common.cancel')}
            </Button>
          </ModalClose>
          <Button variant="primary" loading={busy} onClick={onConfirm}>
            {t('common.confirm')}
          </Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
