/**
 * The reference app's /simple-earn/history (SE-ROUTE-05) as a guest: the history is the user's own, so a guest
 * meets a way to log in, not a table that loads for good, and no history call goes out.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from './router';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';

const PATH = '/simple-earn/history';
const users: readonly DemoUser[] = [{ name: 'guest', display_name: 'Guest' }];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

/** An exchange that answers a guest as a real one does: 401 for any account call, nothing else to say. */
function guestExchange() {
  const paths: string[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    paths.push(url.pathname);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 2, 2, 8) });
    if (url.pathname.startsWith('/apiw/v2/account'))
      return new Response(JSON.stringify({ code: 401, message: 'login required' }), { status: 401 });
    return envelope(null);
  };
  return { fetch, paths };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

describe('the history page of the reference app', () => {
  beforeAll(() => Promise.all([PATH, '/login'].map(loadPageOf)));
  afterEach(() => vi.unstubAllGlobals());

  it('SH-AUTH-01 a guest sees a Log in prompt rather than a busy table, makes no history call, and Log in goes to /login', async () => {
    const exchange = guestExchange();
    vi.stubGlobal('fetch', exchange.fetch);
    const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user: 'guest' };
    render(
      <MemoryRouter initialEntries={[PATH]}>
        <App settings={settings} session={{ user: 'guest', users, clockOffsetMs: 0 }} />
        <LocationProbe />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Simple Earn history' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Log in to see your history')).toBeInTheDocument();
    expect(exchange.paths.filter((path) => /history|\/coins$/.test(path))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
