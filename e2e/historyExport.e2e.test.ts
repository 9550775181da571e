/**
 * The history export (issue 14) as a user meets it, in the production build against the simulated exchange: alice
 * narrows her Simple Earn history (the Fixed tab, USDT, Lend, a date range typed in), presses Export CSV and gets a
 * file whose rows are the records the table shows, in its order: the same time, type, amount and coin, the amount
 * as the exact string and the time in ISO 8601 UTC. On a desktop and in Arabic right to left, an axe scan of each
 * screen.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/domain/shared/csv.testing';
import { formatAmount } from '../src/i18n';
import { formatDateTime } from '../src/i18n/formatDate';
import {
  actor,
  catalogueText,
  expectAccessible,
  journeyVariants,
  openApp,
  startBrowser,
  variantSettings,
  type JourneyVariant,
} from './support';

startBrowser();

/** The seeded history starts 48 hours before the simulator's first now (2 March 2026, 08:00 UTC). */
const RANGE = { start: '2026-02-28', end: '2026-03-02' } as const;
/** How long a poll waits for what the page shows; expect.poll's own default is 1 s. */
const WAIT = { timeout: 30_000 };
const HEADER = [
  'time_utc',
  'product',
  'record_id',
  'coin',
  'type',
  'type_label',
  'amount',
  'amount_coin',
  'term_days',
  'apr',
  'source',
  'order_id',
];

const variants: readonly JourneyVariant[] = [journeyVariants.desktop, journeyVariants.arabic];

/** The text of each cell of each body row of a table. */
async function tableCells(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody').getByRole('row');
  const cells: string[][] = [];
  for (let index = 0; index < (await rows.count()); index++)
    cells.push((await rows.nth(index).locator('th, td').allTextContents()).map((text) => text.trim()));
  return cells;
}

describe.each(variants)('The history export $name', (variant) => {
  const t = catalogueText(variant.locale, variant.site);

  it('downloads the filtered history as a CSV whose rows are the records the table shows', async () => {
    const { context, page } = await openApp('/simple-earn/history', {
      user: 'alice',
      settings: variantSettings(variant),
    });
    const ui = actor(page, variant.keyboard);
    try {
      await ui.activate(page.getByRole('tab', { name: t('holdingsFlows.tab.fixed'), exact: true }));
      const table = page.getByRole('table', { name: t('holdingsFlows.history.fixedList'), exact: true });
      await table.waitFor();
      await page.getByLabel(t('holdingsFlows.history.coin'), { exact: true }).selectOption('USDT');
      await page
        .getByLabel(t('holdingsFlows.history.type'), { exact: true })
        .selectOption(t('simpleEarn.history.type.lend'));
      await ui.fill(page.getByRole('textbox', { name: t('kitData.dateRange.start'), exact: true }), RANGE.start);
      const end = page.getByRole('textbox', { name: t('kitData.dateRange.end'), exact: true });
      await ui.fill(end, RANGE.end);
      await end.press('Enter');
      // The list reloads with the filters: only USDT subscriptions (lend, type 1) are left.
      await expect
        .poll(async () => {
          const rows = await tableCells(table);
          return rows.length > 0 && rows.every((cells) => cells.join(' ').includes(t('simpleEarn.history.type.lend')));
        }, WAIT)
        .toBe(true);
      if (variant.locale === 'ar')
        expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
      await expectAccessible(page, 'the filtered history');
      const shown = await tableCells(table);

      const downloading = page.waitForEvent('download');
      await ui.activate(page.getByRole('button', { name: t('holdingsFlows.history.export'), exact: true }));
      const download = await downloading;
      const fileName = `earn-history-fixed-${RANGE.start}-to-${RANGE.end}.csv`;
      expect(download.suggestedFilename()).toBe(fileName);
      await page
        .getByRole('status')
        .filter({ hasText: t('holdingsFlows.history.export.done', { records: shown.length, fileName }) })
        .waitFor();
      await expectAccessible(page, 'the history after the export');

      const [header, ...records] = parseCsv(await readFile((await download.path())!, 'utf8'));
      expect(header).toEqual(HEADER);
      expect(records).toHaveLength(shown.length);
      const column = (record: string[], name: string) => record[HEADER.indexOf(name)] ?? '';
      // The table shows times in the browser's zone; the file in UTC.
      const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      records.forEach((record, index) => {
        const [time, coin, type, amount, term, , source] = shown[index]!;
        expect(column(record, 'time_utc')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(time).toBe(formatDateTime(Date.parse(column(record, 'time_utc')), { locale: variant.locale, timeZone }));
        expect(column(record, 'product')).toBe('fixed');
        expect(column(record, 'coin')).toBe('USDT');
        expect(coin).toContain('USDT');
        expect(column(record, 'type')).toBe('1');
        expect(column(record, 'type_label')).toBe(type);
        // Exact in the file; the table rounds down to 8 decimals.
        expect(column(record, 'amount')).toMatch(/^\d+(\.\d+)?$/);
        expect(amount).toBe(
          `${formatAmount(column(record, 'amount'), { locale: variant.locale })} ${column(record, 'amount_coin')}`,
        );
        expect(term).toBe(t('holdingsFlows.termDays', { days: column(record, 'term_days') }));
        expect(source).toBe(column(record, 'source') || '--');
      });
    } finally {
      await context.close();
    }
  });
});
