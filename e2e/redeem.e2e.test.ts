/** Redeeming flexible Simple Earn, and taking a redemption back, as a user does it. */
import { describe, expect, it } from 'vitest';
import { expectAccessible, openApp, simulator, useBrowser } from './support';

useBrowser();

describe('Flexible redemption in the reference app', () => {
  it('SE-REDEEM-01 SE-REDEEM-09 SE-REDEEM-05 SE-HIST-01 a user redeems part of a flexible holding, cancels a pending redemption, and history lists the redemption', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings', { user: 'alice' });
    try {
      const usdt = page.getByRole('row', { name: /USDT/ }).first();
      await usdt.waitFor();
      await usdt.getByRole('link', { name: /details/i }).or(usdt.getByRole('button', { name: /details/i })).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/simple-earn\/my-lendings\/.+/);
      const redeem = page.getByRole('button', { name: 'Redeem', exact: true });
      await redeem.waitFor();
      await expectAccessible(page, 'the flexible holding detail');

      await redeem.click();
      const dialog = page.getByRole('dialog', { name: /Redeem USDT/ });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /redeem amount/i }).fill('100');
      await expectAccessible(page, 'the flexible redeem dialog');
      await dialog.getByRole('button', { name: /confirm redemption/i }).click();
      const success = page.getByRole('dialog', { name: /redeemed successfully/i });
      await success.waitFor();
      await expectAccessible(page, 'the redeem success dialog');
      await success.getByRole('button', { name: /close/i }).first().click();
      await success.waitFor({ state: 'hidden' });

      // The redemption is pending until the next hour settles it: it can be taken back.
      await redeem.click();
      const again = page.getByRole('dialog', { name: /Redeem USDT/ });
      await again.waitFor();
      await again.getByRole('button', { name: /cancel redemption/i }).click();
      const confirmCancel = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /cancel this redemption/i })).first();
      await confirmCancel.waitFor();
      await expectAccessible(page, 'the cancel-redemption confirm dialog');
      await confirmCancel.getByRole('button', { name: /cancel redemption|confirm/i }).last().click();
      await page.getByText('Redemption cancelled').first().waitFor();
      if (await again.isVisible()) await page.keyboard.press('Escape');
      await again.waitFor({ state: 'hidden' });

      // Redeem again and let the hour pass: the redemption settles and history lists it beside the lend records.
      await redeem.click();
      const third = page.getByRole('dialog', { name: /Redeem USDT/ });
      await third.waitFor();
      await third.getByRole('textbox', { name: /redeem amount/i }).fill('50');
      await third.getByRole('button', { name: /confirm redemption/i }).click();
      await page.getByRole('dialog', { name: /redeemed successfully/i }).waitFor();
      await simulator('/__sim/clock/advance', { hours: 1 });

      await page.goto('/simple-earn/history');
      const table = page.getByRole('table');
      await expect.poll(async () => (await table.textContent()) ?? '', { timeout: 15_000 }).toMatch(/Redeem[\s\S]*50\.|50\.[\s\S]*Redeem/);
      await expectAccessible(page, 'the history page with records');
    } finally {
      await context.close();
    }
  });
});
