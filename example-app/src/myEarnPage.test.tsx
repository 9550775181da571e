/**
 * My earn in the reference app (DEC-31) at /myaccount/funds/finance/my_lendings over a fake exchange: the header
 * link for a logged-in user, the Simple Earn tab as the holdings flow, `?tab=` picking and following the tab, and a
 * guest's way to log in.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from './router';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';
import { viewport } from './viewport.testing';

const PATH = '/myaccount/funds/finance/my_lendings';
const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice', vip_level: 0 },
  { name: 'victor', display_name: 'Victor', vip_level: 6 },
];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

const FLEXIBLE = {
  id: 1,
  asset: 'USDT',
  curr_amount: '100.5',
  lend_amount: '100',
  frozen_amount: '0',
  frozen_status: 0,
  margin_frozen_amount: '0',
  cumulative: '1.25',
  interest: '0.01',
  next_time_rate_year: '0.05',
  min_lend_rate_year: '0.0001',
  auto_invest_status: 0,
};

/**
 * Two BTC wealth holdings whose units × net value (2.2222222225 BTC each) has more decimals than the exchange's
 * amount, its value rounded down to 8 decimals (VW-DATA-01): what the tab shows is the amount.
 */
const WEALTH = [1, 2].map((id) => ({
  order_id: id,
  pid: 1,
  project_type: 4,
  name: `Private Wealth BTC ${id}`,
  amount: '2.22222222',
  coin: 'BTC',
  unit: '2',
  income_amount: '0.2',
  show_interest: 1,
  net_value_ratio: '1.11111111125',
  net_value_ratio_buy: '1',
  recent_30_days_rate: '0.05',
  run_days: 30,
  client_id: id,
}));
const WEALTH_PRODUCT = {
  pid: 1,
  project_type: 4,
  name: 'Private Wealth BTC',
  coin: 'BTC',
  min_amount: '1',
  net_value_ratio: '1.11111111125',
  recent_30_days_rate: '0.05',
  min_vip_level: 1,
};

function exchange(user: string) {
  const paths: string[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    paths.push(url.pathname);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 10, 26, 8) });
    if (user === 'guest')
      return new Response(JSON.stringify({ code: 401, message: 'login required' }), { status: 401 });
    if (url.pathname === '/apiw/v2/uni-loan/earn/subscribe') return envelope({ list: [FLEXIBLE], total: 1 });
    if (url.pathname === '/apiw/v2/market/tickers')
      return envelope(user === 'victor' ? [{ pair: 'BTC_USDT', rate: '10' }] : []);
    if (url.pathname.endsWith('/private-wealth/products')) return envelope({ list: [WEALTH_PRODUCT] });
    if (url.pathname.endsWith('/private-wealth/orders')) return envelope({ list: user === 'victor' ? WEALTH : [] });
    if (url.pathname.endsWith('/launch-pool/user-stat')) return envelope({ rewards: [] });
    if (/\/(lend|history|products|project-list|orders)$/.test(url.pathname)) return envelope({ list: [], total: 0 });
    return envelope(null);
  };
  return { fetch, paths };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderApp(user: string, entry = PATH) {
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user };
  render(
    <MemoryRouter initialEntries={[entry]}>
      <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('My earn in the reference app', () => {
  beforeAll(() => Promise.all([PATH, '/login'].map(loadPageOf)));
  afterEach(() => vi.unstubAllGlobals());

  it('DEC-31 the header leads a user to My earn, whose Simple Earn tab is the holdings flow, under the total held', async () => {
    vi.stubGlobal('fetch', exchange('alice').fetch);
    const screenView = viewport();
    renderApp('alice', '/simple-earn/faq');
    await userEvent.click(await screen.findByRole('link', { name: 'My earn' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My earn' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Simple Earn' })).toHaveAttribute('aria-selected', 'true');
    const total = await screen.findByText('Total held', { selector: 'dt' });
    expect(total.nextElementSibling).toHaveTextContent('100.5 USDT');
    await screenView.scrollTo();
    const panel = screen.getByRole('tabpanel', { name: 'Simple Earn' });
    expect(await within(panel).findByRole('table', { name: 'Flexible holdings' })).toBeInTheDocument();
  });

  it("the Simple Earn tab's holdings, under the summary and the calendar, load as the visitor scrolls towards them", async () => {
    const alice = exchange('alice');
    vi.stubGlobal('fetch', alice.fetch);
    const screenView = viewport();
    renderApp('alice');
    const total = await screen.findByText('Total held', { selector: 'dt' });
    await waitFor(() => expect(total.nextElementSibling).toHaveTextContent('100.5 USDT'));
    const panel = screen.getByRole('tabpanel', { name: 'Simple Earn' });
    await waitFor(() => expect(screenView.watched()).toHaveLength(1));
    expect(within(panel).queryByRole('table', { name: 'Flexible holdings' })).toBeNull();
    await screenView.scrollTo();
    expect(await within(panel).findByRole('table', { name: 'Flexible holdings' })).toBeInTheDocument();
  });

  it('DEC-31 ?tab= picks the tab and follows the one the user picks, Simple Earn writing back the holdings tab (tab=flexible)', async () => {
    vi.stubGlobal('fetch', exchange('alice').fetch);
    renderApp('alice', `${PATH}?tab=staking`);
    expect(await screen.findByRole('tab', { name: 'Staking' })).toHaveAttribute('aria-selected', 'true');
    // The staking tab is the staking holdings screen (DEC-28's page), with its stake and redeem dialogs.
    expect(await screen.findByRole('heading', { name: 'Staking holdings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Launchpool' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATH}?tab=launchpool`));
    await userEvent.click(screen.getByRole('tab', { name: 'Simple Earn' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATH}?tab=flexible`));
  });

  it('DEC-31 the VIP wealth tab is the wealth holdings, and its share of the total is what the tab shows, in USDT', async () => {
    vi.stubGlobal('fetch', exchange('victor').fetch);
    renderApp('victor', `${PATH}?tab=vip-wealth`);
    const tab = await screen.findByRole('tab', { name: 'VIP wealth' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'VIP wealth' });
    const cards = await within(panel).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Private Wealth BTC 1',
      'Private Wealth BTC 2',
    ]);
    expect(cards[0]).toHaveTextContent(/2\.22222222\s*BTC/);
    expect(within(cards[0]!).getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
    // The products are the VIP wealth page's, not this tab's.
    expect(within(panel).queryByRole('heading', { name: 'Products' })).toBeNull();
    // 2 × 2.22222222 BTC at 10 USDT, beside 100.5 USDT of Simple Earn.
    const total = await screen.findByText('Total held', { selector: 'dt' });
    await waitFor(() => expect(total.nextElementSibling).toHaveTextContent('144.9444444 USDT'));
    expect(screen.getByText('VIP wealth: 44.4444444 USDT, 30.66%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Dual earn' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATH}?tab=dual`));
  });

  it('a guest has no My earn link, the page makes no holdings call and Log in goes to /login', async () => {
    const guest = exchange('guest');
    vi.stubGlobal('fetch', guest.fetch);
    renderApp('guest');
    const login = await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: 'My earn' })).toBeNull();
    expect(guest.paths).not.toContain('/apiw/v2/uni-loan/earn/subscribe');
    await userEvent.click(login);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/login/));
  });
});
