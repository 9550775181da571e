/**
 * The history export (issue 14) as a user meets it, in the production build against the simulated exchange: alice
 * narrows her Simple Earn history (the Fixed tab, USDT, Lend, a date range typed in), presses Export CSV and gets a
 * file whose rows are the records the table shows, in its order: the same time, type, amount and coin, the amount
 * as the exact string and the time in ISO 8601 UTC. On a desktop, at 375 px (the records as cards), in Arabic right
 * to left and with the keyboard alone (the selects by typing an option's name), an axe scan of each screen.
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
  'entry',
  'trigger',
];

const variants: readonly JourneyVariant[] = [
  journeyVariants.desktop,
  journeyVariants.phone,
  journeyVariants.arabic,
  journeyVariants.keyboard,
];

/** The text of each record shown: a table's body rows, or at 375 px the list's cards. */
async function shownRecords(list: Locator): Promise<string[]> {
  const table = list.locator('tbody').getByRole('row');
  const rows = (await table.count()) > 0 ? table : list.getByRole('listitem');
  return (await rows.allTextContents()).map((text) => text.trim());
}

describe.each(variants)('The history export $name', (variant) => {
  const t = catalogueText(variant.locale, variant.site);

  it('downloads the filtered history as a CSV whose rows are the records the list shows', async () => {
    const { context, page } = await openApp('/simple-earn/history', {
      user: 'alice',
      viewport: variant.viewport,
      settings: variantSettings(variant),
    });
    const ui = actor(page, variant.keyboard);
    try {
      const fixed = page.getByRole('tab', { name: t('holdingsFlows.tab.fixed'), exact: true });
      if (variant.keyboard) {
        // The tab list is one tab stop, at its selected tab (Flexible); the arrow keys select the next.
        await ui.activate(page.getByRole('tab', { name: t('holdingsFlows.tab.flexible'), exact: true }));
        await page.keyboard.press('ArrowRight');
      } else {
        await ui.activate(fixed);
      }
      await expect.poll(() => fixed.getAttribute('aria-selected'), WAIT).toBe('true');
      const list = page
        .getByRole('table', { name: t('holdingsFlows.history.fixedList'), exact: true })
        .or(page.getByRole('list', { name: t('holdingsFlows.history.fixedList'), exact: true }));
      await list.waitFor();
      const coin = page.getByLabel(t('holdingsFlows.history.coin'), { exact: true });
      const type = page.getByLabel(t('holdingsFlows.history.type'), { exact: true });
      if (variant.keyboard) {
        // A closed select picks the option whose name is typed.
        await ui.fill(coin, 'USDT');
        await ui.fill(type, t('simpleEarn.history.type.lend'));
      } else {
        await coin.selectOption('USDT');
        await type.selectOption(t('simpleEarn.history.type.lend'));
      }
      expect(await coin.inputValue()).toBe('USDT');
      expect(await type.inputValue()).toBe('1');
      await ui.fill(page.getByRole('textbox', { name: t('kitData.dateRange.start'), exact: true }), RANGE.start);
      const end = page.getByRole('textbox', { name: t('kitData.dateRange.end'), exact: true });
      await ui.fill(end, RANGE.end);
      await page.keyboard.press('Enter');
      // The list reloads with the filters: only USDT subscriptions (lend, type 1) are left.
      await expect
        .poll(async () => {
          const rows = await shownRecords(list);
          return rows.length > 0 && rows.every((text) => text.includes(t('simpleEarn.history.type.lend')));
        }, WAIT)
        .toBe(true);
      if (variant.locale === 'ar')
        expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
      await expectAccessible(page, 'the filtered history');
      const shown = await shownRecords(list);

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
        const shownRecord = shown[index]!;
        expect(column(record, 'time_utc')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(shownRecord).toContain(
          formatDateTime(Date.parse(column(record, 'time_utc')), { locale: variant.locale, timeZone }),
        );
        expect(column(record, 'product')).toBe('fixed');
        expect(column(record, 'coin')).toBe('USDT');
        expect(column(record, 'type')).toBe('1');
        expect(column(record, 'entry')).toBe('subscription');
        expect(shownRecord).toContain(column(record, 'type_label'));
        // Exact in the file; the list rounds down to 8 decimals.
        expect(column(record, 'amount')).toMatch(/^\d+(\.\d+)?$/);
        expect(shownRecord).toContain(
          `${formatAmount(column(record, 'amount'), { locale: variant.locale })} ${column(record, 'amount_coin')}`,
        );
        expect(shownRecord).toContain(t('holdingsFlows.termDays', { days: column(record, 'term_days') }));
      });
    } finally {
      await context.close();
    }
  });
});
