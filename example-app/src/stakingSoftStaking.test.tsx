/**
 * Soft staking on the reference app's staking detail page (SS-SWITCH), over a fake exchange: a logged-in user
 * switches it on with the terms, keeps it through 'Continue earning' and switches it off through 'Stop earning';
 * a guest is not offered it.
 */
import { render, screen, waitFor } from '@testing-library/react';
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
const envelope = (data: unknown, code = 0) =>
  new Response(JSON.stringify({ code, data }), { headers: { 'Content-Type': 'application/json' } });

const ETH = {
  coin: 'ETH',
  mortgage_coin: 'ETH',
  reward_coin: 'ETH',
  type: 1,
  is_defi: 0,
  defi: [],
  rate: '3.2',
  base_rate: '3',
  most_rate: '3.2',
  min_mortgage_amount: '0.01',
  agreement: '/docs/Staking_User_Agreement.pdf?coin=ETH',
  extra: { redeem_quick: 0, redeem_minday: 1, redeem_maxday: 3 },
};

/** The exchange: ETH's product, alice's figures, and the soft staking switch, whose bodies are recorded. */
function exchange() {
  const switches: unknown[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost/'), init);
    const url = new URL(request.url);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 2, 2, 8) });
    if (url.pathname.endsWith('/staking/product')) return envelope(ETH);
    if (url.pathname.endsWith('/staking/coin-user-info')) return envelope({ hold_amount: '2', tier: 0, is_crowd: 0 });
    if (url.pathname.endsWith('/soft-staking/switch')) {
      switches.push(await request.json());
      return envelope(null, 200);
    }
    return envelope(null);
  };
  return { fetch, switches };
}

function renderApp(user: string) {
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user };
  render(
    <MemoryRouter initialEntries={['/staking/ETH']}>
      <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
    </MemoryRouter>,
  );
}

describe('soft staking on the staking detail page', () => {
  beforeAll(() => loadPageOf('/staking/ETH'));
  afterEach(() => vi.unstubAllGlobals());

  it('SS-SWITCH-02 SS-SWITCH-03 SS-SWITCH-04 SS-SWITCH-05 SS-SWITCH-06 alice activates it with the terms, keeps it through Continue earning and closes it through Stop earning', async () => {
    const fake = exchange();
    vi.stubGlobal('fetch', fake.fetch);
    renderApp('alice');
    await userEvent.click(await screen.findByRole('button', { name: 'Activate soft staking' }));
    const activate = await screen.findByRole('dialog', { name: 'Activate soft staking' });
    expect(activate).toHaveTextContent('Earn staking rewards on ETH');
    expect(screen.getByRole('link', { name: 'Soft Staking User Agreement' })).toHaveAttribute(
      'href',
      '/soft-staking/agreement',
    );
    const confirm = screen.getByRole('button', { name: 'Activate' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /agree to the Soft Staking User Agreement/ }));
    await userEvent.click(confirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Close soft staking' }));
    expect(fake.switches).toEqual([{ status: true }]);

    await screen.findByRole('dialog', { name: 'Close soft staking?' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue earning' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.switches).toEqual([{ status: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Close soft staking' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop earning' }));
    expect(await screen.findByRole('button', { name: 'Activate soft staking' })).toBeInTheDocument();
    expect(fake.switches).toEqual([{ status: true }, { status: false }]);
  });

  it('a guest is not offered soft staking', async () => {
    vi.stubGlobal('fetch', exchange().fetch);
    renderApp('guest');
    expect(await screen.findByRole('heading', { level: 2, name: 'ETH' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate soft staking' })).not.toBeInTheDocument();
  });
});
