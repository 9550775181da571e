/**
 * The project page's Notifications and Share in the reference app, over a fake exchange that keeps each
 * user's notification switches as the simulator does: a switch survives a reload (LP-NOTIF, LP-ROLE-04),
 * the share modal shows the referral link (LP-SHARE-01), and a guest has neither.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from './router';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';

const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice' },
];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

const NOW_S = Date.UTC(2026, 2, 2, 8) / 1000;
const PROJECT_LIST = [
  {
    pid: 1,
    coin: 'NEWT',
    status: 1,
    start_timest: NOW_S - 86_400,
    end_timest: NOW_S + 14 * 86_400,
    reward_pools: [{ rid: 1, coin: 'USDT', rate_year: '0.15', rate_year_type: 1, reward_pool_type: 0 }],
  },
];
const PROJECT_INFO = {
  coin: 'NEWT',
  start_timest: NOW_S - 86_400,
  reward_pools: [
    {
      rid: 1,
      coin: 'USDT',
      decimal_place: 2,
      personal_max_amount: '5000',
      personal_min_amount: '10',
      left_buy_total_amount: '0',
      buy_total_amount: '100000',
      rate_year: '0.15',
      rate_year_type: 1,
      reward_pool_type: 0,
      isApply: 0,
      transaction_config: [],
      redeem_type: 0,
      limit_rule: 0,
    },
  ],
};

/** The exchange, with the switches it keeps across page loads (the simulator keeps them per user). */
function exchange() {
  const switches = { candyDrop: false, launchpool: false, hodlerAirdrop: false };
  const paths: string[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    const body = () => (input instanceof Request ? input.text() : Promise.resolve(String(init?.body ?? '')));
    paths.push(url.pathname);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 2, 2, 8) });
    if (url.pathname.endsWith('/launch-pool/project-list')) return envelope(PROJECT_LIST);
    if (url.pathname.endsWith('/launch-pool/project-info')) return envelope(PROJECT_INFO);
    if (url.pathname.endsWith('/task-square/global-subscribe-status'))
      return envelope({ global_subscribe_status: switches.candyDrop ? 1 : 0 });
    if (url.pathname.endsWith('/herald/category/switch'))
      return envelope([
        { items: [{ msg_switch: 'startup_mining_switch', switch_status: switches.launchpool ? 1 : 0 }] },
      ]);
    if (url.pathname.endsWith('/herald/switches')) {
      const sets = (JSON.parse(await body()) as { sets: { startup_mining_switch: number } }).sets;
      switches.launchpool = sets.startup_mining_switch === 1;
      return envelope(null);
    }
    if (url.pathname.endsWith('/hodler-airdrop/config'))
      return envelope({ hodler_notify: switches.hodlerAirdrop ? 1 : 0 });
    if (url.pathname.endsWith('/rebate/get_user_info'))
      return envelope({ encrypted_uid: '3f9a1c0de27b4a55', kol_code: null });
    return envelope(null);
  };
  return { fetch, paths };
}

function renderApp(path: string, user = 'guest', site: AppSettings['site'] = 'global') {
  const settings: AppSettings = { locale: 'en', theme: 'light', site, user };
  render(
    <MemoryRouter initialEntries={[path]}>
      <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
    </MemoryRouter>,
  );
}

async function openNotifications() {
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  const dialog = await screen.findByRole('dialog', { name: 'Event notifications' });
  await within(dialog).findAllByRole('switch', {}, { timeout: 3000 });
  return dialog;
}

describe('the notification and share modals of the project page', () => {
  beforeAll(() => loadPageOf('/launchpool/1'));
  afterEach(() => vi.unstubAllGlobals());

  it('LP-NOTIF-03 LP-ROLE-04 a switch turned on in the Notifications modal is still on after a reload', async () => {
    const fake = exchange();
    vi.stubGlobal('fetch', fake.fetch);
    renderApp('/launchpool/1', 'alice');
    const dialog = await openNotifications();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Launchpool' }));
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Launchpool' })).toBeChecked());

    cleanup(); // the reload: a new page with nothing cached
    renderApp('/launchpool/1', 'alice');
    const reloaded = await openNotifications();
    expect(within(reloaded).getByRole('switch', { name: 'Launchpool' })).toBeChecked();
    expect(within(reloaded).getByRole('switch', { name: 'CandyDrop' })).not.toBeChecked();
    expect(within(reloaded).getByRole('switch', { name: 'HODLer Airdrop' })).not.toBeChecked();
  });

  it('LP-SHARE-01 Share opens the invite modal with the referral link', async () => {
    vi.stubGlobal('fetch', exchange().fetch);
    renderApp('/launchpool/1', 'alice');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByText('/launchpool/1?ref=3f9a1c0de27b4a55')).toBeInTheDocument();
  });

  it('LP-ROLE-04 LP-SHARE-01 a guest has neither Notifications nor Share, and no notification or referral call is made', async () => {
    const fake = exchange();
    vi.stubGlobal('fetch', fake.fetch);
    renderApp('/launchpool/1');
    await screen.findByRole('button', { name: 'Stake USDT pool' });
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    for (const path of ['/task-square/global-subscribe-status', '/herald/category/switch', '/rebate/get_user_info'])
      expect(fake.paths.some((called) => called.endsWith(path))).toBe(false);
  });

  it('LP-API-16 on the US site the project page makes no earn-more call; on the global site it makes one', async () => {
    const us = exchange();
    vi.stubGlobal('fetch', us.fetch);
    renderApp('/launchpool/1', 'alice', 'us');
    await screen.findByRole('button', { name: 'Commit USDT pool' });
    await waitFor(() => expect(us.paths).toContain('/apiw/v2/earn/launch-pool/user-project-statistics'));
    cleanup();
    const global = exchange();
    vi.stubGlobal('fetch', global.fetch);
    renderApp('/launchpool/1', 'alice');
    await waitFor(() => expect(global.paths.filter((path) => path.endsWith('/earn-more'))).toHaveLength(1));
    expect(us.paths.filter((path) => path.endsWith('/earn-more'))).toEqual([]);
  });
});
