/**
 * A page is served with its session and the server's first paint of it (documentSession.plugin.ts):
 * the visitor sees the page itself before the script runs, and the app takes it over without a login.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible, openApp, urls, startBrowser } from './support';

startBrowser();

describe('First paint', () => {
  it('a first visit gets the page itself, inert until the app replaces it, with a session and the demo users', async () => {
    const response = await fetch(new URL('/simple-earn', urls().app), { headers: { Accept: 'text/html' } });
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(
      response.headers.getSetCookie().some((cookie) => cookie.startsWith('sid=') && !cookie.startsWith('sid=;')),
    ).toBe(true);
    const paint = html.slice(html.indexOf('<div inert aria-hidden="true">'));
    expect(paint).toMatch(/<h1[^>]*>Simple Earn<\/h1>/);
    expect(paint).toContain('Subscribe idle balances to Simple Earn flexible automatically.');
    // The page's own styles come with it: no unstyled first paint.
    expect(html).toMatch(/<style>[^<]*\.[\w-]+\{/);
    expect(html).toMatch(/<script type="application\/json" id="demo-session">\{"user":"alice","users":\[/);
  });

  it('the app replaces the first paint and, with the session the page came with, sends no login', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'alice' });
    try {
      await page.getByRole('table').getByRole('row', { name: /BTC/ }).first().waitFor();
      // A reload: the page comes with alice's session now, so the app has nothing to log in.
      const calls: string[] = [];
      page.on('request', (request) => calls.push(new URL(request.url()).pathname));
      await page.reload();
      await page.getByRole('table').getByRole('row', { name: /BTC/ }).first().waitFor();
      expect(calls.filter((path) => path.startsWith('/__sim/login') || path.startsWith('/__sim/users'))).toEqual([]);
      expect(await page.locator('[inert]').count()).toBe(0);
      await page.getByRole('button', { name: 'Enable' }).click();
      await page.getByRole('dialog', { name: 'Enable auto-earn?' }).waitFor();
      await expectAccessible(page, 'the home after the first paint');
    } finally {
      await context.close();
    }
  });

  it('the styles the first paint carries are not fetched or applied again when the app takes over', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'alice' });
    try {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
      });
      await page.reload();
      await page.getByRole('table').getByRole('row', { name: /BTC/ }).first().waitFor();
      expect(await page.locator('[inert]').count()).toBe(0);
      const carried = await page
        .locator('head link[rel="stylesheet"][type="text/x-inlined-css"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(carried.length).toBeGreaterThan(0);
      const enabled = await page
        .locator('head link[rel="stylesheet"]:not([type="text/x-inlined-css"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of carried) {
        expect(fetched).not.toContain(href);
        expect(enabled).not.toContain(href);
      }
      // Still styled by the carried rules: the page's heading is not the browser's default 2em.
      const heading = await page.getByRole('heading', { level: 1, name: 'Simple Earn' }).evaluate((element) => ({
        own: getComputedStyle(element).fontSize,
        body: getComputedStyle(document.body).fontSize,
      }));
      expect(Number.parseFloat(heading.own)).not.toBe(2 * Number.parseFloat(heading.body));
    } finally {
      await context.close();
    }
  });

  it('a saved language and theme are the first paint’s too', async () => {
    const settings = JSON.stringify({ locale: 'ar', theme: 'dark', site: 'global', user: 'alice' });
    const response = await fetch(new URL('/simple-earn/faq', urls().app), {
      headers: { Accept: 'text/html', Cookie: `earnkit-example-settings=${encodeURIComponent(settings)}` },
    });
    const html = await response.text();
    expect(html).toMatch(/<div inert aria-hidden="true"><div[^>]*data-ek-theme="dark"[^>]*dir="rtl"[^>]*lang="ar"/);
  });
});
