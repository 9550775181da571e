/**
 * The exchange's pages outside earn (DEC-32) in the production build: a link of the earn section opens the
 * small exchange page that names where it leads, readable and accessible in light, dark and Arabic; the
 * way back leads to Simple Earn.
 */
import { describe, expect, it } from 'vitest';
import { enMessages } from '../example-app/src/messages';
import { arMessages } from '../example-app/src/messages.ar';
import { catalogueText, expectAccessible, openApp, startBrowser } from './support';

startBrowser();

const en = catalogueText('en', 'global');

describe('the exchange pages of the reference app', () => {
  it('DEC-32 the FAQ link to proof of reserves opens the exchange page, and Back to Earn returns', async () => {
    const { context, page } = await openApp('/simple-earn/faq', { user: 'guest' });
    await page.getByRole('link', { name: en('simpleEarnHome.faq.link.proofOfReserves') }).click();
    await page.getByRole('heading', { level: 1, name: enMessages.exchangeProofOfReserves }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/proof-of-reserves');
    await expectAccessible(page, 'proof of reserves');
    await page.getByRole('link', { name: enMessages.backToEarn }).click();
    await page.getByRole('heading', { level: 1, name: enMessages.navSimpleEarn }).waitFor();
    await context.close();
  });

  it.each([
    ['light', {}, enMessages],
    ['dark', { theme: 'dark' }, enMessages],
    ['Arabic', { locale: 'ar' }, arMessages],
  ] as const)(
    'DEC-32 the futures page names its settlement coin and pair, accessible (%s)',
    async (variant, settings, t) => {
      const { context, page } = await openApp('/futures/USDT/BTC_USDT', { user: 'guest', settings });
      await page.getByRole('heading', { level: 1, name: t.exchangeFutures }).waitFor();
      await expect(page.getByRole('definition').allTextContents()).resolves.toEqual(['USDT', 'BTC/USDT']);
      await expectAccessible(page, `futures page (${variant})`);
      await context.close();
    },
  );
});
