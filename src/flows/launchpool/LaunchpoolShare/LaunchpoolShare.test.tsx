import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderFlow, testUser } from '../../simpleEarn/testing/backend.testing';
import { findToast, SLOW } from '../../simpleEarn/testing/queries.testing';
import { LaunchpoolShare } from './LaunchpoolShare';
import { shareRoutes } from './shareFixtures.testing';

const REFERRAL = '/api/web/v1/rebate/get_user_info';

describe('LaunchpoolShare', () => {
  it('LP-SHARE-01 a logged-in user opens the share modal: their referral code, the invite link and Copy link', async () => {
    const events = userEvent.setup();
    const { calls } = renderFlow(<LaunchpoolShare projectId={1} trigger={<button type="button">Share</button>} />, {
      routes: shareRoutes(),
      user: testUser,
    });
    expect(calls()).toEqual([]);
    await events.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByText('/launchpool/1?ref=3f9a1c0de27b4a55', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('3f9a1c0de27b4a55')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await findToast('Success', 'Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('/launchpool/1?ref=3f9a1c0de27b4a55');
    expect(calls()).toEqual([`GET ${REFERRAL}`]);
  });

  it('LP-SHARE-01 a user with a KOL code is invited with it', async () => {
    renderFlow(<LaunchpoolShare projectId={4} defaultOpen />, {
      routes: shareRoutes({ kol_code: 'KOL7' }),
      user: testUser,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByText('/launchpool/4?ref=KOL7', {}, SLOW)).toBeInTheDocument();
  });

  it('LP-SHARE-01 a guest gets neither the modal nor its trigger, and the referral call is not made', async () => {
    const { calls } = renderFlow(
      <LaunchpoolShare projectId={1} defaultOpen trigger={<button type="button">Share</button>} />,
      { routes: shareRoutes(), user: { kind: 'guest' } },
    );
    // A turn for the referral call to start, had the modal asked for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(calls()).toEqual([]);
  });
});
