/** The same journeys with the keyboard alone, and on the US site. */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openApp, startBrowser } from './support';

startBrowser();

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(
  page: Page,
  matches: (element: { role: string; name: string; tag: string; type: string }) => boolean,
  limit = 80,
): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return { role: '', name: '', tag: '', type: '' };
      const labelled = element.getAttribute('aria-labelledby');
      const label = labelled
        ? labelled
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : '';
      const byFor = element.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : '';
      return {
        role: element.getAttribute('role') ?? element.tagName.toLowerCase(),
        name: (element.getAttribute('aria-label') ?? label ?? '') || byFor || (element.textContent ?? ''),
        tag: element.tagName.toLowerCase(),
        type: element.getAttribute('type') ?? '',
      };
    });
    if (process.env.E2E_DEBUG) console.log(JSON.stringify(focused));
    if (matches(focused)) return;
  }
  throw new Error(`no element matched within ${limit} Tab presses`);
}

describe('Keyboard and US site', () => {
  it('SE-SUB-02 SE-SUBOK-02 with the keyboard alone a user opens a subscribe dialog, types an amount, subscribes and closes the success dialog', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'unity' });
    try {
      await page.getByRole('table').getByRole('row', { name: /BTC/ }).first().waitFor();
      await tabTo(page, (element) => element.tag === 'button' && element.name.trim().startsWith('Subscribe'));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // Focus moved into the dialog.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await tabTo(page, (element) => element.tag === 'input' && element.role === 'input' && element.type === 'text');
      // The first Subscribe in tab order is USDT flexible, whose minimum is 1 USDT.
      await page.keyboard.type('5');
      await tabTo(page, (element) => element.tag === 'button' && element.name.trim().startsWith('Subscribe'));
      await page.keyboard.press('Enter');
      const success = page.getByRole('dialog', { name: /subscribed successfully/i });
      await success.waitFor();
      await expectAccessible(page, 'the success dialog reached by keyboard');
      await page.keyboard.press('Escape');
      await success.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('SH-US-04 SH-US-02 on the US site the subscribe dialog has no transfer shortcut and the FAQ says claim early', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'uma', settings: { site: 'us' } });
    try {
      const row = page.getByRole('table').getByRole('row', { name: /USDT/ }).first();
      await row.waitFor();
      await row.getByRole('button', { name: 'Subscribe' }).first().click();
      const dialog = page.getByRole('dialog', { name: /Subscribe USDT/ });
      await dialog.getByText('Available').first().waitFor();
      expect(await dialog.getByRole('button', { name: 'Transfer' }).count()).toBe(0);
      await expectAccessible(page, 'the subscribe dialog on the US site');
      await page.keyboard.press('Escape');
      await page.goto('/simple-earn/faq');
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const question of await page.getByRole('main').getByRole('button').all()) await question.click();
      expect(((await page.getByRole('main').textContent()) ?? '').toLowerCase()).toContain('claim early');
    } finally {
      await context.close();
    }
  });

  it('SH-FUNDPASS-02 SH-FUNDPASS-03 a user whose exchange asks for the funding password enters it, and the subscribe goes through', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'victor' });
    try {
      const btc = page.getByRole('table').getByRole('row', { name: /BTC/ }).first();
      await btc.waitFor();
      await btc.getByRole('button', { name: 'Subscribe' }).first().click();
      const dialog = page.getByRole('dialog', { name: /Subscribe BTC/ });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /amount/i }).fill('0.01');
      await dialog.getByRole('button', { name: 'Subscribe' }).last().click();
      const prompt = page.getByRole('dialog', { name: 'Funding password' });
      await prompt.waitFor();
      await expectAccessible(page, 'the funding-password modal');
      await prompt.getByLabel('Funding password', { exact: true }).fill('135790');
      await prompt.getByRole('button', { name: /confirm/i }).click();
      await page.getByRole('dialog', { name: /subscribed successfully/i }).waitFor();
    } finally {
      await context.close();
    }
  });
});
