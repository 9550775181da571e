/**
 * A page does not move under the visitor as its data arrives (Cumulative Layout Shift, what Lighthouse weighs at
 * a quarter of its score): the server's first paint shows the page with the exchange's answers it could get in
 * time and skeletons for the rest, and what later answers add must not push what is already on screen.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { clearFaults, openApp, simulator, startBrowser } from './support';

startBrowser();

/** The layout shifts the page has had since it started (the browser keeps them), not caused by input. */
async function layoutShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const shifts: { value: number; sources: string[] }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              sources: (entry.sources ?? []).map((source) =>
                source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 500);
      }),
  );
}

describe('Layout shift', () => {
  it('the staking detail page keeps its soft staking button in place while the product and the user’s figures load', async () => {
    const { context, page } = await openApp('/staking/ETH', { user: 'alice', viewport: 'phone' });
    try {
      await page.getByRole('heading', { level: 2, name: 'ETH' }).waitFor();
      await page.getByRole('button', { name: 'Activate soft staking' }).waitFor();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('my holdings with the order a route names keep the selected order and the tabs in place (the section’s code loads before the first render)', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings?asset=USDT', {
      user: 'alice',
      viewport: 'desktop',
    });
    try {
      const section = page.getByRole('region', { name: 'Selected order' });
      await section.getByRole('link', { name: 'USDT holding details' }).waitFor();
      await page.getByRole('tab', { name: 'Flexible' }).waitFor();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the launchpool project page keeps its pools in place when the user’s stake misses the server’s paint', async () => {
    // The user's statistics answer long after the server's budget (400 ms) for its call, once: the server paints
    // without them, and the app asks again.
    await simulator('/__sim/faults', {
      rules: [{ call: 'userProjectStatistics', kind: 'slow', delayMs: 3_000, times: 1 }],
    });
    try {
      const { context, page } = await openApp('/launchpool/1', { user: 'alice', viewport: 'desktop' });
      try {
        // Redeem early is offered once the user's stake has answered.
        await page.getByRole('button', { name: 'Redeem early GT pool' }).waitFor();
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        await context.close();
      }
    } finally {
      await clearFaults();
    }
  });

  for (const viewport of ['phone', 'desktop'] as const)
    it(`My earn keeps its family tabs in place when the families’ answers miss the server’s paint (${viewport})`, async () => {
      // The Simple Earn holdings answer long after the server's budget (400 ms), once: the server paints without any
      // family's figures (the summary waits for every family), and the app asks again.
      await simulator('/__sim/faults', {
        rules: [{ call: 'flexibleHoldings', kind: 'slow', delayMs: 3_000, times: 1 }],
      });
      try {
        const { context, page } = await openApp('/myaccount/funds/finance/my_lendings', { user: 'alice', viewport });
        try {
          await page.getByRole('tablist', { name: 'Product families' }).waitFor();
          await page.getByRole('region', { name: 'Summary', exact: true }).waitFor();
          await page.getByRole('region', { name: 'Earn history' }).waitFor();
          expect(await layoutShifts(page)).toEqual([]);
        } finally {
          await context.close();
        }
      } finally {
        await clearFaults();
      }
    });

  it('the launchpool page keeps its tabs and projects in place while the user’s rewards load', async () => {
    const { context, page } = await openApp('/launchpool', { user: 'alice', viewport: 'phone' });
    try {
      await page.getByRole('link', { name: 'NEWT' }).first().waitFor();
      await page.getByRole('region', { name: 'My launchpool rewards' }).getByText('NEWT').first().waitFor();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // At a phone's width the server paints the page from the exchange's answers and the app renders the same
  // page over it: nothing on the first screen moves as the app takes over and its own calls answer.
  it('the Simple Earn home at phone width keeps the product cards and the auto-earn card in place', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'alice', viewport: 'phone' });
    try {
      await page.getByRole('list', { name: 'Simple Earn products' }).getByText('USDT').first().waitFor();
      await page.getByRole('heading', { name: 'Auto-earn' }).waitFor();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the server’s paint of the Simple Earn home at phone width is the page the app renders there (P-55)', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'alice', viewport: 'phone' });
    try {
      const products = page.locator('[data-slot="simple-earn-products"]');
      await products.getByRole('list', { name: 'Simple Earn products' }).getByText('USDT').first().waitFor();
      const boxes = () =>
        page.evaluate(() => {
          const box = (selector: string) => {
            const shown = [...document.querySelectorAll(selector)].find((element) => element.getClientRects().length);
            const rect = shown?.getBoundingClientRect();
            return rect ? { top: Math.round(rect.top), bottom: Math.round(rect.bottom) } : null;
          };
          return {
            products: box('[data-slot="simple-earn-products"]'),
            autoEarn: box('[data-slot="auto-earn-card"]'),
            width: document.documentElement.scrollWidth,
          };
        });
      const app = await boxes();
      // The same document without the app's scripts: what the browser paints before they run.
      await page.route('**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.reload();
      await products.waitFor();
      const server = await boxes();
      expect(server).toEqual(app);
      expect(server.autoEarn!.top).toBeGreaterThanOrEqual(server.products!.bottom);
    } finally {
      await context.close();
    }
  });

  it('the server’s paint of a flexible holding’s detail at phone width is styled as the app renders it, lazy parts included', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings/1?orderType=flexible&asset=USDT', {
      user: 'alice',
      viewport: 'phone',
    });
    try {
      await page.getByRole('button', { name: 'Redeem', exact: true }).waitFor();
      // The panel's lazy parts in: the rate alert card and the coin's auto-earn switch.
      await page.getByRole('button', { name: 'Set alert' }).waitFor();
      await page.getByRole('switch', { name: 'Auto-earn USDT' }).waitFor();
      const boxes = () =>
        page.evaluate(() =>
          ['[data-slot="flexible-holding-detail"]', '[data-slot="auto-earn-card"]'].map((selector) => {
            const rect = document.querySelector(selector)?.getBoundingClientRect();
            return rect ? { top: Math.round(rect.top), height: Math.round(rect.height) } : null;
          }),
        );
      const app = await boxes();
      // The same document without the app's scripts: what the browser paints before they run.
      await page.route('**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.reload();
      await page.locator('[data-slot="flexible-holding-detail"]').waitFor();
      expect(await boxes()).toEqual(app);
    } finally {
      await context.close();
    }
  });

  it('a flexible holding’s detail at a large phone’s size (Lighthouse’s) keeps its Redeem and Subscribe again buttons in place', async () => {
    const { context, page } = await openApp('about:blank', { user: 'alice', viewport: 'phone' });
    try {
      // Lighthouse's phone (412 × 823): the buttons are on the first screen, under the rate alert card.
      await page.setViewportSize({ width: 412, height: 823 });
      // And its slower processor (4×): the app's first render and what loads after it fall in separate frames, as
      // they do on a phone.
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('/simple-earn/my-lendings/1?orderType=flexible&asset=USDT');
      await page.getByRole('button', { name: 'Set alert' }).waitFor();
      await page.getByRole('button', { name: 'Redeem', exact: true }).waitFor();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
