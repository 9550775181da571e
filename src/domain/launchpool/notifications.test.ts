import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_SERVICES,
  NO_NOTIFICATIONS,
  isNotificationOn,
  notificationRequestValue,
  notificationToastKey,
  toggleNotification,
  type NotificationService,
} from './notifications';

describe('notification toggles', () => {
  it('LP-NOTIF-01 there are three services: CandyDrop, Launchpool, HODLer Airdrop', () => {
    expect([...NOTIFICATION_SERVICES]).toEqual(['candyDrop', 'launchpool', 'hodlerAirdrop']);
  });

  it('LP-NOTIF-02 property: a toggle changes its own service and leaves the others alone', () => {
    fc.assert(
      fc.property(
        fc.record({ candyDrop: fc.boolean(), launchpool: fc.boolean(), hodlerAirdrop: fc.boolean() }),
        fc.constantFrom<NotificationService>(...NOTIFICATION_SERVICES),
        fc.boolean(),
        (state, service, on) => {
          const next = toggleNotification(state, service, on);
          expect(next[service]).toBe(on);
          for (const other of NOTIFICATION_SERVICES.filter((candidate) => candidate !== service))
            expect(next[other]).toBe(state[other]);
        },
      ),
    );
    expect(toggleNotification(NO_NOTIFICATIONS, 'launchpool', true)).toEqual({
      candyDrop: false,
      launchpool: true,
      hodlerAirdrop: false,
    });
  });

  it('LP-NOTIF-03 switching on toasts subscribed', () => {
    expect(notificationToastKey(true)).toBe('launchpool.notification.subscribed');
  });

  it('LP-NOTIF-04 switching off toasts subscription cancelled', () => {
    expect(notificationToastKey(false)).toBe('launchpool.notification.unsubscribed');
  });

  it.each([
    ['candyDrop', true, 1],
    ['candyDrop', false, 2],
    ['launchpool', true, 1],
    ['launchpool', false, 0],
    ['hodlerAirdrop', true, '1'],
    ['hodlerAirdrop', false, '0'],
  ] as const)('LP-API-06 LP-API-08 LP-API-03 DEC-13 %s switched %s sends %j', (service, on, value) => {
    expect(notificationRequestValue(service, on)).toBe(value);
  });

  it.each([
    [1, true],
    ['1', true],
    [0, false],
    [2, false],
    [null, false],
  ])('LP-API-05 LP-API-07 DEC-13 status %j means subscribed: %s', (status, expected) => {
    expect(isNotificationOn(status)).toBe(expected);
  });
});
