import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFlow, testUser, type Routes } from '../../simpleEarn/testing/backend.testing';
import { findToast, SLOW } from '../../simpleEarn/testing/queries.testing';
import { LaunchpoolNotifications } from './LaunchpoolNotifications';
import { NOTIFICATION_CALLS, notificationRoutes } from './notificationFixtures.testing';

const TITLE = 'Event notifications';

async function openModal(routes: Routes = notificationRoutes()) {
  const view = renderFlow(<LaunchpoolNotifications defaultOpen />, { routes, user: testUser });
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await within(dialog).findAllByRole('switch', {}, SLOW);
  const toggle = (name: string) => within(dialog).getByRole('switch', { name });
  return { ...view, dialog, toggle, events: userEvent.setup() };
}

/** The 'METHOD path' of every switch call so far. */
function switchCalls(calls: readonly string[]) {
  const sets = [NOTIFICATION_CALLS.candyDropSet, NOTIFICATION_CALLS.launchpoolSet, NOTIFICATION_CALLS.hodlerSet];
  return calls.filter((call) => sets.some((set) => call.endsWith(set.split(' ')[1] ?? '')));
}

describe('LaunchpoolNotifications', () => {
  it('LP-NOTIF-01 the modal shows three toggles: CandyDrop, Launchpool and HODLer Airdrop, each as the exchange keeps it', async () => {
    const { dialog, toggle } = await openModal(notificationRoutes({ launchpool: true }));
    expect(within(dialog).getAllByRole('switch')).toHaveLength(3);
    expect(toggle('CandyDrop')).not.toBeChecked();
    expect(toggle('Launchpool')).toBeChecked();
    expect(toggle('HODLer Airdrop')).not.toBeChecked();
  });

  it('LP-NOTIF-03 switching a toggle on subscribes its service and toasts Subscribed', async () => {
    const { toggle, events, calls } = await openModal();
    await events.click(toggle('HODLer Airdrop'));
    expect(await findToast('Success', 'Subscribed')).toBeInTheDocument();
    await waitFor(() => expect(toggle('HODLer Airdrop')).toBeChecked());
    expect(switchCalls(calls())).toEqual(['POST /apiw/v2/earn/hodler-airdrop/config_set']);
  });

  it('LP-NOTIF-04 switching a toggle off unsubscribes its service and toasts Subscription cancelled', async () => {
    const { toggle, events, calls } = await openModal(notificationRoutes({ candyDrop: true }));
    expect(toggle('CandyDrop')).toBeChecked();
    await events.click(toggle('CandyDrop'));
    expect(await findToast('Success', 'Subscription cancelled')).toBeInTheDocument();
    await waitFor(() => expect(toggle('CandyDrop')).not.toBeChecked());
    expect(switchCalls(calls())).toEqual(['POST /api/web/v1/task-square/subscribe-msg']);
  });

  it('LP-NOTIF-02 each toggle switches its own service: switching two leaves the third as it was', async () => {
    const { toggle, events, calls } = await openModal(notificationRoutes({ hodlerAirdrop: true }));
    await events.click(toggle('Launchpool'));
    await waitFor(() => expect(toggle('Launchpool')).toBeChecked());
    await events.click(toggle('HODLer Airdrop'));
    await waitFor(() => expect(toggle('HODLer Airdrop')).not.toBeChecked());
    expect(toggle('CandyDrop')).not.toBeChecked();
    expect(switchCalls(calls())).toEqual([
      'POST /apiw/v2/herald/switches',
      'POST /apiw/v2/earn/hodler-airdrop/config_set',
    ]);
  });

  it('LP-NOTIF-02 a toggle whose call fails stays as it was and says why, and the others still switch', async () => {
    const { toggle, events } = await openModal(notificationRoutes({}, ['candyDrop']));
    await events.click(toggle('CandyDrop'));
    expect(await findToast('Error', 'Service busy, please try again')).toBeInTheDocument();
    await waitFor(() => expect(toggle('CandyDrop')).not.toHaveAttribute('aria-busy'));
    expect(toggle('CandyDrop')).not.toBeChecked();
    await events.click(toggle('Launchpool'));
    await waitFor(() => expect(toggle('Launchpool')).toBeChecked());
  });

  it('LP-ROLE-04 a guest gets neither the modal nor its trigger, and no notification call is made', async () => {
    const { calls } = renderFlow(
      <LaunchpoolNotifications defaultOpen trigger={<button type="button">Notifications</button>} />,
      { routes: notificationRoutes(), user: { kind: 'guest' } },
    );
    // A turn for a status call to start, had the modal asked for one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(calls()).toEqual([]);
  });
});
