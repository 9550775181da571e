/**
 * The header's Demo panel, over a fake exchange: it opens and closes from the keyboard, and its controls
 * switch the language and the demo user and move the simulated clock, which the header then shows.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from './router';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';

const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice' },
  { name: 'bob', display_name: 'Bob' },
];
const SEED_MS = Date.UTC(2026, 2, 2, 8);
const HOUR_MS = 3_600_000;

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

/** The simulated exchange as far as the header reaches it: its clock starts where the seed left it. */
function fakeExchange() {
  let clock = SEED_MS;
  const logins: string[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost/');
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: clock, seed_ms: SEED_MS });
    if (url.pathname === '/__sim/clock/advance') {
      const { hours } = JSON.parse(String(init.body)) as { hours: number };
      clock += hours * HOUR_MS;
      return envelope({ to: clock });
    }
    if (url.pathname === '/__sim/login') {
      const { user } = JSON.parse(String(init.body)) as { user: string };
      logins.push(user);
      return envelope({ user: { name: user } });
    }
    if (url.pathname === '/apiw/v2/unified/account_mode') return envelope({ mode: 'classic' });
    return envelope(null);
  };
  return { fetch, logins };
}

function renderApp() {
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user: 'alice' };
  render(
    <MemoryRouter initialEntries={['/simple-earn/faq']}>
      <App settings={settings} session={{ user: 'alice', users, clockOffsetMs: SEED_MS - Date.now() }} />
    </MemoryRouter>,
  );
}

const banner = () => within(screen.getByRole('banner'));
const demoButton = () => banner().getByRole('button', { name: 'Demo' });

/** Tabs from the top of the page until the Demo button has the focus, as a keyboard user does. */
async function tabToDemoButton() {
  for (let presses = 0; presses < 30 && document.activeElement !== demoButton(); presses += 1) await userEvent.tab();
  expect(demoButton()).toHaveFocus();
}

describe('the Demo panel of the header', () => {
  beforeAll(() => loadPageOf('/simple-earn/faq'));
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('opens with Enter, closes with Escape and gives the focus back to its button', async () => {
    vi.stubGlobal('fetch', fakeExchange().fetch);
    renderApp();
    await screen.findByRole('heading', { name: 'Simple Earn FAQ' });
    expect(demoButton()).toHaveAttribute('aria-expanded', 'false');
    expect(banner().queryByRole('combobox', { name: 'Language' })).toBeNull();

    await tabToDemoButton();
    await userEvent.keyboard('{Enter}');
    expect(demoButton()).toHaveAttribute('aria-expanded', 'true');
    // The panel shows once its code has loaded (the button's focus started that).
    const panel = await banner().findByRole('group', { name: 'Demo controls' });
    await userEvent.tab();
    expect(within(panel).getByRole('combobox', { name: 'Language' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(demoButton()).toHaveAttribute('aria-expanded', 'false');
    expect(banner().queryByRole('group', { name: 'Demo controls' })).toBeNull();
    expect(demoButton()).toHaveFocus();
  });

  it('switches the language: the page and the panel read in Arabic', async () => {
    vi.stubGlobal('fetch', fakeExchange().fetch);
    renderApp();
    await screen.findByRole('heading', { name: 'Simple Earn FAQ' });
    await userEvent.click(demoButton());
    await userEvent.selectOptions(await banner().findByRole('combobox', { name: 'Language' }), 'ar');
    expect(await banner().findByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(banner().getByRole('button', { name: 'تجريبي' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches the demo user', async () => {
    const exchange = fakeExchange();
    vi.stubGlobal('fetch', exchange.fetch);
    renderApp();
    await screen.findByRole('heading', { name: 'Simple Earn FAQ' });
    await userEvent.click(demoButton());
    await userEvent.selectOptions(await banner().findByRole('combobox', { name: 'Demo user' }), 'bob');
    await waitFor(() => expect(exchange.logins).toContain('bob'));
    expect(await screen.findByRole('heading', { name: 'Simple Earn FAQ' })).toBeInTheDocument();
    expect(banner().getByRole('combobox', { name: 'Demo user' })).toHaveValue('bob');
  });

  it('shows the simulated time in the panel, and in a badge of the header once the clock has moved', async () => {
    vi.stubGlobal('fetch', fakeExchange().fetch);
    renderApp();
    await screen.findByRole('heading', { name: 'Simple Earn FAQ' });
    expect(banner().queryByText(/2026/)).toBeNull();
    await userEvent.click(demoButton());
    const clock = await banner().findByRole('group', { name: 'Simulated time' });
    expect(within(clock).getByText(/08:0\d/)).toBeInTheDocument();

    await userEvent.click(within(clock).getByRole('button', { name: '+1 hour' }));
    expect(await within(clock).findByText(/09:0\d/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // With the panel closed, the header still says the clock has moved, and to when.
    expect(banner().queryByRole('group', { name: 'Simulated time' })).toBeNull();
    expect(banner().getByText(/09:0\d/)).toBeInTheDocument();
    expect(banner().getByText('Simulated time')).toBeInTheDocument();
  });
});
