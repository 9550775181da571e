'use client';
import { SuccessDialog, type ResultDialogRow } from '../../../components/ResultDialog';
import { fixedTimeline, flexibleTimeline, type TimelineStep } from '../../../domain/simpleEarn';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useFormat } from '../../../context/useFormat';
import { useTranslate } from '../../../context/useTranslate';
import type { SubscribeReceipt } from './subscribeFlow.reducer';
import { defaultMessages } from '../defaultMessages';

export interface SubscribeSuccessDialogProps {
  /** The subscription made; the dialog is open while there is one. */
  receipt: SubscribeReceipt | null;
  /** 'View holdings' (SE-SUBOK-02). */
  onViewHoldings: () => void;
  /** 'Subscribe more' (SE-SUBOK-03). */
  onSubscribeMore: () => void;
  /** The dialog closed any other way. */
  onDismiss: () => void;
  messages?: MessageOverrides;
}

/** The timed steps shown: every step with a time, up to maturity and arrival. */
function timedSteps(receipt: SubscribeReceipt): readonly TimelineStep[] {
  const steps =
    receipt.kind === 'fixed' && receipt.termDays !== null
      ? fixedTimeline({
          subscribedAt: receipt.subscribedAt,
          lockUpPeriod: receipt.termDays,
          reinvest: receipt.reinvest,
        })
      : flexibleTimeline(receipt.subscribedAt);
  return steps.filter((step) => step.at !== null);
}

/** The subscribe-success dialog: amount, product type, term and times (SE-SUBOK-01), and its two buttons. */
export function SubscribeSuccessDialog({
  receipt,
  onViewHoldings,
  onSubscribeMore,
  onDismiss,
  messages,
}: SubscribeSuccessDialogProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const rows: ResultDialogRow[] = receipt
    ? [
        { id: 'amount', label: t('simpleEarnFlows.success.amount'), amount: receipt.amount, coin: receipt.asset },
        {
          id: 'type',
          label: t('simpleEarnFlows.success.productType'),
          value: receipt.kind === 'fixed' ? t('simpleEarnFlows.success.fixed') : t('simpleEarnFlows.success.flexible'),
        },
        {
          id: 'term',
          label: t('simpleEarnFlows.success.term'),
          value:
            receipt.termDays === null
              ? t('simpleEarnFlows.term.flexible')
              : t('simpleEarnFlows.term.days', { days: receipt.termDays }),
        },
        ...timedSteps(receipt).map((step) => ({
          id: step.id,
          label: t(step.labelKey),
          value: <bdi>{format.dateTime(step.at, { withUtc: true })}</bdi>,
        })),
      ]
    : [];
  return (
    <SuccessDialog
      open={receipt !== null}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={t('simpleEarnFlows.success.title')}
      rows={rows}
      primaryAction={{ label: t('simpleEarnFlows.success.viewHoldings'), onAction: onViewHoldings }}
      secondaryAction={{ label: t('simpleEarnFlows.success.subscribeMore'), onAction: onSubscribeMore, closes: false }}
      messages={messages}
    />
  );
}
