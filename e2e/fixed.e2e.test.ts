/** Fixed-term Simple Earn as a user does it: a voucher and auto-reinvest, the detail panel, early redemption. */
import { describe, expect, it } from 'vitest';
import { expectAccessible, openApp, useBrowser } from './support';

useBrowser();

describe('Fixed-term Simple Earn in the reference app', () => {
  it('SE-SUB-08 SE-SUB-09 SE-VOUCH-02 HD-FIXED-02 SE-REINV-01 SE-DEST-01 SE-EARLY-01 a user subscribes to a 7-day term with a voucher and auto-reinvest, turns reinvest off, changes redeem-to and redeems early', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'alice' });
    try {
      const usdt = page.getByRole('table').getByRole('row', { name: /USDT/ }).first();
      await usdt.waitFor();
      // The second Subscribe of the row is the first fixed term: 7 days.
      await usdt.getByRole('button', { name: 'Subscribe' }).nth(1).click();
      const dialog = page.getByRole('dialog', { name: /Subscribe USDT/ });
      await dialog.waitFor();
      expect(await dialog.getByRole('radio', { name: /7 days/ }).first().getAttribute('aria-checked')).toBe('true');
      await dialog.getByRole('textbox', { name: /amount/i }).fill('200');
      const vouchers = dialog.getByRole('radiogroup', { name: /rate-up vouchers/i });
      await vouchers.waitFor();
      // The first recommended voucher is chosen on load (SE-VOUCH-02).
      expect(await vouchers.getByRole('radio', { checked: true }).count()).toBe(1);
      const reinvest = dialog.getByRole('switch', { name: /auto-reinvest/i }).or(dialog.getByRole('checkbox', { name: /auto-reinvest/i })).first();
      await reinvest.click();
      expect(await reinvest.getAttribute('aria-checked')).toBe('true');
      await expectAccessible(page, 'the fixed subscribe dialog with a voucher');
      await dialog.getByRole('button', { name: 'Subscribe' }).last().click();
      const success = page.getByRole('dialog', { name: /subscribed successfully/i });
      await success.waitFor();
      await success.getByRole('button', { name: /view holdings/i }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('fixed');

      const order = page.getByRole('row', { name: /200\.00000000 USDT/ }).first();
      await order.waitFor();
      await order.getByRole('link', { name: /details/i }).or(order.getByRole('button', { name: /details/i })).first().click();
      await page.getByRole('heading', { name: 'Simple Earn - Fixed' }).waitFor();
      const autoReinvest = page.getByRole('switch', { name: /auto-reinvest/i });
      expect(await autoReinvest.getAttribute('aria-checked')).toBe('true');
      await expectAccessible(page, 'the fixed holding detail');

      // Turning auto-reinvest off asks first (SE-REINV-01), then the redeem-to choice appears and can change.
      await autoReinvest.click();
      const renew = page.getByRole('dialog', { name: /turn off auto-reinvest/i });
      await renew.waitFor();
      await expectAccessible(page, 'the auto-renew confirm');
      await renew.getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => autoReinvest.getAttribute('aria-checked')).toBe('false');
      const redeemTo = page.getByRole('radiogroup', { name: /redeem to/i });
      await redeemTo.waitFor();
      const unchecked = redeemTo.getByRole('radio', { checked: false }).first();
      const choice = (await unchecked.textContent()) ?? '';
      await unchecked.click();
      await page.getByText('Redeem-to account updated').first().waitFor();
      await expect.poll(async () => (await redeemTo.getByRole('radio', { checked: true }).first().textContent()) ?? '').toBe(choice);

      await page.getByRole('button', { name: 'Redeem early' }).click();
      const early = page.getByRole('dialog');
      await early.waitFor();
      await expectAccessible(page, 'the early-redeem dialog');
      await early.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Redeemed successfully').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
