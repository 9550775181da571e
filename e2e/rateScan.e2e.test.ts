/**
 * Every journey's page check (`expectAccessible`) also runs the stories' scan for a percentage shown without its
 * rate label (issue 17, P-47). These prove the scan runs in a real page of the built app: a bare percentage put into
 * the page fails the check, naming the text; the same figure inside a labelled rate, or marked as not a rate, passes.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openApp, startBrowser } from './support';

startBrowser();

/** Adds `html` at the end of the page's main region. */
async function inject(page: Page, html: string): Promise<void> {
  await page.getByRole('main').waitFor();
  await page.evaluate((markup) => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML('beforeend', markup);
  }, html);
}

describe('the journeys fail on a bare percentage', () => {
  it('a percentage put into the page without its label fails the page check, naming it', async () => {
    const { context, page } = await openApp('/simple-earn/faq', { user: 'guest' });
    try {
      await inject(page, '<p>Earn 7.25% today</p>');
      await expect(expectAccessible(page, 'the FAQ with a bare rate')).rejects.toThrow(/Earn 7\.25% today/);
    } finally {
      await context.close();
    }
  });

  it('the same figure inside a labelled rate, or marked as not a rate, passes', async () => {
    const { context, page } = await openApp('/simple-earn/faq', { user: 'guest' });
    try {
      await inject(
        page,
        '<p><span data-rate-basis="apr estimate">7.25% APR</span></p><p data-percent="not-a-rate">7.25% sold</p>',
      );
      await expectAccessible(page, 'the FAQ with a labelled rate');
    } finally {
      await context.close();
    }
  });
});
