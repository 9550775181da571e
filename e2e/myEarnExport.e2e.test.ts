/**
 * My earn's export (issue 17) as a user meets it, in the production build against the simulated exchange: alice
 * presses Export history, then Export CSV, and gets one file of every family she holds that keeps a history, each
 * row tagged with its product and kind. The dual-earn order her dual earn tab lists is in it as a subscription of
 * the amount the tab shows, next to her Simple Earn history; an axe scan of the page with the export's panel. Her
 * GTETH, a rate-based staking token (P-54), shows its ledger's rewards on the staking tab, counts in the staking
 * share, and its ledger days are the export's reward rows.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../src/domain/decimal';
import { parseCsv } from '../src/domain/shared/csv.testing';
import { rateRewardLedger } from '../src/domain/staking/rateLedger';
import { formatAmount } from '../src/i18n';
import {
  actor,
  catalogueText,
  expectAccessible,
  journeyVariants,
  literal,
  openApp,
  startBrowser,
  variantSettings,
  type Actor,
  type JourneyVariant,
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

/** A displayed amount ('22,053.99320335', Latin digits in every locale) as a decimal. */
const amountOf = (text: string) => toDecimal(text.replace(/[^\d.٫]/g, '').replace('٫', '.'));

/** The value beside a label of an info list (a term and its definition). */
const figure = (scope: Locator, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${literal(label).source}$`) })
    .locator('xpath=following-sibling::*[1]');

/** A call of the exchange from the page, as alice (the app's own origin and session): its `data`. */
async function exchangeData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

/** Downloads My earn's export (the generic CSV) and reads its rows by header. */
async function downloadExport(page: Page, ui: Actor, t: ReturnType<typeof catalogueText>) {
  await ui.activate(page.getByRole('button', { name: t('myEarn.export.open'), exact: true }));
  const exportButton = page.getByRole('button', { name: t('holdingsFlows.history.export'), exact: true });
  await exportButton.waitFor(WAIT);
  const downloading = page.waitForEvent('download');
  await ui.activate(exportButton);
  const download = await downloading;
  await page.getByRole('status').filter({ hasText: download.suggestedFilename() }).waitFor(WAIT);
  const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ''])));
}

const tokenVariants: readonly JourneyVariant[] = [
  journeyVariants.desktop,
  journeyVariants.phone,
  journeyVariants.arabic,
  journeyVariants.keyboard,
];

describe.each(tokenVariants)("My earn's rate-based staking token $name", (variant) => {
  const t = catalogueText(variant.locale, variant.site);

  it("GTETH's ledger shows on the staking tab and in the staking share, and the export's staking rows are the tab's figures, day by day (P-54)", async () => {
    const { context, page } = await openApp(`${PATH}?tab=staking`, {
      user: 'alice',
      viewport: variant.viewport,
      settings: variantSettings(variant),
    });
    const ui = actor(page, variant.keyboard);
    try {
      const panel = page.getByRole('tabpanel');
      const coins = panel.getByRole('radiogroup', { name: t('stakingHoldings.coin') });
      await coins.waitFor(WAIT);

      // The tab on ETH: her plain stake and the rewards the exchange paid it.
      await ui.choose(coins, coins.getByRole('radio', { name: 'ETH', exact: true }));
      const ethCard = panel
        .getByRole('region', { name: t('stakingHoldings.positions', { coin: 'ETH' }) })
        .getByRole('article')
        .first();
      const ethRewards = figure(ethCard, t('stakingHoldings.rewards'));
      await expect.poll(async () => /\d/.test((await ethRewards.textContent()) ?? ''), WAIT).toBe(true);
      const ethPaid = amountOf((await ethRewards.textContent()) ?? '');
      const ethStaked = amountOf((await figure(ethCard, t('stakingHoldings.staked')).textContent()) ?? '');

      // The tab on GTETH: the tokens, what one is worth, and the ledger's rewards, in ETH.
      await ui.choose(coins, coins.getByRole('radio', { name: 'GTETH', exact: true }));
      const token = panel
        .getByRole('region', { name: t('stakingHoldings.positions', { coin: 'GTETH' }) })
        .getByRole('article', { name: 'GTETH', exact: true });
      const allTimeFigure = figure(token, t('stakingHoldings.token.allTime'));
      await expect.poll(async () => /\d/.test((await allTimeFigure.textContent()) ?? ''), WAIT).toBe(true);
      await expectAccessible(page, "My earn's staking tab on a rate-based token");
      const tokens = amountOf((await figure(token, t('stakingHoldings.staked')).textContent()) ?? '');
      const worth = amountOf(
        (await figure(token, t('stakingHoldings.token.worth', { token: 'GTETH' })).textContent()) ?? '',
      );
      const allTime = amountOf((await allTimeFigure.textContent()) ?? '');
      const yesterday = amountOf((await figure(token, t('stakingHoldings.token.yesterday')).textContent()) ?? '');
      expect((await allTimeFigure.textContent())?.trim().endsWith('ETH')).toBe(true);
      // The seed's figures (docs/simulator.md): 1.5 tokens at 1.006 ETH, 0.0001 ETH a token a day since 1 January.
      expect([tokens.toFixed(), worth.toFixed(), yesterday.toFixed(), allTime.toFixed()]).toEqual([
        '1.5',
        '1.006',
        '0.00015',
        '0.009',
      ]);

      // The staking share of the summary counts the tokens at their worth beside the plain stake, at ETH's price.
      const [ticker] = await exchangeData<{ rate: string }[]>(page, '/apiw/v2/market/tickers?currency_pairs=ETH_USDT');
      const summary = page.getByRole('region', { name: t('myEarn.summary'), exact: true });
      const shareLine = new RegExp(
        `^${literal(t('myEarn.share', { family: t('myEarn.family.staking'), value: '\u0000V', share: '\u0000S' }))
          .source.replace('\u0000V', '([\\d.,٫٬]+)')
          .replace('\u0000S', '.+')}$`,
      );
      const shares = (await summary.getByRole('listitem').allTextContents()).flatMap((line) => {
        const match = shareLine.exec(line.trim());
        return match ? [amountOf(match[1]!).toFixed()] : [];
      });
      expect(shares).toEqual([ethStaked.plus(tokens.times(worth)).times(ticker!.rate).toFixed()]);

      // The export: the ledger's days as reward rows, each the ledger's reward of its day, adding up to the tab's
      // all-time; the exchange's ETH rewards adding up to what the ETH card shows received.
      const records = await downloadExport(page, ui, t);
      const staking = records.filter((record) => record.product === 'staking');
      const ledgerRows = staking.filter((record) => record.trigger === 'rateLedger');
      const [info, line] = await Promise.all([
        exchangeData<{ hold_amount: string }>(page, '/apiw/v2/earn/staking/coin-user-info?coin=GTETH'),
        exchangeData<{ time: number; exchange_rate_reverse: string }[]>(
          page,
          '/apiw/v2/earn/staking/coin-lines?coin=GTETH&page=1&limit=100',
        ),
      ]);
      const ledger = rateRewardLedger(
        info.hold_amount,
        line.map((point) => ({ time: point.time * 1000, exchangeRateReverse: point.exchange_rate_reverse })),
      );
      expect(ledgerRows.map((record) => [record.record_id, record.entry, record.amount, record.amount_coin])).toEqual(
        ledger
          .filter((day) => !toDecimal(day.reward).isZero())
          .map((day) => [`ETH-${day.day}`, 'reward', toDecimal(day.reward).abs().toFixed(), 'ETH']),
      );
      const sum = (rows: readonly Record<string, string>[]) =>
        rows.reduce((total, record) => total.plus(record.amount!), toDecimal('0')).toFixed();
      expect(sum(ledgerRows)).toBe(allTime.toFixed());
      const paidEth = staking.filter(
        (record) => record.trigger !== 'rateLedger' && record.entry === 'reward' && record.amount_coin === 'ETH',
      );
      expect(sum(paidEth)).toBe(ethPaid.toFixed());
    } finally {
      await context.close();
    }
  }, 150_000);
});
