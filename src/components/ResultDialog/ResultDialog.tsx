'use client';
import { useRef, type ReactNode, type Ref } from 'react';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { Button, type ButtonVariant } from '../Button';
import { InfoList, InfoRow } from '../InfoRow';
import {
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
} from '../Modal';
import * as styles from './ResultDialog.css';
import { ResultIcon, type ResultStatus } from './ResultIcon';
import { kitData } from '../../i18n/catalogue/en/kitData';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitData);

/** One label/value row of a result dialog (SH-DIALOG-01). */
export interface ResultDialogRow {
  /** A stable key; defaults to the row's position. */
  id?: string;
  /** What the row is ('Amount', 'Product'). */
  label: ReactNode;
  /** An amount as a decimal string: tabular numerals with `coin`, rounded down. */
  amount?: string | null;
  /** The coin ticker beside `amount`. */
  coin?: string;
  /** Decimals shown for `amount`. Default 8. */
  decimals?: number;
  /** The value when it is not an amount (a date, a term). */
  value?: ReactNode;
  /** A short explanation of the label, behind an info button. */
  tooltip?: ReactNode;
}

/** A button of a result dialog. */
export interface ResultDialogAction {
  /** The button's text. */
  label: ReactNode;
  /** What it does: navigate, open the next step. */
  onAction?: () => void;
  /** Whether pressing it also closes the dialog. Default true. */
  closes?: boolean;
  /** The look; the primary action defaults to 'primary', the secondary one to 'secondary'. */
  variant?: ButtonVariant;
}

export interface ResultDialogProps {
  /** 'success', 'failure' or 'info': the mark and its colour. */
  status: ResultStatus;
  /** The heading: it names the dialog. */
  title: ReactNode;
  /** A line under the title: it describes the dialog. */
  subtitle?: ReactNode;
  /** Label/value rows (SH-DIALOG-01). */
  rows?: readonly ResultDialogRow[];
  /** The main button, at the end of the footer. */
  primaryAction?: ResultDialogAction;
  /** The other button, before it. Two buttons at most (SH-DIALOG-01). */
  secondaryAction?: ResultDialogAction;
  /** More content under the rows: notices, cards. */
  children?: ReactNode;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (a button, the close button, Escape, the scrim). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog when pressed (it becomes the trigger; focus returns to it). */
  trigger?: ReactNode;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

function ActionButton({
  action,
  variant,
  buttonRef,
}: {
  action: ResultDialogAction;
  variant: ButtonVariant;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const button = (
    <Button ref={buttonRef} variant={action.variant ?? variant} onClick={() => action.onAction?.()}>
      {action.label}
    </Button>
  );
  return action.closes === false ? button : <ModalClose asChild>{button}</ModalClose>;
}

/**
 * The generic result dialog (SH-DIALOG-01): a result mark, title, subtitle, label/value rows and up
 * to two buttons. A centred dialog at and above 768 px, the full screen below it (SH-DIALOG-02).
 * `SuccessDialog`, `FailureDialog` and `InfoDialog` fix the status.
 */
export function ResultDialog({
  status,
  title,
  subtitle,
  rows = [],
  primaryAction,
  secondaryAction,
  children,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  messages,
}: ResultDialogProps) {
  const t = useTranslate(messages, defaultMessages);
  const statusLabel = t(
    status === 'success'
      ? 'kitData.result.success'
      : status === 'failure'
        ? 'kitData.result.failure'
        : 'kitData.result.info',
  );
  const hasBody = rows.length > 0 || children != null;
  const primaryRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger != null ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent
        mobilePresentation="fullscreen"
        size="sm"
        messages={messages}
        data-status={status}
        // The dialog opens on its main action, as a result is read and then acknowledged.
        onOpenAutoFocus={(event) => {
          if (!primaryRef.current) return;
          event.preventDefault();
          primaryRef.current.focus();
        }}
        // Without a subtitle there is nothing to describe the dialog: say so, rather than point at nothing.
        {...(subtitle == null ? { 'aria-describedby': undefined } : {})}
      >
        <div className={styles.header}>
          <ResultIcon status={status} label={statusLabel} />
          <ModalTitle>{title}</ModalTitle>
          {subtitle != null ? <ModalDescription>{subtitle}</ModalDescription> : null}
        </div>
        {hasBody ? (
          <ModalBody>
            {rows.length > 0 ? (
              <InfoList variant="divided">
                {rows.map((row, index) => (
                  <InfoRow
                    key={row.id ?? index}
                    label={row.label}
                    amount={row.amount}
                    coin={row.coin}
                    decimals={row.decimals}
                    tooltip={row.tooltip}
                    messages={messages}
                  >
                    {row.value}
                  </InfoRow>
                ))}
              </InfoList>
            ) : null}
            {children != null ? <div className={styles.extra}>{children}</div> : null}
          </ModalBody>
        ) : null}
        {primaryAction || secondaryAction ? (
          <ModalFooter className={styles.footer}>
            {secondaryAction ? <ActionButton action={secondaryAction} variant="secondary" /> : null}
            {primaryAction ? <ActionButton action={primaryAction} variant="primary" buttonRef={primaryRef} /> : null}
          </ModalFooter>
        ) : null}
      </ModalContent>
    </ModalRoot>
  );
}
