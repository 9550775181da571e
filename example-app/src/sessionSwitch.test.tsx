/**
 * Switching the demo user against a fake exchange whose answers the test releases one by one, so the
 * race of the user switch is played in a fixed order: the old session ends, the calls sent under it
 * answer 401, and only then does the new session's cookie arrive.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from './router';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';

const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice' },
  { name: 'bob', display_name: 'Bob' },
];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

/**
 * The simulated exchange as far as these screens reach it. A login ends the old session at once and
 * starts the new one only when the test calls `finishLogin`; while `hold` is on, exchange calls wait
 * for `release` and are answered for the session of that moment.
 */
function fakeExchange(initialUser: string | null) {
  let sessionUser = initialUser;
  let holding = false;
  let finish: (() => void) | undefined;
  const held: (() => void)[] = [];
  const requests: string[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost/');
    const method = init.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.now() });
    if (url.pathname === '/__sim/clock/advance') return envelope({ to: Date.now() });
    if (url.pathname === '/__sim/login') {
      const { user } = JSON.parse(String(init.body)) as { user: string };
      sessionUser = null;
      await new Promise<void>((resolve) => (finish = resolve));
      sessionUser = user === 'guest' ? null : user;
      return envelope({ user: { name: user } });
    }
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    if (sessionUser === null)
      return new Response(JSON.stringify({ code: 401, message: 'login required' }), { status: 401 });
    if (url.pathname === '/apiw/v2/unified/account_mode') return envelope({ mode: 'classic' });
    return envelope(null);
  };
  return {
    fetch,
    requests,
    /** Calls sent since `mark` was taken. */
    mark: () => requests.length,
    since: (mark: number) => requests.slice(mark),
    hold: () => {
      holding = true;
    },
    /** Answers every held call, for the session of now. */
    release: () => {
      holding = false;
      held.splice(0).forEach((answer) => answer());
    },
    heldCount: () => held.length,
    loginStarted: () => finish !== undefined,
    finishLogin: () => {
      finish?.();
      finish = undefined;
    },
    expireSession: () => {
      sessionUser = null;
    },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderApp(path: string, user: string) {
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user };
  render(
    <MemoryRouter initialEntries={[path]}>
      <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** A control of the header's Demo panel, which is opened first if it is closed. */
async function demoControl(role: 'combobox' | 'button', name: string) {
  const banner = within(screen.getByRole('banner'));
  const demo = banner.getByRole('button', { name: 'Demo' });
  if (demo.getAttribute('aria-expanded') !== 'true') await userEvent.click(demo);
  // The panel shows once its code has loaded.
  return banner.findByRole(role, { name });
}
/** The header's switch of demo user. */
const userSwitch = () => demoControl('combobox', 'Demo user');
const location = () => screen.getByTestId('location').textContent;
const accountModeCalls = (requests: readonly string[]) =>
  requests.filter((request) => request === 'GET /apiw/v2/unified/account_mode').length;

let exchange: ReturnType<typeof fakeExchange>;

describe('switching the demo user', () => {
  // The pages' code loads before the tests, as the app's entry does before its first render.
  beforeAll(() => Promise.all(['/simple-earn/faq', '/login'].map(loadPageOf)));
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    exchange.release();
    exchange.finishLogin();
    vi.unstubAllGlobals();
  });

  it('a 401 answered for a call sent before the switch completed does not go to /login; after it the calls are sent again, and a 401 of the new session does', async () => {
    exchange = fakeExchange('alice');
    vi.stubGlobal('fetch', exchange.fetch);
    renderApp('/simple-earn/faq', 'alice');
    expect(await screen.findByRole('heading', { name: 'Simple Earn FAQ' })).toBeInTheDocument();
    await waitFor(() => expect(accountModeCalls(exchange.requests)).toBeGreaterThan(0));

    exchange.hold();
    await userEvent.selectOptions(await userSwitch(), 'bob');
    await waitFor(() => expect(exchange.loginStarted()).toBe(true));
    await waitFor(() => expect(exchange.heldCount()).toBeGreaterThan(0));
    // The old session has ended and the new cookie has not arrived: what was sent answers 401.
    await act(async () => exchange.release());
    expect(await screen.findByText('Signing in to the simulated exchange…')).toBeInTheDocument();
    expect(location()).toBe('/simple-earn/faq');

    const afterLogin = exchange.mark();
    await act(async () => exchange.finishLogin());
    expect(await screen.findByRole('heading', { name: 'Simple Earn FAQ' })).toBeInTheDocument();
    await waitFor(() => expect(accountModeCalls(exchange.since(afterLogin))).toBeGreaterThan(0));
    expect(location()).toBe('/simple-earn/faq');

    // A 401 of the session now current is a logout.
    exchange.expireSession();
    await userEvent.click(await demoControl('button', '+1 hour'));
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('switching users several times in a row never goes to /login', async () => {
    exchange = fakeExchange('alice');
    vi.stubGlobal('fetch', exchange.fetch);
    renderApp('/simple-earn/faq', 'alice');
    await screen.findByRole('heading', { name: 'Simple Earn FAQ' });
    for (const next of ['bob', 'alice', 'bob', 'guest', 'alice']) {
      exchange.hold();
      await userEvent.selectOptions(await userSwitch(), next);
      await waitFor(() => expect(exchange.loginStarted()).toBe(true));
      await act(async () => exchange.release());
      await act(async () => exchange.finishLogin());
      expect(await screen.findByRole('heading', { name: 'Simple Earn FAQ' })).toBeInTheDocument();
      expect(location()).toBe('/simple-earn/faq');
    }
  });

  it('logging in on the login page lands on the page asked for, even when a call of the ended session answers 401 meanwhile', async () => {
    exchange = fakeExchange(null);
    vi.stubGlobal('fetch', exchange.fetch);
    renderApp('/login?redirect=/simple-earn/faq', 'guest');
    const main = screen.getByRole('main');
    await userEvent.selectOptions(await within(main).findByRole('combobox', { name: 'Demo user' }), 'alice');
    exchange.hold();
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(exchange.loginStarted()).toBe(true));
    await act(async () => exchange.release());
    await act(async () => exchange.finishLogin());
    expect(await screen.findByRole('heading', { name: 'Simple Earn FAQ' })).toBeInTheDocument();
    expect(location()).toBe('/simple-earn/faq');
  });

  it('logging in again as the same user after the session expired starts a new session', async () => {
    exchange = fakeExchange('alice');
    vi.stubGlobal('fetch', exchange.fetch);
    renderApp('/simple-earn/faq', 'alice');
    await screen.findByRole('heading', { name: 'Simple Earn FAQ' });
    exchange.expireSession();
    await userEvent.click(await demoControl('button', '+1 hour'));
    await waitFor(() => expect(location()).toBe('/login'));
    const main = screen.getByRole('main');
    await userEvent.selectOptions(within(main).getByRole('combobox', { name: 'Demo user' }), 'alice');
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(exchange.loginStarted()).toBe(true));
    await act(async () => exchange.finishLogin());
    expect(await screen.findByRole('heading', { name: 'Simple Earn FAQ' })).toBeInTheDocument();
    expect(location()).toBe('/simple-earn/faq');
  });
});
