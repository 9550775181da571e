/**
 * The launchpool routes of the reference app (DEC-27) over a fake exchange with one project in progress:
 * the header's link, the list page, a card to its project page, and what a guest may call (LP-ROLE-05)
 * and do (LP-ROLE-02).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
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
const pool = (rid: number, coin: string, rewardPoolType: number) => ({
  rid,
  coin,
  decimal_place: 2,
  personal_max_amount: '5000',
  personal_min_amount: '10',
  left_buy_total_amount: '0',
  buy_total_amount: '100000',
  rate_year: '0.15',
  rate_year_type: 1,
  reward_pool_type: rewardPoolType,
  isApply: 0,
  transaction_config: [],
  redeem_type: 0,
  limit_rule: 0,
});
const PROJECT_LIST = [
  {
    pid: 1,
    coin: 'NEWT',
    status: 1,
    start_timest: NOW_S - 86_400,
    end_timest: NOW_S + 14 * 86_400,
    reward_pools: [
      { rid: 1, coin: 'USDT', rate_year: '0.15', rate_year_type: 1, reward_pool_type: 0, total_staked: '3000' },
      { rid: 2, coin: 'GT', rate_year: '0.3', rate_year_type: 1, reward_pool_type: 1, total_staked: '200' },
    ],
  },
];
const PROJECT_INFO = {
  coin: 'NEWT',
  start_timest: NOW_S - 86_400,
  reward_pools: [pool(1, 'USDT', 0), pool(2, 'GT', 1)],
};

/** The calls only a logged-in user's screens may make (LP-ROLE-05). */
const USER_ONLY_PATHS = [
  '/apiw/v2/earn/launch-pool/user-project-statistics',
  '/apiw/v2/earn/launch-pool/user-stat',
  '/apiw/v2/account/spot/asset/outable',
  '/api/web/v1/task-square/global-subscribe-status',
  '/apiw/v2/herald/category/switch',
  '/apiw/v2/earn/hodler-airdrop/config',
  '/api/web/v1/rebate/get_user_info',
];

/** The exchange for a guest: the project list and info, and 401 for every call that needs a session. */
function guestExchange() {
  const paths: string[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost/');
    paths.push(url.pathname);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 2, 2, 8) });
    if (url.pathname.endsWith('/launch-pool/project-list')) return envelope(PROJECT_LIST);
    if (url.pathname.endsWith('/launch-pool/project-info')) return envelope(PROJECT_INFO);
    if (USER_ONLY_PATHS.includes(url.pathname) || url.pathname.endsWith('/account_mode'))
      return new Response(JSON.stringify({ code: 401, message: 'login required' }), { status: 401 });
    return envelope(null);
  };
  return { fetch, paths };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(path: string) {
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user: 'guest' };
  render(
    <MemoryRouter initialEntries={[path]}>
      <App settings={settings} session={{ user: 'guest', users, clockOffsetMs: 0 }} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('the launchpool pages of the reference app', () => {
  beforeAll(() => Promise.all(['/launchpool', '/launchpool/1', '/login'].map(loadPageOf)));
  afterEach(() => vi.unstubAllGlobals());

  it('DEC-27 LP-ROLE-01 the header links to /launchpool, whose cards open /launchpool/{project_id}', async () => {
    const exchange = guestExchange();
    vi.stubGlobal('fetch', exchange.fetch);
    renderApp('/simple-earn/faq');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Launchpool' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Launchpool' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In progress' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await screen.findByRole('link', { name: 'NEWT' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/launchpool/1'));
    expect(await screen.findByRole('region', { name: 'GT pool' })).toBeInTheDocument();
  });

  it('LP-ROLE-05 LP-ROLE-02 a guest on both pages calls nothing user-only, and Stake sends them to log in', async () => {
    const exchange = guestExchange();
    vi.stubGlobal('fetch', exchange.fetch);
    renderApp('/launchpool/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Stake USDT pool' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    for (const path of USER_ONLY_PATHS) expect(exchange.paths).not.toContain(path);
    expect(exchange.paths).toContain('/apiw/v2/earn/launch-pool/project-info');
  });

  it('a project id that is not a number is the not-found page', async () => {
    vi.stubGlobal('fetch', guestExchange().fetch);
    renderApp('/launchpool/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
