/**
 * The app shell (issue 16): one compact header row at a phone's and a desktop's width, in English and in
 * Arabic, whose phone menu and Demo panel open and close from the keyboard alone.
 */
import { describe, expect, it } from 'vitest';
import { enMessages } from '../example-app/src/messages';
import { arMessages } from '../example-app/src/messages.ar';
import { actor, expectAccessible, openApp, startBrowser } from './support';

startBrowser();

const languages = [
  { locale: 'en', messages: enMessages },
  { locale: 'ar', messages: arMessages },
] as const;
const MAX_HEADER_PX = 64;

describe('the app shell', () => {
  for (const { locale, messages } of languages) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`the header is at most ${MAX_HEADER_PX} px tall on a ${viewport} in ${locale}, and its Demo panel opens and closes with the keyboard`, async () => {
        const { context, page } = await openApp('/simple-earn', { viewport, user: 'alice', settings: { locale } });
        try {
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          const banner = page.getByRole('banner');
          const box = await banner.boundingBox();
          expect(box?.height).toBeGreaterThan(0);
          expect(box?.height).toBeLessThanOrEqual(MAX_HEADER_PX);

          const keyboard = actor(page, true);
          const demo = banner.getByRole('button', { name: messages.demo, exact: true });
          expect(await demo.getAttribute('aria-expanded')).toBe('false');
          await keyboard.activate(demo);
          expect(await demo.getAttribute('aria-expanded')).toBe('true');
          const panel = banner.getByRole('group', { name: messages.demoPanel, exact: true });
          await panel.getByRole('combobox', { name: messages.user, exact: true }).waitFor();
          await page.keyboard.press('Tab');
          expect(
            await panel
              .getByRole('combobox', { name: messages.language, exact: true })
              .evaluate((element) => element === document.activeElement),
          ).toBe(true);
          // The open panel still leaves the header one row high: it opens over the page.
          expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(MAX_HEADER_PX);
          await expectAccessible(page, `the Demo panel on a ${viewport} in ${locale}`);

          await page.keyboard.press('Escape');
          await panel.waitFor({ state: 'detached' });
          expect(await demo.getAttribute('aria-expanded')).toBe('false');
          expect(await demo.evaluate((element) => element === document.activeElement)).toBe(true);
        } finally {
          await context.close();
        }
      });
    }
  }

  it('on a phone the links fold into a menu that opens with the keyboard, leads to a page, and Escape closes', async () => {
    const { context, page } = await openApp('/simple-earn', { viewport: 'phone', user: 'alice' });
    try {
      await page.getByRole('heading', { level: 1, name: enMessages.navSimpleEarn }).waitFor();
      const banner = page.getByRole('banner');
      const menu = banner.getByRole('button', { name: enMessages.menu, exact: true });
      const staking = banner.getByRole('link', { name: enMessages.navStaking, exact: true });
      expect(await staking.isVisible()).toBe(false);

      const keyboard = actor(page, true);
      await keyboard.activate(menu);
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await staking.waitFor({ state: 'visible' });
      await expectAccessible(page, 'the open menu on a phone');
      await page.keyboard.press('Escape');
      await staking.waitFor({ state: 'hidden' });
      expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);

      await keyboard.activate(menu);
      await keyboard.activate(staking);
      await page.getByRole('heading', { level: 1, name: enMessages.navStaking }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await staking.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
