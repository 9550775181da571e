/**
 * The framed staking view in the reference app (ST-ROUTE-02), over a fake exchange: no site header, and the
 * messages its host page receives. In happy-dom the frame's parent is its own window, so the test listens
 * there, as the host page would; the host's origin reaches the app as the browser gives it, by the referrer.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from './router';
import { staking } from 'earnkit/domain';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';

const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice' },
];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

const ETH = {
  coin: 'ETH',
  mortgage_coin: 'ETH',
  reward_coin: 'ETH',
  type: 1,
  is_defi: 0,
  defi: [],
  rate: '3.2',
  base_rate: '3.2',
  most_rate: '3.2',
  min_mortgage_amount: '0.1',
  extra: { redeem_quick: 0, redeem_minday: 1, redeem_maxday: 3 },
};

/** The exchange: ETH's product; for a guest 401 on user calls, for alice an empty answer. */
function exchange(user: string) {
  return async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 2, 2, 8) });
    if (url.pathname.endsWith('/staking/product')) return envelope(ETH);
    if (url.pathname.endsWith('/staking/products')) return envelope([ETH]);
    if (user === 'guest' && (url.pathname.includes('/staking/') || url.pathname.endsWith('/account_mode')))
      return new Response(JSON.stringify({ code: 401, message: 'login required' }), { status: 401 });
    if (url.pathname.endsWith('/staking/coin-user-info')) return envelope({ hold_amount: '2', tier: 0, is_crowd: 0 });
    return envelope(null);
  };
}

/** What the host page receives: our messages, read back as a host would. */
function hostInbox() {
  const received: staking.StakingFrameMessageData[] = [];
  const listener = (event: MessageEvent) => {
    const message = staking.readStakingFrameMessage(event.data);
    if (message) received.push(message);
  };
  window.addEventListener('message', listener);
  return { received, stop: () => window.removeEventListener('message', listener) };
}

function renderFramed(path: string, user: string) {
  vi.stubGlobal('fetch', exchange(user));
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user };
  render(
    <MemoryRouter initialEntries={[path]}>
      <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
    </MemoryRouter>,
  );
}

describe('the framed staking view', () => {
  let inbox: ReturnType<typeof hostInbox>;
  beforeAll(() => loadPageOf('/staking/ETH'));
  beforeEach(() => {
    Object.defineProperty(document, 'referrer', { configurable: true, value: `${window.location.origin}/host.html` });
    inbox = hostInbox();
  });
  afterEach(() => {
    inbox.stop();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'referrer');
  });

  it('ST-ROUTE-02 is_frame=1 shows the stake dialog without the site header, and closing it posts close', async () => {
    renderFramed('/staking/ETH?is_frame=1', 'alice');
    expect(await screen.findByRole('dialog', { name: 'Stake ETH' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(inbox.received).toEqual([{ source: staking.STAKING_FRAME_SOURCE, type: 'close', coin: 'ETH' }]),
    );
  });

  it('ST-ROUTE-02 framed, a link is left to the host: a guest’s Stake posts open_page with the login page', async () => {
    renderFramed('/staking/ETH?is_frame=1', 'guest');
    await userEvent.click(await screen.findByRole('button', { name: 'Stake' }));
    await waitFor(() =>
      expect(inbox.received).toEqual([
        expect.objectContaining({
          source: staking.STAKING_FRAME_SOURCE,
          type: 'open_page',
          url: expect.stringMatching(/^\/login/),
        }),
      ]),
    );
    // The frame stays where it is.
    expect(screen.getByRole('heading', { level: 2, name: 'ETH' })).toBeInTheDocument();
  });

  it('without is_frame the page keeps its header and posts nothing', async () => {
    renderFramed('/staking/ETH', 'alice');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Stake' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inbox.received).toEqual([]);
  });
});
