'use client';
import { Button } from '../../components/Button';
import { ModalContent, ModalDescription, ModalFooter, ModalRoot, ModalTitle } from '../../components/Modal';
import { common } from '../../i18n/catalogue/en/common';
import { simpleEarnFlows } from '../../i18n/catalogue/en/simpleEarnFlows';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context/useTranslate';

/** The English this dialog shows (the source language; a provider layers translations over it). */
const defaultMessages = /* @__PURE__ */ Object.assign({}, simpleEarnFlows, common);

export interface AutoRenewConfirmProps {
  /** Whether the confirm shows. */
  open: boolean;
  /** The reinvest state asked for: true turns it on. */
  on: boolean;
  /** True while the call runs. */
  busy?: boolean;
  /** Confirm pressed. */
  onConfirm: () => void;
  /** Cancel, Escape or the close button. */
  onDismiss: () => void;
  messages?: MessageOverrides;
}

/**
 * The auto-renew (reinvest) confirm dialog of a fixed order (SE-REINV-01): says what changes at maturity. Shared by
 * the Simple Earn switch (`AutoRenewSwitch`) and the fixed holding's detail.
 */
export function AutoRenewConfirm({ open, on, busy = false, onConfirm, onDismiss, messages }: AutoRenewConfirmProps) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onDismiss();
      }}
    >
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>
          {on ? t('simpleEarnFlows.autoRenew.enableTitle') : t('simpleEarnFlows.autoRenew.disableTitle')}
        </ModalTitle>
        <ModalDescription>
          {on ? t('simpleEarnFlows.autoRenew.enableBody') : t('simpleEarnFlows.autoRenew.disableBody')}
        </ModalDescription>
        <ModalFooter>
          <Button variant="secondary" onClick={onDismiss} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onAction={onConfirm} loading={busy}>
            {t('common.confirm')}
          </Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
