/**
 * The dual earn tab of My earn in the reference app (DEC-31, DEC-30) over a fake exchange: `?tab=dual` shows the
 * user's dual-earn orders with their status tags, and Details opens an order from the order-detail call.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from './router';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';

const PATH = '/myaccount/funds/finance/my_lendings';
const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice', vip_level: 0 },
];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

const NOW_S = Date.UTC(2026, 10, 26, 8) / 1000;
const ORDERS = [
  { order_id: 2, type: 'sniper', status: 'CANCELED', invest_coin: 'BTC', invest_amount: '0.1', target_price: '70000' },
  {
    order_id: 1,
    type: 'dual',
    status: 'SETTLEMENT_SUCCESS',
    invest_coin: 'USDT',
    invest_amount: '1000',
    target_price: '62000',
    apy: '0.35',
    create_time: NOW_S - 4 * 86_400,
    settle_time: NOW_S - 3_600,
    settle_coin: 'USDT',
    settle_amount: '1003.83561643',
  },
];

function exchange(user: string) {
  const paths: string[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    paths.push(url.pathname);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: NOW_S * 1000 });
    if (user === 'guest')
      return new Response(JSON.stringify({ code: 401, message: 'login required' }), { status: 401 });
    if (url.pathname === '/apiw/v2/earn/dual/orders') return envelope({ list: ORDERS, total: ORDERS.length });
    if (url.pathname === '/apiw/v2/earn/dual/order-detail')
      return envelope(ORDERS.find((order) => String(order.order_id) === url.searchParams.get('order_id')));
    if (url.pathname === '/apiw/v2/market/tickers') return envelope([]);
    if (url.pathname.endsWith('/launch-pool/user-stat')) return envelope({ rewards: [] });
    if (/\/(lend|history|products|project-list|orders|subscribe)$/.test(url.pathname))
      return envelope({ list: [], total: 0 });
    return envelope(null);
  };
  return { fetch, paths };
}

function renderApp(user: string, entry: string) {
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user };
  render(
    <MemoryRouter initialEntries={[entry]}>
      <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
    </MemoryRouter>,
  );
}

describe('the dual earn tab of My earn', () => {
  beforeAll(() => loadPageOf(PATH));
  afterEach(() => vi.unstubAllGlobals());

  it('DEC-30 DEC-31 DE-ORDER-02 ?tab=dual lists the orders with their status tags, and Details opens the order', async () => {
    const backend = exchange('alice');
    vi.stubGlobal('fetch', backend.fetch);
    renderApp('alice', `${PATH}?tab=dual`);
    const panel = await screen.findByRole('tabpanel', { name: 'Dual earn' });
    const table = await within(panel).findByRole('table', { name: 'Dual earn orders' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Cancelled')).toBeInTheDocument();
    expect(within(table).getByText('Sniper #2')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Details of Dual earn order 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dual earn order 1' });
    expect(await within(dialog).findByText('Paid out')).toBeInTheDocument();
    expect(within(dialog).getByText('Settled')).toBeInTheDocument();
    expect(backend.paths).toContain('/apiw/v2/earn/dual/order-detail');
  });

  it('DEC-30 a guest on the dual tab makes no dual-earn call', async () => {
    const backend = exchange('guest');
    vi.stubGlobal('fetch', backend.fetch);
    renderApp('guest', `${PATH}?tab=dual`);
    await screen.findByRole('heading', { level: 1, name: 'My earn' });
    expect(backend.paths.filter((path) => path.includes('/earn/dual'))).toEqual([]);
  });
});
