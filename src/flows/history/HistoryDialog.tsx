'use client';
/** The history dialog (SE-HIST, SE-ROUTE-04): the history at 6 a page (SE-HIST-06) in a modal. */
import type { ReactElement } from 'react';
import { ModalBody, ModalContent, ModalTitle } from '../../components/Modal';
import type { CalendarDay } from '../../domain/shared/dateRange';
import type { SimpleEarnProductKind } from '../../domain/simpleEarn/products';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { FlowDialogRoot, useFlowDialog } from '../shared/useFlowDialog';
import { History } from './History';
import { defaultMessages } from './defaultMessages';

export interface HistoryDialogProps {
  /** Whether the dialog is open (controlled), e.g. from `?show_history_modal=1` (SE-ROUTE-04). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it, rendered as the trigger itself. */
  trigger?: ReactElement;
  /** The tab at first. Default 'flexible'. */
  defaultProduct?: SimpleEarnProductKind;
  /** Today, 'YYYY-MM-DD'. Default: today by the provider's clock (`EarnProvider`'s `clock`). */
  today?: CalendarDay;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

export function HistoryDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  defaultProduct,
  today,
  messages,
}: HistoryDialogProps) {
  const t = useTranslate(messages, defaultMessages);
  const dialog = useFlowDialog({ open, defaultOpen, onOpenChange });
  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      <ModalContent size="lg" messages={messages}>
        <ModalTitle>{t('holdingsFlows.history.dialogTitle')}</ModalTitle>
        <ModalBody>
          <History variant="dialog" defaultProduct={defaultProduct} today={today} messages={messages} />
        </ModalBody>
      </ModalContent>
    </FlowDialogRoot>
  );
}
