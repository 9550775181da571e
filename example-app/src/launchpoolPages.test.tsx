/**
 * The launchpool routes of the reference app (DEC-27) over a fake exchange with one project in progress:
 * the header's link, the list page, a card to its project page, and what a guest may call (LP-ROLE-05)
 * and do (LP-ROLE-02).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from './router';
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

/**
 * The exchange for alice, who has 100 USDT staked in pool 1: the statistics follow the redeems she sends,
 * so the page shows what a redeem left.
 */
function userExchange() {
  // Whole coins as text, so the fake's arithmetic on money is exact (BigInt, never a float).
  let staked = '100';
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 2, 2, 8) });
    if (url.pathname.endsWith('/launch-pool/project-list')) return envelope(PROJECT_LIST);
    if (url.pathname.endsWith('/launch-pool/project-info')) return envelope(PROJECT_INFO);
    if (url.pathname.endsWith('/launch-pool/user-project-statistics'))
      return envelope([
        { rid: 1, valid_amount: staked, amount: '2', lastRewardAmount: '0.1', lastHourRewardAmount: '0.1' },
      ]);
    if (url.pathname.endsWith('/launch-pool/redeem')) {
      const body = input instanceof Request ? await input.text() : String(init?.body ?? '{}');
      staked = String(BigInt(staked) - BigInt((JSON.parse(body) as { amount: string }).amount));
      return envelope(null);
    }
    return envelope(null);
  };
  return { fetch };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(path: string, user = 'guest') {
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user };
  render(
    <MemoryRouter initialEntries={[path]}>
      <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
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

  it('Redeem early opens the redeem dialog on the pool, and after the redeem the page shows the stake left', async () => {
    vi.stubGlobal('fetch', userExchange().fetch);
    renderApp('/launchpool/1', 'alice');
    const pool = await screen.findByRole('region', { name: 'USDT pool' });
    await userEvent.click(await within(pool).findByRole('button', { name: 'Redeem early USDT pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
    const input = await within(dialog).findByRole('textbox', { name: 'Redemption amount' });
    await userEvent.type(input, '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redeem USDT' })).toBeNull());
    await waitFor(() =>
      expect(within(pool).getByText('My stake').closest('div')?.textContent).toMatch(/80(\.0+)?\s*USDT/),
    );
  });

  it('LP-ELIG-01 LP-ELIG-03 LP-ROUTE-04 Eligibility opens the ladder per pool coin with her tier, and Trade spot goes to /trade/BTC_USDT', async () => {
    const ladder = {
      ...PROJECT_INFO,
      reward_pools: [
        {
          ...pool(1, 'USDT', 0),
          transaction_config: [
            { transaction_amount: '10000', mortgage_limit: '1000' },
            { transaction_amount: '100000', mortgage_limit: '5000' },
          ],
          user_transaction_amount: '15000',
          transaction_days: 30,
        },
        pool(2, 'GT', 1),
      ],
    };
    const exchange = userExchange();
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) =>
      new URL(input instanceof Request ? input.url : String(input), 'http://localhost/').pathname.endsWith(
        '/launch-pool/project-info',
      )
        ? envelope(ladder)
        : exchange.fetch(input, init),
    );
    renderApp('/launchpool/1', 'alice');
    await userEvent.click(await screen.findByRole('button', { name: 'Eligibility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eligibility and staking cap' });
    const tabs = await within(dialog).findByRole('tablist', { name: 'Reward pools' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['USDT', 'GT']);
    const table = await within(dialog).findByRole('table', { name: 'Tiers by trading volume' });
    const current = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(current && within(current).getByRole('rowheader')).toHaveTextContent('T1');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Trade spot' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/trade/BTC_USDT'));
    expect(screen.queryByRole('dialog', { name: 'Eligibility and staking cap' })).toBeNull();
  });

  it('a project id that is not a number is the not-found page', async () => {
    vi.stubGlobal('fetch', guestExchange().fetch);
    renderApp('/launchpool/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
