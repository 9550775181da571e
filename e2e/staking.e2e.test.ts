/**
 * Staking as a user does it, in the production build against the simulated exchange: a guest reading a staking page,
 * an ETH stake with the VIP discount (on a desktop, at 375 px, in Arabic right to left, on the US site and with the
 * keyboard alone), a DeFi SOL stake on the protocol picked by its rate and its redemption, a GUSD mint, a standard
 * redemption that completes as the simulated clock runs, fast redemptions until the daily quota is used up, and the
 * APR trend modal. Every name is read from the catalogue the app shows, and each screen gets an axe scan. The seeded
 * products and users are those of example-app/server/seed.ts (docs/simulator.md has the table).
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../src/domain/decimal';
import { enMessages } from '../example-app/src/messages';
import {
  actor,
  amountText,
  catalogueText,
  expectAccessible,
  expectToast,
  journeyVariants,
  literal,
  openApp,
  simulator,
  startBrowser,
  variantSettings,
  type CatalogueText,
  type JourneyVariant,
} from './support';

// Every journey stakes, redeems or moves the clock: each starts from the seeded exchange.
startBrowser({ resetEachTest: true });

const en = catalogueText('en', 'global');
// How a term's tooltip button begins, in each language the journeys use.
const TOOLTIP_NAMES = [en('kitBasics.infoRow.moreAbout'), catalogueText('ar', 'global')('kitBasics.infoRow.moreAbout')]
  .map((name) => literal(name).source)
  .join('|');

/**
 * The value beside a label of an info list (a term and its definition). A term may carry its tooltip's button
 * ('More information about Available'), whose text follows the label's.
 */
function figure(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${literal(label).source}\\s*($|${TOOLTIP_NAMES})`) })
    .locator('xpath=following-sibling::*[1]');
}

/** Waits until the value beside `label` shows `text`. */
async function expectFigure(scope: Locator, label: string, text: string | RegExp): Promise<void> {
  await figure(scope, label).filter({ hasText: text }).first().waitFor();
}

/** The coin's detail page, loaded: its heading and its rates. */
async function detailPage(page: Page, t: CatalogueText, coin: string): Promise<Locator> {
  const detail = page.getByRole('region', { name: coin, exact: true });
  await detail.getByRole('heading', { level: 2, name: coin, exact: true }).waitFor();
  await detail.getByRole('region', { name: t('stakingPages.detail.rates'), exact: true }).waitFor();
  return detail;
}

/** A product's row of the /staking list (a table row, or a card on a phone): the one with its coin's link. */
function productRow(list: Locator, coin: string): Locator {
  return list
    .locator('tr, li')
    .filter({ has: list.page().getByRole('link', { name: coin, exact: true }) })
    .first();
}

/** The page's own action ('Stake', 'Redeem', 'Mint'), not the dialog's button of the same name. */
function pageAction(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('button', { name, exact: true }).first();
}

/** What a demo user's account holds of a coin, as the simulator books it ('0' when nothing). */
async function walletBalance(user: string, account: string, coin: string) {
  const answer = (await simulator(`/__sim/balances/${user}`)) as {
    data: { account: string; asset: string; amount: string }[];
  };
  const row = answer.data.find((candidate) => candidate.account === account && candidate.asset === coin);
  return toDecimal(row?.amount ?? '0');
}

/** The stake dialog, with the user's figures loaded (Available shown). */
async function openStakeDialog(page: Page, t: CatalogueText, title: string) {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  await figure(dialog, t('common.available')).filter({ hasText: /\d/ }).first().waitFor();
  return dialog;
}

/** The redeem dialog of a coin, with what can be redeemed loaded. */
async function openRedeemDialog(page: Page, coin: string) {
  await pageAction(page, en('stakingPages.action.redeem')).click();
  const dialog = page.getByRole('dialog', { name: `Redeem ${coin}`, exact: true });
  await dialog.waitFor();
  await figure(dialog, 'Redeemable').filter({ hasText: /\d/ }).first().waitFor();
  return {
    dialog,
    amount: dialog.getByRole('textbox', { name: 'Redemption amount', exact: true }),
    confirm: dialog.getByRole('button', { name: en('common.confirm'), exact: true }),
  };
}

describe('Staking as a guest', () => {
  it('ST-ROLE-01 ST-ROUTE-01 ST-VIP-05 DEC-28 a guest reads the staking products and a coin’s page, with no figures of their own, and Stake sends them to log in', async () => {
    const { context, page } = await openApp('/staking', { user: 'guest' });
    try {
      const list = page.getByRole('table', { name: en('stakingPages.list.label') });
      const eth = productRow(list, 'ETH');
      await eth.getByText('3.20%').waitFor();
      // The VIP-type product carries its tag.
      await eth.getByText('VIP', { exact: true }).waitFor();
      await productRow(list, 'SOL').getByText('7.40%').waitFor();
      await expectAccessible(page, 'the staking products, as a guest');

      await eth.getByRole('link', { name: 'ETH', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/staking/ETH');
      const detail = await detailPage(page, en, 'ETH');
      const rates = detail.getByRole('region', { name: en('stakingPages.detail.rates'), exact: true });
      // The rate the list showed, beside the base rate (no bonus runs on ETH).
      await expectFigure(rates, en('stakingPages.figure.apr'), '3.20%');
      await expectFigure(rates, en('stakingPages.figure.baseApr'), '3.00%');
      await expectFigure(rates, en('stakingPages.figure.minimum'), amountText('0.01', 'ETH', 'en'));
      await expectFigure(rates, en('stakingPages.figure.redemption'), '1 to 3 days');
      // Nothing of their own: no stake, and no VIP tier panel for a tier nobody knows.
      expect(await figure(rates, en('stakingPages.figure.myStake')).count()).toBe(0);
      expect(await detail.getByRole('region', { name: en('stakingPages.vip.title') }).count()).toBe(0);
      await expectAccessible(page, 'the ETH staking page, as a guest');

      await pageAction(page, en('stakingPages.action.stake')).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { level: 1, name: enMessages.loginTitle }).waitFor();
      await expectAccessible(page, 'the login page');
    } finally {
      await context.close();
    }
  });
});

describe('The staking list', () => {
  it('at 1280 px one heading and one row per product; sorted by APR; a row’s Stake opens the coin’s page with its stake dialog', async () => {
    const { context, page } = await openApp('/staking', { user: 'alice' });
    try {
      const main = page.getByRole('main');
      const table = main.getByRole('table', { name: en('stakingPages.list.label') });
      await productRow(table, 'ETH').waitFor();
      // The app's title alone: the list's own heading stays hidden under it.
      expect(await main.getByRole('heading', { name: enMessages.navStaking, exact: true }).count()).toBe(1);
      await main
        .getByRole('combobox', { name: en('stakingPages.sort.label') })
        .selectOption({ label: en('stakingPages.sort.aprHigh') });
      // SOL's 'Up to 7.40%' is the seeded products' highest.
      await table.locator('tbody tr').first().getByRole('link', { name: 'SOL', exact: true }).waitFor();
      await expectAccessible(page, 'the staking products sorted by APR');

      await productRow(table, 'ETH')
        .getByRole('button', { name: en('stakingPages.action.stakeName', { coin: 'ETH' }), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/staking/ETH');
      // The detail page's own dialog, opened for her (the page under it is inert while it is open).
      await openStakeDialog(page, en, en('stakingStake.title', { coin: 'ETH' }));
    } finally {
      await context.close();
    }
  });

  it('at 375 px each product is a card with its Stake', async () => {
    const { context, page } = await openApp('/staking', { user: 'alice', viewport: 'phone' });
    try {
      const list = page.getByRole('main').getByRole('list', { name: en('stakingPages.list.label') });
      const sol = productRow(list, 'SOL');
      await sol.getByText('7.40%').waitFor();
      await sol
        .getByRole('button', { name: en('stakingPages.action.stakeName', { coin: 'SOL' }), exact: true })
        .waitFor();
      expect(await page.getByRole('main').getByRole('table').count()).toBe(0);
      await expectAccessible(page, 'the staking products on a phone');
    } finally {
      await context.close();
    }
  });
});

describe('An ETH stake with the VIP discount', () => {
  it('ST-MODAL-07 ST-VIP-01 ST-VIP-02 ST-VIP-03 ST-ROLE-02 ST-MODAL-04 ST-STATE-08 ST-LINK-03 victor (VIP 6) sees his tier’s discount, stakes ETH with his funding password, and View holdings opens the staking holdings', async () => {
    const { context, page } = await openApp('/staking/ETH', { user: 'victor' });
    try {
      const detail = await detailPage(page, en, 'ETH');
      const vip = detail.getByRole('region', { name: en('stakingPages.vip.title'), exact: true });
      await vip.getByText(en('stakingPages.vip.yours', { tier: 6 }), { exact: true }).waitFor();
      const tiers = vip.getByRole('table', { name: en('stakingPages.vip.caption') });
      await tiers.getByRole('row', { name: /^VIP 1–4 20\.00% off$/ }).waitFor();
      await tiers.getByRole('row', { name: /^VIP 5–16 50\.00% off$/ }).waitFor();
      await expectAccessible(page, 'the ETH staking page with the VIP tiers');

      await pageAction(page, en('stakingPages.action.stake')).click();
      const dialog = await openStakeDialog(page, en, en('stakingStake.title', { coin: 'ETH' }));
      await dialog
        .getByRole('note')
        .filter({ hasText: en('stakingStake.vipTier', { tier: 6, discount: '50.00%' }) })
        .waitFor();
      await expectFigure(dialog, en('stakingStake.apr'), '3.20%');
      const stake = dialog.getByRole('button', { name: en('stakingStake.stake'), exact: true });
      await dialog.getByRole('textbox', { name: en('stakingStake.amount'), exact: true }).fill('1');
      await expectFigure(dialog, en('stakingStake.dailyEstimate'), amountText('0.00008767', 'ETH', 'en'));
      expect(await stake.isDisabled(), 'no stake before the agreement is ticked').toBe(true);
      await dialog.getByRole('checkbox', { name: en('stakingStake.agreement'), exact: true }).click();
      await expectAccessible(page, 'the ETH stake dialog with an amount and the agreement ticked');
      await stake.click();

      // Victor keeps a funding password: the exchange asks for it before the stake goes through.
      const fundpass = page.getByRole('dialog', { name: en('kitChoices.fundpass.title'), exact: true });
      await fundpass.getByRole('textbox', { name: en('kitChoices.fundpass.field'), exact: true }).fill('135790');
      await expectAccessible(page, 'the funding password prompt');
      await fundpass.getByRole('button', { name: en('common.confirm'), exact: true }).click();

      const success = page.getByRole('dialog', { name: en('stakingStake.successTitle'), exact: true });
      await success.waitFor();
      await expectFigure(success, en('stakingStake.successAmount'), amountText('1', 'ETH', 'en'));
      await success.getByRole('button', { name: en('staking.success.continueStake'), exact: true }).waitFor();
      await expectAccessible(page, 'the stake success dialog');
      await success.getByRole('button', { name: en('staking.success.viewHoldings'), exact: true }).click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/myaccount/funds/finance/staking' &&
          url.searchParams.get('asset') === 'ETH' &&
          url.searchParams.get('open-history') === '1' &&
          url.searchParams.get('type') === '1',
      );
      expect((await walletBalance('victor', 'spot', 'ETH')).toFixed()).toBe('199');
    } finally {
      await context.close();
    }
  });
});

const stakeVariants: readonly JourneyVariant[] = [
  journeyVariants.desktop,
  journeyVariants.phone,
  journeyVariants.arabic,
  // Nothing of the stake reads differently on the US site (SH-US-02 is launchpool's 'Claim early').
  { ...journeyVariants.us, name: 'on the US site' },
  journeyVariants.keyboard,
];

describe.each(stakeVariants)('An ETH stake $name', (variant) => {
  const t = catalogueText(variant.locale, variant.site);
  const amount = (value: string, coin: string) => amountText(value, coin, variant.locale);

  it('ST-MODAL-08 ST-STATE-07 ST-STATE-08 ST-AMT-08 ST-MODAL-04 alice stakes 0.5 ETH, looks at the rate details on the way, and continues to stake with her new stake counted', async () => {
    const { context, page } = await openApp('/staking/ETH', {
      user: 'alice',
      viewport: variant.viewport,
      settings: variantSettings(variant),
    });
    const ui = actor(page, variant.keyboard);
    try {
      const detail = await detailPage(page, t, 'ETH');
      const rates = detail.getByRole('region', { name: t('stakingPages.detail.rates'), exact: true });
      await expectFigure(rates, t('stakingPages.figure.myStake'), amount('2', 'ETH'));
      if (variant.locale === 'ar')
        expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
      await expectAccessible(page, 'the ETH staking page');

      await ui.activate(pageAction(page, t('stakingPages.action.stake')));
      const title = t('stakingStake.title', { coin: 'ETH' });
      const dialog = await openStakeDialog(page, t, title);
      if (variant.viewport === 'phone') expect(await dialog.getAttribute('data-presentation')).toBe('sheet');
      await expectFigure(dialog, t('stakingStake.held'), amount('2', 'ETH'));
      await ui.fill(dialog.getByRole('textbox', { name: t('stakingStake.amount'), exact: true }), '0.5');
      await expectFigure(dialog, t('stakingStake.dailyEstimate'), amount('0.00004383', 'ETH'));

      // The rate view and back to the main view, the amount kept (ST-STATE-07).
      await ui.activate(dialog.getByRole('button', { name: t('stakingStake.rateLink'), exact: true }));
      const rate = page.getByRole('dialog', { name: t('stakingStake.rateTitle'), exact: true });
      // The percent sign's place is the locale's.
      await expectFigure(rate, t('stakingStake.totalRate'), /3\.20/);
      await expectAccessible(page, 'the stake dialog’s rate details');
      await ui.activate(rate.getByRole('button', { name: t('stakingStake.back'), exact: true }));
      const input = dialog.getByRole('textbox', { name: t('stakingStake.amount'), exact: true });
      await input.waitFor();
      expect(await input.inputValue()).toBe('0.5');

      const stake = dialog.getByRole('button', { name: t('stakingStake.stake'), exact: true });
      expect(await stake.isDisabled(), 'no stake before the agreement is ticked').toBe(true);
      await ui.activate(dialog.getByRole('checkbox', { name: t('stakingStake.agreement'), exact: true }));
      await expect.poll(() => stake.isEnabled(), { timeout: 30_000 }).toBe(true);
      await expectAccessible(page, 'the stake dialog ready to stake');
      await ui.activate(stake);

      const success = page.getByRole('dialog', { name: t('stakingStake.successTitle'), exact: true });
      await success.waitFor();
      await expectFigure(success, t('stakingStake.successAmount'), amount('0.5', 'ETH'));
      await success.getByRole('button', { name: t('staking.success.viewHoldings'), exact: true }).waitFor();
      await expectAccessible(page, 'the stake success dialog');
      await ui.activate(success.getByRole('button', { name: t('staking.success.continueStake'), exact: true }));
      const again = page.getByRole('dialog', { name: title, exact: true });
      await expectFigure(again, t('stakingStake.held'), amount('2.5', 'ETH'));
      await ui.dismiss(again, t('common.close'));
      await again.waitFor({ state: 'hidden' });
      await expectFigure(rates, t('stakingPages.figure.myStake'), amount('2.5', 'ETH'));
      expect((await walletBalance('alice', 'spot', 'ETH')).toFixed()).toBe('9.50035068');
    } finally {
      await context.close();
    }
  });
});

describe('DeFi staking and minting', () => {
  it('ST-MODAL-02 ST-DEFI-01 ST-DEFI-02 ST-DEFI-03 ST-EXTRA-04 ST-EXTRA-06 ST-REDEEM-04 alice stakes SOL on Jito, picked for its rate with its running extra bonus, then redeems from Jito, the one protocol she holds, picked by itself', async () => {
    await simulator('/__sim/users/alice/deposit', { account: 'spot', asset: 'SOL', amount: '50' });
    const { context, page } = await openApp('/staking/SOL', { user: 'alice' });
    try {
      const detail = await detailPage(page, en, 'SOL');
      const jito = detail.getByRole('article', { name: 'Jito', exact: true });
      await expectFigure(jito, en('stakingPages.extra.label'), /\+2\.00% APR.* in SOL/);
      await expectAccessible(page, 'the SOL staking page with its protocols');

      await pageAction(page, en('stakingPages.action.stake')).click();
      const dialog = await openStakeDialog(page, en, en('stakingStake.title', { coin: 'SOL' }));
      const protocols = dialog.getByRole('radiogroup', { name: en('stakingStake.protocol') });
      // Jito pays 7.40 % to Marinade's 6.80 %: it is picked (ST-DEFI-01).
      expect(await protocols.getByRole('radio', { name: 'Jito' }).getAttribute('aria-checked')).toBe('true');
      expect(await protocols.getByRole('radio', { name: 'Marinade' }).getAttribute('aria-checked')).toBe('false');
      await expectFigure(dialog, en('stakingStake.minimum'), amountText('1', 'SOL', 'en'));
      await dialog.getByRole('textbox', { name: en('stakingStake.amount'), exact: true }).fill('10');
      // The bonus runs: its 2 % on any amount (one open tier) adds its own daily estimate.
      await expectFigure(dialog, en('stakingStake.extraEstimate'), amountText('0.00054794', 'SOL', 'en'));
      await dialog.getByRole('checkbox', { name: en('stakingStake.agreement'), exact: true }).click();
      await expectAccessible(page, 'the SOL stake dialog on Jito');
      await dialog.getByRole('button', { name: en('stakingStake.stake'), exact: true }).click();
      const success = page.getByRole('dialog', { name: en('stakingStake.successTitle'), exact: true });
      await expectFigure(success, en('stakingStake.successProtocol'), 'Jito');
      await success
        .getByRole('button', { name: en('common.close'), exact: true })
        .first()
        .click();
      await success.waitFor({ state: 'hidden' });

      // Her stake shows on the page, and Redeem offers it back.
      const rates = detail.getByRole('region', { name: en('stakingPages.detail.rates'), exact: true });
      await expectFigure(rates, en('stakingPages.figure.myStake'), amountText('10', 'SOL', 'en'));
      const redeem = await openRedeemDialog(page, 'SOL');
      // Only Jito is held: it is the redemption's protocol without a choice (ST-DEFI-02/03).
      await expectFigure(redeem.dialog, en('stakingRedeem.protocol'), 'Jito');
      expect(await redeem.dialog.getByRole('radio', { name: 'Marinade' }).count()).toBe(0);
      await expectFigure(redeem.dialog, 'Redeemable', amountText('10', 'SOL', 'en'));
      await redeem.amount.fill('4');
      await expectAccessible(page, 'the SOL redeem dialog');
      await redeem.confirm.click();
      const confirmation = page.getByRole('dialog', { name: en('stakingRedeem.confirm.title'), exact: true });
      await confirmation.getByRole('button', { name: en('common.confirm'), exact: true }).click();
      const done = page.getByRole('dialog', { name: en('staking.redeem.inProcess'), exact: true });
      await expectFigure(done, en('stakingRedeem.success.amount'), amountText('4', 'SOL', 'en'));
      await expectAccessible(page, 'the SOL redemption in process');
      await done.getByRole('button', { name: en('stakingRedeem.success.ok'), exact: true }).click();
      await expectFigure(rates, en('stakingPages.figure.myStake'), amountText('6', 'SOL', 'en'));
    } finally {
      await context.close();
    }
  });

  it('ST-PROD-01 ST-MODAL-05 ST-EXTRA-05 alice mints GUSD against USDT with the GT extra bonus estimated, and Mint more opens the mint again', async () => {
    const { context, page } = await openApp('/staking/GUSD', { user: 'alice' });
    try {
      const detail = await detailPage(page, en, 'GUSD');
      const rates = detail.getByRole('region', { name: en('stakingPages.detail.rates'), exact: true });
      await expectFigure(
        rates,
        en('stakingPages.figure.minting'),
        en('stakingPages.figure.mint', { mortgage: 'USDT', coin: 'GUSD' }),
      );
      await expectAccessible(page, 'the GUSD staking page');

      await pageAction(page, en('stakingPages.action.mint')).click();
      const title = en('stakingStake.mintTitle', { coin: 'GUSD' });
      const dialog = await openStakeDialog(page, en, title);
      await dialog
        .getByRole('textbox', { name: en('stakingStake.mintAmount', { coin: 'USDT' }), exact: true })
        .fill('12000');
      await expectFigure(dialog, en('stakingStake.minted'), amountText('12000', 'GUSD', 'en'));
      // 3 % on the first 10 000 and 1 % on the 2 000 above, a day (ST-EXTRA-05).
      await expectFigure(dialog, en('stakingStake.extraEstimate'), amountText('0.87671232', 'USDT', 'en'));
      await dialog.getByRole('checkbox', { name: en('stakingStake.agreement'), exact: true }).click();
      await expectAccessible(page, 'the GUSD mint dialog');
      await dialog.getByRole('button', { name: en('stakingStake.mint'), exact: true }).click();

      const success = page.getByRole('dialog', { name: en('stakingStake.mintSuccessTitle'), exact: true });
      await expectFigure(success, en('stakingStake.mintedAmount'), amountText('12000', 'GUSD', 'en'));
      await expectAccessible(page, 'the mint success dialog');
      expect((await walletBalance('alice', 'spot', 'GUSD')).toFixed()).toBe('12000');
      await success.getByRole('button', { name: en('staking.success.mintMore'), exact: true }).click();
      const again = page.getByRole('dialog', { name: title, exact: true });
      await again
        .getByRole('textbox', { name: en('stakingStake.mintAmount', { coin: 'USDT' }), exact: true })
        .waitFor();
      await expectFigure(again, en('common.available'), amountText('4500', 'USDT', 'en'));
    } finally {
      await context.close();
    }
  });
});

describe('Staking redemptions', () => {
  it('ST-REDEEM-02 ST-REDEEM-11 ST-REDEEM-12 ST-MODAL-06 ST-REDEEM-04 a standard ETH redemption says its days and arrives after the simulated clock passes them', async () => {
    const { context, page } = await openApp('/staking/ETH', { user: 'alice' });
    try {
      const spotBefore = await walletBalance('alice', 'spot', 'ETH');
      await detailPage(page, en, 'ETH');
      const redeem = await openRedeemDialog(page, 'ETH');
      await expectFigure(redeem.dialog, en('stakingRedeem.arrival'), '1 to 3 days');
      await expectFigure(redeem.dialog, en('stakingRedeem.type'), en('staking.redeem.type.standard'));
      await redeem.amount.fill('1');
      // 0.1 % of 1 ETH (ST-REDEEM-12).
      await expectFigure(redeem.dialog, en('stakingRedeem.fee'), amountText('0.001', 'ETH', 'en'));
      await expectFigure(redeem.dialog, en('stakingRedeem.received'), amountText('0.999', 'ETH', 'en'));
      await expectAccessible(page, 'the ETH redeem dialog');
      await redeem.confirm.click();

      const confirmation = page.getByRole('dialog', { name: en('stakingRedeem.confirm.title'), exact: true });
      await confirmation.getByText(en('staking.redeem.maxDays', { days: 3 }), { exact: true }).waitFor();
      await confirmation.getByRole('button', { name: en('common.cancel'), exact: true }).waitFor();
      await expectAccessible(page, 'the redemption confirmation');
      await confirmation.getByRole('button', { name: en('common.confirm'), exact: true }).click();

      const done = page.getByRole('dialog', { name: en('staking.redeem.inProcess'), exact: true });
      const timeline = done.getByRole('list', { name: en('kitSchedules.timeline.redeemLabel') });
      await timeline.getByRole('listitem').filter({ hasText: '1 to 3 days' }).waitFor();
      await expectAccessible(page, 'the redemption in process with its timeline');
      await done.getByRole('button', { name: en('stakingRedeem.success.ok'), exact: true }).click();
      expect((await walletBalance('alice', 'spot', 'ETH')).eq(spotBefore)).toBe(true);

      // Three days and an hour on, the redemption has been paid (with the daily rewards of what stayed staked):
      // the stake dialog offers it to stake again.
      await simulator('/__sim/clock/advance', { hours: 73 });
      const spotAfter = await walletBalance('alice', 'spot', 'ETH');
      expect(spotAfter.gte(spotBefore.plus('0.999'))).toBe(true);
      await page.reload();
      await detailPage(page, en, 'ETH');
      await pageAction(page, en('stakingPages.action.stake')).click();
      const dialog = await openStakeDialog(page, en, en('stakingStake.title', { coin: 'ETH' }));
      await expectFigure(dialog, en('common.available'), amountText(spotAfter.toFixed(), 'ETH', 'en'));
      await expectFigure(dialog, en('stakingStake.held'), amountText('1', 'ETH', 'en'));
      await expectAccessible(page, 'the stake dialog after the redemption arrived');
    } finally {
      await context.close();
    }
  });

  it('ST-REDEEM-01 ST-MODAL-09 ST-REDEEM-13 ST-REDEEM-08 ST-REDEEM-09 DEC-22 victor redeems BTC fast with its fee until the shared daily quota is used up; then fast is disabled with the reason', async () => {
    const { context, page } = await openApp('/staking/BTC', { user: 'victor' });
    const fast = async (amount: string, fee: string, quotaLeft: string) => {
      const redeem = await openRedeemDialog(page, 'BTC');
      await redeem.amount.fill(amount);
      await redeem.dialog.getByRole('button', { name: en('stakingRedeem.type.changeLabel'), exact: true }).click();
      const types = page.getByRole('dialog', { name: en('stakingRedeem.typeSelect.title'), exact: true });
      const fastOption = types.getByRole('radio', { name: new RegExp(`^${en('staking.redeem.type.fast')}`) });
      await fastOption.filter({ hasText: amountText(quotaLeft, 'BTC', 'en') }).waitFor();
      await expectAccessible(page, 'the redemption type select');
      await fastOption.click();
      await types.getByRole('button', { name: en('common.confirm'), exact: true }).click();
      await expectFigure(redeem.dialog, en('stakingRedeem.type'), en('staking.redeem.type.fast'));
      await expectFigure(redeem.dialog, en('stakingRedeem.fee'), amountText(fee, 'BTC', 'en'));
      await redeem.confirm.click();
      const confirmation = page.getByRole('dialog', { name: en('stakingRedeem.confirm.title'), exact: true });
      await confirmation.getByRole('button', { name: en('common.confirm'), exact: true }).click();
      const fundpass = page.getByRole('dialog', { name: en('kitChoices.fundpass.title'), exact: true });
      const done = page.getByRole('dialog', { name: en('staking.redeem.inProcess'), exact: true });
      await Promise.race([fundpass.waitFor(), done.waitFor()]);
      if (await fundpass.isVisible()) {
        await fundpass.getByRole('textbox', { name: en('kitChoices.fundpass.field'), exact: true }).fill('135790');
        await fundpass.getByRole('button', { name: en('common.confirm'), exact: true }).click();
      }
      await expectFigure(done, en('stakingRedeem.fee'), amountText(fee, 'BTC', 'en'));
      await done.getByRole('button', { name: en('stakingRedeem.success.ok'), exact: true }).click();
      await done.waitFor({ state: 'hidden' });
    };
    try {
      await detailPage(page, en, 'BTC');
      // The seed has used 0.4 of the 0.5 BTC daily quota: 0.3 % of 0.05 BTC twice uses up the rest.
      await fast('0.05', '0.00015', '0.1');
      await fast('0.05', '0.00015', '0.05');

      const redeem = await openRedeemDialog(page, 'BTC');
      await redeem.dialog.getByRole('button', { name: en('stakingRedeem.type.changeLabel'), exact: true }).click();
      const types = page.getByRole('dialog', { name: en('stakingRedeem.typeSelect.title'), exact: true });
      const fastOption = types.getByRole('radio', { name: new RegExp(`^${en('staking.redeem.type.fast')}`) });
      await expect.poll(() => fastOption.isDisabled(), { timeout: 30_000 }).toBe(true);
      await types.getByText(en('stakingRedeem.fast.quotaUsedUp'), { exact: true }).waitFor();
      await expectAccessible(page, 'the redemption type select with the quota used up');
    } finally {
      await context.close();
    }
  });
});

describe('The APR trend modal', () => {
  it('ST-CHART-01 ST-CHART-02 the ETH APR trend opens on 1 year and switches to 7, 30 and 90 days', async () => {
    const { context, page } = await openApp('/staking/ETH', { user: 'alice' });
    try {
      await detailPage(page, en, 'ETH');
      await page.getByRole('button', { name: en('stakingPages.detail.aprTrend'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en('stakingPages.trend.title', { coin: 'ETH' }), exact: true });
      const ranges = dialog.getByRole('tablist', { name: en('chart.ranges') });
      // The dialog's code loads on the first press: wait for its tabs before reading them all.
      await ranges.getByRole('tab', { selected: true }).waitFor();
      expect(await ranges.getByRole('tab').allTextContents()).toEqual([
        en('chart.range.7d'),
        en('chart.range.30d'),
        en('chart.range.90d'),
        en('chart.range.1y'),
      ]);
      expect(await ranges.getByRole('tab', { selected: true }).textContent()).toBe(en('chart.range.1y'));
      await dialog.getByRole('img', { name: /^APR over 1 year: latest 3\.20%/ }).waitFor();
      await expectAccessible(page, 'the APR trend over 1 year');
      for (const range of ['7d', '30d', '90d'] as const) {
        const name = en(`chart.range.${range}`);
        await ranges.getByRole('tab', { name, exact: true }).click();
        await dialog
          .getByRole('tabpanel', { name })
          .getByRole('img', { name: new RegExp(`^APR over ${name}`) })
          .waitFor();
        await expectAccessible(page, `the APR trend over ${name}`);
      }
      await dialog.getByRole('button', { name: en('chart.showTable'), exact: true }).click();
      await dialog.getByRole('table').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('Soft staking', () => {
  it('SS-SWITCH-02 SS-SWITCH-03 SS-SWITCH-04 SS-SWITCH-05 SS-SWITCH-06 SS-API-01 alice turns soft staking on with the terms, keeps it through Continue earning and turns it off through Stop earning', async () => {
    const { context, page } = await openApp('/staking/ETH', { user: 'alice' });
    try {
      await detailPage(page, en, 'ETH');
      const section = page.getByRole('region', { name: enMessages.softStakingTitle, exact: true });
      await section.getByRole('button', { name: enMessages.softStakingActivate, exact: true }).click();
      const activate = page.getByRole('dialog', { name: en('softStakingSwitch.activate.title'), exact: true });
      await activate.getByText(en('softStakingSwitch.activate.body', { coin: 'ETH' })).waitFor();
      const agreement = activate.getByRole('link', { name: en('softStakingSwitch.agreement'), exact: true });
      expect(await agreement.getAttribute('href')).toBe('/soft-staking/agreement');
      const confirm = activate.getByRole('button', { name: en('softStaking.activate'), exact: true });
      expect(await confirm.isDisabled(), 'no activation before the terms are ticked').toBe(true);
      await activate.getByRole('checkbox', { name: en('softStakingSwitch.terms'), exact: true }).click();
      await expectAccessible(page, 'the soft staking activation with the terms ticked');
      await confirm.click();
      await expectToast(page, en, 'success', en('softStakingSwitch.activated'));
      await activate.waitFor({ state: 'hidden' });

      const close = section.getByRole('button', { name: enMessages.softStakingClose, exact: true });
      await close.click();
      const closing = page.getByRole('dialog', { name: en('softStakingSwitch.close.title'), exact: true });
      await closing.getByText(en('softStakingSwitch.close.body', { coin: 'ETH' })).waitFor();
      await expectAccessible(page, 'the soft staking close dialog');
      await closing.getByRole('button', { name: en('softStaking.close.continueEarning'), exact: true }).click();
      await closing.waitFor({ state: 'hidden' });
      // Still on: the page offers to close it again.
      await close.click();
      await closing.getByRole('button', { name: en('softStaking.close.stopEarning'), exact: true }).click();
      await expectToast(page, en, 'success', en('softStakingSwitch.closed'));
      await section.getByRole('button', { name: enMessages.softStakingActivate, exact: true }).waitFor();
      await expectAccessible(page, 'the staking page with soft staking off');
    } finally {
      await context.close();
    }
  });
});
