'use client';
import type { ReactNode } from 'react';
import { showsCandyDropPromotion, type CandyDropPromotion } from '../../domain/launchpool';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { ResultDialog, type ResultDialogRow } from '../ResultDialog';
import { CandyDropCard } from './CandyDropCard';
import * as styles from './StakeSuccessDialog.css';
import { actions } from '../../i18n/catalogue/en/actions';
import { kitData } from '../../i18n/catalogue/en/kitData';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, actions, kitData);

export interface StakeSuccessDialogProps {
  /** Whether the view is open (controlled). */
  open?: boolean;
  /** Whether it starts open when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** A line under the title, e.g. what was staked. */
  subtitle?: ReactNode;
  /** Label/value rows, e.g. the amount and the pool. */
  rows?: readonly ResultDialogRow[];
  /**
   * Shows the volume-requirement notice (LP-SUCCESS-03): pass `transactionLimitAlert` from the domain's
   * `stakeSuccessDetails`, true when the pool's first volume tier is not yet reached (LP-STAKE-17).
   */
  transactionLimitAlert?: boolean;
  /**
   * The candy-drop promotion, if the promotion request found one (LP-SUCCESS-04). Never shown on the US site
   * (SH-US-07).
   */
  promotion?: CandyDropPromotion | null;
  /** Called by the OK button, which also closes the view (LP-SUCCESS-05). */
  onOk?: () => void;
  /** Called by 'go to candy' with the promotion's url (LP-SUCCESS-06). Default: the provider's `navigate`. */
  onGoToCandy?: (url: string) => void;
  /** Overrides for this view's strings. */
  messages?: MessageOverrides;
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 16 16" className={styles.noticeIcon} fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 1.5 15 14H1L8 1.5Zm-.75 4.5v4h1.5V6h-1.5Zm.75 6.25a.85.85 0 1 0 0-1.7.85.85 0 0 0 0 1.7Z" />
    </svg>
  );
}

/**
 * The launchpool stake success view (LP-SUCCESS-01..06): a success title ('Committed Successfully' on
 * the US site through the catalogue's overlay, SH-US-08), the optional volume-requirement notice, the
 * optional candy-drop promotion card, OK, and 'go to candy' when there is a promotion to go to. A
 * dialog on desktop and a full page on mobile.
 */
export function StakeSuccessDialog({
  open,
  defaultOpen,
  onOpenChange,
  subtitle,
  rows,
  transactionLimitAlert = false,
  promotion,
  onOk,
  onGoToCandy,
  messages,
}: StakeSuccessDialogProps) {
  const t = useTranslate(messages, defaultMessages);
  const { site, navigate } = useEarn();
  const candy = promotion && showsCandyDropPromotion(promotion, site) ? promotion : null;
  const notice = transactionLimitAlert ? (
    <p role="note" className={styles.notice} data-slot="volume-notice">
      <WarningIcon />
      <span>{t('kitData.stakeSuccess.volumeNotice')}</span>
    </p>
  ) : null;
  return (
    <ResultDialog
      status="success"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={t('launchpool.success.title')}
      subtitle={subtitle}
      rows={rows}
      primaryAction={{ label: t('kitData.stakeSuccess.ok'), onAction: onOk }}
      secondaryAction={
        candy
          ? { label: t('kitData.stakeSuccess.goToCandy'), onAction: () => (onGoToCandy ?? navigate)(candy.url) }
          : undefined
      }
      messages={messages}
    >
      {notice || candy ? (
        <>
          {notice}
          {candy ? <CandyDropCard promotion={candy} title={t('kitData.stakeSuccess.candyTitle')} /> : null}
        </>
      ) : null}
    </ResultDialog>
  );
}
