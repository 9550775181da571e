/**
 * Redeeming flexible Simple Earn, and taking a redemption back, as a user does it: on a desktop, at
 * 375 px (card rows, bottom sheets), in Arabic right to left and with the keyboard alone. Every name is
 * read from the catalogue the app shows, and each screen gets an axe scan.
 */
import { describe, expect, it } from 'vitest';
import {
  actor,
  amountText,
  catalogueText,
  expectAccessible,
  journeyVariants,
  openApp,
  simulator,
  expectToast,
  startBrowser,
  variantSettings,
} from './support';

// Every variant redeems from alice's seeded USDT holding: each starts from the seeded exchange.
startBrowser({ resetEachTest: true });

const variants = [journeyVariants.desktop, journeyVariants.phone, journeyVariants.arabic, journeyVariants.keyboard];

describe.each(variants)('Flexible redemption $name', (variant) => {
  const t = catalogueText(variant.locale, variant.site);

  it('SE-REDEEM-01 SE-REDEEM-09 SE-REDEEM-05 SE-HIST-01 a user redeems part of a flexible holding, cancels a pending redemption, and history lists the redemption', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings', {
      user: 'alice',
      viewport: variant.viewport,
      settings: variantSettings(variant),
    });
    const ui = actor(page, variant.keyboard);
    try {
      const details = page
        .getByRole('link', { name: t('holdingsFlows.detailsOf', { coin: 'USDT' }), exact: true })
        .first();
      await details.waitFor();
      if (variant.locale === 'ar')
        expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
      // At 375 px the holdings are card rows, not a table.
      if (variant.viewport === 'phone') expect(await page.getByRole('table').count()).toBe(0);
      await expectAccessible(page, 'my holdings');
      await ui.activate(details);
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/simple-earn\/my-lendings\/.+/);
      const redeem = page.getByRole('button', { name: t('holdingsFlows.detail.redeem'), exact: true });
      await redeem.waitFor();
      await expectAccessible(page, 'the flexible holding detail');

      const redeemDialog = page.getByRole('dialog', { name: t('simpleEarnFlows.redeem.title', { coin: 'USDT' }) });
      const amount = redeemDialog.getByRole('textbox', { name: t('simpleEarnFlows.redeem.amountLabel') });
      const confirm = redeemDialog.getByRole('button', { name: t('simpleEarnFlows.redeem.confirm'), exact: true });
      const success = page.getByRole('dialog', { name: t('redeem success') });

      await ui.activate(redeem);
      await redeemDialog.waitFor();
      if (variant.viewport === 'phone') expect(await redeemDialog.getAttribute('data-presentation')).toBe('sheet');
      await ui.fill(amount, '100');
      await expectAccessible(page, 'the flexible redeem dialog');
      await ui.activate(confirm);
      await success.waitFor();
      expect(await success.textContent()).toContain(amountText('100', 'USDT', variant.locale));
      await expectAccessible(page, 'the redeem success dialog');
      await ui.dismiss(success, t('overlays.close'));
      await success.waitFor({ state: 'hidden' });

      // The redemption is pending until the next hour settles it: it can be taken back.
      await ui.activate(redeem);
      await redeemDialog.waitFor();
      await ui.activate(redeemDialog.getByRole('button', { name: t('simpleEarnFlows.redeem.cancel'), exact: true }));
      const confirmCancel = page.getByRole('dialog', { name: t('simpleEarnFlows.redeem.cancelTitle') });
      await confirmCancel.waitFor();
      expect(await confirmCancel.textContent()).toContain(
        t('simpleEarnFlows.redeem.cancelBody', { amount: '100', coin: 'USDT' }),
      );
      await expectAccessible(page, 'the cancel-redemption confirm dialog');
      await ui.activate(confirmCancel.getByRole('button', { name: t('simpleEarnFlows.redeem.cancel'), exact: true }));
      await expectToast(page, t, 'success', t('simpleEarnFlows.redeem.cancelled'));
      await confirmCancel.waitFor({ state: 'hidden' });
      if (await redeemDialog.isVisible()) await ui.dismiss(redeemDialog, t('overlays.close'));
      await redeemDialog.waitFor({ state: 'hidden' });

      // Redeem again and let the hour pass: the redemption settles and history lists it.
      await ui.activate(redeem);
      await redeemDialog.waitFor();
      await ui.fill(amount, '50');
      await ui.activate(confirm);
      await success.waitFor();
      await simulator('/__sim/clock/advance', { hours: 1 });
      await ui.activate(success.getByRole('button', { name: t('simpleEarnFlows.redeem.viewHistory'), exact: true }));
      await expect.poll(() => new URL(page.url()).pathname).toBe('/simple-earn/history');
      const record = page
        .getByRole('row')
        .or(page.getByRole('listitem'))
        .filter({ hasText: t('simpleEarn.history.type.redeem') })
        .filter({ hasText: amountText('50', 'USDT', variant.locale) });
      await expect.poll(() => record.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expectAccessible(page, 'the history page with records');
    } finally {
      await context.close();
    }
  });
});
