/**
 * Launchpool as a user does it, in the production build against the simulated exchange: a guest browsing,
 * a stake with a chosen redemption destination (on a desktop, at 375 px, in Arabic right to left, on the
 * US site and with the keyboard alone), each amount rule, an early redemption, rewards as the simulated
 * clock runs and the claim after the event, and the funds-source chooser. Every name is read from the
 * catalogue the app shows, and each screen gets an axe scan. The seeded projects and users are those of
 * example-app/server/seed.ts (docs/simulator.md has the table).
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../src/domain/decimal';
import { formatAmount } from '../src/i18n';
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
  openDemoPanel,
  simulator,
  startBrowser,
  variantSettings,
  type CatalogueText,
  type JourneyVariant,
} from './support';

// Every journey stakes, redeems or moves the clock: each starts from the seeded exchange.
startBrowser({ resetEachTest: true });

const en = catalogueText('en', 'global');

/** A pool's section of the project page, by its name ('BTC pool', 'USDT pool (1)'). */
function poolSection(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** A pool's action button ('Stake BTC pool'), as the project page names it. */
function poolAction(section: Locator, t: CatalogueText, action: string, pool: string): Locator {
  return section.getByRole('button', { name: t('launchpoolPages.action.named', { action, pool }), exact: true });
}

/** The value beside a label of an info list (a term and its definition). */
function figure(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${literal(label).source}$`) })
    .locator('xpath=following-sibling::*[1]');
}

/** Waits until the value beside `label` shows `text`. */
async function expectFigure(scope: Locator, label: string, text: string): Promise<void> {
  await figure(scope, label).filter({ hasText: text }).first().waitFor();
}

/** The stake dialog of a project, its amount field, and the user's figures loaded (the amount auto-filled). */
async function openStakeDialog(page: Page, t: CatalogueText, projectCoin: string) {
  const dialog = page.getByRole('dialog', { name: t('launchpoolStake.title', { coin: projectCoin }), exact: true });
  await dialog.waitFor();
  const amount = dialog.getByRole('textbox', { name: t('launchpoolStake.amount'), exact: true });
  // LP-STAKE-20 fills the maximum once the user's figures arrive: typing before that would be overwritten.
  await expect.poll(() => amount.inputValue(), { timeout: 30_000 }).not.toBe('');
  return {
    dialog,
    amount,
    confirm: dialog.getByRole('button', { name: t('common.confirm'), exact: true }),
  };
}

/** The amount field's error, as the field shows it (its description). */
async function expectAmountError(amount: Locator, dialog: Locator, text: string): Promise<void> {
  await dialog.getByText(text, { exact: true }).waitFor();
  expect(await amount.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await amount.getAttribute('aria-describedby')) ?? '';
  const described = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => dialog.page().locator(`[id="${id}"]`).textContent()),
  );
  expect(described).toContain(text);
}

/** Paths of the calls a guest must never make (LP-ROLE-05): balance, statistics, user-stat, notifications, invite. */
const USER_ONLY_CALLS = [
  '/apiw/v2/account/spot/asset/outable',
  '/apiw/v2/earn/launch-pool/user-project-statistics',
  '/apiw/v2/earn/launch-pool/user-stat',
  '/launch-pool/get-user-loan-property',
  '/api/web/v1/task-square/global-subscribe-status',
  '/apiw/v2/herald/category/switch',
  '/apiw/v2/earn/hodler-airdrop/config',
  '/api/web/v1/rebate/get_user_info',
];

/** Records the paths of the exchange calls a page makes. */
function recordCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** What a demo user's wallet account holds of a coin, as the simulator books it. */
async function walletBalance(user: string, account: string, coin: string) {
  const answer = (await simulator(`/__sim/balances/${user}`)) as {
    data: { account: string; asset: string; amount: string }[];
  };
  const row = answer.data.find((candidate) => candidate.account === account && candidate.asset === coin);
  if (!row) throw new Error(`${user} has no ${coin} in ${account}`);
  return toDecimal(row.amount);
}

describe('Launchpool as a guest', () => {
  it('LP-ROLE-01 LP-ROLE-02 LP-ROLE-05 LP-SHARE-01 LP-EVENT-01 SH-AUTH-01 a guest browses the projects by state and a project with its pools and rates, makes none of the user-only calls, and Stake sends them to log in; a user has Notifications and Share', async () => {
    const { context, page } = await openApp('/launchpool', { user: 'guest' });
    const calls = recordCalls(page);
    try {
      // From the first request on: the page loads again with the recorder listening.
      await page.reload();
      const projects = page.getByRole('list', { name: en('launchpoolPages.list.label') });
      await projects.getByRole('link', { name: 'NEWT', exact: true }).waitFor();
      await expectAccessible(page, 'the launchpool projects, as a guest');
      // Each project sits under its event state's tab.
      await page.getByRole('tab', { name: en('launchpoolPages.state.notStarted') }).click();
      await page.getByRole('link', { name: 'ORBIT', exact: true }).waitFor();
      await page.getByRole('tab', { name: en('launchpoolPages.state.completed') }).click();
      await page.getByRole('link', { name: 'LUMA', exact: true }).waitFor();
      await page.getByRole('tab', { name: en('launchpoolPages.state.inProgress') }).click();

      await page.getByRole('link', { name: 'NEWT', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/launchpool/1');
      const name = en('launchpoolPages.pool.nameNumbered', { coin: 'USDT', number: 1 });
      const pool = poolSection(page, name);
      await expectFigure(pool, en('launchpoolPages.pool.apr'), '15.00%');
      await expectFigure(pool, en('launchpoolPages.pool.totalStaked'), formatAmount('3000', { decimals: 2 }));
      // A guest has no figures of their own, and neither notifications nor share.
      expect(await figure(pool, en('launchpoolPages.pool.myStake')).count()).toBe(0);
      for (const action of ['launchpoolPages.action.notifications', 'launchpoolPages.action.share'] as const)
        expect(await page.getByRole('button', { name: en(action), exact: true }).count()).toBe(0);
      await expectAccessible(page, 'the NEWT project, as a guest');

      await poolAction(pool, en, en('launchpool.action.stake'), name).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { level: 1, name: enMessages.loginTitle }).waitFor();
      await expectAccessible(page, 'the login page');
      const userOnly = calls.filter((path) => USER_ONLY_CALLS.some((call) => path.endsWith(call)));
      expect(userOnly).toEqual([]);
    } finally {
      await context.close();
    }

    // A project for a logged-in user shows their stake, which only their statistics call answers: the guest's
    // silence above is the login's doing, not a page that never asks. (The server's paint asks it under the
    // user's session and the app starts from that answer, P-58, so the browser need not ask again.)
    const user = await openApp('/launchpool/4', { user: 'alice' });
    try {
      await user.page.reload();
      await expectFigure(
        poolSection(user.page, en('launchpoolPages.pool.name', { coin: 'BTC' })),
        en('launchpoolPages.pool.myStake'),
        formatAmount('0.02', { decimals: 4 }),
      );
      for (const action of ['launchpoolPages.action.notifications', 'launchpoolPages.action.share'] as const)
        await user.page.getByRole('button', { name: en(action), exact: true }).waitFor();
    } finally {
      await user.context.close();
    }
  });
});

const stakeVariants: readonly JourneyVariant[] = [
  journeyVariants.desktop,
  journeyVariants.phone,
  journeyVariants.arabic,
  { ...journeyVariants.us, name: 'SH-US-01 SH-US-02 SH-US-07 SH-US-08 on the US site' },
  journeyVariants.keyboard,
];

describe.each(stakeVariants)('A launchpool stake $name', (variant) => {
  const t = catalogueText(variant.locale, variant.site);
  const amount = (value: string, coin: string, decimals?: number) =>
    decimals === undefined
      ? amountText(value, coin, variant.locale)
      : `${formatAmount(value, { locale: variant.locale, decimals })} ${coin}`;

  it('LP-STAKE-03 LP-STAKE-05 LP-STAKE-14 LP-STAKE-15 LP-STAKE-18 LP-SUCCESS-01 LP-SUCCESS-02 LP-SUCCESS-04 LP-SUCCESS-05 LP-SUCCESS-06 LP-QUOTA-01 a user stakes BTC in PIXEL with Spot as the redemption destination, the success view shows the candy-drop card, and the page shows the new stake and the reduced quota', async () => {
    // alice: 0.02 BTC already in PIXEL's BTC pool (50 BTC in all, no personal maximum), trading volume in
    // the ladder's first tier (0.1 BTC).
    const { context, page } = await openApp('/launchpool/4', {
      user: 'alice',
      viewport: variant.viewport,
      settings: variantSettings(variant),
    });
    const ui = actor(page, variant.keyboard);
    try {
      const name = t('launchpoolPages.pool.name', { coin: 'BTC' });
      const pool = poolSection(page, name);
      await expectFigure(pool, t('launchpoolPages.pool.myStake'), amount('0.02', 'BTC', 4));
      if (variant.locale === 'ar')
        expect(await page.evaluate(() => document.querySelector('[data-ek-root]')?.getAttribute('dir'))).toBe('rtl');
      await expectAccessible(page, 'the PIXEL project');

      await ui.activate(poolAction(pool, t, t('launchpool.action.stake'), name));
      const stake = await openStakeDialog(page, t, 'PIXEL');
      if (variant.viewport === 'phone') expect(await stake.dialog.getAttribute('data-presentation')).toBe('sheet');
      expect(
        await stake.dialog.getByRole('tab', { name: 'BTC', exact: true }).getAttribute('aria-selected'),
        'the dialog opens on the pool whose Stake was pressed',
      ).toBe('true');
      // The quota left to alice: 50 BTC less her own 0.02 (LP-QUOTA-01; nobody else has staked).
      await expectFigure(stake.dialog, t('launchpoolStake.remainingQuota'), amount('49.98', 'BTC'));
      const destinations = stake.dialog.getByRole('radiogroup', { name: t('kitChoices.destination.label') });
      const spot = destinations.getByRole('radio', { name: t('launchpool.destination.spot'), exact: true });
      await ui.fill(stake.amount, '0.01');
      await ui.choose(destinations, spot);
      expect(await spot.getAttribute('aria-checked')).toBe('true');
      await expectAccessible(page, 'the stake dialog with an amount and a destination');

      await ui.activate(stake.confirm);
      const success = page.getByRole('dialog', { name: t('launchpool.success.title'), exact: true });
      await success.waitFor();
      await stake.dialog.waitFor({ state: 'hidden' });
      if (variant.viewport === 'phone') expect(await success.getAttribute('data-presentation')).toBe('fullscreen');
      await expectFigure(success, t('launchpoolStake.amountRow'), amount('0.01', 'BTC'));
      await expectFigure(success, t('launchpoolStake.destination'), t('launchpool.destination.spot'));
      const ok = success.getByRole('button', { name: t('kitData.stakeSuccess.ok'), exact: true });
      const candy = success.getByRole('region', { name: t('kitData.stakeSuccess.candyTitle'), exact: true });
      if (variant.site === 'us') {
        // No promotion on the US site: neither the card nor the button that goes to it.
        expect(await candy.count()).toBe(0);
        expect(await success.getByRole('button', { name: t('kitData.stakeSuccess.goToCandy') }).count()).toBe(0);
      } else {
        // The simulator's promotion for the project's coin, its keywords marked.
        await candy.getByText(/Trade PIXEL in CandyDrop/).waitFor();
        expect(await candy.locator('mark').allTextContents()).toEqual(expect.arrayContaining(['PIXEL', 'CandyDrop']));
        await success.getByRole('button', { name: t('kitData.stakeSuccess.goToCandy'), exact: true }).waitFor();
      }
      await expectAccessible(page, 'the stake success view');
      await ui.activate(ok);
      await success.waitFor({ state: 'hidden' });

      // The page refreshed: the new stake, and the quota reduced by it.
      await expectFigure(pool, t('launchpoolPages.pool.myStake'), amount('0.03', 'BTC', 4));
      await expectFigure(pool, t('launchpoolPages.pool.totalStaked'), amount('0.03', 'BTC', 4));
      const redeemEarly = poolAction(pool, t, t('common.action.redeemEarly'), name);
      await redeemEarly.waitFor();
      if (variant.site === 'us') expect(await redeemEarly.textContent()).toBe('Claim early');
      await ui.activate(poolAction(pool, t, t('launchpool.action.stake'), name));
      const again = await openStakeDialog(page, t, 'PIXEL');
      await expectFigure(again.dialog, t('launchpoolStake.staked'), amount('0.03', 'BTC'));
      await expectFigure(again.dialog, t('launchpoolStake.remainingQuota'), amount('49.97', 'BTC'));
    } finally {
      await context.close();
    }
  });
});

describe('Launchpool stake amount rules', () => {
  const newtPool = en('launchpoolPages.pool.nameNumbered', { coin: 'USDT', number: 1 });

  /** Opens the stake dialog on NEWT's first USDT pool (10 to 5000 USDT a user) as `user`. */
  async function stakeNewt(page: Page) {
    await poolAction(poolSection(page, newtPool), en, en('launchpool.action.stake'), newtPool).click();
    return openStakeDialog(page, en, 'NEWT');
  }

  it('LP-AMT-08 LP-STAKE-22 an amount below the pool minimum shows the min message and Confirm stays disabled', async () => {
    const { context, page } = await openApp('/launchpool/1', { user: 'alice' });
    try {
      const stake = await stakeNewt(page);
      await stake.amount.fill('5');
      await expectAmountError(stake.amount, stake.dialog, en('launchpool.stake.min', { amount: '10', coin: 'USDT' }));
      expect(await stake.confirm.isDisabled()).toBe(true);
      await expectAccessible(page, 'the stake dialog with an amount below the minimum');
      await stake.amount.fill('10');
      await expect.poll(() => stake.confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('LP-AMT-09 LP-STAKE-22 an amount that with what is already staked exceeds the personal maximum shows the max message', async () => {
    // unity has 3000 of the pool's 5000 a user: 2500 more would make 5500.
    const { context, page } = await openApp('/launchpool/1', { user: 'unity' });
    try {
      const stake = await stakeNewt(page);
      await expectFigure(stake.dialog, en('launchpoolStake.staked'), amountText('3000', 'USDT', 'en'));
      await stake.amount.fill('2500');
      await expectAmountError(stake.amount, stake.dialog, en('launchpool.stake.max', { amount: '5000', coin: 'USDT' }));
      expect(await stake.confirm.isDisabled()).toBe(true);
      await expectAccessible(page, 'the stake dialog with an amount above the maximum');
    } finally {
      await context.close();
    }
  });

  it('LP-AMT-10 LP-STAKE-22 an amount above the available balance shows inadequate balance', async () => {
    // PIXEL's ETH pool takes up to 100 a user, more than alice's spot ETH.
    const held = await walletBalance('alice', 'spot', 'ETH');
    const { context, page } = await openApp('/launchpool/4', { user: 'alice' });
    try {
      const name = en('launchpoolPages.pool.name', { coin: 'ETH' });
      await poolAction(poolSection(page, name), en, en('launchpool.action.stake'), name).click();
      const stake = await openStakeDialog(page, en, 'PIXEL');
      await expectFigure(stake.dialog, en('common.available'), amountText(held.toFixed(), 'ETH', 'en'));
      // A whole number: the field takes no more decimals than the pool's 4.
      await stake.amount.fill(held.floor().plus(1).toFixed());
      await expectAmountError(stake.amount, stake.dialog, en('launchpool.stake.inadequateBalance'));
      expect(await stake.confirm.isDisabled()).toBe(true);
      await expectAccessible(page, 'the stake dialog with an amount over the balance');
    } finally {
      await context.close();
    }
  });

  it('LP-QUOTA-01 LP-STAKE-20 LP-ERR-01 LP-STAKE-23 above the remaining quota the exchange refuses with its message; the quota fills and the pool reads used up', async () => {
    // PIXEL's ETH pool: carla's 99.5 of 100 ETH leave 0.5.
    const { context, page } = await openApp('/launchpool/4', { user: 'alice' });
    try {
      const name = en('launchpoolPages.pool.name', { coin: 'ETH' });
      const pool = poolSection(page, name);
      await poolAction(pool, en, en('launchpool.action.stake'), name).click();
      const stake = await openStakeDialog(page, en, 'PIXEL');
      await expectFigure(stake.dialog, en('launchpoolStake.remainingQuota'), amountText('0.5', 'ETH', 'en'));
      // The auto-fill is the smaller of her 12 ETH and the quota.
      expect(await stake.amount.inputValue()).toBe('0.5');

      await stake.amount.fill('1');
      await stake.confirm.click();
      await expectToast(page, en, 'error', 'This pool takes at most 0.5 ETH more from you');
      await expectAccessible(page, 'the stake dialog with the refusal');

      await stake.amount.fill('0.5');
      await stake.confirm.click();
      const success = page.getByRole('dialog', { name: en('launchpool.success.title'), exact: true });
      await success.waitFor();
      await success.getByRole('button', { name: en('kitData.stakeSuccess.ok'), exact: true }).click();
      await success.waitFor({ state: 'hidden' });
      await expectFigure(pool, en('launchpoolPages.pool.myStake'), `${formatAmount('0.5', { decimals: 4 })} ETH`);

      await poolAction(pool, en, en('launchpool.action.stake'), name).click();
      const full = page.getByRole('dialog', { name: en('launchpoolStake.title', { coin: 'PIXEL' }), exact: true });
      await expectFigure(full, en('launchpoolStake.remainingQuota'), amountText('0', 'ETH', 'en'));
      const usedUp = full.getByRole('button', { name: en('launchpool.stake.usedUp'), exact: true });
      await usedUp.waitFor();
      expect(await usedUp.isDisabled()).toBe(true);
      await expectAccessible(page, 'the stake dialog of a used-up pool');
    } finally {
      await context.close();
    }
  });

  it('LP-QUOTA-03 LP-AMT-10 a user with a loan in USDT, a borrow coin without launchpool, may stake only the balance less the loan', async () => {
    // unity owes 8000 USDT (the seed); what her unified account holds is read from the simulator.
    const free = (await walletBalance('unity', 'unified', 'USDT')).minus(8000);
    expect(free.gt(0)).toBe(true);
    const { context, page } = await openApp('/launchpool/1', { user: 'unity' });
    try {
      const stake = await stakeNewt(page);
      await expectFigure(stake.dialog, en('common.available'), amountText(free.toFixed(), 'USDT', 'en'));
      // What the wallet holds but the loan takes is not hers to stake (within her 2000 left of the maximum).
      await stake.amount.fill(free.plus(1).toFixed());
      await expectAmountError(stake.amount, stake.dialog, en('launchpool.stake.inadequateBalance'));
      await expectAccessible(page, 'the stake dialog of a user with a loan');
    } finally {
      await context.close();
    }
  });
});

describe('Launchpool redeem, rewards and claim', () => {
  const btcPool = en('launchpoolPages.pool.name', { coin: 'BTC' });

  it('LP-ROLE-03 LP-REDEEM-02 LP-REDEEM-03 LP-REDEEM-04 LP-REDEEM-05 LP-REDEEM-06 LP-REDEEM-14 a user redeems part of a stake early', async () => {
    const { context, page } = await openApp('/launchpool/4', { user: 'alice' });
    try {
      const pool = poolSection(page, btcPool);
      await expectFigure(pool, en('launchpoolPages.pool.myStake'), `${formatAmount('0.02', { decimals: 4 })} BTC`);
      await poolAction(pool, en, en('common.action.redeemEarly'), btcPool).click();
      const dialog = page.getByRole('dialog', { name: en('launchpool.redeem.title', { coin: 'BTC' }), exact: true });
      await dialog.waitFor();
      const amount = dialog.getByRole('textbox', { name: en('launchpool.redeem.redemptionAmount'), exact: true });
      await expectFigure(dialog, en('launchpool.redeem.redeemable'), `${formatAmount('0.02', { decimals: 4 })} BTC`);
      // The event has started and this is no claim: the last hour's reward shows; BTC may go to staking.
      await figure(dialog, en('launchpool.redeem.lastHourReward')).waitFor();
      await dialog.getByRole('checkbox', { name: en('launchpool.redeem.autoStake', { coin: 'BTC' }) }).waitFor();
      await dialog.getByRole('button', { name: en('common.cancel'), exact: true }).waitFor();
      await amount.fill('0.005');
      await expectAccessible(page, 'the redeem dialog with an amount');
      await dialog.getByRole('button', { name: en('common.confirm'), exact: true }).click();
      await expectToast(page, en, 'success', en('launchpool.redeem.success'));
      await dialog.waitFor({ state: 'hidden' });
      await expectFigure(pool, en('launchpoolPages.pool.myStake'), `${formatAmount('0.015', { decimals: 4 })} BTC`);
      await expectAccessible(page, 'the project after the redemption');
    } finally {
      await context.close();
    }
  });

  it('LP-ROLE-03 LP-REDEEM-04 LP-REDEEM-07 LP-REDEEM-15 rewards grow as the simulated clock runs, and once the event has ended the stake is claimed', async () => {
    const { context, page } = await openApp('/launchpool/4', { user: 'alice' });
    try {
      const pool = poolSection(page, btcPool);
      const rewards = en('launchpoolPages.pool.myRewards');
      // 48 seeded hours of the pool's 5 PIXEL an hour, all hers.
      await expectFigure(pool, rewards, amountText('240', 'PIXEL', 'en'));
      await (await openDemoPanel(page)).getByRole('button', { name: enMessages.simPlusHour, exact: true }).click();
      await expectFigure(pool, rewards, amountText('245', 'PIXEL', 'en'));

      // Past the event's end (ten days on): the project is completed and offers the claim.
      await simulator('/__sim/clock/advance', { hours: 240 });
      await page.reload();
      await page.getByText(en('launchpoolPages.state.completed'), { exact: true }).first().waitFor();
      await expectFigure(pool, rewards, amountText('1440', 'PIXEL', 'en'));
      expect(await poolAction(pool, en, en('common.action.redeemEarly'), btcPool).count()).toBe(0);
      await expectAccessible(page, 'the completed project');
      await poolAction(pool, en, en('launchpoolPages.action.claim'), btcPool).click();
      const dialog = page.getByRole('dialog', {
        name: en('launchpool.redeem.claimTitle', { coin: 'BTC' }),
        exact: true,
      });
      await dialog.waitFor();
      await expectFigure(dialog, en('launchpool.redeem.claimable'), `${formatAmount('0.02', { decimals: 4 })} BTC`);
      expect(await figure(dialog, en('launchpool.redeem.lastHourReward')).count()).toBe(0);
      const amount = dialog.getByRole('textbox', { name: en('launchpool.redeem.amount'), exact: true });
      await dialog.getByRole('button', { name: en('common.max'), exact: true }).click();
      await expect.poll(() => amount.inputValue(), { timeout: 30_000 }).toBe('0.02');
      await expectAccessible(page, 'the claim dialog');
      await dialog.getByRole('button', { name: en('common.confirm'), exact: true }).click();
      await expectToast(page, en, 'success', en('launchpool.redeem.claimSuccess'));
      await expectFigure(pool, en('launchpoolPages.pool.myStake'), `${formatAmount('0', { decimals: 4 })} BTC`);
      await expectFigure(pool, rewards, amountText('1440', 'PIXEL', 'en'));
      expect(await poolAction(pool, en, en('launchpoolPages.action.claim'), btcPool).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('The funds-source chooser of the stake dialog', () => {
  /** Opens 'Add funds' beside the balance of a pool's stake dialog; returns the chooser and its options. */
  async function openChooser(page: Page, t: CatalogueText, projectCoin: string, pool: string) {
    await poolAction(poolSection(page, pool), t, t('launchpool.action.stake'), pool).click();
    const stake = await openStakeDialog(page, t, projectCoin);
    await stake.dialog.getByRole('button', { name: t('kitChoices.fundsSource.label'), exact: true }).click();
    const chooser = page.getByRole('dialog', { name: t('kitChoices.fundsSource.label'), exact: true });
    const coin = pool.split(' ')[0] ?? '';
    const options = chooser.getByRole('list', { name: t('launchpoolStake.fundsSources', { coin }) });
    await options.getByRole('link').first().waitFor();
    const names = async () =>
      (await options.getByRole('link').allTextContents()).map((text) =>
        ['deposit', 'expressBuy', 'transfer', 'spotTrade'].find((key) =>
          text.startsWith(t(`launchpool.fundsSource.${key}` as Parameters<CatalogueText>[0])),
        ),
      );
    return { stake, chooser, options, names };
  }

  it('LP-FUNDS-01 LP-ROUTE-03 on a desktop it offers deposit, express buy, transfer and spot trade; spot trade goes to the coin’s trade page', async () => {
    const { context, page } = await openApp('/launchpool/4', { user: 'alice' });
    try {
      const { stake, chooser, options, names } = await openChooser(page, en, 'PIXEL', 'BTC pool');
      expect(await names()).toEqual(['deposit', 'expressBuy', 'transfer', 'spotTrade']);
      await expectAccessible(page, 'the funds-source chooser on a desktop');
      await options.getByRole('link', { name: new RegExp(`^${en('launchpool.fundsSource.spotTrade')}`) }).click();
      await page.waitForURL((url) => url.pathname === '/trade/BTC_USDT');
      await page.getByRole('heading', { level: 1, name: enMessages.exchangeSpotTrade }).waitFor();
      expect(await chooser.count()).toBe(0);
      expect(await stake.dialog.count()).toBe(0);
      await expectAccessible(page, 'the spot trade page');
    } finally {
      await context.close();
    }
  });

  it('LP-FUNDS-09 LP-ROUTE-01 at 375 px it is a sheet without the transfer; deposit goes to the coin’s deposit page', async () => {
    const { context, page } = await openApp('/launchpool/4', { user: 'alice', viewport: 'phone' });
    try {
      const { chooser, options, names } = await openChooser(page, en, 'PIXEL', 'BTC pool');
      expect(await chooser.getAttribute('data-presentation')).toBe('sheet');
      expect(await names()).toEqual(['deposit', 'expressBuy', 'spotTrade']);
      await expectAccessible(page, 'the funds-source chooser at 375 px');
      await options.getByRole('link', { name: new RegExp(`^${en('launchpool.fundsSource.deposit')}`) }).click();
      await page.waitForURL((url) => url.pathname === '/myaccount/deposit/BTC');
      await page.getByRole('heading', { level: 1, name: enMessages.exchangeDeposit }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('LP-FUNDS-07 LP-FUNDS-08 SH-US-03 SH-US-04 on the US site it offers neither express buy nor transfer', async () => {
    const us = catalogueText('en', 'us');
    const { context, page } = await openApp('/launchpool/1', { user: 'uma', settings: { site: 'us' } });
    try {
      const pool = us('launchpoolPages.pool.nameNumbered', { coin: 'USDT', number: 1 });
      const { names } = await openChooser(page, us, 'NEWT', pool);
      expect(await names()).toEqual(['deposit', 'spotTrade']);
      await expectAccessible(page, 'the funds-source chooser on the US site');
    } finally {
      await context.close();
    }
  });

  it('LP-FUNDS-04 LP-FUNDS-06 a user whose compliance menu hides spot trade is not offered it', async () => {
    const { context, page } = await openApp('/launchpool/1', { user: 'lena' });
    try {
      const pool = en('launchpoolPages.pool.nameNumbered', { coin: 'USDT', number: 1 });
      const { names } = await openChooser(page, en, 'NEWT', pool);
      expect(await names()).toEqual(['deposit', 'expressBuy', 'transfer']);
    } finally {
      await context.close();
    }
  });
});

/** Text without the Unicode isolates that keep a parameter's direction in a sentence. */
function unisolated(text: string | null): string {
  return (text ?? '').replace(/[\u2066-\u2069]/g, '');
}

describe('Launchpool eligibility, notifications and share', () => {
  it('LP-ELIG-01 LP-ELIG-02 LP-ELIG-03 LP-ELIG-04 LP-ELIG-05 LP-ELIG-06 LP-ROUTE-04 the eligibility ladder shows the user’s tier and what is still needed for the next; Trade spot goes to BTC_USDT', async () => {
    // alice traded 15 000 USD in the window: T1 of PIXEL's BTC ladder (10 000, 100 000, 1 000 000 USD).
    const { context, page } = await openApp('/launchpool/4', { user: 'alice' });
    try {
      await page.getByRole('button', { name: en('launchpoolPages.action.eligibility'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en('launchpoolEligibility.title'), exact: true });
      await dialog.waitFor();
      const tabs = dialog.getByRole('tablist', { name: en('launchpoolEligibility.pools') });
      expect(await tabs.getByRole('tab').allTextContents()).toEqual(['USDT', 'BTC', 'ETH']);
      await tabs.getByRole('tab', { name: 'BTC', exact: true }).click();
      const ladder = dialog.getByRole('table', { name: en('kitSchedules.eligibility.caption') });
      await ladder.waitFor();
      const tiers = ladder.getByRole('rowheader');
      expect(await tiers.allTextContents()).toEqual([`T1${en('kitSchedules.eligibility.yourTier')}`, 'T2', 'T3']);
      // Each tier with the volume it needs in USD and the cap it gives in the coin.
      await ladder.getByRole('row', { name: /^T2 100,000\s?USD 1\s?BTC$/ }).waitFor();
      await ladder.getByRole('row', { name: /^T3 1,000,000\s?USD 5\s?BTC$/ }).waitFor();
      const tip = en('launchpool.eligibility.nextTierTip', {
        amount: '85,000.00',
        days: 30,
        tier: 'T2',
        cap: '1',
        coin: 'BTC',
      });
      await expect
        .poll(async () => (await dialog.getByRole('paragraph').allTextContents()).map(unisolated), { timeout: 30_000 })
        .toContain(tip);
      await dialog.getByRole('link', { name: en('launchpoolEligibility.futures'), exact: true }).waitFor();
      await expectAccessible(page, 'the eligibility dialog');
      await dialog.getByRole('link', { name: en('launchpoolEligibility.spot'), exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/trade/BTC_USDT');
      expect(await dialog.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('LP-ROLE-04 LP-NOTIF-01 LP-NOTIF-02 LP-NOTIF-03 LP-NOTIF-04 notification toggles switch each service on its own and survive a reload', async () => {
    const { context, page } = await openApp('/launchpool/4', { user: 'alice' });
    const dialog = page.getByRole('dialog', { name: en('launchpool.notification.title'), exact: true });
    const toggle = (service: 'candyDrop' | 'launchpool' | 'hodlerAirdrop') =>
      dialog.getByRole('switch', { name: en(`launchpool.notification.${service}`), exact: true });
    const states = async () =>
      Promise.all(
        (['candyDrop', 'launchpool', 'hodlerAirdrop'] as const).map((service) =>
          toggle(service).getAttribute('aria-checked'),
        ),
      );
    const open = async () => {
      await page.getByRole('button', { name: en('launchpoolPages.action.notifications'), exact: true }).click();
      await toggle('hodlerAirdrop').waitFor();
    };
    try {
      await open();
      expect(await states()).toEqual(['false', 'false', 'false']);
      await expectAccessible(page, 'the notifications dialog');
      await toggle('candyDrop').click();
      await expectToast(page, en, 'success', en('launchpool.notification.subscribed'));
      await toggle('hodlerAirdrop').click();
      await expect.poll(states, { timeout: 30_000 }).toEqual(['true', 'false', 'true']);

      await page.reload();
      await open();
      expect(await states()).toEqual(['true', 'false', 'true']);
      await toggle('candyDrop').click();
      await expectToast(page, en, 'success', en('launchpool.notification.unsubscribed'));
      await expect.poll(states, { timeout: 30_000 }).toEqual(['false', 'false', 'true']);
      await page.reload();
      await open();
      expect(await states()).toEqual(['false', 'false', 'true']);
    } finally {
      await context.close();
    }
  });

  it('LP-SHARE-01 a logged-in user shares the event with their referral link', async () => {
    const { context, page } = await openApp('/launchpool/4', { user: 'alice' });
    try {
      await page.getByRole('button', { name: en('launchpoolPages.action.share'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en('launchpool.share.title'), exact: true });
      await dialog.waitFor();
      const code = figure(dialog, en('launchpool.share.code'));
      await code.filter({ hasText: /\w+/ }).waitFor();
      const link = await figure(dialog, en('launchpool.share.link')).textContent();
      expect(link).toContain(`/launchpool/4?ref=${(await code.textContent()) ?? ''}`);
      await expectAccessible(page, 'the share dialog');
      await dialog.getByRole('button', { name: en('launchpool.share.copy'), exact: true }).click();
      await expectToast(page, en, 'success', en('launchpool.share.copied'));
    } finally {
      await context.close();
    }
  });
});
