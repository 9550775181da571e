/**
 * Rate alerts (issue 17) as a user meets them: set on a flexible holding's page, raised on the simulated clock's
 * next hour, listed under my holdings and muted from the alert itself; kept over a reload.
 */
import { describe, expect, it } from 'vitest';
import { enMessages } from '../example-app/src/messages';
import { catalogueText, expectAccessible, expectToast, openApp, openDemoPanel, startBrowser } from './support';

// Each journey starts from the seeded exchange (alice's USDT holding at its seeded market rate).
startBrowser({ resetEachTest: true });

describe('Rate alerts', () => {
  const t = catalogueText('en', 'global');

  it('a floor set on a holding fires on the next hour below it, is listed under my holdings, and is muted from the alert', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings', { user: 'alice' });
    try {
      const list = page.getByRole('region', { name: t('rateAlerts.list.title'), exact: true });
      await list.getByText(t('rateAlerts.list.empty'), { exact: true }).waitFor();
      await page
        .getByRole('link', { name: t('holdingsFlows.detailsOf', { coin: 'USDT' }), exact: true })
        .first()
        .click();

      // A floor far above any market rate: the next hour's rate is below it.
      const setting = page.getByRole('region', { name: t('rateAlerts.setting.title'), exact: true });
      await setting.getByRole('button', { name: t('rateAlerts.setting.set'), exact: true }).click();
      await setting.getByRole('textbox', { name: t('rateAlerts.setting.floor') }).fill('99');
      await setting.getByRole('button', { name: t('rateAlerts.setting.save'), exact: true }).click();
      await expectToast(page, t, 'success', t('rateAlerts.setting.saved'));
      await expectAccessible(page, 'the flexible holding with its rate alert setting');

      await (await openDemoPanel(page)).getByRole('button', { name: enMessages.simPlusHour, exact: true }).click();
      const raised = page.locator('[data-slot="toast"][data-variant="warning"]').filter({
        // Its rates carry their labels (P-47), as in the list.
        hasText: /USDT APR fell below 99\.00% APR.*: now \d/,
      });
      await raised.first().waitFor();

      await page.getByRole('link', { name: enMessages.backToHoldings, exact: true }).click();
      const alerts = list.getByRole('listitem');
      await alerts.first().waitFor();
      expect(await alerts.count()).toBe(1);
      // The list's rates carry their labels (P-47) between the words.
      await expect.poll(() => alerts.first().textContent()).toMatch(/USDT APR fell below 99\.00% APR.*: now \d/);
      await list.getByRole('button', { name: t('rateAlerts.alert.muteFloor', { coin: 'USDT' }), exact: true }).click();
      await alerts.first().getByText(t('rateAlerts.alert.muted'), { exact: true }).waitFor();
      await expectAccessible(page, 'my holdings with a muted rate alert');

      // Another hour below the floor: no second alert. A reload keeps the alert and its mute.
      await (await openDemoPanel(page)).getByRole('button', { name: enMessages.simPlusHour, exact: true }).click();
      await page.reload();
      await list
        .getByRole('button', { name: t('rateAlerts.alert.unmuteFloor', { coin: 'USDT' }), exact: true })
        .waitFor();
      expect(await alerts.count()).toBe(1);
    } finally {
      await context.close();
    }
  }, 120_000);
});
