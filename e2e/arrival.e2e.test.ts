/**
 * An arrival time on a pending item (issue 17, P-48) in the production build against the simulated exchange:
 * alice's seeded dual-earn order 11 settles a day after the seed's clock and pays 30 minutes later. With the clock
 * moved to just before that payout, its row on My earn's dual tab counts down by the exchange's clock to zero
 * ('Arriving now'); the Demo panel's +1 hour lets the exchange pay it, and the row reads settled, with no arrival
 * left. Axe on the row while pending. The seeded orders are those of example-app/server/seed.ts.
 */
import { describe, expect, it } from 'vitest';
import { catalogueText, expectAccessible, openApp, openDemoPanel, simulator, startBrowser } from './support';

// The journey moves the clock: it starts from the seeded exchange.
startBrowser({ resetEachTest: true });

const t = catalogueText('en', 'global');
/** Order 11 settles a day after the seed's clock; its money comes 30 minutes later. */
const PAYOUT_AFTER_SEED_S = 24 * 3600 + 30 * 60;
/** Where the journey puts the clock: this many seconds before the payout. */
const SECONDS_LEFT = 20;
/** A page load, an axe scan, the last seconds of the count and a clock advance, on a busy machine. */
const JOURNEY_MS = 180_000;

describe('the arrival of a pending item', () => {
  it(
    'a dual-earn settlement counts down to zero by the exchange clock, then the payout moves the order to settled',
    async () => {
      await simulator('/__sim/clock/advance', { hours: (PAYOUT_AFTER_SEED_S - SECONDS_LEFT) / 3600 });
      const { context, page } = await openApp('/myaccount/funds/finance/my_lendings?tab=dual', { user: 'alice' });
      try {
        const kind = t('dualEarnOrders.kind.dual');
        const row = page
          .getByRole('row')
          .filter({ hasText: t('dualEarnOrders.order', { kind, id: 11 }) })
          .first();
        await row.filter({ hasText: t('dualEarn.status.SETTLEMENT_PROCESSING') }).waitFor();
        const arrival = row.getByRole('group', { name: t('kitSchedules.arrival.label'), exact: true });
        await arrival.waitFor();
        expect(await arrival.textContent()).toContain(t('kitSchedules.arrival.latestBy', { time: '' }).trim());
        await expectAccessible(page, 'the dual tab with a settlement on its way');

        // The count runs by the exchange's clock, which the page took from the simulator, to zero.
        await arrival.getByText(t('kitSchedules.arrival.due'), { exact: true }).first().waitFor({ timeout: 90_000 });
        expect(await arrival.getByRole('timer').count()).toBe(0);
        // What a screen reader is told, politely, when it comes.
        expect(await arrival.locator('[aria-live="polite"]').textContent()).toBe(t('kitSchedules.arrival.due'));

        // The exchange pays it at the half hour: the order is settled and has no arrival left.
        const demo = await openDemoPanel(page);
        await demo.getByRole('button', { name: '+1 hour', exact: true }).click();
        await row.filter({ hasText: t('dualEarn.status.SETTLEMENT_SUCCESS') }).waitFor({ timeout: 30_000 });
        expect(await arrival.count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    JOURNEY_MS,
  );
});
