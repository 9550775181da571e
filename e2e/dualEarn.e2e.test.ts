/**
 * Dual earn as a user follows it, in the production build against the simulated exchange: alice's seeded dual order
 * 11 (800 USDT at a 60,000 target, 40 % APY over three days, paid in BTC) is in progress; as the simulated clock
 * passes its settle time it is settling, and half an hour later settled, with its payout in her spot BTC. On a
 * desktop, at 375 px, in Arabic right to left and with the keyboard alone. Every name is read from the catalogue
 * the app shows, and each screen gets an axe scan. The seeded orders are those of example-app/server/seed.ts.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../src/domain/decimal';
import {
  actor,
  amountText,
  catalogueText,
  expectAccessible,
  journeyVariants,
  literal,
  openApp,
  simulator,
  startBrowser,
  variantSettings,
  type Actor,
  type CatalogueText,
  type JourneyVariant,
} from './support';

// Each journey moves the clock: each starts from the seeded exchange.
startBrowser({ resetEachTest: true });

/** Two clock advances, two stake dialogs and eight axe scans: more than the 60 s default on a busy machine. */
const LONG_JOURNEY = 150_000;

const variants: readonly JourneyVariant[] = [
  journeyVariants.desktop,
  journeyVariants.phone,
  journeyVariants.arabic,
  journeyVariants.keyboard,
];

/**
 * Order 11's payout: 800 USDT with 40 % a year for its three days, bought at 60,000 USDT a BTC, rounded down to 8
 * decimals: 800 × (1 + 0.4 × 3 / 365) / 60000 = 0.0133771689… BTC.
 */
const PAYOUT_BTC = '0.01337716';

/** The value beside a label of an info list (a term and its definition). */
function figure(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${literal(label).source}$`) })
    .locator('xpath=following-sibling::*[1]');
}

/** What alice's spot account holds of a coin, as the simulator books it. */
async function spotBalance(coin: string) {
  const answer = (await simulator('/__sim/balances/alice')) as {
    data: { account: string; asset: string; amount: string }[];
  };
  const row = answer.data.find((candidate) => candidate.account === 'spot' && candidate.asset === coin);
  return toDecimal(row?.amount ?? '0');
}

/**
 * The BTC available to alice, as the staking page's stake dialog shows it: a screen that reads her spot balance.
 * Opens the dialog, waits for `expected`, and closes it.
 */
async function expectAvailableBtc(page: Page, ui: Actor, t: CatalogueText, locale: string, expected: string) {
  await page.goto('/staking/BTC');
  await ui.activate(
    page
      .getByRole('main')
      .getByRole('button', { name: t('stakingPages.action.stake'), exact: true })
      .first(),
  );
  const dialog = page.getByRole('dialog', { name: t('stakingStake.title', { coin: 'BTC' }), exact: true });
  // The label carries its tooltip's button ('More information about Available') after its text.
  await dialog
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${literal(t('common.available')).source}`) })
    .locator('xpath=following-sibling::*[1]')
    .filter({ hasText: amountText(expected, 'BTC', locale) })
    .first()
    .waitFor();
  await expectAccessible(page, `the BTC stake dialog with ${expected} BTC available`);
  await ui.dismiss(dialog, t('overlays.close'));
  await dialog.waitFor({ state: 'hidden' });
}

describe.each(variants)('A dual-earn order $name', (variant) => {
  const t = catalogueText(variant.locale, variant.site);
  const kind = t('dualEarnOrders.kind.dual');
  const path = '/myaccount/funds/finance/my_lendings?tab=dual';

  it(
    'DE-ORDER-01 DE-API-01 a dual-earn order is followed on My earn’s dual tab from in progress to settling to settled as the clock passes its settle time, its detail shows the payout, and the payout reaches the balance',
    async () => {
      const btcBefore = await spotBalance('BTC');
      const { context, page } = await openApp('/staking/BTC', {
        user: 'alice',
        viewport: variant.viewport,
        settings: variantSettings(variant),
      });
      const ui = actor(page, variant.keyboard);
      try {
        await expectAvailableBtc(page, ui, t, variant.locale, btcBefore.toFixed());

        // The order's row (a table row, or a card at 375 px), and the tag that says where it is.
        const row = page
          .getByRole('row')
          .or(page.getByRole('listitem'))
          .filter({ hasText: t('dualEarnOrders.order', { kind, id: 11 }) });
        const expectStatus = async (status: 'PROCESSING' | 'SETTLEMENT_PROCESSING' | 'SETTLEMENT_SUCCESS') => {
          await page.goto(path);
          await row
            .filter({ hasText: t(`dualEarn.status.${status}`) })
            .first()
            .waitFor();
        };
        const detail = page.getByRole('dialog', { name: t('dualEarnOrders.detail.title', { kind, id: 11 }) });
        const openDetail = async () => {
          const asked = page.waitForRequest((request) => {
            const url = new URL(request.url());
            return (
              url.pathname.endsWith('/apiw/v2/earn/dual/order-detail') && url.searchParams.get('order_id') === '11'
            );
          });
          await ui.activate(
            row.first().getByRole('button', { name: t('dualEarnOrders.detailsOf', { kind, id: 11 }), exact: true }),
          );
          await asked;
          await detail.waitFor();
        };

        await expectStatus('PROCESSING');
        if (variant.locale === 'ar')
          expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
        if (variant.viewport === 'phone') expect(await page.getByRole('table').count()).toBe(0);
        await expectAccessible(page, 'the dual tab with the order in progress');
        await openDetail();
        await figure(detail, t('dualEarnOrders.detail.paidOut'))
          .filter({ hasText: t('dualEarnOrders.detail.pending') })
          .waitFor();
        await figure(detail, t('dualEarnOrders.detail.invested'))
          .filter({ hasText: amountText('800', 'USDT', variant.locale) })
          .waitFor();
        await expectAccessible(page, 'the order detail, in progress');
        await ui.dismiss(detail, t('overlays.close'));
        await detail.waitFor({ state: 'hidden' });

        // A day on, the settle time has come: the payout is on its way.
        await simulator('/__sim/clock/advance', { hours: 24 });
        await expectStatus('SETTLEMENT_PROCESSING');
        await expectAccessible(page, 'the dual tab with the order settling');
        expect((await spotBalance('BTC')).eq(btcBefore), 'nothing paid while settling').toBe(true);

        // Half an hour later it is settled and paid.
        await simulator('/__sim/clock/advance', { minutes: 30 });
        await expectStatus('SETTLEMENT_SUCCESS');
        await openDetail();
        await figure(detail, t('dualEarnOrders.detail.paidOut'))
          .filter({ hasText: amountText(PAYOUT_BTC, 'BTC', variant.locale) })
          .waitFor();
        await expectAccessible(page, 'the order detail, settled with its payout');
        await ui.dismiss(detail, t('overlays.close'));
        await detail.waitFor({ state: 'hidden' });

        const btcAfter = btcBefore.plus(PAYOUT_BTC);
        expect((await spotBalance('BTC')).toFixed()).toBe(btcAfter.toFixed());
        await expectAvailableBtc(page, ui, t, variant.locale, btcAfter.toFixed());
      } finally {
        await context.close();
      }
    },
    LONG_JOURNEY,
  );
});
