/**
 * VIP wealth as a user does it, in the production build against the simulated exchange: victor (VIP 6, with a
 * funding password) subscribes more to his private-wealth holding, redeems units and reads the detail's trend
 * charts over each range; alice (VIP 0) meets the upgrade guide instead of Subscribe. On a desktop, at 375 px, in
 * Arabic right to left and with the keyboard alone. Every name is read from the catalogue the app shows, and each
 * screen gets an axe scan. The seeded products and holdings are those of example-app/server/seed.ts (both products
 * are for VIP 1 and above, migration 012).
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../src/i18n';
import { arMessages } from '../example-app/src/messages.ar';
import { enMessages } from '../example-app/src/messages';
import {
  actor,
  amountText,
  catalogueText,
  expectAccessible,
  journeyVariants,
  literal,
  openApp,
  startBrowser,
  variantSettings,
  type Actor,
  type CatalogueText,
  type JourneyVariant,
} from './support';

// Victor's journey buys and redeems units: each test starts from the seeded exchange.
startBrowser({ resetEachTest: true });

const VIP_WEALTH_PATH = '/myaccount/funds/finance/vip-wealth';
/** Victor's seeded holding (100,000 USDT bought two days before the seed's now) and the other product. */
const PRIVATE_WEALTH = 'Private Wealth USDT Income';
const ASSET_MANAGEMENT = 'BTC Quant Asset Management';

/** How long a poll waits for what the page shows (a refetch on a busy machine); expect.poll's own default is 1 s. */
const WAIT = { timeout: 30_000 };
/** Four dialogs' round trips and a dozen axe scans: more than the project's 60 s on a busy machine. */
const LONG_JOURNEY = 150_000;

const variants: readonly JourneyVariant[] = [
  journeyVariants.desktop,
  journeyVariants.phone,
  journeyVariants.arabic,
  journeyVariants.keyboard,
];

/** The value beside a label of an info list (a term and its definition). */
function figure(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${literal(label).source}$`) })
    .locator('xpath=following-sibling::*[1]');
}

/**
 * Selects a tab as the user would: a click, or with the keyboard Tab to the tab list's selected tab and the arrow
 * keys to the wanted one (a tab list is one stop; its tabs follow the focus).
 */
async function selectTab(page: Page, ui: Actor, keyboard: boolean, tablist: Locator, tab: Locator): Promise<void> {
  if (!keyboard) {
    await ui.activate(tab);
  } else {
    await ui.activate(tablist.getByRole('tab', { selected: true }));
    const count = await tablist.getByRole('tab').count();
    for (let press = 0; press < count; press++) {
      if (await tab.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowRight');
    }
  }
  await expect.poll(() => tab.getAttribute('aria-selected'), WAIT).toBe('true');
}

/** Answers the exchange's funding-password prompt when it comes before `next` (victor keeps one). */
async function passFundingPassword(page: Page, ui: Actor, t: CatalogueText, next: Locator): Promise<void> {
  const prompt = page.getByRole('dialog', { name: t('kitChoices.fundpass.title'), exact: true });
  await prompt.or(next).first().waitFor();
  if (!(await prompt.isVisible())) return;
  await ui.fill(prompt.getByRole('textbox', { name: t('kitChoices.fundpass.field'), exact: true }), '135790');
  await expectAccessible(page, 'the funding password prompt');
  await ui.activate(prompt.getByRole('button', { name: t('common.confirm'), exact: true }));
}

describe.each(variants)('VIP wealth $name', (variant) => {
  const t = catalogueText(variant.locale, variant.site);
  const amount = (value: string, coin: string, decimals?: number) =>
    decimals === undefined
      ? amountText(value, coin, variant.locale)
      : `${formatAmount(value, { locale: variant.locale, decimals })} ${coin}`;
  const units = (value: string) => formatAmount(value, { locale: variant.locale, decimals: 6 });

  it(
    'VW-SUB-01 VW-SUB-02 VW-SUB-03 VW-SUB-06 VW-SUCCESS-01 VW-REDEEM-01 VW-DETAIL-01 VW-DETAIL-02 a VIP user subscribes more (refused until the disclaimer is ticked, then a success view), redeems units to a success view, and reads the detail’s assets trend and change rate over every range',
    async () => {
      const { context, page } = await openApp(VIP_WEALTH_PATH, {
        user: 'victor',
        viewport: variant.viewport,
        settings: variantSettings(variant),
      });
      const ui = actor(page, variant.keyboard);
      try {
        const holdings = page.getByRole('region', { name: t('wealthFlows.holdings.heading'), exact: true });
        const holding = holdings.getByRole('article', { name: PRIVATE_WEALTH, exact: true });
        const heldUnits = figure(holding, t('wealthFlows.field.units'));
        await heldUnits.waitFor();
        if (variant.locale === 'ar')
          expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
        // Victor is VIP 6: every product offers Subscribe, none the upgrade guide.
        const products = page.getByRole('region', { name: t('wealthFlows.products.heading'), exact: true });
        for (const name of [PRIVATE_WEALTH, ASSET_MANAGEMENT])
          await products
            .getByRole('article', { name, exact: true })
            .getByRole('button', { name: t('wealthFlows.products.subscribe'), exact: true })
            .waitFor();
        expect(await page.getByRole('group', { name: t('wealthFlows.upgrade.title', { level: 1 }) }).count()).toBe(0);
        await expectAccessible(page, 'the VIP wealth page of a VIP user');
        const unitsBefore = (await heldUnits.textContent()) ?? '';

        // Subscribe more: the amount alone is not enough, the disclaimer must be ticked.
        await ui.activate(holding.getByRole('button', { name: t('wealthFlows.holdings.subscribeMore'), exact: true }));
        const subscribe = page.getByRole('dialog', { name: t('wealthFlows.subscribe.title', { coin: 'USDT' }) });
        await subscribe.waitFor();
        if (variant.viewport === 'phone') expect(await subscribe.getAttribute('data-presentation')).toBe('sheet');
        const subscribeButton = subscribe.getByRole('button', {
          name: t('wealthFlows.subscribe.confirm'),
          exact: true,
        });
        await ui.fill(subscribe.getByRole('textbox', { name: t('wealthFlows.subscribe.amountLabel') }), '10000');
        expect(
          await subscribe.getByRole('link', { name: t('wealthFlows.subscribe.disclaimerLink') }).getAttribute('href'),
        ).toBe('/asset-management/institution/disclaimer');
        const disclaimer = subscribe.getByRole('checkbox', {
          name: t('wealthFlows.subscribe.disclaimer'),
          exact: true,
        });
        expect(await disclaimer.isChecked()).toBe(false);
        expect(await subscribeButton.isDisabled(), 'no subscription before the disclaimer is ticked').toBe(true);
        await expectAccessible(page, 'the subscribe-more dialog, disclaimer not ticked');
        await ui.activate(disclaimer);
        await expect.poll(() => subscribeButton.isDisabled(), WAIT).toBe(false);
        await ui.activate(subscribeButton);

        const subscribed = page.getByRole('dialog', { name: t('wealthFlows.subscribe.success'), exact: true });
        await passFundingPassword(page, ui, t, subscribed);
        await subscribed.waitFor();
        await figure(subscribed, t('wealthFlows.subscribe.successAmount'))
          .filter({ hasText: amount('10000', 'USDT') })
          .waitFor();
        await expectAccessible(page, 'the subscribe success view');
        await ui.activate(subscribed.getByRole('button', { name: t('wealthFlows.done'), exact: true }));
        await subscribed.waitFor({ state: 'hidden' });
        // The holding now counts the units bought.
        await expect.poll(() => heldUnits.textContent(), WAIT).not.toBe(unitsBefore);

        // Redeem units: 6 decimals, a success view with what was redeemed.
        await ui.activate(holding.getByRole('button', { name: t('wealthFlows.holdings.redeem'), exact: true }));
        const redeem = page.getByRole('dialog', { name: t('wealthFlows.redeem.title', { coin: 'USDT' }) });
        await redeem.waitFor();
        await ui.fill(redeem.getByRole('textbox', { name: t('wealthFlows.redeem.unitsLabel') }), '1.5');
        await figure(redeem, t('wealthFlows.redeem.estimated')).waitFor();
        await expectAccessible(page, 'the redeem dialog with units');
        await ui.activate(redeem.getByRole('button', { name: t('wealthFlows.redeem.confirm'), exact: true }));
        const redeemed = page.getByRole('dialog', { name: t('wealthFlows.redeem.success'), exact: true });
        await passFundingPassword(page, ui, t, redeemed);
        await redeemed.waitFor();
        await figure(redeemed, t('wealthFlows.redeem.successUnits'))
          .filter({ hasText: units('1.5') })
          .waitFor();
        await expectAccessible(page, 'the redeem success view');
        await ui.activate(redeemed.getByRole('button', { name: t('wealthFlows.done'), exact: true }));
        await redeemed.waitFor({ state: 'hidden' });

        // The detail: the order and its trend charts, each line over each range, with the table alternative.
        await ui.activate(holding.getByRole('button', { name: t('wealthFlows.holdings.details'), exact: true }));
        const detail = page.getByRole('dialog', { name: t('wealthFlows.detail.title', { name: PRIVATE_WEALTH }) });
        await figure(detail, t('wealthFlows.field.netValueBuy')).waitFor();
        const lines = detail.getByRole('tablist', { name: t('wealthFlows.detail.charts'), exact: true });
        const ranges = detail.getByRole('tablist', { name: t('chart.ranges'), exact: true });
        expect(await ranges.getByRole('tab').allTextContents()).toEqual(
          (['chart.range.30d', 'chart.range.180d', 'chart.range.365d', 'chart.range.730d'] as const).map((key) =>
            t(key),
          ),
        );
        const showTable = detail.getByRole('button', { name: t('chart.showTable'), exact: true });
        await showTable.waitFor();
        await expectAccessible(page, 'the wealth detail with the assets trend over 30 days');
        await ui.activate(showTable);
        const series = t('wealthFlows.detail.assetsTrend');
        for (const range of ['chart.range.180d', 'chart.range.365d', 'chart.range.730d'] as const) {
          await selectTab(page, ui, variant.keyboard, ranges, ranges.getByRole('tab', { name: t(range), exact: true }));
          // The table stays open across ranges and names the range it shows.
          await detail
            .getByRole('table', { name: t('chart.table.caption', { series, range: t(range) }), exact: true })
            .waitFor();
        }
        await expectAccessible(page, 'the wealth detail with the assets trend over 730 days as a table');
        await selectTab(
          page,
          ui,
          variant.keyboard,
          lines,
          lines.getByRole('tab', { name: t('wealthFlows.detail.changeRate'), exact: true }),
        );
        await selectTab(
          page,
          ui,
          variant.keyboard,
          ranges,
          ranges.getByRole('tab', { name: t('chart.range.30d'), exact: true }),
        );
        const rateTable = detail.getByRole('table', {
          name: t('chart.table.caption', { series: t('wealthFlows.detail.changeRate'), range: t('chart.range.30d') }),
          exact: true,
        });
        // The change rate opens as a chart again or keeps the table: either way its data is there to read.
        if (!(await rateTable.isVisible())) {
          const reopen = detail.getByRole('button', { name: t('chart.showTable'), exact: true });
          await reopen.waitFor();
          await ui.activate(reopen);
        }
        await rateTable.waitFor();
        expect(await rateTable.getByRole('row').count()).toBeGreaterThan(1);
        await expectAccessible(page, 'the wealth detail with the change rate over 30 days');
        await ui.dismiss(detail, t('overlays.close'));
        await detail.waitFor({ state: 'hidden' });
      } finally {
        await context.close();
      }
    },
    LONG_JOURNEY,
  );

  it('a user below the products’ VIP level sees the upgrade guide instead of Subscribe, and it leads to the VIP page for that level', async () => {
    const { context, page } = await openApp(VIP_WEALTH_PATH, {
      user: 'alice',
      viewport: variant.viewport,
      settings: variantSettings(variant),
    });
    const ui = actor(page, variant.keyboard);
    try {
      const products = page.getByRole('region', { name: t('wealthFlows.products.heading'), exact: true });
      for (const name of [PRIVATE_WEALTH, ASSET_MANAGEMENT]) {
        const card = products.getByRole('article', { name, exact: true });
        await card.getByRole('group', { name: t('wealthFlows.upgrade.title', { level: 1 }), exact: true }).waitFor();
        expect(await card.getByRole('button', { name: t('wealthFlows.products.subscribe'), exact: true }).count()).toBe(
          0,
        );
      }
      await page
        .getByRole('region', { name: t('wealthFlows.holdings.heading'), exact: true })
        .getByText(t('wealthFlows.holdings.empty'), { exact: true })
        .waitFor();
      await expectAccessible(page, 'the VIP wealth page of a user below VIP 1');

      const upgrade = products
        .getByRole('article', { name: PRIVATE_WEALTH, exact: true })
        .getByRole('link', { name: t('wealthFlows.upgrade.link', { level: 1 }), exact: true });
      await ui.activate(upgrade);
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, WAIT).toBe('/vip?upTo=1');
      const app = variant.locale === 'ar' ? arMessages : enMessages;
      await page.getByRole('heading', { level: 1, name: app.vipTitle, exact: true }).waitFor();
      await page.getByText(app.vipTarget.replace('{level}', '1'), { exact: true }).waitFor();
      await expectAccessible(page, 'the VIP page for level 1');
    } finally {
      await context.close();
    }
  });
});
