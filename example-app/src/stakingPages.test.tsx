/**
 * The staking routes of the reference app (DEC-28, ST-ROUTE-01) over a fake exchange with ETH and SOL: the header's
 * link, the list page, a card to its detail page, and what a guest may call and do (ST-ROLE-01).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from './router';
import { App, loadPageOf, pageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';

const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice' },
];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

const product = (coin: string, rate: string, defi: readonly object[] = []) => ({
  coin,
  mortgage_coin: coin,
  reward_coin: coin,
  type: 1,
  is_defi: defi.length > 0 ? 1 : 0,
  defi,
  rate,
  base_rate: rate,
  most_rate: rate,
  min_mortgage_amount: '0.1',
  agreement: `/docs/Staking_User_Agreement.pdf?coin=${coin}`,
  extra: { redeem_quick: 0, redeem_minday: 1, redeem_maxday: 3 },
});
const PRODUCTS = [
  product('ETH', '3.2'),
  product('SOL', '7.4', [
    {
      pid: 11,
      protocol_name: 'Marinade',
      rate: '6.8',
      base_rate: '6.8',
      reward: [{ reward_coin: 'SOL', fee_rate: '0.1' }],
      min_mortgage_amount: '0.1',
    },
  ]),
];

/** The calls only a logged-in user's staking screens may make (ST-ROLE-01). */
const USER_ONLY_PATHS = [
  '/apiw/v2/earn/staking/coin-user-info',
  '/apiw/v2/earn/staking/balances',
  '/apiw/v2/earn/staking/balance',
  '/apiw/v2/earn/staking/user-loans',
];

/** The exchange for a guest: the staking products, and 401 for every call that needs a session. */
function guestExchange() {
  const paths: string[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    paths.push(url.pathname);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 2, 2, 8) });
    if (url.pathname.endsWith('/staking/products')) return envelope(PRODUCTS);
    if (url.pathname.endsWith('/staking/product'))
      return envelope(PRODUCTS.find((item) => item.coin === url.searchParams.get('coin')));
    if (USER_ONLY_PATHS.includes(url.pathname) || url.pathname.endsWith('/account_mode'))
      return new Response(JSON.stringify({ code: 401, message: 'login required' }), { status: 401 });
    return envelope(null);
  };
  return { fetch, paths };
}

/** The guest's exchange, answering alice's calls: she holds 2 ETH and has nothing else on record. */
function aliceExchange() {
  const exchange = guestExchange();
  return async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    if (url.pathname.endsWith('/staking/coin-user-info')) return envelope({ hold_amount: '2', tier: 0, is_crowd: 0 });
    return USER_ONLY_PATHS.includes(url.pathname) || url.pathname.endsWith('/account_mode')
      ? envelope(null)
      : exchange.fetch(input);
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
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

describe('the staking pages of the reference app', () => {
  beforeAll(() => Promise.all(['/staking', '/staking/ETH', '/login'].map(loadPageOf)));
  afterEach(() => vi.unstubAllGlobals());

  it('ST-ROUTE-01 /staking and /staking/{coin} are the staking pages', () => {
    expect(pageOf('/staking')).toBe('StakingPage');
    expect(pageOf('/staking/SOL')).toBe('StakingDetailPage');
  });

  it('DEC-28 ST-ROUTE-01 the header links to /staking, whose cards open /staking/{coin}', async () => {
    const exchange = guestExchange();
    vi.stubGlobal('fetch', exchange.fetch);
    renderApp('/simple-earn/faq');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Staking' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staking' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'SOL' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/staking/SOL'));
    expect(await screen.findByRole('article', { name: 'Marinade' })).toBeInTheDocument();
  });

  it('ST-ROLE-01 a guest on both pages calls nothing user-only, and Stake sends them to log in', async () => {
    const exchange = guestExchange();
    vi.stubGlobal('fetch', exchange.fetch);
    renderApp('/staking/eth?pid=0');
    expect(await screen.findByRole('heading', { level: 2, name: 'ETH' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    for (const path of USER_ONLY_PATHS) expect(exchange.paths).not.toContain(path);
    expect(exchange.paths).toContain('/apiw/v2/earn/staking/product');
  });

  it('for alice, Stake opens the stake dialog and Redeem the redeem dialog of the coin', async () => {
    vi.stubGlobal('fetch', aliceExchange());
    renderApp('/staking/ETH', 'alice');
    await userEvent.click(await screen.findByRole('button', { name: 'Stake' }));
    expect(await screen.findByRole('dialog', { name: 'Stake ETH' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stake ETH' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(/Redeem/);
  });

  it('for alice, a row’s Stake on /staking opens the coin’s page with its stake dialog', async () => {
    vi.stubGlobal('fetch', aliceExchange());
    renderApp('/staking', 'alice');
    await userEvent.click(await screen.findByRole('button', { name: 'Stake ETH' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/staking/ETH?stake=1'));
    expect(await screen.findByRole('dialog', { name: 'Stake ETH' })).toBeInTheDocument();
  });

  it('a guest’s Stake on the /staking list goes to log in', async () => {
    vi.stubGlobal('fetch', guestExchange().fetch);
    renderApp('/staking');
    await userEvent.click(await screen.findByRole('button', { name: 'Stake SOL' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it('a coin that is not a ticker is not a staking page', async () => {
    vi.stubGlobal('fetch', guestExchange().fetch);
    renderApp('/staking/not-a-coin!');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('ETH');
    expect(screen.queryByRole('button', { name: 'Stake' })).not.toBeInTheDocument();
  });
});
