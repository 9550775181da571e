/**
 * Every server error path the catalogue names for Simple Earn (SE-ERR, with DEC-07's severities), seen
 * by a user of the real app: the simulator's fault switches (`/__sim/faults`: a code on one call, a
 * dropped connection, a page that is no envelope) make each call fail, and the test reads the toast or
 * dialog the user gets, its severity included ('Error: …' or 'Warning: …', as a screen reader says it).
 * The funding-password refusals (SH-FUNDPASS) come from the simulator's own checks.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { EarnApiCall } from '../src/api/paths';
import { Decimal } from '../src/domain/decimal';
import {
  amountText,
  catalogueText,
  literal,
  expectAccessible,
  openApp,
  simulator,
  expectToast,
  failedLoad,
  startBrowser,
} from './support';

// Each test starts from the seeded exchange with no fault switch on.
startBrowser({ resetEachTest: true });

/**
 * The browser's own console error for a call the simulator drops on purpose: the preview server's proxy
 * answers the hang-up with 502 Bad Gateway.
 */
const droppedCall = (path: RegExp) => ({ text: failedLoad(502), url: path });

const t = catalogueText('en', 'global');

/** Makes the next `times` calls of `call` fail as `rule` says. */
async function fault(
  call: EarnApiCall,
  rule:
    | { kind: 'error'; code: number; message?: string }
    | { kind: 'network' | 'malformed' }
    | { kind: 'slow'; delayMs: number },
  times = 1,
): Promise<void> {
  await simulator('/__sim/faults', { rules: [{ call, times, ...rule }] });
}

/** From my holdings to the detail of alice's flexible USDT, and its redeem dialog with an amount typed. */
async function openRedeemDialog(page: Page, amount: string) {
  await page
    .getByRole('link', { name: t('holdingsFlows.detailsOf', { coin: 'USDT' }), exact: true })
    .first()
    .click();
  await page.getByRole('button', { name: t('holdingsFlows.detail.redeem'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('simpleEarnFlows.redeem.title', { coin: 'USDT' }) });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: t('simpleEarnFlows.redeem.amountLabel') }).fill(amount);
  return dialog;
}

/** From my fixed holdings to the detail of alice's seeded USDT order of `principal`. */
async function openFixedDetail(page: Page, principal: string): Promise<void> {
  const order = page
    .getByRole('row')
    .filter({ hasText: amountText(principal, 'USDT', 'en') })
    .first();
  await order.getByRole('link', { name: t('holdingsFlows.detailsOf', { coin: 'USDT' }), exact: true }).click();
  await page.getByRole('heading', { name: t('holdingsFlows.fixed.title') }).waitFor();
}

/** Opens the subscribe dialog of `button` and subscribes `amount`. */
async function subscribe(page: Page, button: ReturnType<Page['getByRole']>, coin: string, amount: string) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: t('simpleEarnFlows.subscribe.title', { coin }) });
  await dialog.getByRole('textbox', { name: t('amountInput.label') }).fill(amount);
  await dialog
    .getByRole('button', { name: t('simpleEarn.subscribe.submit'), exact: true })
    .last()
    .click();
  return dialog;
}

/** The name of any term's Subscribe button of a coin on the home ('Subscribe USDT 7 days'). */
const termSubscribeName = (coin: string) =>
  new RegExp(
    `^${literal(t('simpleEarnHome.subscribe.fixedName', { coin, days: '{days}' })).source.replace('\\{days\\}', '\\d+')}$`,
  );

const flexibleSubscribe = (page: Page, coin: string) =>
  page.getByRole('button', { name: t('simpleEarnHome.subscribe.flexibleName', { coin }), exact: true });

describe('Simple Earn server errors, as a user sees them', () => {
  it('SE-ERR-01 SE-ERR-04 DEC-07 a flexible redeem the exchange refuses shows its message as an error toast; the dialog keeps the amount and a retry goes through', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings', { user: 'alice' });
    try {
      const dialog = await openRedeemDialog(page, '100');
      await fault('flexibleRedeem', { kind: 'error', code: -1, message: 'Redemption is paused for maintenance' });
      await dialog.getByRole('button', { name: t('simpleEarnFlows.redeem.confirm'), exact: true }).click();
      await expectToast(page, t, 'error', 'Redemption is paused for maintenance');
      expect(await dialog.getByRole('textbox', { name: t('simpleEarnFlows.redeem.amountLabel') }).inputValue()).toBe(
        '100',
      );
      await expectAccessible(page, 'a refused redeem');
      await dialog.getByRole('button', { name: t('simpleEarnFlows.redeem.confirm'), exact: true }).click();
      await page.getByRole('dialog', { name: t('redeem success') }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('SE-ERR-05 DEC-07 a network failure while redeeming shows Networkerr as an error toast', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings', {
      user: 'alice',
      expectedConsoleErrors: [droppedCall(/\/apiw\/v2\/uni-loan\/earn\/redeem$/)],
    });
    try {
      const dialog = await openRedeemDialog(page, '10');
      await fault('flexibleRedeem', { kind: 'network' });
      await dialog.getByRole('button', { name: t('simpleEarnFlows.redeem.confirm'), exact: true }).click();
      await expectToast(page, t, 'error', t('Networkerr'));
      expect(await dialog.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('SE-REDEEM-11 DEC-24 with funding locked in the unified account, the pre-check refuses redeeming with its warning', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings', { user: 'lena' });
    try {
      const dialog = await openRedeemDialog(page, '10');
      await dialog.getByRole('button', { name: t('simpleEarnFlows.redeem.confirm'), exact: true }).click();
      await expectToast(page, t, 'warning', t('lend_earn.notredeem.toast'));
      expect(await page.getByRole('dialog', { name: t('redeem success') }).count()).toBe(0);
      await expectAccessible(page, 'the locked-funding redeem toast');
    } finally {
      await context.close();
    }
  });

  it('SE-ERR-05 DEC-07 a failed trade-info pre-check of a redeem shows Networkerr as an error', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings', { user: 'alice' });
    try {
      const dialog = await openRedeemDialog(page, '10');
      await fault('tradingHome', { kind: 'error', code: -1, message: 'trade info unavailable' });
      await dialog.getByRole('button', { name: t('simpleEarnFlows.redeem.confirm'), exact: true }).click();
      await expectToast(page, t, 'error', t('Networkerr'));
      expect(await page.getByRole('dialog', { name: t('redeem success') }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('SE-ERR-04 DEC-07 a cancel-redeem the exchange refuses shows its message as an error toast, and the redemption stays pending', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings', { user: 'alice' });
    try {
      const dialog = await openRedeemDialog(page, '100');
      await dialog.getByRole('button', { name: t('simpleEarnFlows.redeem.confirm'), exact: true }).click();
      const success = page.getByRole('dialog', { name: t('redeem success') });
      await success.waitFor();
      await page.keyboard.press('Escape');
      await success.waitFor({ state: 'hidden' });
      await fault('cancelRedeem', { kind: 'error', code: -1, message: 'This redemption is already being settled' });
      await page.getByRole('button', { name: t('holdingsFlows.detail.redeem'), exact: true }).click();
      await dialog.getByRole('button', { name: t('simpleEarnFlows.redeem.cancel'), exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t('simpleEarnFlows.redeem.cancelTitle') });
      await confirm.getByRole('button', { name: t('simpleEarnFlows.redeem.cancel'), exact: true }).click();
      await expectToast(page, t, 'error', 'This redemption is already being settled');
      await expectAccessible(page, 'a refused cancel-redeem');
      // Still pending: the redeem dialog still offers to cancel it.
      if (await confirm.isVisible()) await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'hidden' });
      expect(await dialog.getByRole('button', { name: t('simpleEarnFlows.redeem.cancel'), exact: true }).count()).toBe(
        1,
      );
    } finally {
      await context.close();
    }
  });

  it('SE-ERR-04 DEC-07 an early redeem the exchange refuses shows its message as an error toast', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings?tab=fixed', { user: 'alice' });
    try {
      await openFixedDetail(page, '500');
      await page.getByRole('button', { name: t('common.action.redeemEarly'), exact: true }).click();
      const early = page.getByRole('dialog', { name: t('common.action.redeemEarly') });
      await early.waitFor();
      await fault('preRedeem', { kind: 'error', code: -1, message: 'Early redemption is closed today' });
      await early.getByRole('button', { name: t('simpleEarnFlows.early.confirm'), exact: true }).click();
      await expectToast(page, t, 'error', 'Early redemption is closed today');
      expect(await early.isVisible()).toBe(true);
      await expectAccessible(page, 'a refused early redeem');
    } finally {
      await context.close();
    }
  });

  it('SE-ERR-03 DEC-07 a reinvest change the exchange refuses shows its message as a warning toast, and the switch stays as it was', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings?tab=fixed', { user: 'alice' });
    try {
      await openFixedDetail(page, '500');
      const autoReinvest = page.getByRole('switch', { name: t('holdingsFlows.detail.autoReinvest') });
      expect(await autoReinvest.getAttribute('aria-checked')).toBe('true');
      await fault('reinvestStatus', { kind: 'error', code: -1, message: 'Reinvest settings are locked near maturity' });
      await autoReinvest.click();
      await page
        .getByRole('dialog', { name: t('simpleEarnFlows.autoRenew.disableTitle') })
        .getByRole('button', { name: t('common.confirm'), exact: true })
        .click();
      await expectToast(page, t, 'warning', 'Reinvest settings are locked near maturity');
      expect(await autoReinvest.getAttribute('aria-checked')).toBe('true');
      await expectAccessible(page, 'a refused reinvest change');
    } finally {
      await context.close();
    }
  });

  it('SE-ERR-05 DEC-07 a network failure of the reinvest change is the error Networkerr, not a warning', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings?tab=fixed', {
      user: 'alice',
      expectedConsoleErrors: [droppedCall(/\/apiw\/v2\/fixed_earn\/api\/user\/reinvest-status\/\d+$/)],
    });
    try {
      await openFixedDetail(page, '500');
      await fault('reinvestStatus', { kind: 'network' });
      await page.getByRole('switch', { name: t('holdingsFlows.detail.autoReinvest') }).click();
      await page
        .getByRole('dialog', { name: t('simpleEarnFlows.autoRenew.disableTitle') })
        .getByRole('button', { name: t('common.confirm'), exact: true })
        .click();
      await expectToast(page, t, 'error', t('Networkerr'));
    } finally {
      await context.close();
    }
  });

  it('DEC-07 a redeem-to change the exchange refuses shows its message as a warning toast, and the choice stays', async () => {
    const { context, page } = await openApp('/simple-earn/my-lendings?tab=fixed', { user: 'alice' });
    try {
      await openFixedDetail(page, '1000');
      const redeemTo = page.getByRole('radiogroup', { name: t('holdingsFlows.detail.redeemTo') });
      const before = (await redeemTo.getByRole('radio', { checked: true }).textContent()) ?? '';
      await fault('redeemAccountType', { kind: 'error', code: -1, message: 'Redeem-to account cannot change now' });
      await redeemTo.getByRole('radio', { checked: false }).first().click();
      await expectToast(page, t, 'warning', 'Redeem-to account cannot change now');
      await expect
        .poll(async () => (await redeemTo.getByRole('radio', { checked: true }).textContent()) ?? '')
        .toBe(before);
    } finally {
      await context.close();
    }
  });

  it('SE-SUB-12 SE-SUB-13 SE-ERR-07 SE-ERR-08 a special product whose subscribe check fails shows the server message as an error toast and counts as not subscribable', async () => {
    // alice is on the special product's list: only the failed check stops her.
    const { context, page } = await openApp('/simple-earn', { user: 'alice' });
    try {
      // The Special chip among USDT's terms, then the coin's one Subscribe.
      await page
        .getByRole('radiogroup', { name: t('simpleEarnHome.terms.of', { coin: 'USDT' }), exact: true })
        .getByRole('radio')
        .filter({ hasText: t('simpleEarnHome.special') })
        .click();
      const special = page.getByRole('button', { name: termSubscribeName('USDT') });
      await fault('subscribeCheck', { kind: 'error', code: -1, message: 'Eligibility service unavailable' });
      await subscribe(page, special, 'USDT', '100');
      await expectToast(page, t, 'error', 'Eligibility service unavailable');
      const notice = page.getByRole('dialog', { name: t('simpleEarnFlows.subscribe.ineligibleTitle') });
      await notice.waitFor();
      expect(await notice.textContent()).toContain(t('simple.event.ineligible'));
      await expectAccessible(page, 'the ineligible notice after a failed check');
    } finally {
      await context.close();
    }
  });

  it('SE-SUB-14 SE-ERR-09 a failed trade-info pre-check shows the error toast Networkerr and nothing is subscribed', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'alice' });
    try {
      await fault('tradingHome', { kind: 'error', code: -1, message: 'trade info unavailable' });
      const dialog = await subscribe(page, flexibleSubscribe(page, 'BTC'), 'BTC', '0.01');
      await expectToast(page, t, 'error', t('Networkerr'));
      expect(await dialog.isVisible()).toBe(true);
      expect(await page.getByRole('dialog', { name: t('simpleEarnFlows.success.title') }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('SH-ERR-04 DEC-07 a subscribe answered with a page that is no envelope shows "request data error, try later" as a warning', async () => {
    const { context, page } = await openApp('/simple-earn', {
      user: 'alice',
      // SH-ERR-04: the client logs the answer it could not read.
      expectedConsoleErrors: [{ text: /^earnkit: flexibleSubscribe common\.requestDataError / }],
    });
    try {
      await fault('flexibleSubscribe', { kind: 'malformed' });
      const dialog = await subscribe(page, flexibleSubscribe(page, 'BTC'), 'BTC', '0.01');
      await expectToast(page, t, 'warning', t('common.requestDataError'));
      expect(await dialog.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('SE-SUB-21 while a slow exchange answers, the Subscribe button is busy and pressing it again subscribes nothing more', async () => {
    const spotBtc = async () => {
      const rows = (await simulator('/__sim/balances/alice')) as {
        data: { account: string; asset: string; amount: string }[];
      };
      return new Decimal(rows.data.find((row) => row.account === 'spot' && row.asset === 'BTC')?.amount ?? '0');
    };
    const before = await spotBtc();
    const { context, page } = await openApp('/simple-earn', { user: 'alice' });
    try {
      await fault('flexibleSubscribe', { kind: 'slow', delayMs: 2_500 });
      const dialog = await subscribe(page, flexibleSubscribe(page, 'BTC'), 'BTC', '0.01');
      const submit = dialog.getByRole('button', { name: t('simpleEarn.subscribe.submit'), exact: true }).last();
      await expect.poll(() => submit.getAttribute('aria-busy')).toBe('true');
      expect(await submit.isEnabled()).toBe(false);
      // Pressing it again while it waits (no actionability wait: the user just clicks).
      await submit.click({ force: true });
      await submit.click({ force: true });
      await page.getByRole('dialog', { name: t('simpleEarnFlows.success.title') }).waitFor();
      expect(before.minus(await spotBtc()).toString()).toBe('0.01');
    } finally {
      await context.close();
    }
  });

  it('SH-AUTH-02 SH-AUTH-01 a subscribe answered 401 (session expired) sends the user to log in, with the page to come back to', async () => {
    const { context, page } = await openApp('/simple-earn', {
      user: 'alice',
      // The browser's own console error for the 401 the simulator answers on purpose.
      expectedConsoleErrors: [{ text: failedLoad(401), url: /\/apiw\/v2\/uni-loan\/earn\/subscribe$/ }],
    });
    try {
      await fault('flexibleSubscribe', { kind: 'error', code: 401, message: 'login required' });
      await subscribe(page, flexibleSubscribe(page, 'BTC'), 'BTC', '0.01');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/simple-earn');
      await expectAccessible(page, 'the login page after a 401');
    } finally {
      await context.close();
    }
  });

  it('SH-FUNDPASS-04 SH-FUNDPASS-08 a wrong funding password is refused with its message; the fifth wrong one in a row says to wait', async () => {
    const { context, page } = await openApp('/simple-earn', { user: 'victor' });
    try {
      const dialog = await subscribe(page, flexibleSubscribe(page, 'BTC'), 'BTC', '0.01');
      const prompt = page.getByRole('dialog', { name: t('kitChoices.fundpass.title') });
      for (let attempt = 1; attempt <= 5; attempt++) {
        if (attempt > 1)
          await dialog
            .getByRole('button', { name: t('simpleEarn.subscribe.submit'), exact: true })
            .last()
            .click();
        await prompt.getByLabel(t('kitChoices.fundpass.field'), { exact: true }).fill('000000');
        await prompt.getByRole('button', { name: t('common.confirm'), exact: true }).click();
        await prompt.waitFor({ state: 'hidden' });
        if (attempt === 1) await expectToast(page, t, 'warning', t('errors.fundpass.checkFailed'));
      }
      await expectToast(page, t, 'warning', t('errors.fundpass.verifyFrequency'));
      expect(await page.getByRole('dialog', { name: t('simpleEarnFlows.success.title') }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  const refusals = [
    {
      id: 'SH-FUNDPASS-05',
      change: { fundpass: null },
      key: 'errors.fundpass.setFirst',
      what: 'without a funding password set',
    },
    {
      id: 'SH-FUNDPASS-06',
      change: { fingerprint_required: true },
      key: 'errors.fundpass.fingerprintNeeded',
      what: 'when the exchange wants a fingerprint',
    },
  ] as const;
  for (const { id, change, key, what } of refusals) {
    it(`${id} ${what}, a subscribe is refused with its message and no password is asked`, async () => {
      await simulator('/__sim/users/victor', change, 'PATCH');
      const { context, page } = await openApp('/simple-earn', { user: 'victor' });
      try {
        await subscribe(page, flexibleSubscribe(page, 'BTC'), 'BTC', '0.01');
        await expectToast(page, t, 'warning', t(key));
        expect(await page.getByRole('dialog', { name: t('kitChoices.fundpass.title') }).count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
