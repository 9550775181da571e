/**
 * Every link of the reference app lands on a page (DEC-32): the app's routes are walked over the real
 * simulator (in-memory PGlite, its seed), as a guest and as a VIP user with holdings, from the Simple Earn
 * home through every same-site link each page shows, and each link is opened in the app.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from './router';
import { createEarnClient } from 'earnkit/api';
import { createSimulator, type Simulator } from '../server/app';
import { seededDatabase } from '../server/harness.testing';
import type { SimDatabase } from '../server/db';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import { exchangeDestinationOf } from './exchangeDestinations';
import type { AppSettings } from './settings';

/**
 * The earn pages the spec links into the account area, pages of their own decisions, not the exchange's
 * (DEC-32): while the app does not serve one, its not-found page is no finding of this walk; once it does,
 * the walk goes through it like any other page.
 */
const EARN_PAGES_NOT_YET_SERVED = [
  '/myaccount/funds/finance/my_lendings', // DEC-31 My earn
  '/myaccount/funds/finance/vip-wealth', // DEC-29 VIP wealth
  '/myaccount/funds/finance/staking', // DEC-28 staking holdings
];

const ORIGIN = 'http://localhost';

/**
 * The DOM's Response, which drops Set-Cookie as a browser hides it from scripts, keeping the cookies the
 * simulator sets (the session and CSRF cookies) where the test's cookie jar can read them.
 */
class SimResponse extends Response {
  readonly cookies: readonly string[];
  constructor(body?: BodyInit | null, init?: ResponseInit) {
    super(body, init);
    if (init instanceof SimResponse) this.cookies = init.cookies;
    else
      this.cookies = [...new Headers(init?.headers).entries()]
        .filter(([name]) => name.toLowerCase() === 'set-cookie')
        // Joined cookies split where a new name=value starts (the simulator's cookies carry no Expires date).
        .flatMap(([, value]) => value.split(/,\s*(?=[^;,=\s]+=)/));
  }
}

/**
 * The browser's side of the simulator: fetch answered by its app, with a cookie jar, the readable cookies
 * (the CSRF token) in document.cookie, and a count of the calls still unanswered.
 */
function simulatorFetch(sim: Simulator) {
  vi.stubGlobal('Response', SimResponse);
  const jar = new Map<string, string>();
  let pending = 0;
  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : String(input), ORIGIN),
      input instanceof Request ? input : init,
    );
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    // The DOM's Request drops a Cookie header, as a browser's fetch does; the simulator reads the jar's.
    Object.defineProperty(request, 'headers', { value: headers });
    pending++;
    try {
      const response = await sim.fetch(request);
      for (const header of response instanceof SimResponse ? response.cookies : []) {
        const [pair = ''] = header.split(';');
        const name = pair.slice(0, pair.indexOf('=')).trim();
        const value = pair.slice(pair.indexOf('=') + 1).trim();
        jar.set(name, value);
        if (!/httponly/i.test(header)) document.cookie = `${name}=${value}; path=/`;
      }
      return response;
    } finally {
      pending--;
    }
  };
  return { fetch, pending: () => pending };
}

interface Visit {
  readonly notFound: boolean;
  /** The page asked for a login: the session the walk runs in was lost. */
  readonly loggedOut: boolean;
  readonly hrefs: readonly string[];
}

describe('the links of the reference app', () => {
  let db: SimDatabase | undefined;
  let sim: Simulator;
  beforeAll(async () => {
    db = await seededDatabase();
    sim = await createSimulator({ db });
    await Promise.all(
      ['/simple-earn', '/simple-earn/my-lendings', '/simple-earn/history', '/simple-earn/faq', '/vip'].map(loadPageOf),
    );
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await db?.close();
  });

  /** Logs `user` in on the simulator and returns how to open a path in the app as them. */
  async function browserOf(user: string) {
    const bridge = simulatorFetch(sim);
    vi.stubGlobal('fetch', bridge.fetch);
    const call = (path: string, body?: unknown) =>
      bridge.fetch(
        path,
        body === undefined
          ? {}
          : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      );
    const users = ((await (await call('/__sim/users')).json()) as { data: DemoUser[] }).data;
    if (user !== 'guest') expect((await call('/__sim/login', { user })).status).toBe(200);
    const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user };

    /** Opens `path`, waits for its page and for every call it made to be answered, and reads its links. */
    return async (path: string): Promise<Visit> => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
        </MemoryRouter>,
      );
      // Generous limits: a page's code and its calls take what a busy machine takes, never a failure.
      await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the page' })).toBeNull(), {
        timeout: 60_000,
      });
      // Settled when no part is loading (a skeleton group) and no call is unanswered, twice over a turn: an
      // answer can start another call (a list, then its rates), a lazily loaded part its own.
      const settled = () => bridge.pending() === 0 && document.querySelector('[data-slot="skeleton-group"]') === null;
      for (let quiet = 0; quiet < 2;) {
        await waitFor(() => expect(settled(), `${path} settles`).toBe(true), { timeout: 60_000 });
        await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
        quiet = settled() ? quiet + 1 : 0;
      }
      const hrefs = [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? '');
      const notFound = screen.queryByRole('heading', { level: 1, name: 'Page not found' }) !== null;
      const loggedOut = screen.queryByRole('heading', { level: 1, name: 'Log in' }) !== null;
      cleanup();
      return { notFound, loggedOut, hrefs };
    };
  }

  /** Opens every same-site link reachable from the Simple Earn home; answers the links that found no page. */
  async function walk(user: string): Promise<{ opened: string[]; broken: string[]; loggedOut: string[] }> {
    const open = await browserOf(user);
    const opened: string[] = [];
    const broken: string[] = [];
    const loggedOut: string[] = [];
    const queue = ['/simple-earn'];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const href = queue.shift()!;
      opened.push(href);
      const visit = await open(href);
      const { pathname, search } = new URL(href, ORIGIN);
      if (visit.notFound && !EARN_PAGES_NOT_YET_SERVED.includes(pathname)) broken.push(href);
      if (visit.loggedOut) loggedOut.push(href);
      // An exchange page's links are the header's and the way back: nothing new.
      if (visit.notFound || exchangeDestinationOf(pathname, search)) continue;
      for (const next of visit.hrefs) {
        if (!next.startsWith('/') || next.startsWith('//')) continue;
        const target = new URL(next, ORIGIN);
        // One visit per page: the same path with another query is the same route.
        const key = target.pathname;
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push(next);
      }
    }
    return { opened, broken, loggedOut };
  }

  it('DEC-32 the candy-drop promotion the simulator answers for each launchpool coin opens a page', async () => {
    const open = await browserOf('victor');
    const client = createEarnClient({ fetch: (input, init) => fetch(input, init) });
    const coins = [...new Set((await client.launchpool.projects()).map((project) => project.coin))];
    const urls = (await Promise.all(coins.map((coin) => client.launchpool.candyDropPromotion({ coin })))).flatMap(
      (promotion) => (promotion?.url ? [promotion.url] : []),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(await open(url), url).toMatchObject({ notFound: false, loggedOut: false });
  });

  // A guest; a VIP user with holdings; a unified-account user (the staking pages' unified bills link).
  it.each(['guest', 'victor', 'unity'])(
    'DEC-32 no link the pages show to %s leads to the not-found page',
    async (user) => {
      const { opened, broken, loggedOut } = await walk(user);
      expect(broken).toEqual([]);
      // Each page was seen as the user sees it (a lost session would show the login page and fewer links).
      expect(loggedOut).toEqual([]);
      // The walk reached the earn pages and the exchange's (so an empty list of broken links means something).
      expect(opened).toEqual(expect.arrayContaining(['/simple-earn', '/simple-earn/faq', '/launchpool']));
      expect(opened.filter((href) => exchangeDestinationOf(...pathAndQuery(href)))).toEqual(
        expect.arrayContaining(['/proof-of-reserves', '/docs/Terms_of_Use.html']),
      );
    },
    600_000,
  );
});

function pathAndQuery(href: string): [string, string] {
  const url = new URL(href, ORIGIN);
  return [url.pathname, url.search];
}
