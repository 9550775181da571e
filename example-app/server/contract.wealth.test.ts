// @vitest-environment node
/**
 * VIP wealth, soft staking and dual-earn contract tests through the REAL client: purchases and redeems
 * that answer code 200 only (DEC-06), net values that move with the clock, order details and charts.
 */
import { describe, expect, it } from 'vitest';
import { type EarnApiError } from '../../src/api/errors';
import { Decimal } from '../../src/domain/decimal';
import { advance, answeringFundpass, ledgerBalances, signedInEachTest, simulatorForFile } from './harness.testing';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');
// victor has a funding password, which wealth purchases and redeems ask for (P-32).
const victor = signedInEachTest(harness, 'victor', answeringFundpass());

/** The next day's net value: grown by the product's daily return (0.021 %) at 00:00 UTC, rounded to 8 decimals. */
const nextNetValue = (netValue: string) =>
  new Decimal(netValue).times('1.00021').toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();

describe('VIP wealth', () => {
  it("VW-API-01 DEC-06 DEC-23 a purchase answers code 200 and buys units at the day's net value", async () => {
    const response = await victor.raw('POST', '/apiw/v2/earn/private-wealth/purchase', {
      form: { pid: '2', amount: '1', project_type: '5', fundpass: '135790' },
      headers: { 'X-CSRF-Token': victor.cookies.get('csrftoken') ?? '' },
    });
    expect(response.body).toMatchObject({ code: 200, data: { pid: 2, amount: '1' } });
    await expect(victor.client.wealth.purchase({ pid: 2, amount: '0.5', project_type: 5 })).resolves.toMatchObject({
      amount: '0.5',
    });
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('VW-API-03 VW-DATA-01 the order detail answers value, units, income and net values', async () => {
    const detail = await victor.client.wealth.orderDetail({ order_id: 1, project_type: 4 });
    expect(detail).toMatchObject({
      name: 'Private Wealth USDT Income',
      coin: 'USDT',
      showInterest: true,
      netValueRatioBuy: '1.0425',
    });
    // Bought at 1.0425 on the seed's first day; two midnights have passed since.
    expect(detail.netValueRatio).toBe(nextNetValue(nextNetValue('1.0425')));
    expect(detail.unit).toBe('95923.26139');
    // 100 000 USDT bought 95 923.26139 units; their value today less the cost, rounded down.
    expect(detail.incomeAmount).toBe(
      new Decimal('95923.26139')
        .times(detail.netValueRatio)
        .toDecimalPlaces(8, Decimal.ROUND_DOWN)
        .minus('100000')
        .toFixed(),
    );
    expect(detail.runDays).toBe(200);
  });

  it('VW-API-04 VW-DATA-02 VW-DETAIL-02 the lines answer the balance or the change rate over the range', async () => {
    const balance = await victor.client.wealth.lines({ type: 'balance', order_id: 1, range: 30, project_type: 4 });
    expect(balance.lines).toHaveLength(30);
    const rate = await victor.client.wealth.lines({ type: 'rate', order_id: 1, range: 180, project_type: 4 });
    expect(rate.lines[0]?.value).toBe('0');
    // From the range's first day, 2025-09-04 (its value is the seed's 1.0425 discounted at the daily return
    // over the 177 days from it to the seed's first day, rounded to 8 decimals), to today: the ratio less 1,
    // rounded down.
    expect(rate.lines[0]?.timestamp).toBe(Date.UTC(2025, 8, 4));
    const first = new Decimal('1.0425')
      .dividedBy(new Decimal('1.00021').pow(177))
      .toDecimalPlaces(8, Decimal.ROUND_HALF_UP);
    const today = nextNetValue(nextNetValue('1.0425'));
    expect(rate.change).toBe(
      new Decimal(today).dividedBy(first).minus(1).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
    );
  });

  it("VW-API-02 a redeem pays units at today's net value, which the clock moves", async () => {
    const before = await victor.client.wealth.orderDetail({ order_id: 1, project_type: 4 });
    await advance(harness.sim, 24);
    const relogin = await harness.signIn('victor', answeringFundpass());
    const after = await relogin.client.wealth.orderDetail({ order_id: 1, project_type: 4 });
    expect(after.netValueRatio).toBe(nextNetValue(before.netValueRatio));
    const answer = (await relogin.client.wealth.redeem({ pid: 1, unit: '1000' })) as { amount: string };
    expect(answer.amount).toBe(
      new Decimal('1000').times(after.netValueRatio).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
    );
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('VW-SUB-04 VW-SUB-05 VW-ERR-01 purchases above the balance or below the minimum fail with the server message', async () => {
    alice.activate();
    expect(
      (await harness.failureOf(() => alice.client.wealth.purchase({ pid: 1, amount: '100', project_type: 4 })))
        .serverMessage,
    ).toBe('Less than minimum amount of 10000 USDT');
    expect(
      (await harness.failureOf(() => alice.client.wealth.purchase({ pid: 1, amount: '50000', project_type: 4 })))
        .serverMessage,
    ).toMatch(/^Inadequate balance: \d+(\.\d+)? USDT available$/);
  });

  it('VW-REDEEM-02 VW-REDEEM-04 VW-ERR-02 redeeming more units than held or over 6 decimals fails', async () => {
    expect(
      (await harness.failureOf(() => victor.client.wealth.redeem({ pid: 1, unit: '99999999' }))).serverMessage,
    ).toMatch(/^Less redeemable units: [\d.]+ units available$/);
    expect(
      (await harness.failureOf(() => victor.client.wealth.redeem({ pid: 1, unit: '1.1234567' }))).serverMessage,
    ).toBe('unit allows at most 6 decimals');
  });
});

describe('VIP wealth page (DEC-29)', () => {
  it('DEC-29 the products call answers the VIP products, types 4 and 5, with net value, 30-day rate and VIP level, to anyone', async () => {
    const guest = harness.browser();
    guest.activate();
    const products = await guest.client.wealth.products();
    expect(products.map((product) => [product.pid, product.projectType, product.coin, product.minVipLevel])).toEqual([
      [1, 4, 'USDT', 1],
      [2, 5, 'BTC', 1],
    ]);
    expect(products[0]?.netValueRatio).toBe(nextNetValue(nextNetValue('1.0425')));
    expect(new Decimal(products[0]?.recent30DaysRate ?? '0').gt(0)).toBe(true);
    expect(new Decimal(products[1]?.recent30DaysRate ?? '0').lt(0)).toBe(true);
  });

  it('DEC-29 VW-DATA-01 the orders call answers the user holdings as their order details, and none for a user without any', async () => {
    const holdings = await victor.client.wealth.orders();
    const detail = await victor.client.wealth.orderDetail({ order_id: 1, project_type: 4 });
    expect(holdings).toEqual([{ ...detail, orderId: 1, pid: 1, projectType: 4 }]);
    alice.activate();
    await expect(alice.client.wealth.orders()).resolves.toEqual([]);
  });

  it('DEC-29 net values move with the simulated clock: the listed value and the holding value after a midnight', async () => {
    const [before] = await victor.client.wealth.orders();
    const [productBefore] = await victor.client.wealth.products();
    await advance(harness.sim, 24);
    const relogin = await harness.signIn('victor', answeringFundpass());
    const [after] = await relogin.client.wealth.orders();
    const [productAfter] = await relogin.client.wealth.products();
    expect(after?.netValueRatio).toBe(nextNetValue(before?.netValueRatio ?? ''));
    expect(productAfter?.netValueRatio).toBe(nextNetValue(productBefore?.netValueRatio ?? ''));
    expect(new Decimal(after?.amount ?? '0').gt(before?.amount ?? '0')).toBe(true);
    expect(after?.unit).toBe(before?.unit);
  });

  it('DEC-29 a holding redeemed to zero units is no longer listed', async () => {
    const [holding] = await victor.client.wealth.orders();
    await victor.client.wealth.redeem({ pid: 1, unit: holding?.unit ?? '0' });
    await expect(victor.client.wealth.orders()).resolves.toEqual([]);
  });
});

describe('soft staking and dual earn', () => {
  it('SS-API-01 SS-API-02 the soft staking switch answers code 200; another code is a failure', async () => {
    alice.activate();
    await expect(alice.client.softStaking.setSwitch(true)).resolves.toEqual({ status: true });
    await harness.sim.fetch(
      new Request('http://sim.test/__sim/faults', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          rules: [{ call: 'softStakingSwitch', kind: 'error', code: 0, message: 'Not switched', times: 1 }],
        }),
      }),
    );
    expect(
      await alice.client.softStaking.setSwitch(false).then(
        () => null,
        (error: EarnApiError) => error.serverMessage,
      ),
    ).toBe('Not switched');
  });

  it('DE-API-01 DE-API-02 DE-ORDER-02 dual-earn orders answer a status that follows the clock', async () => {
    expect((await alice.client.dualEarn.orderDetail({ order_id: 1 })).status).toBe('PROCESSING');
    expect((await alice.client.dualEarn.sniperOrder({ order_id: 2 })).status).toBe('CANCELED');
    await advance(harness.sim, 48);
    expect((await alice.client.dualEarn.orderDetail({ order_id: 1 })).status).toBe('SETTLEMENT_PROCESSING');
    await advance(harness.sim, 0.5);
    expect((await alice.client.dualEarn.orderDetail({ order_id: 1 })).status).toBe('SETTLEMENT_SUCCESS');
  });
});
