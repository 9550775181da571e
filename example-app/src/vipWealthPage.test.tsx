/**
 * The VIP wealth page of the reference app (DEC-29) at /myaccount/funds/finance/vip-wealth over a fake exchange:
 * a VIP user's holdings with subscribe more to the success view, a regular user's upgrade guide to /vip, a guest's
 * way to log in.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from './router';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';

const PATH = '/myaccount/funds/finance/vip-wealth';
const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice', vip_level: 0 },
  { name: 'victor', display_name: 'Victor', vip_level: 6 },
];
const envelope = (data: unknown, code = 0) =>
  new Response(JSON.stringify({ code, data }), { headers: { 'Content-Type': 'application/json' } });

const PRODUCTS = [
  {
    pid: 1,
    project_type: 4,
    name: 'Private Wealth USDT Income',
    coin: 'USDT',
    min_amount: '10000',
    net_value_ratio: '1.0425',
    recent_30_days_rate: '0.0766',
    min_vip_level: 1,
  },
];
const HOLDING = {
  order_id: 1,
  pid: 1,
  project_type: 4,
  name: 'Private Wealth USDT Income',
  amount: '104250',
  coin: 'USDT',
  unit: '100000',
  income_amount: '250',
  show_interest: 1,
  net_value_ratio: '1.0425',
  net_value_ratio_buy: '1.04',
  recent_30_days_rate: '0.0766',
  run_days: 200,
  client_id: 1,
};

function exchange(user: string) {
  const paths: string[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    paths.push(url.pathname);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 2, 2, 8) });
    if (url.pathname.endsWith('/private-wealth/products')) return envelope({ list: PRODUCTS });
    if (user === 'guest' && url.pathname.startsWith('/apiw/v2/account'))
      return new Response(JSON.stringify({ code: 401, message: 'login required' }), { status: 401 });
    if (url.pathname.endsWith('/private-wealth/orders')) return envelope({ list: user === 'victor' ? [HOLDING] : [] });
    if (url.pathname.endsWith('/asset/outable'))
      return envelope([{ asset: 'USDT', available: '50000', outable: '50000', lend_earn_available: '50000' }]);
    if (url.pathname.endsWith('/private-wealth/purchase')) return envelope(null, 200);
    return envelope(null);
  };
  return { fetch, paths };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderApp(user: string) {
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user };
  render(
    <MemoryRouter initialEntries={[PATH]}>
      <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('the VIP wealth page of the reference app', () => {
  beforeAll(() => Promise.all([PATH, '/login', '/vip'].map(loadPageOf)));
  afterEach(() => vi.unstubAllGlobals());

  it('DEC-29 VW-DATA-01 VW-SUB-01 VW-SUCCESS-01 a VIP user sees their holding and subscribes more through the disclaimer to the success view', async () => {
    vi.stubGlobal('fetch', exchange('victor').fetch);
    renderApp('victor');
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP wealth' })).toBeInTheDocument();
    const holdings = await screen.findByRole('list', { name: 'My holdings' });
    const holding = within(holdings).getByRole('article', { name: 'Private Wealth USDT Income' });
    expect(within(holding).getByText('Units').closest('div')).toHaveTextContent('100,000.000000');
    await userEvent.click(within(holding).getByRole('button', { name: 'Subscribe more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe more USDT' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subscription amount' }), '10000');
    expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('dialog', { name: 'Subscription successful' }, { timeout: 3000 })).toBeVisible();
  });

  it('DEC-29 a user below the VIP level meets the upgrade guide, which goes to /vip', async () => {
    vi.stubGlobal('fetch', exchange('alice').fetch);
    renderApp('alice');
    const products = await screen.findByRole('list', { name: 'Products' });
    const card = await within(products).findByRole('article', { name: 'Private Wealth USDT Income' });
    expect(within(card).queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await userEvent.click(within(card).getByRole('link', { name: 'Upgrade to VIP 1' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vip'));
  });

  it('a guest sees the products and no holdings call, and Log in goes to /login', async () => {
    const guest = exchange('guest');
    vi.stubGlobal('fetch', guest.fetch);
    renderApp('guest');
    await screen.findByRole('list', { name: 'Products' });
    expect(guest.paths).not.toContain('/apiw/v2/earn/private-wealth/orders');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
