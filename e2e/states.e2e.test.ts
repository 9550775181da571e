/**
 * What the exchange says no to, seen by a user: VIP ranges, sold-out and special products, locked
 * funding, and server and network failures (the simulator's fault switches make them happen).
 */
import type { Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import {
  catalogueText,
  clearFaults,
  expectAccessible,
  expectToast,
  failedLoad,
  openApp,
  simulator,
  startBrowser,
} from './support';

startBrowser();

const t = catalogueText('en', 'global');

afterEach(async () => {
  await clearFaults();
});

/** The USDT row of the home's product table. */
async function usdtRow(page: Page) {
  const row = page.getByRole('table').getByRole('row', { name: /USDT/ }).first();
  await row.waitFor();
  return row;
}

/** Opens the subscribe dialog of the row's first Subscribe button (the flexible term) and types an amount. */
async function subscribeFlexible(page: Page, coin: string, amount: string) {
  const row = page
    .getByRole('table')
    .getByRole('row', { name: new RegExp(`^\\S*${coin}`) })
    .first();
  await row.waitFor();
  await row.getByRole('button', { name: 'Subscribe' }).first().click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Subscribe ${coin}`) });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: /amount/i }).fill(amount);
  await dialog.getByRole('button', { name: 'Subscribe' }).last().click();
  return dialog;
}

describe('Simple Earn states and failures', () => {
  it("SE-VIP-01 SE-VIP-02 SE-STATUS-02 a VIP product below the user's range asks for an upgrade; a sold-out product is greyed and cannot be subscribed", async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'alice' });
    try {
      const row = await usdtRow(page);
      const chips = row.getByRole('radiogroup', { name: 'Terms of USDT' });
      await chips.getByRole('radio', { name: /^90 days/ }).click();
      const soldOut = row.getByRole('button', { name: 'Sold out' });
      expect(await soldOut.isDisabled()).toBe(true);
      expect(await row.locator('[data-slot="chosen-term"] [data-slot="rate-text"]').getAttribute('data-disabled')).toBe(
        '',
      );
      await expectAccessible(page, 'the home with a sold-out product chosen');
      await chips.getByRole('radio', { name: /V5-V16/ }).click();
      expect(await row.textContent()).toContain('Upgrade to VIP 5 to subscribe');
      await expectAccessible(page, 'the home with a VIP product chosen');
      await row.getByRole('button', { name: 'Upgrade' }).first().click();
      const guide = page.getByRole('dialog');
      await guide.waitFor();
      await expectAccessible(page, 'the VIP upgrade guide');
      await guide.getByRole('link').first().click();
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/vip?upTo=5');
      await expectAccessible(page, 'the VIP page');
    } finally {
      await context.close();
    }
  });

  it('SE-VIP-03 SE-PROD-04 a VIP 6 user may subscribe to the V5-V16 product, and sees the V1-V4 one as above the range', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'victor' });
    try {
      const row = await usdtRow(page);
      const chips = row.getByRole('radiogroup', { name: 'Terms of USDT' });
      await chips.getByRole('radio', { name: /V5-V16/ }).click();
      expect(await row.getByRole('button', { name: 'Subscribe USDT 14 days', exact: true }).isEnabled()).toBe(true);
      expect((await row.textContent()) ?? '').not.toContain('Upgrade to VIP 5');
      await chips.getByRole('radio', { name: /V1-V4/ }).click();
      expect(await row.getByRole('button', { name: 'Subscribe USDT 30 days', exact: true }).isDisabled()).toBe(true);
      expect((await row.textContent()) ?? '').toMatch(/V1-V4/);
      await expectAccessible(page, 'the home as a VIP 6 user');
    } finally {
      await context.close();
    }
  });

  it("SE-SPECIAL-02 a user who is not on a special product's list is told so when subscribing", async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'carla' });
    try {
      const row = await usdtRow(page);
      // The term chip marked Special, then the coin's one Subscribe.
      await row.getByRole('radio').filter({ hasText: 'Special' }).click();
      await row.getByRole('button', { name: /^Subscribe USDT/ }).click();
      const dialog = page.getByRole('dialog', { name: /Subscribe USDT/ });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /amount/i }).fill('100');
      await dialog.getByRole('button', { name: 'Subscribe' }).last().click();
      await page.getByText('You are not eligible for this event product').first().waitFor();
      await expectAccessible(page, 'the ineligible notice');
    } finally {
      await context.close();
    }
  });

  it('SE-SUB-14 SE-SUB-15 with funding locked in the unified account, the pre-check refuses subscribing with its warning', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'lena' });
    try {
      await subscribeFlexible(page, 'USDT', '10');
      await expectToast(page, t, 'warning', t('lend_earn.notsubscribe.toast'));
      await expectAccessible(page, 'the locked-funding toast');
    } finally {
      await context.close();
    }
  });

  it('SE-ERR-02 SH-ERR-03 DEC-07 a subscribe the exchange refuses shows its message as a warning', async () => {
    await simulator('/__sim/faults', {
      rules: [
        {
          call: 'flexibleSubscribe',
          kind: 'error',
          code: 10010001,
          message: 'Daily subscription limit reached',
          times: 1,
        },
      ],
    });
    const { context, page } = await openApp('/simple-earn', { user: 'alice' });
    try {
      const dialog = await subscribeFlexible(page, 'BTC', '0.01');
      await expectToast(page, t, 'warning', 'Daily subscription limit reached');
      // The dialog stays open with the amount, so the user can try again.
      expect(await dialog.isVisible()).toBe(true);
      await expectAccessible(page, 'a refused subscribe');
    } finally {
      await context.close();
    }
  });

  it('SE-ERR-05 DEC-07 a network failure while subscribing shows Networkerr as an error', async () => {
    await simulator('/__sim/faults', { rules: [{ call: 'flexibleSubscribe', kind: 'network', times: 1 }] });
    const { context, page } = await openApp('/simple-earn', {
      user: 'alice',
      // The browser's own console error for the dropped call: the preview server's proxy answers 502.
      expectedConsoleErrors: [{ text: failedLoad(502), url: /\/apiw\/v2\/uni-loan\/earn\/subscribe$/ }],
    });
    try {
      await subscribeFlexible(page, 'BTC', '0.01');
      await expectToast(page, t, 'error', t('Networkerr'));
    } finally {
      await context.close();
    }
  });

  it('when the product list cannot load, the home says so and Retry loads it', async () => {
    await simulator('/__sim/faults', {
      rules: [{ call: 'marketList', kind: 'error', code: -1, message: 'maintenance', times: 5 }],
    });
    const { context, page } = await openApp('/simple-earn', { user: 'alice' });
    try {
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor({ timeout: 30_000 });
      await expectAccessible(page, 'the home when the list failed');
      await clearFaults();
      await retry.click();
      await usdtRow(page);
    } finally {
      await context.close();
    }
  });
});
