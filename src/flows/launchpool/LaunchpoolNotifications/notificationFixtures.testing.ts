// A fake exchange that keeps the three notification services' states, for the modal's tests and stories.
import type { NotificationState } from '../../../domain/launchpool/notifications';
import type { Routes } from '../../simpleEarn/testing/fakeBackend.testing';

/** The keys of the six calls (DEC-13), as the fake backend matches them. */
export const NOTIFICATION_CALLS = {
  candyDropStatus: 'GET /task-square/global-subscribe-status',
  candyDropSet: 'POST /task-square/subscribe-msg',
  launchpoolStatus: 'GET /herald/category/switch',
  launchpoolSet: 'POST /herald/switches',
  hodlerStatus: 'POST /hodler-airdrop/config',
  hodlerSet: 'POST /hodler-airdrop/config_set',
} as const;

/**
 * Routes answering the status calls from `initial` and changing it on each switch call, as the exchange
 * does; `failing` services answer their switch call with a business error and stay as they were.
 */
export function notificationRoutes(
  initial: Partial<NotificationState> = {},
  failing: readonly (keyof NotificationState)[] = [],
): Routes {
  const state = { candyDrop: false, launchpool: false, hodlerAirdrop: false, ...initial };
  const refused = { code: 10001, message: 'Service busy, please try again' };
  return {
    [NOTIFICATION_CALLS.candyDropStatus]: () => ({
      code: 0,
      data: { global_subscribe_status: state.candyDrop ? 1 : 0 },
    }),
    [NOTIFICATION_CALLS.candyDropSet]: async (request) => {
      if (failing.includes('candyDrop')) return refused;
      state.candyDrop = new URLSearchParams(await request.text()).get('status') === '1';
      return { code: 0, data: null };
    },
    [NOTIFICATION_CALLS.launchpoolStatus]: () => ({
      code: 0,
      data: [
        {
          category: 'earn',
          items: [{ msg_switch: 'startup_mining_switch', switch_status: state.launchpool ? 1 : 0 }],
        },
      ],
    }),
    [NOTIFICATION_CALLS.launchpoolSet]: async (request) => {
      if (failing.includes('launchpool')) return refused;
      const body = JSON.parse(await request.text()) as { sets: { startup_mining_switch: number } };
      state.launchpool = body.sets.startup_mining_switch === 1;
      return { code: 0, data: null };
    },
    [NOTIFICATION_CALLS.hodlerSet]: async (request) => {
      if (failing.includes('hodlerAirdrop')) return refused;
      const body = new URLSearchParams(await request.text());
      if (body.get('name') === 'HODLER_AIRDROP_NOTIFY') state.hodlerAirdrop = body.get('value') === '1';
      return { code: 0, data: null };
    },
    [NOTIFICATION_CALLS.hodlerStatus]: () => ({ code: 0, data: { hodler_notify: state.hodlerAirdrop ? 1 : 0 } }),
  };
}
