// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnQueryKeys } from 'earnkit/api';
import { cookieHeaderOf, pageSession } from '../documentSession.plugin';
import { startSimulator } from '../server/harness.testing';
import type { DocumentSession } from './documentSession';
import { renderPage, settingsFrom } from './entry-server';
import { seedServedQueries } from './servedQueries';
import { documentOf } from './servedQueries.testing';

/** The text a visitor reads in an HTML fragment (tags, styles and scripts left out). */
function visibleText(html: string): string {
  return html
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe("the server's first paint carries the exchange's data", () => {
  let simulator = '';
  /** The paths and answers the simulator gave, in order. */
  const requests: { path: string; status: number; body: string }[] = [];
  let close = () => Promise.resolve();
  beforeAll(async () => {
    const { sim } = await startSimulator();
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve(
        {
          fetch: async (request: Request) => {
            const response = await sim.app.fetch(request);
            const body = await response.clone().text();
            requests.push({ path: new URL(request.url).pathname, status: response.status, body });
            return response;
          },
          port: 0,
          hostname: '127.0.0.1',
        },
        () => resolve(started),
      );
    });
    simulator = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sim.state.db.close();
    };
  });
  afterAll(() => close());

  // A budget no machine reaches: these tests are about what the page holds, not how fast it answers.
  const budgetMs = 120_000;

  async function aliceVisit() {
    const served = await pageSession(simulator, undefined);
    if (!served) throw new Error('the simulator did not log the visit in');
    return { session: served.session, cookie: cookieHeaderOf(served.setCookies) };
  }

  it("a logged-in user's launchpool, staking ETH and Simple Earn pages show the exchange's figures and the user's own", async () => {
    const { session, cookie } = await aliceVisit();
    const settings = settingsFrom(undefined);
    const exchange = { simulator, cookie, budgetMs };

    const launchpool = await renderPage('/launchpool', settings, session, exchange);
    // The NEWT project's USDT pool rate, and the user's GT stake in it (seeded in the simulator).
    expect(visibleText(launchpool.html)).toMatch(/NEWT.*APR 15\.00%/);
    expect(visibleText(launchpool.html)).not.toContain('Loading projects');

    const staking = await renderPage('/staking/ETH', settings, session, exchange);
    expect(visibleText(staking.html)).toContain('Base APR 3.00%');
    expect(visibleText(staking.html)).toContain('My stake 2.00000000 ETH');

    const simpleEarn = await renderPage('/simple-earn', settings, session, exchange);
    expect(visibleText(simpleEarn.html)).toMatch(/USDT 5\.00%/);
  });

  it('the page is in the HTML where the browser paints it first, not behind a loading skeleton a script swaps out later', async () => {
    // React moves a large finished Suspense boundary out of place (its fallback first, the content at the
    // end of the document with a script that swaps it in, in its own batch of reveals): the first paint
    // would be the header and a skeleton, and the page's heading a later, largest paint.
    const { session, cookie } = await aliceVisit();
    const exchange = { simulator, cookie, budgetMs };
    for (const url of ['/launchpool', '/simple-earn', '/myaccount/funds/finance/my_lendings']) {
      const { html } = await renderPage(url, settingsFrom(undefined), session, exchange);
      expect(html, url).not.toContain('<!--$?-->');
      expect(html, url).not.toContain('Loading the page');
    }
  });

  it("Simple Earn's paint holds the phone's page as well as the desktop's: the cards with the auto-earn card after them", async () => {
    // The server cannot know the viewport: it paints both forms, CSS showing one (P-55); the app on a phone
    // renders the cards and the card after them, and must not replace a different page.
    const { session, cookie } = await aliceVisit();
    const { html } = await renderPage('/simple-earn', settingsFrom(undefined), session, {
      simulator,
      cookie,
      budgetMs,
    });
    const products = html.indexOf('data-slot="simple-earn-products"');
    expect(products).toBeGreaterThan(0);
    expect(html.indexOf('data-slot="auto-earn-card"')).toBeLessThan(products);
    expect(html.lastIndexOf('data-slot="auto-earn-card"')).toBeGreaterThan(products);
    expect(html).toContain('<table');
    expect(html).toMatch(/<ul[^>]*aria-label="Simple Earn products"/);
  });

  it("the app's cache starts from the answers the page was painted with, for the served user only", async () => {
    const { session, cookie } = await aliceVisit();
    const page = await renderPage('/staking/ETH', settingsFrom(undefined), session, { simulator, cookie, budgetMs });

    const alices = new QueryClient();
    seedServedQueries(alices, 'alice', documentOf(page.queries));
    const product = alices.getQueryData<{ mortgageCoin: string }>(['earn', 'products', 'staking', { coin: 'ETH' }]);
    expect(product?.mortgageCoin).toBe('ETH');

    const bobs = new QueryClient();
    seedServedQueries(bobs, 'bob', documentOf(page.queries));
    expect(bobs.getQueryCache().getAll()).toEqual([]);
  });

  it("a logged-in user's Simple Earn paint carries their auto-earn status, so the app starts from it", async () => {
    // The auto-earn card asks for the status twice (all coins, and a coin's when it has one); a coin-less card's
    // second ask must not keep the server from fetching the first.
    const { session, cookie } = await aliceVisit();
    const page = await renderPage('/simple-earn', settingsFrom(undefined), session, { simulator, cookie, budgetMs });
    const alices = new QueryClient();
    seedServedQueries(alices, 'alice', documentOf(page.queries));
    expect(alices.getQueryData(earnQueryKeys.autoEarnStatus([]))).toBeDefined();
  });

  it("a guest's server paint shows the products and asks nothing that needs a login", async () => {
    const guest: DocumentSession = { user: 'guest', users: [] };
    const settings = settingsFrom(JSON.stringify({ user: 'guest' }));
    const exchange = { simulator, cookie: '', budgetMs };
    requests.length = 0;
    const pages = await Promise.all(
      ['/launchpool', '/staking/ETH', '/simple-earn'].map((url) => renderPage(url, settings, guest, exchange)),
    );
    expect(visibleText(pages[0]!.html)).toMatch(/NEWT.*APR 15\.00%/);
    expect(visibleText(pages[1]!.html)).toContain('Base APR 3.00%');
    expect(visibleText(pages[2]!.html)).toMatch(/USDT 5\.00%/);
    expect(requests.length).toBeGreaterThan(0);
    expect(
      requests.filter((request) => request.status === 401 || /"code":\s*401\b/.test(request.body)).map((r) => r.path),
    ).toEqual([]);
  });

  it('a call that fails leaves its part loading in the paint, and nothing of it in the page', async () => {
    const { session } = await aliceVisit();
    // An ended session: every user call answers 'log in'.
    const page = await renderPage('/staking/ETH', settingsFrom(undefined), session, {
      simulator,
      cookie: 'sid=ended',
      budgetMs,
    });
    // The logged-in page waits for the user's figures with the product's: it is still loading, not failed.
    expect(visibleText(page.html)).toContain('Loading the staking product');
    expect(page.html).not.toContain('role="alert"');
    const seeded = new QueryClient();
    seedServedQueries(seeded, 'alice', documentOf(page.queries));
    expect(seeded.getQueryData(['earn', 'account', 'mode'])).toBeUndefined();
  });
});
