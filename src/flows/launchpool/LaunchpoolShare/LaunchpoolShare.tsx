'use client';
import type { ReactNode } from 'react';
import { useReferralInfo } from '../../../api/hooks/launchpool';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Stack } from '../../../components/layout';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { ModalBody, ModalContent, ModalDescription, ModalFooter, ModalTitle } from '../../../components/Modal';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { useToast } from '../../../components/Toast';
import { useEarn } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import type { ReferralInfo } from '../../../domain/launchpool/models';
import type { MessageOverrides } from '../../../i18n/resolve';
import { FlowDialogRoot, useFlowDialog } from '../../shared/useFlowDialog';
import { defaultMessages } from './defaultMessages';
import * as styles from './LaunchpoolShare.css';

export interface LaunchpoolShareProps {
  /** The project shared (the route's `{project_id}`). */
  projectId: number | string;
  /**
   * The invite link for the user's referral codes. The specification names the codes (LP-DATA, referral info), not
   * the link's form; by default the project's page with the code as `ref`.
   */
  inviteLink?: (referral: ReferralInfo, projectId: number | string) => string;
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal; like the modal, it is not rendered for a guest. */
  trigger?: ReactNode;
  /** Overrides for this modal's strings. */
  messages?: MessageOverrides;
}

/** The code a friend is invited with: the KOL code when the user has one, else their encrypted uid. */
function referralCode(referral: ReferralInfo): string {
  return referral.kolCode || referral.encryptedUid;
}

function defaultInviteLink(referral: ReferralInfo, projectId: number | string): string {
  return `/launchpool/${encodeURIComponent(String(projectId))}?ref=${encodeURIComponent(referralCode(referral))}`;
}

/**
 * The share / invite modal (LP-SHARE-01): the user's referral code and an invite link to the project,
 * with Copy link. Only a logged-in user has it: for a guest neither the modal nor its trigger renders,
 * and the referral call (LP-API-01) is made only once the modal opens for a user.
 */
export function LaunchpoolShare({
  projectId,
  inviteLink = defaultInviteLink,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  messages,
}: LaunchpoolShareProps) {
  const t = useTranslate(messages, defaultMessages);
  const toast = useToast();
  const { user } = useEarn();
  const loggedIn = user.kind === 'user';
  const dialog = useFlowDialog({ open, defaultOpen, onOpenChange, defaults: defaultMessages, messages });
  const referral = useReferralInfo({ enabled: loggedIn && dialog.open });
  if (!loggedIn) return null;

  const link = referral.data ? inviteLink(referral.data, projectId) : null;
  async function copyLink(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.show({ severity: 'success', title: t('launchpool.share.copied'), id: 'launchpool-share-copied' });
    } catch {
      // No clipboard (an insecure page): the link stays on screen to select by hand.
    }
  }

  let body: ReactNode;
  if (referral.isError)
    body = <ErrorState onRetry={() => void referral.refetch()} retrying={referral.isFetching} messages={messages} />;
  else if (!referral.data)
    body = (
      <SkeletonGroup messages={messages}>
        <Skeleton shape="text" />
        <Skeleton shape="text" />
      </SkeletonGroup>
    );
  else
    body = (
      <InfoList>
        <InfoRow label={t('launchpool.share.code')} messages={messages}>
          <bdi>{referralCode(referral.data)}</bdi>
        </InfoRow>
        <InfoRow label={t('launchpool.share.link')} messages={messages}>
          <bdi className={styles.link}>{link}</bdi>
        </InfoRow>
      </InfoList>
    );

  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{t('launchpool.share.title')}</ModalTitle>
        <ModalDescription>{t('launchpool.share.description')}</ModalDescription>
        <ModalBody>
          <Stack space="lg">{body}</Stack>
        </ModalBody>
        <ModalFooter>
          <Button fullWidth disabled={link === null} onAction={() => (link === null ? undefined : copyLink(link))}>
            {t('launchpool.share.copy')}
          </Button>
        </ModalFooter>
      </ModalContent>
    </FlowDialogRoot>
  );
}
