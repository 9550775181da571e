'use client';
import type { ReactNode } from 'react';
import { useNotificationState, useSetNotification } from '../../../api/hooks/launchpool';
import { ErrorState } from '../../../components/ErrorState';
import { Stack } from '../../../components/layout';
import { ModalBody, ModalContent, ModalDescription, ModalTitle } from '../../../components/Modal';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Switch } from '../../../components/Switch';
import { useEarn } from '../../../context';
import { useTranslate, type Translate } from '../../../context/useTranslate';
import {
  NOTIFICATION_SERVICES,
  notificationToastKey,
  type NotificationService,
} from '../../../domain/launchpool/notifications';
import type { MessageOverrides } from '../../../i18n/resolve';
import { FlowDialogRoot, useFlowDialog } from '../../shared/useFlowDialog';
import { useFlowOutcome } from '../../shared/useFlowOutcome';
import { defaultMessages } from './defaultMessages';

const SERVICE_LABELS = {
  candyDrop: 'launchpool.notification.candyDrop',
  launchpool: 'launchpool.notification.launchpool',
  hodlerAirdrop: 'launchpool.notification.hodlerAirdrop',
} as const satisfies Record<NotificationService, string>;

export interface LaunchpoolNotificationsProps {
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the modal; like the modal, it is not rendered for a guest. */
  trigger?: ReactNode;
  /** Called with the reason of a failed toggle, for tracking: the server's message or the network error text. */
  onFailure?: (message: string) => void;
  /** Overrides for this modal's strings. */
  messages?: MessageOverrides;
}

interface NotificationToggleProps {
  readonly service: NotificationService;
  readonly on: boolean;
  readonly t: Translate;
  readonly onFailure: ((message: string) => void) | undefined;
  readonly messages: MessageOverrides | undefined;
}

/**
 * One service's switch with its own call (LP-NOTIF-02): a mutation per switch, so switching one while
 * another is still being sent is not taken for a repeat of it, and each has its own toast.
 */
function NotificationToggle({ service, on, t, onFailure, messages }: NotificationToggleProps) {
  const setNotification = useSetNotification();
  const outcome = useFlowOutcome({
    toastId: `launchpool-notification-${service}`,
    defaults: defaultMessages,
    messages,
    onFailure,
  });
  return (
    <Switch
      label={t(SERVICE_LABELS[service])}
      checked={on}
      messages={messages}
      // The switch stays busy until the call and the refreshed states are in, and stays put if it fails.
      onCheckedChange={(next) =>
        setNotification.mutateAsync({ service, on: next }).then(
          () => outcome.succeed(t(notificationToastKey(next))), // LP-NOTIF-03, LP-NOTIF-04
          (error: unknown) => {
            outcome.fail(error, 'error');
            throw error;
          },
        )
      }
    />
  );
}

/**
 * The event-notification modal (LP-NOTIF-01, DEC-13): CandyDrop, Launchpool and HODLer Airdrop, each a
 * switch that subscribes or unsubscribes its own service (LP-NOTIF-02) and toasts 'subscribed' or
 * 'subscription cancelled' (LP-NOTIF-03/04). Only a logged-in user has it (LP-ROLE-04): for a guest
 * neither the modal nor its trigger renders and the status calls are not made. The states are read
 * when the modal opens; the exchange keeps them, so they survive a reload.
 */
export function LaunchpoolNotifications({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onFailure,
  messages,
}: LaunchpoolNotificationsProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user } = useEarn();
  const loggedIn = user.kind === 'user';
  const dialog = useFlowDialog({ open, defaultOpen, onOpenChange, defaults: defaultMessages, messages, onFailure });
  const states = useNotificationState({ enabled: loggedIn && dialog.open });
  if (!loggedIn) return null;

  let body: ReactNode;
  if (states.isError)
    body = <ErrorState onRetry={() => void states.refetch()} retrying={states.isFetching} messages={messages} />;
  else if (states.isPending)
    body = (
      <SkeletonGroup messages={messages}>
        {NOTIFICATION_SERVICES.map((service) => (
          <Skeleton key={service} shape="text" />
        ))}
      </SkeletonGroup>
    );
  else
    body = (
      <Stack space="lg">
        {NOTIFICATION_SERVICES.map((service) => (
          <NotificationToggle
            key={service}
            service={service}
            on={states.data[service]}
            t={t}
            onFailure={onFailure}
            messages={messages}
          />
        ))}
      </Stack>
    );

  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{t('launchpool.notification.title')}</ModalTitle>
        <ModalDescription>{t('launchpool.notification.description')}</ModalDescription>
        <ModalBody>{body}</ModalBody>
      </ModalContent>
    </FlowDialogRoot>
  );
}
