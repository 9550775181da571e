/**
 * Fixed-term Simple Earn as a user does it: a voucher and auto-reinvest, the detail panel and its
 * timeline, the redeem-to choice, early redemption. On a desktop, at 375 px (card rows, bottom sheets),
 * in Arabic right to left, on the US site ('Claim early') and with the keyboard alone, names read from the catalogue
 * the app shows, with an axe scan of each screen.
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

// Every variant spends one of alice's seeded vouchers: each starts from the seeded exchange.
startBrowser({ resetEachTest: true });

const variants = [
  journeyVariants.desktop,
  journeyVariants.phone,
  journeyVariants.arabic,
  journeyVariants.us,
  journeyVariants.keyboard,
];

describe.each(variants)('Fixed-term Simple Earn $name', (variant) => {
  const t = catalogueText(variant.locale, variant.site);

  it('SE-SUB-08 SE-SUB-09 SE-VOUCH-02 HD-FIXED-02 SE-TIMELINE-07 SE-TIMELINE-08 SE-REINV-01 SE-DEST-01 SE-EARLY-01 a user subscribes to a 7-day term with a voucher and auto-reinvest, turns reinvest off, changes redeem-to and redeems early', async () => {
    // On the US site alice is a US customer; every test starts from the seed, so this lasts one test.
    if (variant.site === 'us') await simulator('/__sim/users/alice', { site: 'us' }, 'PATCH');
    const { context, page } = await openApp('/simple-earn', {
      user: 'alice',
      viewport: variant.viewport,
      settings: variantSettings(variant),
    });
    const ui = actor(page, variant.keyboard);
    try {
      // USDT's plain 7-day term (its chip has no VIP or Special mark), chosen among the coin's term chips; the
      // coin's one Subscribe then opens the dialog on it.
      const chips = page.getByRole('radiogroup', { name: t('simpleEarnHome.terms.of', { coin: 'USDT' }), exact: true });
      await chips.waitFor();
      await ui.choose(
        chips,
        chips.getByRole('radio', { name: t('simpleEarnHome.term.days', { days: 7 }), exact: true }),
      );
      const open = page.getByRole('button', {
        name: t('simpleEarnHome.subscribe.fixedName', { coin: 'USDT', days: 7 }),
        exact: true,
      });
      await open.waitFor();
      expect(await open.isEnabled()).toBe(true);
      if (variant.locale === 'ar')
        expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
      if (variant.viewport === 'phone') expect(await page.getByRole('table').count()).toBe(0);
      await ui.activate(open);
      const dialog = page.getByRole('dialog', { name: t('simpleEarnFlows.subscribe.title', { coin: 'USDT' }) });
      await dialog.waitFor();
      if (variant.viewport === 'phone') expect(await dialog.getAttribute('data-presentation')).toBe('sheet');
      const term = dialog.getByRole('radiogroup', { name: t('simpleEarnFlows.subscribe.termLabel') });
      const sevenDays = new Intl.NumberFormat(variant.locale, {
        style: 'unit',
        unit: 'day',
        unitDisplay: 'long',
        numberingSystem: 'latn',
      }).format(7);
      expect(await term.getByRole('radio', { checked: true }).textContent()).toContain(sevenDays);
      await ui.fill(dialog.getByRole('textbox', { name: t('amountInput.label') }), '200');
      const vouchers = dialog.getByRole('radiogroup', { name: t('kitChoices.voucher.label') });
      await vouchers.waitFor();
      // The first recommended voucher is chosen on load (SE-VOUCH-02).
      expect(await vouchers.getByRole('radio', { checked: true }).count()).toBe(1);
      const reinvest = dialog.getByRole('switch', { name: t('simpleEarnFlows.subscribe.reinvest') });
      await ui.activate(reinvest);
      expect(await reinvest.getAttribute('aria-checked')).toBe('true');
      await expectAccessible(page, 'the fixed subscribe dialog with a voucher');
      await ui.activate(dialog.getByRole('button', { name: t('simpleEarn.subscribe.submit'), exact: true }).last());
      const success = page.getByRole('dialog', { name: t('simpleEarnFlows.success.title') });
      await success.waitFor();
      await expectAccessible(page, 'the fixed subscribe success dialog');
      await ui.activate(success.getByRole('button', { name: t('simpleEarnFlows.success.viewHoldings'), exact: true }));
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('fixed');

      // The new order: a table row on a desktop, a card at 375 px.
      const order = page
        .getByRole('row')
        .or(page.getByRole('listitem'))
        .filter({ hasText: amountText('200', 'USDT', variant.locale) })
        .first();
      await order.waitFor();
      if (variant.viewport === 'phone') expect(await page.getByRole('table').count()).toBe(0);
      await expectAccessible(page, 'my fixed holdings');
      await ui.activate(order.getByRole('link', { name: t('holdingsFlows.detailsOf', { coin: 'USDT' }), exact: true }));
      await page.getByRole('heading', { name: t('holdingsFlows.fixed.title') }).waitFor();
      const autoReinvest = page.getByRole('switch', { name: t('holdingsFlows.detail.autoReinvest') });
      expect(await autoReinvest.getAttribute('aria-checked')).toBe('true');
      // With reinvest on, the timeline ends with the next subscription and has no redemption step.
      const timeline = page.getByRole('list', { name: t('kitSchedules.timeline.subscribeLabel') });
      expect(await timeline.textContent()).toContain(t('simpleEarn.timeline.nextSubscription'));
      expect(await timeline.textContent()).not.toContain(t('simpleEarn.timeline.redemptionArrival'));
      await expectAccessible(page, 'the fixed holding detail');

      // Turning auto-reinvest off asks first (SE-REINV-01), then the redeem-to choice can change.
      await ui.activate(autoReinvest);
      const renew = page.getByRole('dialog', { name: t('simpleEarnFlows.autoRenew.disableTitle') });
      await renew.waitFor();
      await expectAccessible(page, 'the auto-renew confirm');
      await ui.activate(renew.getByRole('button', { name: t('common.confirm'), exact: true }));
      await expect.poll(() => autoReinvest.getAttribute('aria-checked')).toBe('false');
      await expectToast(page, t, 'success', t('simpleEarn.reinvest.disabled'));
      await expect
        .poll(async () => (await timeline.textContent()) ?? '')
        .toContain(t('simpleEarn.timeline.redemptionArrival'));
      const redeemTo = page.getByRole('radiogroup', { name: t('holdingsFlows.detail.redeemTo') });
      await redeemTo.waitFor();
      // The account not chosen now, pinned by position (its checked state is about to change).
      const states = await redeemTo
        .getByRole('radio')
        .evaluateAll((radios) =>
          radios.map((radio) => radio.getAttribute('aria-checked') === 'true' || (radio as HTMLInputElement).checked),
        );
      const other = redeemTo.getByRole('radio').nth(states.indexOf(false));
      const choice = (await other.textContent()) ?? '';
      await ui.choose(redeemTo, other);
      await expectToast(page, t, 'success', t('holdingsFlows.detail.redeemToUpdated'));
      await expect
        .poll(async () => (await redeemTo.getByRole('radio', { checked: true }).first().textContent()) ?? '')
        .toBe(choice);

      // 'Redeem early', or 'Claim early' on the US site (SH-US-02).
      await ui.activate(page.getByRole('button', { name: t('common.action.redeemEarly'), exact: true }));
      const early = page.getByRole('dialog', { name: t('common.action.redeemEarly') });
      await early.waitFor();
      expect(await early.textContent()).toContain(amountText('200', 'USDT', variant.locale));
      await expectAccessible(page, 'the early-redeem dialog');
      await ui.activate(early.getByRole('button', { name: t('simpleEarnFlows.early.confirm'), exact: true }));
      await expectToast(page, t, 'success', t('redeem success'));
      await early.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});
