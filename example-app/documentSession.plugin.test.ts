// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaderOf, isPageRequest, pageSession, pageStylesheets, pageWithSession } from './documentSession.plugin';
import { readDocumentSession } from './src/documentSession';
import { startSimulator } from './server/harness.testing';

describe('documentSession plugin: which requests are pages', () => {
  const html = { accept: 'text/html,application/xhtml+xml' };
  it('a browser asking for a route is a page request', () => {
    expect(isPageRequest({ method: 'GET', url: '/simple-earn', headers: html })).toBe(true);
    expect(isPageRequest({ method: 'GET', url: '/simple-earn/my-lendings?tab=fixed', headers: html })).toBe(true);
  });
  it('files, the exchange calls, the simulator, other methods and non-HTML requests are not', () => {
    expect(isPageRequest({ method: 'GET', url: '/assets/index-abc.js', headers: html })).toBe(false);
    expect(isPageRequest({ method: 'GET', url: '/favicon.ico', headers: html })).toBe(false);
    expect(isPageRequest({ method: 'GET', url: '/apiw/v2/uni-loan/earn/market/list', headers: html })).toBe(false);
    expect(isPageRequest({ method: 'GET', url: '/__sim/users', headers: html })).toBe(false);
    expect(isPageRequest({ method: 'POST', url: '/simple-earn', headers: html })).toBe(false);
    expect(isPageRequest({ method: 'GET', url: '/simple-earn', headers: { accept: '*/*' } })).toBe(false);
  });
});

describe('documentSession plugin: cookies and styles', () => {
  it("the session goes at the end of the page's body, as written, even with a name that looks like a replacement pattern", () => {
    const session = { user: 'alice', users: [{ name: 'alice', display_name: "Alice $' $& $$" }], clockOffsetMs: 0 };
    const page = pageWithSession('<html><body><div id="root"></div></body></html>', session);
    expect(page.endsWith('</body></html>')).toBe(true);
    const element = page.slice(page.indexOf('<script'), page.indexOf('</script>') + '</script>'.length);
    const text = element.slice(element.indexOf('>') + 1, -'</script>'.length);
    expect(
      readDocumentSession({
        getElementById: (id) => (id === 'demo-session' ? ({ textContent: text } as HTMLElement) : null),
      }),
    ).toEqual(session);
  });

  it('the Cookie header after Set-Cookie lines keeps the last value of each name and drops cleared ones', () => {
    expect(
      cookieHeaderOf([
        'sid=; Max-Age=0; Path=/',
        'csrftoken=; Max-Age=0',
        'sid=abc; Path=/; HttpOnly',
        'csrftoken=xyz; Path=/',
      ]),
    ).toBe('sid=abc; csrftoken=xyz');
    expect(cookieHeaderOf(['sid=abc', 'sid=; Max-Age=0'])).toBe('');
  });
  it("a page's stylesheets are its own and its imports', once each, through shared and circular imports", () => {
    const manifest = {
      'src/pages/SimpleEarnPage.tsx': {
        file: 'assets/page.js',
        css: ['assets/page.css'],
        imports: ['_card.js', '_list.js'],
      },
      '_card.js': { file: 'assets/card.js', css: ['assets/card.css'], imports: ['_list.js'] },
      '_list.js': { file: 'assets/list.js', css: ['assets/list.css'], imports: ['_card.js'] },
      'src/pages/Other.tsx': { file: 'assets/other.js', css: ['assets/other.css'] },
    };
    expect(pageStylesheets(manifest, 'src/pages/SimpleEarnPage.tsx')).toEqual([
      '/assets/page.css',
      '/assets/card.css',
      '/assets/list.css',
    ]);
    expect(pageStylesheets(manifest, 'src/pages/Missing.tsx')).toEqual([]);
  });
  it("a page's stylesheets include its lazy parts', which the server renders in its paint too", () => {
    // The holding detail's flexible panel and its auto-earn card load lazily: without their styles the server
    // painted the card unstyled, and it shrank when the app loaded them (a layout shift, and a largest paint
    // in a font size the page does not have).
    const manifest = {
      'src/pages/HoldingDetailPage.tsx': {
        file: 'assets/page.js',
        css: ['assets/page.css'],
        dynamicImports: ['src/flows/holdings/FlexibleHoldingDetail.tsx'],
      },
      'src/flows/holdings/FlexibleHoldingDetail.tsx': {
        file: 'assets/flexible.js',
        css: ['assets/flexible.css'],
        imports: ['_card.js'],
        dynamicImports: ['src/pages/HoldingDetailPage.tsx'],
      },
      '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
    };
    expect(pageStylesheets(manifest, 'src/pages/HoldingDetailPage.tsx')).toEqual([
      '/assets/page.css',
      '/assets/flexible.css',
      '/assets/card.css',
    ]);
  });
});

describe('documentSession plugin: the session a page is served with', () => {
  let url = '';
  let close = () => Promise.resolve();
  beforeAll(async () => {
    // The seeded database the simulator's tests share (a copy per file), not a fresh seed of its own.
    const { sim } = await startSimulator();
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: sim.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sim.state.db.close();
    };
  });
  afterAll(() => close());

  it('a first visit is logged in as the default demo user, with the cookies to set, the demo users and the clock', async () => {
    const served = await pageSession(url, undefined);
    expect(served?.session.user).toBe('alice');
    expect(served?.session.users.map((user) => user.name)).toContain('victor');
    expect(typeof served?.session.clockOffsetMs).toBe('number');
    expect(cookieHeaderOf(served?.setCookies ?? [])).toMatch(/^sid=[^;]+; csrftoken=/);
  });

  it('a visit with a session keeps it: no new login, the session says whose it is', async () => {
    const first = await pageSession(url, undefined);
    const again = await pageSession(url, cookieHeaderOf(first?.setCookies ?? []));
    expect(again?.setCookies).toEqual([]);
    expect(again?.session.user).toBe('alice');
  });

  it('an unknown or ended session is a guest (the app then logs in the user it wants)', async () => {
    const served = await pageSession(url, 'sid=not-a-session');
    expect(served?.session.user).toBe('guest');
    expect(served?.setCookies).toEqual([]);
  });

  it('no simulator answering: no session (the app logs in by itself)', async () => {
    expect(await pageSession('http://127.0.0.1:9', undefined)).toBeUndefined();
  });
});
