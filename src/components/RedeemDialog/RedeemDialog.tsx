'use client';
import type { ReactNode } from 'react';
import {
  isRedeemConfirmDisabled,
  redeemDialogLabelKeys,
  redeemMaxFill,
  validateRedeemAmount,
  type RedeemAmountErrorKey,
  type RedeemAutoOption,
} from '../../domain/launchpool/redeemValidation';
import type { MessageParams } from '../../domain/result';
import { MAX_FILL_DEBOUNCE_MS } from '../../domain/shared/constants';
import { useControllableState } from '../../headless/useControllableState';
import { common } from '../../i18n/catalogue/en/common';
import { launchpool } from '../../i18n/catalogue/en/launchpool';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context/useTranslate';
import { AmountInput } from '../AmountInput';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { InfoList, InfoRow } from '../InfoRow';
import { ModalBody, ModalContent, ModalFooter, ModalRoot, ModalTitle, ModalTrigger } from '../Modal';
import * as styles from './RedeemDialog.css';

/** The English this component shows (the source language; a provider layers translations over it). */
const defaultMessages = /* @__PURE__ */ Object.assign({}, launchpool, common);

/** Redeem a stake, or claim it once the event has ended (LP-REDEEM-07). */
export const REDEEM_DIALOG_MODES = ['redeem', 'claim'] as const;
/** The dialog's mode. */
export type RedeemDialogMode = (typeof REDEEM_DIALOG_MODES)[number];

/** The auto-earn or auto-stake checkbox (LP-REDEEM-05): pass it only for an eligible coin. */
export interface RedeemDialogAutoOption {
  /** Which checkbox: auto-stake (into staking) or auto-earn (into flexible Simple Earn). */
  readonly kind: RedeemAutoOption;
  /** Whether it is ticked. */
  readonly checked: boolean;
  /** Called with the new state. */
  readonly onCheckedChange: (checked: boolean) => void;
}

/** What a product's own amount rule answers (`validate`). */
export type RedeemDialogValidation =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: string };

export interface RedeemDialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
  /** 'claim' reads 'Claimable' and 'Amount' (LP-REDEEM-07) and never shows the last-hour reward. Default 'redeem'. */
  mode?: RedeemDialogMode;
  /** The coin redeemed. */
  coin: string;
  /** The coin's decimal places: the field's decimals and the minimum 0.1^decimalPlace (LP-REDEEM-09, DEC-01). */
  decimalPlace: number;
  /** What can be redeemed (or claimed), as decimal text; null while it loads. */
  redeemable: string | null;
  /** The amount text (controlled). */
  amount?: string;
  /** The starting amount (uncontrolled). Default ''. */
  defaultAmount?: string;
  /** Called with each accepted amount text. */
  onAmountChange?: (amount: string) => void;
  /**
   * The reward of the last hour. Pass it only when the event has started (the domain's `showsLastHourReward`);
   * a claim never shows it (LP-REDEEM-04).
   */
  lastHourReward?: { readonly amount: string; readonly coin: string } | null;
  /** The auto-earn or auto-stake checkbox; omitted, none shows (LP-REDEEM-05). */
  autoOption?: RedeemDialogAutoOption | null;
  /** Called by Confirm with the validated amount; Confirm is disabled while the amount is empty or invalid. */
  onConfirm?: (amount: string) => void;
  /** The redeem is being sent: Confirm shows busy and the form is locked. */
  submitting?: boolean;
  /** Shown instead of the form, e.g. a skeleton while the figures load or an error with Retry. */
  fallback?: ReactNode;
  /** More rows under the redeemable line, e.g. a staking product's fee and redeem type (DEC-33). */
  children?: ReactNode;
  /** Choices above the amount, e.g. a staking product's DeFi protocol and redeem coin (DEC-33). */
  header?: ReactNode;
  /**
   * A product's own amount rule in place of the dialog's (0.1^decimalPlace, at most the redeemable amount), e.g.
   * staking's `min_redeem_amount` and its messages (DEC-33): the amount to send, '' while there is none (Confirm
   * stays disabled), or the message to show.
   */
  validate?: (amount: string) => RedeemDialogValidation;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

/** The dialog's own rule (LP-REDEEM-08..11): at most the redeemable amount, at least 0.1^decimalPlace. */
function ownValidation(
  amount: string,
  redeemable: string | null,
  coin: string,
  decimalPlace: number,
  t: (key: RedeemAmountErrorKey, params?: MessageParams) => string,
): RedeemDialogValidation {
  const validation = validateRedeemAmount({ amount, redeemable: redeemable ?? '0', coin, decimalPlace });
  if (!validation.ok) return { ok: false, error: t(validation.error.key, validation.error.params) };
  return { ok: true, value: isRedeemConfirmDisabled(amount, validation) ? '' : validation.value };
}

/**
 * The redeem dialog of launchpool, staking and Simple Earn (LP-REDEEM-01, DEC-33): the amount with Max
 * (LP-REDEEM-02, 12), the redeemable line (LP-REDEEM-03), the last-hour reward (LP-REDEEM-04), the
 * auto-earn or auto-stake checkbox (LP-REDEEM-05), Cancel and Confirm (LP-REDEEM-06), the claim labels
 * (LP-REDEEM-07), and the amount's rules: at most the redeemable amount, at least 0.1^decimal_place
 * (LP-REDEEM-08..11). It sends nothing: `onConfirm` receives the amount.
 */
export function RedeemDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  mode = 'redeem',
  coin,
  decimalPlace,
  redeemable,
  amount: amountProp,
  defaultAmount = '',
  onAmountChange,
  lastHourReward,
  autoOption,
  onConfirm,
  submitting = false,
  fallback,
  children,
  header,
  validate,
  messages,
}: RedeemDialogProps) {
  const t = useTranslate(messages, defaultMessages);
  const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen, onChange: onOpenChange });
  const [amount, setAmount] = useControllableState({
    prop: amountProp,
    defaultProp: defaultAmount,
    onChange: onAmountChange,
  });
  const isClaim = mode === 'claim';
  const labels = redeemDialogLabelKeys(isClaim);
  const validation = validate ? validate(amount) : ownValidation(amount, redeemable, coin, decimalPlace, t);
  const error = validation.ok ? undefined : validation.error;
  const confirmDisabled =
    fallback != null || redeemable === null || !validation.ok || validation.value === '' || submitting;

  return (
    <ModalRoot open={isOpen} onOpenChange={setOpen}>
      {trigger != null ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent size="sm" messages={messages} aria-describedby={undefined}>
        <ModalTitle>{t(isClaim ? 'launchpool.redeem.claimTitle' : 'launchpool.redeem.title', { coin })}</ModalTitle>
        <ModalBody>
          {fallback != null ? (
            fallback
          ) : (
            <div className={styles.stack}>
              {header}
              <AmountInput
                label={t(labels.amount)}
                coin={coin}
                value={amount}
                onValueChange={setAmount}
                decimals={decimalPlace}
                maxAmount={redeemable === null ? undefined : redeemMaxFill(redeemable, decimalPlace)}
                maxFillDelay={MAX_FILL_DEBOUNCE_MS}
                disabled={submitting}
                error={error}
                messages={messages}
              />
              <InfoList>
                <InfoRow
                  label={t(labels.redeemable)}
                  amount={redeemable}
                  coin={coin}
                  decimals={decimalPlace}
                  messages={messages}
                />
                {lastHourReward && !isClaim ? (
                  <InfoRow
                    label={t('launchpool.redeem.lastHourReward')}
                    amount={lastHourReward.amount}
                    coin={lastHourReward.coin}
                    messages={messages}
                  />
                ) : null}
                {children}
              </InfoList>
              {autoOption ? (
                <Checkbox
                  label={t(
                    autoOption.kind === 'autoStake' ? 'launchpool.redeem.autoStake' : 'launchpool.redeem.autoEarn',
                    { coin },
                  )}
                  checked={autoOption.checked}
                  onCheckedChange={autoOption.onCheckedChange}
                  disabled={submitting}
                />
              ) : null}
            </div>
          )}
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" fullWidth onAction={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            fullWidth
            onAction={() => {
              if (validation.ok && !confirmDisabled) onConfirm?.(validation.value);
            }}
            loading={submitting}
            disabled={confirmDisabled && !submitting}
          >
            {t('common.confirm')}
          </Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
