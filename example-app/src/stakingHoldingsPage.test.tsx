/**
 * The staking holdings page of the reference app (DEC-28, ST-LINK-03) over a fake exchange: the spec's link opens
 * the coin's history; its positions offer Stake more, which opens the stake dialog on that coin.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from './router';
import { App, loadPageOf, pageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';

const HOLDINGS_LINK = '/myaccount/funds/finance/staking?asset=ETH&open-history=1&type=1';
const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice' },
];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });
const NOW = Date.UTC(2026, 2, 2, 8);
const ETH = {
  coin: 'ETH',
  mortgage_coin: 'ETH',
  reward_coin: 'ETH',
  type: 1,
  rate: '3.2',
  base_rate: '3.2',
  most_rate: '3.2',
  min_mortgage_amount: '0.1',
  extra: { redeem_quick: 0, redeem_minday: 1, redeem_maxday: 3 },
};

function exchange(url: URL): Response {
  if (url.pathname === '/__sim/users') return envelope(users);
  if (url.pathname === '/__sim/clock') return envelope({ now_ms: NOW });
  if (url.pathname.endsWith('/staking/products')) return envelope([ETH]);
  if (url.pathname.endsWith('/staking/product')) return envelope(ETH);
  if (url.pathname.endsWith('/staking/balances'))
    return envelope([{ pid: 0, protocol_name: 'ETH', mortgage_amount: '2' }]);
  if (url.pathname.endsWith('/staking/redemptions')) return envelope([]);
  if (url.pathname.endsWith('/staking/coin-user-profit-records'))
    return envelope({
      list: [
        { id: 1, coin: 'ETH', reward_coin: 'ETH', amount: '0.00017534', rate: '3.2', time: NOW / 1000 - 8 * 3600 },
      ],
      total: 1,
    });
  if (url.pathname.endsWith('/staking/coin-user-info')) return envelope({ hold_amount: '2', tier: 0, is_crowd: 0 });
  return envelope(null);
}

function renderApp(path: string) {
  vi.stubGlobal('fetch', async (input: string | URL | Request) =>
    exchange(new URL(input instanceof Request ? input.url : String(input), 'http://localhost/')),
  );
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user: 'alice' };
  render(
    <MemoryRouter initialEntries={[path]}>
      <App settings={settings} session={{ user: 'alice', users, clockOffsetMs: 0 }} />
    </MemoryRouter>,
  );
}

describe('the staking holdings page', () => {
  // As the app does before its first render: the page's code and the tab's the link opens.
  beforeAll(() => Promise.all([loadPageOf('/myaccount/funds/finance/staking'), loadPageOf(HOLDINGS_LINK)]));
  afterEach(() => vi.unstubAllGlobals());

  it('ST-LINK-03 DEC-28 the spec’s link is the staking holdings page, on the coin’s history', async () => {
    expect(pageOf('/myaccount/funds/finance/staking')).toBe('StakingHoldingsPage');
    renderApp(HOLDINGS_LINK);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staking holdings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('table', { name: 'ETH rewards received' });
    expect(await within(list).findByText('0.00017534 ETH')).toBeInTheDocument();
  });

  it('DEC-28 Stake more on a position opens the stake dialog of its coin', async () => {
    renderApp('/myaccount/funds/finance/staking?asset=eth');
    const position = await screen.findByRole('article', { name: 'ETH' });
    await userEvent.click(within(position).getByRole('button', { name: 'Stake more' }));
    expect(await screen.findByRole('dialog', { name: 'Stake ETH' })).toBeInTheDocument();
  });
});
