// @vitest-environment node
/**
 * Every failure the simulator produces, triggered through the REAL client: the code, the message a
 * toast shows, the typed error kind, and that nothing changed in the database.
 */
import { describe, expect, it } from 'vitest';
import { type EarnApiError } from '../../src/api/errors';
import { advance, answeringFundpass, databaseFingerprint, signedInEachTest, simulatorForFile } from './harness.testing';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

const setFaults = (body: unknown) =>
  harness.sim.fetch(
    new Request('http://sim.test/__sim/faults', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const patchUser = (name: string, body: unknown) =>
  harness.sim.fetch(
    new Request(`http://sim.test/__sim/users/${name}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('Simple Earn failures', () => {
  it('SE-ERR-02 SE-ERR-06 SE-AMT-01 SH-ERR-02 SH-ERR-03 a subscribe below the minimum fails with code -1 and the server message', async () => {
    const error = await harness.failureOf(() =>
      alice.client.simpleEarn.subscribeFixed({
        product_id: 1,
        amount: '5',
        year_rate: '0.05',
        reinvest_status: 0,
        redeem_account_type: 1,
      }),
    );
    expect(error).toMatchObject({ kind: 'business', code: -1, serverMessage: 'Minimum purchase amount: 10 USDT' });
  });

  it('SE-AMT-02 a subscribe above the available balance fails with insufficient balance', async () => {
    const error = await harness.failureOf(() =>
      alice.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '16500.000001', rateYear: '0' }),
    );
    expect(error.serverMessage).toBe('Insufficient balance');
  });

  it('SE-AMT-04 a fixed subscribe above the personal remaining quota names the quota', async () => {
    const error = await harness.failureOf(() =>
      alice.client.simpleEarn.subscribeFixed({
        product_id: 7,
        amount: '401',
        year_rate: '0.06',
        reinvest_status: 0,
        redeem_account_type: 1,
      }),
    );
    expect(error.serverMessage).toBe('Individual remaining quota: 400 USDT');
  });

  it('SE-AMT-03 once the remaining quota is below the minimum, a fixed subscribe says so', async () => {
    await alice.client.simpleEarn.subscribeFixed({
      product_id: 7,
      amount: '350',
      year_rate: '0.06',
      reinvest_status: 0,
      redeem_account_type: 1,
    });
    const error = await harness.failureOf(() =>
      alice.client.simpleEarn.subscribeFixed({
        product_id: 7,
        amount: '100',
        year_rate: '0.06',
        reinvest_status: 0,
        redeem_account_type: 1,
      }),
    );
    expect(error.serverMessage).toBe('Your remaining quota is less than the minimum purchase amount');
  });

  it('SE-STATUS-02 SE-STATUS-04 a sold-out product refuses subscribes with the sold-out warning', async () => {
    const error = await harness.failureOf(() =>
      alice.client.simpleEarn.subscribeFixed({
        product_id: 3,
        amount: '100',
        year_rate: '0.09',
        reinvest_status: 0,
        redeem_account_type: 1,
      }),
    );
    expect(error.serverMessage).toBe('This product is sold out. Please choose another term.');
  });

  it("SE-VOUCH-05 SE-VOUCH-06 a voucher's purchase limits are enforced by the server", async () => {
    const [voucher] = await alice.client.simpleEarn.couponRecommend({ pid: 1 });
    const low = await harness.failureOf(() =>
      alice.client.simpleEarn.subscribeFixed({
        product_id: 1,
        amount: '50',
        year_rate: '0.05',
        reinvest_status: 0,
        redeem_account_type: 1,
        financial_rate_id: voucher!.id,
      }),
    );
    expect(low.serverMessage).toBe('Minimum purchase for this voucher: 100 USDT');
    const high = await harness.failureOf(() =>
      alice.client.simpleEarn.subscribeFixed({
        product_id: 1,
        amount: '6000',
        year_rate: '0.05',
        reinvest_status: 0,
        redeem_account_type: 1,
        financial_rate_id: voucher!.id,
      }),
    );
    expect(high.serverMessage).toBe('Maximum purchase for this voucher: 5000 USDT');
  });

  it('SE-VIP-03 SE-SUB-20 a user below the VIP range is refused with the upgrade message', async () => {
    const error = await harness.failureOf(() =>
      alice.client.simpleEarn.subscribeFixed(
        { product_id: 4, amount: '1000', year_rate: '0.095', reinvest_status: 0, redeem_account_type: 1 },
        { vip: true },
      ),
    );
    expect(error.serverMessage).toBe('Upgrade to VIP 5 to subscribe');
  });

  it('SE-VIP-02 a user above the VIP range is refused with the VIP-exclusive message', async () => {
    const victor = await harness.signIn('victor', answeringFundpass());
    const error = await harness.failureOf(() =>
      victor.client.simpleEarn.subscribeFixed(
        { product_id: 5, amount: '1000', year_rate: '0.08', reinvest_status: 0, redeem_account_type: 1 },
        { vip: true },
      ),
    );
    expect(error.serverMessage).toBe('Exclusive to VIP 1-4. View your VIP benefits');
  });

  it("SE-SUB-13 SE-SPECIAL-01 SE-SPECIAL-02 a user not on a special product's list gets the ineligible notice", async () => {
    const victor = await harness.signIn('victor', answeringFundpass());
    const error = await harness.failureOf(() =>
      victor.client.simpleEarn.subscribeFixed({
        product_id: 6,
        amount: '100',
        year_rate: '0.12',
        reinvest_status: 0,
        redeem_account_type: 1,
      }),
    );
    expect(error.serverMessage).toBe('You are not eligible for this event product');
  });

  it('SE-SUB-15 locked funding refuses a subscribe with lend_earn.notsubscribe.toast', async () => {
    const lena = await harness.signIn('lena');
    const error = await harness.failureOf(() =>
      lena.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '10', rateYear: '0' }),
    );
    expect(error.serverMessage).toBe(
      'Your funds are locked in the unified account; subscription is unavailable for now',
    );
  });

  it('SE-REDEEM-11 DEC-24 locked funding refuses a flexible redeem with lend_earn.notredeem.toast', async () => {
    const lena = await harness.signIn('lena');
    const error = await harness.failureOf(() =>
      lena.client.simpleEarn.redeemFlexible({ asset: 'USDT', amount: '10', curr_amount: '0', lend_amount: '0' }),
    );
    expect(error.serverMessage).toBe('Your funds are locked in the unified account; redemption is unavailable for now');
  });

  it('SE-ERR-01 SE-REDEEM-13 a redeem above the redeemable amount fails with the server message', async () => {
    const error = await harness.failureOf(() =>
      alice.client.simpleEarn.redeemFlexible({ asset: 'BTC', amount: '5', curr_amount: '0', lend_amount: '0' }),
    );
    expect(error.serverMessage).toMatch(/^You can redeem at most 0\.2\d* BTC$/);
  });

  it('SE-REDEEM-15 SE-REDEEM-16 a redeem below 0.000001 fails with redeem.number.minLimit', async () => {
    const error = await harness.failureOf(() =>
      alice.client.simpleEarn.redeemFlexible({
        asset: 'USDT',
        amount: '0.0000009',
        curr_amount: '0',
        lend_amount: '0',
      }),
    );
    expect(error.serverMessage).toBe('Minimum redemption amount: 0.000001');
  });

  it('SE-REDEEM-14 a redeem with more than 8 decimals is refused', async () => {
    const error = await harness.failureOf(() =>
      alice.client.simpleEarn.redeemFlexible({
        asset: 'USDT',
        amount: '1.123456789',
        curr_amount: '0',
        lend_amount: '0',
      }),
    );
    expect(error).toMatchObject({ status: 400, serverMessage: 'amount allows at most 8 decimals' });
  });

  it('SE-ERR-04 SE-TIP-01 early redeem of a product without it fails with the server message', async () => {
    const answer = (await alice.client.simpleEarn.subscribeFixed({
      product_id: 8,
      amount: '0.01',
      year_rate: '0.02',
      reinvest_status: 0,
      redeem_account_type: 1,
    })) as { order_id: number };
    const error = await harness.failureOf(() => alice.client.holdings.preRedeem({ order_id: answer.order_id }));
    expect(error.serverMessage).toBe('This product does not support early redemption');
  });

  it('SE-ERR-04 a cancel with no pending redemption fails with the server message', async () => {
    const error = await harness.failureOf(() => alice.client.simpleEarn.cancelRedeem({ asset: 'USDT', amount: '1' }));
    expect(error.serverMessage).toBe('No USDT redemption is pending');
  });

  it('SE-ERR-03 SE-TIP-04 a reinvest change on a product without auto-renew fails with the server message', async () => {
    const answer = (await alice.client.simpleEarn.subscribeFixed({
      product_id: 9,
      amount: '1',
      year_rate: '0.035',
      reinvest_status: 0,
      redeem_account_type: 1,
    })) as { order_id: number };
    const error = await harness.failureOf(() =>
      alice.client.holdings.setReinvestStatus({ order_id: answer.order_id, reinvest_status: 1 }),
    );
    expect(error.serverMessage).toBe('This product does not support auto-renew');
    const account = await harness.failureOf(() =>
      alice.client.holdings.setRedeemAccountType({ order_id: answer.order_id, redeem_account_type: 0 }),
    );
    expect(account.serverMessage).toBe('This product does not support auto-transfer');
  });

  it('SE-TIP-03 SE-EARLY-02 within an hour of maturity early redeem and switches are refused', async () => {
    const answer = (await alice.client.simpleEarn.subscribeFixed({
      product_id: 10,
      amount: '100',
      year_rate: '0.055',
      reinvest_status: 0,
      redeem_account_type: 1,
    })) as { order_id: number; finish_time: number };
    await advance(harness.sim, (answer.finish_time * 1000 - Date.UTC(2026, 2, 2, 8)) / 3_600_000 - 0.5);
    const error = await harness.failureOf(() => alice.client.holdings.preRedeem({ order_id: answer.order_id }));
    expect(error.serverMessage).toBe('Less than 1 hour left before maturity; changes are no longer possible');
  });

  it('SE-TIP-02 SE-STATUS-07 a redeemed order refuses further actions', async () => {
    const order = (await alice.client.holdings.fixedHoldings()).list[0]!;
    await alice.client.holdings.preRedeem({ order_id: order.orderId });
    const error = await harness.failureOf(() =>
      alice.client.holdings.setReinvestStatus({ order_id: order.orderId, reinvest_status: 1 }),
    );
    expect(error.serverMessage).toBe('This order has already been redeemed');
  });

  it('SE-APR-02 SE-APR-03 SE-APR-04 SE-APR-11 the minimum APR is bounded by the maximum (5 %) and the system minimum', async () => {
    const high = await harness.failureOf(() =>
      alice.client.simpleEarn.setMinimumApr({ asset: 'USDT', rateYear: '0.06' }),
    );
    expect(high.serverMessage).toBe('The minimum lending APR cannot be higher than 5%');
    const low = await harness.failureOf(() =>
      alice.client.simpleEarn.setMinimumApr({ asset: 'GT', rateYear: '0.005' }),
    );
    expect(low.serverMessage).toBe('The minimum lending APR cannot be lower than 1%');
  });

  it('SE-ERR-07 SE-ERR-08 a non-success subscribe check carries the server message', async () => {
    await setFaults({
      rules: [{ call: 'subscribeCheck', kind: 'error', code: -1, message: 'Eligibility service busy', times: 1 }],
    });
    const error = await harness.failureOf(() => alice.client.simpleEarn.subscribeCheck({ pid: 6 }));
    expect(error).toMatchObject({ kind: 'business', code: -1, serverMessage: 'Eligibility service busy' });
  });

  it('SE-ERR-05 SE-ERR-09 a network failure of the pre-check or a subscribe is a Networkerr failure', async () => {
    await setFaults({
      rules: [
        { call: 'tradingHome', kind: 'network', times: 1 },
        { call: 'flexibleSubscribe', kind: 'network', times: 1 },
      ],
    });
    expect(await harness.failureOf(() => alice.client.simpleEarn.tradingHome({ market: 'USDT' }))).toMatchObject({
      kind: 'network',
      messageKey: 'Networkerr',
    });
    expect(
      await harness.failureOf(() =>
        alice.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' }),
      ),
    ).toMatchObject({ kind: 'network', messageKey: 'Networkerr' });
  });
});

describe('shared failures', () => {
  it('SH-ERR-01 success answers carry code 0', async () => {
    const response = await alice.raw('GET', '/apiw/v2/uni-loan/earn/user/vip');
    expect(response.body.code).toBe(0);
  });

  it('SH-ERR-04 an answer that is no envelope is "request data error, try later"', async () => {
    await setFaults({ rules: [{ call: 'marketList', kind: 'malformed', times: 1 }] });
    expect(await harness.failureOf(() => alice.client.simpleEarn.marketList())).toMatchObject({
      kind: 'malformed',
      messageKey: 'common.requestDataError',
    });
  });

  it('SH-AUTH-02 a guest calling a logged-in call gets 401 and the host is asked to log in', async () => {
    const asked: string[] = [];
    const guest = harness.browser({ onLoginRequired: (error) => asked.push(error.call) });
    guest.activate();
    expect(await harness.failureOf(() => guest.client.holdings.flexibleHoldings())).toMatchObject({
      kind: 'login-required',
      code: 401,
      status: 401,
    });
    expect(asked).toEqual(['flexibleHoldings']);
    expect(await guest.client.simpleEarn.marketList()).toMatchObject({ total: 6 });
  });

  it('SH-AUTH-02 an expired session gets 401 and changes nothing', async () => {
    await alice.fetch('/__sim/session/expire', { method: 'POST' });
    expect(
      await harness.failureOf(() =>
        alice.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' }),
      ),
    ).toMatchObject({ kind: 'login-required', code: 401 });
  });

  it('SH-API-03 a mutation without the CSRF token is refused with 403 and changes nothing', async () => {
    const before = await databaseFingerprint(harness.sim);
    const response = await alice.raw('POST', '/apiw/v2/uni-loan/earn/subscribe', {
      json: { asset: 'USDT', amount: '1', rateYear: '0' },
    });
    expect(response).toMatchObject({ status: 403, body: { code: -1, label: 'CSRF_TOKEN_INVALID' } });
    const wrong = await alice.raw('POST', '/apiw/v2/uni-loan/earn/subscribe', {
      json: { asset: 'USDT', amount: '1', rateYear: '0' },
      headers: { 'X-CSRF-Token': 'forged' },
    });
    expect(wrong.status).toBe(403);
    expect(await databaseFingerprint(harness.sim)).toBe(before);
  });
});

describe('funding password', () => {
  it('SH-FUNDPASS-01 SH-FUNDPASS-07 without a prompt the client fails with code 101 (redeem) or 10010111 (subscribe)', async () => {
    const victor = await harness.signIn('victor');
    expect(
      await harness.failureOf(() =>
        victor.client.simpleEarn.redeemFlexible({ asset: 'USDT', amount: '1', curr_amount: '0', lend_amount: '0' }),
      ),
    ).toMatchObject({ kind: 'funding-password', code: 101 });
    expect(
      await harness.failureOf(() =>
        victor.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' }),
      ),
    ).toMatchObject({ kind: 'funding-password', code: 10010111 });
  });

  it('SH-FUNDPASS-04 a wrong funding password fails with 10010106', async () => {
    const victor = await harness.signIn('victor', answeringFundpass('000000'));
    expect(
      await harness.failureOf(() =>
        victor.client.simpleEarn
          .subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' })
          .catch(async (error) => {
            // The failed attempt is counted; reset the counter so the fingerprint compares money only.
            await harness.sim.state.db.query("UPDATE users SET fundpass_failures = 0 WHERE name = 'victor'");
            throw error;
          }),
      ),
    ).toMatchObject({ kind: 'funding-password', code: 10010106, messageKey: 'errors.fundpass.checkFailed' });
  });

  it('SH-FUNDPASS-05 a user without a funding password is told to set one (10010107)', async () => {
    await patchUser('victor', { fundpass: null });
    const victor = await harness.signIn('victor');
    expect(
      await harness.failureOf(() =>
        victor.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' }),
      ),
    ).toMatchObject({ code: 10010107, messageKey: 'errors.fundpass.setFirst' });
  });

  it('SH-FUNDPASS-06 a user who must use a fingerprint gets 10010108', async () => {
    await patchUser('victor', { fingerprint_required: true });
    const victor = await harness.signIn('victor');
    expect(
      await harness.failureOf(() =>
        victor.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' }),
      ),
    ).toMatchObject({ code: 10010108, messageKey: 'errors.fundpass.fingerprintNeeded' });
  });

  it('SH-FUNDPASS-08 five wrong funding passwords block verification (10010112) for an hour', async () => {
    const victor = await harness.signIn('victor', answeringFundpass('000000'));
    const codes: (number | null)[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      codes.push(
        await victor.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' }).then(
          () => 0,
          (error: EarnApiError) => error.code,
        ),
      );
    }
    expect(codes).toEqual([10010106, 10010106, 10010106, 10010106, 10010112, 10010112]);
    await advance(harness.sim, 1);
    const right = await harness.signIn('victor', answeringFundpass());
    await expect(
      right.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' }),
    ).resolves.toMatchObject({ amount: '1' });
  });
});
