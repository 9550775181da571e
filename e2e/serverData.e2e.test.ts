/**
 * The server paints a page with the exchange's answers and the page carries them (P-45): the visitor sees
 * the product's figures before any of the browser's own calls has answered, and the app, starting from
 * the same answers, shows them too instead of skeletons.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { openApp, startBrowser } from './support';

startBrowser();

/** Holds every call to the exchange until the returned function is called. */
async function holdExchangeCalls(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const pattern of ['**/apiw/**', '**/api/**', '**/launch-pool/**'])
    await page.route(pattern, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
  return release;
}

/**
 * Opens `path` until its document carries the answers to `call` (a path of the exchange in the page's
 * element): the server waits for the exchange only so long, and a visit on a busy machine may come
 * without them; what is tested is what the app makes of them.
 */
async function gotoWithServedAnswers(page: Page, path: string, call: string): Promise<void> {
  for (let visit = 0; visit < 5; visit += 1) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    const element = /<script type="application\/json" id="served-queries">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    if (element.includes(call)) return;
  }
  throw new Error(`${path} was never served with the answers to ${call}`);
}

describe('Server data', () => {
  it('the staking detail page shows the product’s rates and the user’s stake before any call of the browser has answered', async () => {
    const { context, page } = await openApp('/', { user: 'alice' });
    try {
      await page.getByRole('heading', { level: 1, name: 'Simple Earn' }).waitFor();
      const release = await holdExchangeCalls(page);
      await gotoWithServedAnswers(page, '/staking/ETH', '"stakingUserInfo"');
      // The app's own render (the server's paint is hidden from the accessibility tree), from the page's answers.
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 2, name: 'ETH' }).waitFor();
      await expect.poll(() => main.textContent()).toMatch(/Base APR\s*3\.00%/);
      expect(await main.textContent()).toMatch(/My stake\s*2\.00000000 ETH/);
      release();
    } finally {
      await context.close();
    }
  });

  it('Simple Earn shows its products before any call of the browser has answered', async () => {
    const { context, page } = await openApp('/', { user: 'alice' });
    try {
      await page.getByRole('heading', { level: 1, name: 'Simple Earn' }).waitFor();
      const release = await holdExchangeCalls(page);
      await gotoWithServedAnswers(page, '/simple-earn', '"marketList"');
      await page.getByRole('table').getByRole('row', { name: /USDT/ }).first().waitFor();
      expect(await page.getByRole('table').textContent()).toMatch(/5\.00%/);
      release();
    } finally {
      await context.close();
    }
  });
});
