'use client';
import { Button } from '../../../components/Button';
import { ModalContent, ModalDescription, ModalFooter, ModalRoot, ModalTitle } from '../../../components/Modal';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useFormat } from '../../../context/useFormat';
import { useTranslate } from '../../../context/useTranslate';
import { defaultMessages } from '../defaultMessages';

export interface CancelRedemptionConfirmProps {
  /** Whether the confirm shows. */
  open: boolean;
  /** True while the cancel call runs. */
  busy: boolean;
  /** The amount being redeemed (frozen_amount). */
  amount: string;
  /** The coin. */
  coin: string;
  /** 'Cancel redemption' pressed. */
  onConfirm: () => void;
  /** 'Keep redeeming', Escape or the close button. */
  onDismiss: () => void;
  messages?: MessageOverrides;
}

/** The cancel-redemption confirm dialog (SE-REDEEM-05): it says what stays and asks before cancelling. */
export function CancelRedemptionConfirm({
  open,
  busy,
  amount,
  coin,
  onConfirm,
  onDismiss,
  messages,
}: CancelRedemptionConfirmProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onDismiss();
      }}
    >
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{t('simpleEarnFlows.redeem.cancelTitle')}</ModalTitle>
        <ModalDescription>
          {t('simpleEarnFlows.redeem.cancelBody', { amount: format.amount(amount, { trimZeros: true }), coin })}
        </ModalDescription>
        <ModalFooter>
          <Button variant="secondary" onClick={onDismiss} disabled={busy}>
            {t('simpleEarnFlows.redeem.keep')}
          </Button>
          <Button variant="danger" onAction={onConfirm} loading={busy}>
            {t('simpleEarnFlows.redeem.cancel')}
          </Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
