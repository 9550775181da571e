/**
 * The three event-notification toggles (LP-NOTIF-02..04, DEC-13). Each service has its own call and its
 * own encoding of on and off; these tables keep the encodings out of the screens.
 */

/** The services, in the modal's order (LP-NOTIF-01). */
export const NOTIFICATION_SERVICES = ['candyDrop', 'launchpool', 'hodlerAirdrop'] as const;
/** A notification service. */
export type NotificationService = (typeof NOTIFICATION_SERVICES)[number];

/** Which services the user is subscribed to. */
export type NotificationState = Readonly<Record<NotificationService, boolean>>;

/** Nothing subscribed: the state before the three status calls answer. */
export const NO_NOTIFICATIONS: NotificationState = { candyDrop: false, launchpool: false, hodlerAirdrop: false };

/** The state after one toggle changes: the other services keep theirs (LP-NOTIF-02). */
export function toggleNotification(
  state: NotificationState,
  service: NotificationService,
  on: boolean,
): NotificationState {
  return { ...state, [service]: on };
}

/**
 * The toast after a toggle succeeds: 'subscribed' when on (LP-NOTIF-03), 'subscription cancelled' when off
 * (LP-NOTIF-04).
 */
export function notificationToastKey(
  on: boolean,
): 'launchpool.notification.subscribed' | 'launchpool.notification.unsubscribed' {
  return on ? 'launchpool.notification.subscribed' : 'launchpool.notification.unsubscribed';
}

/**
 * The value each service's call sends (DEC-13): CandyDrop subscribe-msg status 1 or 2, Launchpool
 * startup_mining_switch 1 or 0, HODLer Airdrop config_set value '1' or '0'.
 */
export function notificationRequestValue(service: NotificationService, on: boolean): number | string {
  switch (service) {
    case 'candyDrop':
      return on ? 1 : 2;
    case 'launchpool':
      return on ? 1 : 0;
    case 'hodlerAirdrop':
      return on ? '1' : '0';
  }
}

/**
 * Whether a service's status answer means subscribed (DEC-13): global_subscribe_status, the
 * startup_mining_switch item's switch_status and hodler_notify all use 1 for on.
 */
export function isNotificationOn(status: number | string | null | undefined): boolean {
  return status === 1 || status === '1';
}
