/**
 * My earn's export (issue 17) as a user meets it, in the production build against the simulated exchange: alice
 * presses Export history, then Export CSV, and gets one file of every family she holds that keeps a history, each
 * row tagged with its product and kind. The dual-earn order her dual earn tab lists is in it as a subscription of
 * the amount the tab shows, next to her Simple Earn history; an axe scan of the page with the export's panel.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/domain/shared/csv.testing';
import { formatAmount } from '../src/i18n';
import {
  actor,
  catalogueText,
  expectAccessible,
  journeyVariants,
  openApp,
  startBrowser,
  variantSettings,
} from './support';

startBrowser();

const PATH = '/myaccount/funds/finance/my_lendings';
/** How long a poll waits for what the page shows; expect.poll's own default is 1 s. */
const WAIT = { timeout: 30_000 };

describe("My earn's export", () => {
  const variant = journeyVariants.desktop;
  const t = catalogueText(variant.locale, variant.site);

  it('downloads one file of every family held with a history, the dual-earn order the tab lists among its rows', async () => {
    const { context, page } = await openApp(`${PATH}?tab=dual`, {
      user: 'alice',
      viewport: variant.viewport,
      settings: variantSettings(variant),
    });
    const ui = actor(page, variant.keyboard);
    try {
      const panel = page.getByRole('tabpanel');
      const order = panel
        .getByRole('row')
        .filter({ hasText: t('dualEarnOrders.order', { kind: t('dualEarnOrders.kind.dual'), id: 11 }) });
      await order.first().waitFor(WAIT);
      const orderText = (await order.first().textContent()) ?? '';

      await ui.activate(page.getByRole('button', { name: t('myEarn.export.open'), exact: true }));
      const exportButton = page.getByRole('button', { name: t('holdingsFlows.history.export'), exact: true });
      await exportButton.waitFor(WAIT);
      await expectAccessible(page, "My earn with its export's panel");
      const downloading = page.waitForEvent('download');
      await ui.activate(exportButton);
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^earn-history-all-\d{4}-\d\d-\d\d\.csv$/);
      await page.getByRole('status').filter({ hasText: download.suggestedFilename() }).waitFor(WAIT);

      const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
      const records = rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ''])));
      const products = new Set(records.map((record) => record.product));
      // Simple Earn (flexible or fixed) and dual earn at least, each row's kind one of the tax export's.
      expect(products.has('flexible') || products.has('fixed')).toBe(true);
      expect(products.has('dual')).toBe(true);
      for (const record of records)
        expect(['subscription', 'redemption', 'reward', 'bonus', 'voucher', 'forfeit']).toContain(record.entry);
      const subscription = records.find(
        (record) => record.product === 'dual' && record.record_id === '11' && record.entry === 'subscription',
      );
      expect(subscription).toBeDefined();
      expect(orderText).toContain(
        `${formatAmount(subscription!.amount!, { locale: variant.locale })} ${subscription!.amount_coin}`,
      );
    } finally {
      await context.close();
    }
  }, 120_000);
});
