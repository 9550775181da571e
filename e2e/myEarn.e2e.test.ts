/**
 * My earn (DEC-31) as a user reads it, in the production build against the simulated exchange: alice's total held is
 * the exact sum of the share each family shows, and each family's tab lists what she holds in it; the maturity
 * calendar lists her fixed USDT order's maturity (31 March, 00:00 UTC), and once the simulated clock has passed it the
 * event is gone from what lies ahead and listed among the past events; victor's VIP wealth tab lists his holding,
 * whose amount is the family's share. On a desktop, at 375 px, in Arabic right to left and with the keyboard alone;
 * every name is read from the catalogue the app shows, and each screen gets an axe scan.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../src/domain/decimal';
import { formatAmount } from '../src/i18n';
import {
  actor,
  catalogueText,
  expectAccessible,
  journeyVariants,
  literal,
  openApp,
  simulator,
  startBrowser,
  variantSettings,
  type Actor,
  type JourneyVariant,
} from './support';

// The calendar journey moves the clock: each test starts from the seeded exchange.
startBrowser({ resetEachTest: true });

const PATH = '/myaccount/funds/finance/my_lendings';
/** Five tabs, an axe scan each, and a month of the clock: more than the 60 s default on a busy machine. */
const LONG_JOURNEY = 150_000;
/** How long a poll waits for what the page shows; expect.poll's own default is 1 s. */
const WAIT = { timeout: 30_000 };

const variants: readonly JourneyVariant[] = [
  journeyVariants.desktop,
  journeyVariants.phone,
  journeyVariants.arabic,
  journeyVariants.keyboard,
];

/** A displayed amount ('22,053.99320335', Latin digits in every locale) as a decimal. */
function amountOf(text: string) {
  return toDecimal(text.replace(/[^\d.٫]/g, '').replace('٫', '.'));
}

/** Selects a tab: a click, or Tab to the tab list's selected tab and the arrow keys (mirrored right to left). */
async function selectTab(page: Page, ui: Actor, variant: JourneyVariant, tablist: Locator, tab: Locator) {
  if (!variant.keyboard) {
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

describe.each(variants)('My earn $name', (variant) => {
  const t = catalogueText(variant.locale, variant.site);

  it(
    'DEC-31 the total held is the exact sum of the share each family shows, and each family’s tab lists what is held in it',
    async () => {
      const { context, page } = await openApp(PATH, {
        user: 'alice',
        viewport: variant.viewport,
        settings: variantSettings(variant),
      });
      const ui = actor(page, variant.keyboard);
      try {
        const summary = page.getByRole('region', { name: t('myEarn.summary'), exact: true });
        const total = summary
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${literal(t('myEarn.total')).source}$`) })
          .locator('xpath=following-sibling::*[1]');
        await total.waitFor();
        if (variant.locale === 'ar')
          expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
        await expectAccessible(page, 'My earn with its summary and calendar');

        // Each share reads '{family}: {value} USDT, {share}'.
        const families = ['simpleEarn', 'staking', 'launchpool', 'wealth', 'dual'] as const;
        const shareLine = new RegExp(
          `^${literal(t('myEarn.share', { family: '\u0000F', value: '\u0000V', share: '\u0000S' }))
            .source.replace('\u0000F', '(.+)')
            .replace('\u0000V', '([\\d.,٫٬]+)')
            .replace('\u0000S', '(.+)')}$`,
        );
        const lines = (await summary.getByRole('listitem').allTextContents()).map((text) => text.trim());
        const shares = lines.flatMap((line) => {
          const match = shareLine.exec(line);
          return match ? [{ family: match[1]!, value: amountOf(match[2]!) }] : [];
        });
        // alice holds Simple Earn, staking, launchpool and dual earn; she is below VIP wealth's level.
        expect(shares.map((share) => share.family)).toEqual(
          families.filter((family) => family !== 'wealth').map((family) => t(`myEarn.family.${family}`)),
        );
        const sum = shares.reduce((accumulated, share) => accumulated.plus(share.value), toDecimal('0'));
        expect(amountOf((await total.textContent()) ?? '').toFixed()).toBe(sum.toFixed());
        expect(await total.textContent()).toBe(
          `${formatAmount(sum.toFixed(), { locale: variant.locale, trimZeros: true })} USDT`,
        );

        // Every family with a share has its tab, which lists what she holds there.
        const tabs = page.getByRole('tablist', { name: t('myEarn.tabs'), exact: true });
        const panel = page.getByRole('tabpanel');
        const holding = async (family: string, shows: Locator) => {
          await selectTab(page, ui, variant, tabs, tabs.getByRole('tab', { name: family, exact: true }));
          await shows.first().waitFor();
          await expectAccessible(page, `My earn's ${family} tab`);
        };
        await holding(
          t('myEarn.family.simpleEarn'),
          panel.getByRole('link', { name: t('holdingsFlows.detailsOf', { coin: 'USDT' }), exact: true }),
        );
        await holding(
          t('myEarn.family.launchpool'),
          panel.getByRole('row').or(panel.getByRole('listitem')).filter({ hasText: 'PIXEL' }),
        );
        await holding(
          t('myEarn.family.dual'),
          panel
            .getByRole('row')
            .or(panel.getByRole('listitem'))
            .filter({ hasText: t('dualEarnOrders.order', { kind: t('dualEarnOrders.kind.dual'), id: 11 }) }),
        );
        await holding(t('myEarn.family.staking'), panel.getByRole('radiogroup', { name: t('stakingHoldings.coin') }));
        // Her staking is ETH: the coin she picks shows the position.
        const coins = panel.getByRole('radiogroup', { name: t('stakingHoldings.coin') });
        await ui.choose(coins, coins.getByRole('radio', { name: 'ETH', exact: true }));
        await panel
          .getByRole('region', { name: t('stakingHoldings.positions', { coin: 'ETH' }) })
          .getByRole('article')
          .first()
          .waitFor();
        await expectAccessible(page, 'My earn’s staking tab on ETH');
      } finally {
        await context.close();
      }
    },
    LONG_JOURNEY,
  );

  it(
    'DEC-31 the VIP wealth tab lists a VIP user’s wealth holdings, and the family’s share is the amount they show',
    async () => {
      const { context, page } = await openApp(`${PATH}?tab=vip-wealth`, {
        user: 'victor',
        viewport: variant.viewport,
        settings: variantSettings(variant),
      });
      const ui = actor(page, variant.keyboard);
      try {
        const tabs = page.getByRole('tablist', { name: t('myEarn.tabs'), exact: true });
        const tab = tabs.getByRole('tab', { name: t('myEarn.family.wealth'), exact: true });
        await expect.poll(() => tab.getAttribute('aria-selected'), WAIT).toBe('true');
        const holdings = page.getByRole('tabpanel').getByRole('article');
        await holdings.first().waitFor();
        await expectAccessible(page, 'My earn’s VIP wealth tab');
        // Victor's one holding is in USDT (worth 1 USDT each): its amount is the family's share.
        expect(await holdings.count()).toBe(1);
        const amount = holdings
          .first()
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${literal(t('wealthFlows.field.amount')).source}$`) })
          .locator('xpath=following-sibling::*[1]');
        const shown = amountOf((await amount.textContent()) ?? '');
        // The share reads '{family}: {value} USDT, {share}'.
        const shareLine = new RegExp(
          `^${literal(t('myEarn.share', { family: t('myEarn.family.wealth'), value: '\u0000V', share: '\u0000S' }))
            .source.replace('\u0000V', '([\\d.,٫٬]+)')
            .replace('\u0000S', '.+')}$`,
        );
        const lines = await page
          .getByRole('region', { name: t('myEarn.summary'), exact: true })
          .getByRole('listitem')
          .allTextContents();
        const values = lines.flatMap((line) => {
          const match = shareLine.exec(line.trim());
          return match ? [amountOf(match[1]!).toFixed()] : [];
        });
        expect(values).toEqual([shown.toFixed()]);
        // Its Redeem opens the wealth redeem dialog, as on the VIP wealth page.
        await ui.activate(
          holdings.first().getByRole('button', { name: t('wealthFlows.holdings.redeem'), exact: true }),
        );
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await expectAccessible(page, 'the wealth redeem dialog over My earn');
      } finally {
        await context.close();
      }
    },
    LONG_JOURNEY,
  );

  it(
    'DEC-31 the maturity calendar lists a fixed order’s maturity on its day, and once the clock has passed it the event moves to the past events',
    async () => {
      const { context, page } = await openApp(PATH, {
        user: 'alice',
        viewport: variant.viewport,
        settings: variantSettings(variant),
      });
      const ui = actor(page, variant.keyboard);
      try {
        const upcoming = page.getByRole('region', { name: t('myEarn.calendar.list'), exact: true });
        const maturity = upcoming
          .getByRole('listitem')
          .filter({ hasText: t('myEarn.event.fixedMaturity', { coin: 'USDT' }) })
          .filter({
            hasText: t('myEarn.event.amount', {
              amount: formatAmount('1000', { locale: variant.locale, trimZeros: true }),
              coin: 'USDT',
            }),
          });
        await maturity.waitFor();
        expect(await maturity.locator('time').getAttribute('datetime')).toBe('2026-03-31T00:00:00.000Z');

        // The same day in the month grid: reached with the arrow keys from today (2 March), or clicked.
        const grid = page.getByRole('grid');
        const day = grid.locator('[data-day="2026-03-31"]');
        if (variant.keyboard) {
          await ui.activate(grid.locator('[tabindex="0"]'));
          for (let week = 0; week < 4; week++) await page.keyboard.press('ArrowDown');
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => day.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
        } else {
          await day.click();
        }
        await expect.poll(() => day.getAttribute('aria-selected'), WAIT).toBe('true');
        // Its name says the date in full and how many events fall on it; the day's events show under the grid.
        const dayName = new RegExp(
          `^${literal(t('myEarn.calendar.dayEvents', { date: '\u0000D', count: 1 })).source.replace('\u0000D', '.+')}$`,
        );
        expect(await day.getAttribute('aria-label')).toMatch(dayName);
        const listed = page
          .getByRole('listitem')
          .filter({ hasText: t('myEarn.event.fixedMaturity', { coin: 'USDT' }) });
        await expect.poll(() => listed.count(), WAIT).toBe(2);
        await expectAccessible(page, 'the calendar on the maturity day');

        // An hour past the maturity, the order has matured and been paid out: nothing of it lies ahead, and the
        // calendar's past events list it, in the past tense.
        await simulator('/__sim/clock/advance', { hours: 689 });
        await page.reload();
        await upcoming.waitFor();
        await expect.poll(() => maturity.count(), WAIT).toBe(0);
        const matured = page
          .getByRole('region', { name: t('myEarn.calendar.past'), exact: true })
          .getByRole('listitem')
          .filter({ hasText: t('myEarn.past.fixedMaturity', { coin: 'USDT' }) })
          .filter({
            hasText: t('myEarn.event.amount', {
              amount: formatAmount('1000', { locale: variant.locale, trimZeros: true }),
              coin: 'USDT',
            }),
          });
        await expect.poll(() => matured.count(), WAIT).toBe(1);
        expect(await matured.locator('time').getAttribute('datetime')).toMatch(/^2026-03-31T00:/);
        await expect
          .poll(() => grid.locator('[aria-current="date"]').getAttribute('data-day'), WAIT)
          .toBe('2026-03-31');
        await expectAccessible(page, 'the calendar after the maturity');
      } finally {
        await context.close();
      }
    },
    LONG_JOURNEY,
  );
});
