/**
 * A page does not move under the visitor as its data arrives (Cumulative Layout Shift, what Lighthouse weighs at
 * a quarter of its score): the server's first paint shows the page with the exchange's answers it could get in
 * time and skeletons for the rest, and what later answers add must not push what is already on screen.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { openApp, startBrowser } from './support';

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

  it('the launchpool page keeps its tabs and projects in place while the user’s rewards load', async () => {
    const { context, page } = await openApp('/launchpool', { user: 'alice', viewport: 'phone' });
    try {
      await page.getByRole('link', { name: 'NEWT' }).first().waitFor();
      await page.getByRole('region', { name: 'My launchpool rewards' }).getByText('NEWT').waitFor();
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
