import { useState } from 'react';
import {
  AmountInput,
  Button,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
  Stack,
  useToast,
  useTranslate,
  type MessageOverrides,
} from 'earnkit';
import { useIsMobile } from 'earnkit/headless';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/**
 * The English of the two library strings this page shows: the provider's translation wins over it. Only
 * these two, not the library's whole English catalogue (about 10 KB gzipped on this page).
 */
const LIBRARY_ENGLISH: MessageOverrides = { 'common.cancel': 'Cancel', 'common.confirm': 'Confirm' };

/** Demo balance of the components page: a string, as every amount is. */
const AVAILABLE_USDT = '1250.12345678';

/**
 * The foundation at work: the amount field inside the responsive dialog (a bottom sheet below 768 px),
 * with 8 decimals on desktop and 6 on mobile (DEC-03), Max, and a toast on confirm.
 */
export function ComponentsPage() {
  const t = useAppMessages();
  // The library's strings this page shows, in English unless the provider has a translation.
  const translate = useTranslate(undefined, LIBRARY_ENGLISH);
  const isMobile = useIsMobile();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');

  return (
    <Stack as="section" space="md" align="start" className={css.card} aria-labelledby="components-title">
      <h1 id="components-title" className={css.title}>
        {t('componentsTitle')}
      </h1>
      <p className={css.text}>{t('componentsIntro')}</p>
      <ModalRoot open={open} onOpenChange={setOpen}>
        <ModalTrigger asChild>
          <Button variant="primary">{t('openSubscribe')}</Button>
        </ModalTrigger>
        <ModalContent>
          <ModalTitle>{t('subscribeTitle')}</ModalTitle>
          <ModalDescription>{t('subscribeDescription')}</ModalDescription>
          <ModalBody>
            <AmountInput
              label={t('amountLabel')}
              coin="USDT"
              decimals={isMobile ? 6 : 8}
              value={amount}
              onValueChange={setAmount}
              maxAmount={AVAILABLE_USDT}
              hint={`${t('available')}: ${AVAILABLE_USDT} USDT`}
            />
          </ModalBody>
          <ModalFooter>
            <ModalClose asChild>
              <Button variant="secondary">{translate('common.cancel')}</Button>
            </ModalClose>
            <Button
              variant="primary"
              disabled={amount === '' || /^0*\.?0*$/.test(amount)}
              onAction={() => {
                toast.show({ severity: 'success', title: t('subscribed', { amount }) });
                setAmount('');
                setOpen(false);
              }}
            >
              {translate('common.confirm')}
            </Button>
          </ModalFooter>
        </ModalContent>
      </ModalRoot>
    </Stack>
  );
}
