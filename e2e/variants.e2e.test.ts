/**
 * The flexible subscribe journey again at 375 px, in Arabic right to left, and on the US site, with its
 * names read from the same catalogue the app shows, and an axe scan of each screen.
 */
import { describe, expect, it } from 'vitest';
import { catalogueText, expectAccessible, openApp, startBrowser, type OpenOptions } from './support';

startBrowser();

const variants: readonly { name: string; user: string; options: OpenOptions; locale: string; site: 'global' | 'us' }[] =
  [
    { name: 'SH-LAYOUT-01 at 375 px', user: 'alice', options: { viewport: 'phone' }, locale: 'en', site: 'global' },
    {
      name: 'SH-LOCALE-01 in Arabic, right to left',
      user: 'unity',
      options: { settings: { locale: 'ar' } },
      locale: 'ar',
      site: 'global',
    },
    { name: 'SH-US-01 on the US site', user: 'uma', options: { settings: { site: 'us' } }, locale: 'en', site: 'us' },
  ];

describe.each(variants)('Simple Earn $name', ({ user, options, locale, site }) => {
  const t = catalogueText(locale, site);

  it('SE-SUB-17 SE-SUBOK-02 SE-ROUTE-02 subscribes to flexible USDT and finds it in my holdings', async () => {
    const { context, page } = await openApp('/simple-earn', { ...options, user });
    try {
      const open = page.getByRole('button', {
        name: t('simpleEarnHome.subscribe.flexibleName', { coin: 'USDT' }),
        exact: true,
      });
      await open.waitFor();
      if (locale === 'ar')
        expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
      await expectAccessible(page, 'the home');
      await open.click();
      const dialog = page.getByRole('dialog', { name: t('simpleEarnFlows.subscribe.title', { coin: 'USDT' }) });
      await dialog.waitFor();
      if (options.viewport === 'phone') expect(await dialog.getAttribute('data-presentation')).toBe('sheet');
      await dialog.getByRole('textbox', { name: t('amountInput.label') }).fill('25');
      await expectAccessible(page, 'the subscribe dialog');
      await dialog
        .getByRole('button', { name: t('simpleEarn.subscribe.submit'), exact: true })
        .last()
        .click();
      const success = page.getByRole('dialog', { name: t('simpleEarnFlows.success.title') });
      await success.waitFor();
      await expectAccessible(page, 'the success dialog');
      await success.getByRole('button', { name: t('simpleEarnFlows.success.viewHoldings') }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/simple-earn/my-lendings');
      await expect.poll(() => page.getByText('USDT').count()).toBeGreaterThan(0);
      await expectAccessible(page, 'my holdings');
    } finally {
      await context.close();
    }
  });
});
