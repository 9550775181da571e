/**
 * The staking holdings (DEC-28, ST-LINK-03) in the production build against the simulated exchange: alice stakes ETH
 * on the detail page, 'View holdings' opens the spec's link on the coin's history, the Holdings tab shows her position
 * with the new stake, and after the simulated midnight her history has the day's reward; Redeem opens the redeem
 * dialog. Axe on each screen; the holdings also in dark and in Arabic.
 */
import { describe, expect, it } from 'vitest';
import { amountText, catalogueText, expectAccessible, openApp, simulator, startBrowser } from './support';

startBrowser({ resetEachTest: true });

const en = catalogueText('en', 'global');
const SEED_NOW_MS = Date.UTC(2026, 2, 2, 8);
const MIDNIGHT = Date.UTC(2026, 2, 3);

describe('the staking holdings', () => {
  it('ST-LINK-03 DEC-28 View holdings after a stake opens the holdings on the history; the position and the day’s reward follow', async () => {
    const { context, page } = await openApp('/staking/ETH', { user: 'alice' });
    await page.getByRole('button', { name: en('stakingStake.stake'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en('stakingStake.title', { coin: 'ETH' }), exact: true });
    await dialog.getByRole('textbox', { name: en('stakingStake.amount') }).fill('1');
    const agreement = dialog.getByRole('checkbox', { name: en('stakingStake.agreement') });
    if (!(await agreement.isChecked())) await agreement.click();
    await dialog.getByRole('button', { name: en('stakingStake.stake'), exact: true }).click();
    await page.getByRole('dialog', { name: en('stakingStake.successTitle'), exact: true }).waitFor();
    await page.getByRole('button', { name: en('staking.success.viewHoldings'), exact: true }).click();

    await page.waitForURL(/\/myaccount\/funds\/finance\/staking\?asset=ETH&open-history=1&type=1$/);
    await page.getByRole('heading', { level: 1, name: en('stakingHoldings.title') }).waitFor();
    expect(await page.getByRole('tab', { name: en('stakingHoldings.tab.history') }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('table', { name: en('stakingHoldings.history.list', { coin: 'ETH' }) }).waitFor();
    await expectAccessible(page, 'the staking history');

    await page.getByRole('tab', { name: en('stakingHoldings.tab.holdings') }).click();
    const position = page.getByRole('article', { name: 'ETH', exact: true });
    await position.getByText(amountText('3', 'ETH', 'en')).waitFor();
    await expectAccessible(page, 'the staking holdings');

    // The clock passes midnight: the day's reward on the 3 ETH staked is paid and listed.
    await simulator('/__sim/clock/advance', { hours: (MIDNIGHT - SEED_NOW_MS) / 3_600_000 + 1 });
    await page.reload();
    await page.getByRole('tab', { name: en('stakingHoldings.tab.history') }).click();
    const history = page.getByRole('table', { name: en('stakingHoldings.history.list', { coin: 'ETH' }) });
    // 3 ETH × 3.2 % / 365 = 0.00026301 (rounded down).
    await history.getByText(amountText('0.00026301', 'ETH', 'en')).waitFor();

    await page.getByRole('tab', { name: en('stakingHoldings.tab.holdings') }).click();
    await position.getByRole('button', { name: en('stakingHoldings.redeem') }).click();
    await page.getByRole('dialog', { name: /Redeem/ }).waitFor();
    await context.close();
  });

  it('DEC-28 the holdings in dark and in Arabic pass axe', async () => {
    const variants: readonly Readonly<Record<string, string>>[] = [{ theme: 'dark' }, { locale: 'ar' }];
    for (const settings of variants) {
      const { context, page } = await openApp('/myaccount/funds/finance/staking?asset=ETH', {
        user: 'alice',
        settings,
      });
      const t = catalogueText(settings.locale ?? 'en', 'global');
      await page.getByRole('article', { name: 'ETH', exact: true }).waitFor();
      await page.getByRole('heading', { level: 1, name: t('stakingHoldings.title') }).waitFor();
      await expectAccessible(page, `the staking holdings (${JSON.stringify(settings)})`);
      await context.close();
    }
  });
});
