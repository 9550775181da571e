'use client';
import { ModalBody, ModalContent, ModalRoot, ModalTitle } from '../../../components/Modal';
import { Stack } from '../../../components/layout';
import { useTranslate } from '../../../context/useTranslate';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import { stakeMessages } from './stakeMessages';

/** The five notes, in the order shown (LP-STAKE-06). */
const STAKE_NOTE_KEYS = [
  'launchpoolStake.note1',
  'launchpoolStake.note2',
  'launchpoolStake.note3',
  'launchpoolStake.note4',
  'launchpoolStake.note5',
] as const;

export interface StakeNotesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messages?: MessageOverrides;
}

/** The stake modal's 5-point notes (LP-STAKE-06), as a numbered list over the stake modal. */
export function StakeNotesDialog({ open, onOpenChange, messages }: StakeNotesDialogProps) {
  const t = useTranslate(messages, stakeMessages);
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent size="sm" messages={messages} aria-describedby={undefined}>
        <ModalTitle>{t('launchpoolStake.notesTitle')}</ModalTitle>
        <ModalBody>
          <Stack as="ol" space="sm">
            {STAKE_NOTE_KEYS.map((key) => (
              <li key={key} className={layout.prose}>
                {t(key)}
              </li>
            ))}
          </Stack>
        </ModalBody>
      </ModalContent>
    </ModalRoot>
  );
}
