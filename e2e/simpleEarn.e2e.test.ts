/**
 * Simple Earn as a user does it, in the production build against the simulated exchange: by roles and
 * visible names, with an axe scan of every screen the journey passes.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible, openApp, simulator, startBrowser } from './support';

startBrowser();

describe('Simple Earn in the reference app', () => {
  it('SE-ROUTE-01 SH-AUTH-01 a guest sees products and rates, and is asked to log in to subscribe', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'guest' });
    try {
      const products = page.getByRole('table');
      await expect.poll(() => products.getByRole('row', { name: /BTC/ }).count()).toBeGreaterThan(0);
      const btc = products.getByRole('row', { name: /BTC/ }).first();
      expect(await btc.textContent()).toMatch(/\d+\.\d{2}%/);
      await expectAccessible(page, 'the Simple Earn home, as a guest');
      await btc.getByRole('button', { name: 'Subscribe' }).first().click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page, 'the subscribe dialog, as a guest');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /log in/i })
        .first()
        .click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      await expectAccessible(page, 'the login page');
    } finally {
      await context.close();
    }
  });

  it('AE-TOGGLE-06 a guest turning auto-earn on is asked to log in', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'guest' });
    try {
      const enable = page.getByRole('button', { name: 'Enable' });
      await enable.waitFor();
      await enable.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    } finally {
      await context.close();
    }
  });

  it('AE-TOGGLE-03 AE-TOGGLE-04 AE-TOGGLE-08 a user turns auto-earn on after confirming', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'victor' });
    try {
      const enable = page.getByRole('button', { name: 'Enable' });
      await enable.waitFor();
      await enable.click();
      const confirm = page.getByRole('dialog');
      await confirm.waitFor();
      await expectAccessible(page, 'the auto-earn confirm dialog');
      await confirm
        .getByRole('button', { name: /confirm|enable/i })
        .last()
        .click();
      await page
        .getByText(/enabled successfully/i)
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('SE-SUB-17 SE-SUBOK-01 SE-ROUTE-02 SE-HOLD-01 a user subscribes to flexible BTC, sees it in holdings, and interest appears as time passes', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'carla' });
    try {
      const btc = page.getByRole('table').getByRole('row', { name: /BTC/ }).first();
      await btc.waitFor();
      await btc.getByRole('button', { name: 'Subscribe' }).first().click();
      const dialog = page.getByRole('dialog', { name: /Subscribe BTC/ });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /amount/i }).fill('0.05');
      await expectAccessible(page, 'the subscribe dialog with an amount');
      await dialog.getByRole('button', { name: 'Subscribe' }).last().click();
      const success = page.getByRole('dialog', { name: /subscribed successfully/i });
      await success.waitFor();
      expect(await success.textContent()).toContain('0.05000000');
      await expectAccessible(page, 'the subscribe success dialog');
      await success.getByRole('button', { name: /view holdings/i }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/simple-earn/my-lendings');
      await page.getByRole('heading', { level: 1, name: 'My holdings' }).waitFor();
      const row = page.getByRole('row', { name: /BTC/ }).first();
      await row.waitFor();
      expect(await row.textContent()).toContain('0.05');
      await expectAccessible(page, 'my holdings');

      await simulator('/__sim/clock/advance', { hours: 48 });
      await page.reload();
      const after = page.getByRole('row', { name: /BTC/ }).first();
      await after.waitFor();
      // 0.05 BTC at the seeded rate for 47 paid hours: the cumulative interest is no longer zero.
      await expect
        .poll(async () => /0\.0000000[1-9]|0\.000000[1-9]|0\.00000[1-9]/.test((await after.textContent()) ?? ''))
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('SE-ROUTE-03 SE-ROUTE-04 the my-lendings query selects the fixed tab and opens the history dialog', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings?tab=fixed&show_history_modal=1', {
      user: 'alice',
    });
    try {
      const history = page.getByRole('dialog');
      await history.waitFor();
      await expectAccessible(page, 'the history dialog over my holdings');
      await page.keyboard.press('Escape');
      await expect.poll(() => new URL(page.url()).searchParams.get('show_history_modal')).toBeNull();
      await history.waitFor({ state: 'hidden' });
      expect(await page.getByRole('tab', { name: 'Fixed' }).getAttribute('aria-selected')).toBe('true');
      await expectAccessible(page, 'my holdings, fixed tab');
    } finally {
      await context.close();
    }
  });

  it('SE-ROUTE-05 SE-ROUTE-06 history and FAQ pages, in Arabic right to left', async () => {
    const { context, page } = await openApp('/simple-earn/history', { user: 'alice', settings: { locale: 'ar' } });
    try {
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
      await expectAccessible(page, 'history, Arabic');
      await page.goto('/simple-earn/faq');
      const question = page.getByRole('main').getByRole('button').first();
      await question.click();
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      await expectAccessible(page, 'FAQ, Arabic');
    } finally {
      await context.close();
    }
  });

  it('SH-LAYOUT-01 SE-HOLD-03 at 375 px the home shows cards and the subscribe dialog is a bottom sheet', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'alice', viewport: 'phone' });
    try {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Subscribe' }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('table').count()).toBe(0);
      await expectAccessible(page, 'the home at 375 px');
      await page.getByRole('button', { name: 'Subscribe' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getAttribute('data-presentation')).toBe('sheet');
      await expectAccessible(page, 'the subscribe sheet at 375 px');
    } finally {
      await context.close();
    }
  });
});
