// @vitest-environment node
/**
 * Contract tests of subscribe, redeem, holdings, order actions and history: the REAL client against
 * the simulator, checking what changed, and the simulated clock making interest accrue and fixed
 * orders mature.
 */
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/domain/decimal';
import { truncateDecimalText } from '../../src/domain/decimalText';
import { HistoryRecordType } from '../../src/domain/simpleEarn/constants';
import { hourlyInterestQuery } from '../../src/domain/simpleEarn/history';
import { fixedMaturityTime } from '../../src/domain/simpleEarn/timeline';
import { interestHistoryParams } from '../../src/api/simpleEarnHistory';
import {
  advance,
  answeringFundpass,
  ledgerBalances,
  signedInEachTest,
  simulatorForFile,
  type SimBrowser,
} from './harness.testing';
import { SEED_NOW_MS } from './seed';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');
const HOUR = 3_600_000;

const usdt = async (browser: SimBrowser = alice) =>
  (await browser.client.shared.outable({ assets: ['USDT'] })).USDT?.available;
const flexibleUsdt = async (browser: SimBrowser = alice) =>
  await browser.client.holdings.holdingDetail({ asset: 'USDT' });
/** `after − before` of two amounts, exactly, as decimal text. */
const difference = (after: string, before: string) => new Decimal(after).minus(before).toFixed();

describe('subscribe', () => {
  it('SE-API-09 SE-SUB-16 a flexible subscribe debits the balance, grows the holding and writes a lend record', async () => {
    const before = await flexibleUsdt();
    await alice.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '250.5', rateYear: '0' });
    expect(await usdt()).toBe('16249.5');
    const after = await flexibleUsdt();
    expect(difference(after.currAmount, before.currAmount)).toBe('250.5');
    const history = await alice.client.simpleEarnHistory.flexibleHistory({
      page: 1,
      limit: 1,
      type: HistoryRecordType.lend,
    });
    expect(history.list[0]).toMatchObject({ asset: 'USDT', type: 1, amount: '250.5' });
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('SE-TIMELINE-01 SE-TIMELINE-02 flexible principal starts earning an hour after subscribing and interest arrives hourly after that', async () => {
    const bob = await harness.signIn('uma');
    await bob.client.simpleEarn.subscribeFlexible({ asset: 'USDC', amount: '1000', rateYear: '0' });
    expect((await bob.client.holdings.holdingDetail({ asset: 'USDC' })).lendAmount).toBe('0');
    await advance(harness.sim, 1);
    const started = await bob.client.holdings.holdingDetail({ asset: 'USDC' });
    expect(started.lendAmount).toBe('1000');
    expect(started.cumulative).toBe('0');
    await advance(harness.sim, 1);
    const paid = await bob.client.holdings.holdingDetail({ asset: 'USDC' });
    // 1000 × 4 % / 8760 hours = 0.00456621 (rounded down to 8 decimals).
    expect(paid.interest).toBe('0.00456621');
    expect(paid.currAmount).toBe('1000.00456621');
  });

  it('SE-DATA-08 after a day, cumulative is the total paid into the principal and interest the last hourly payment', async () => {
    await alice.client.simpleEarn.subscribeFlexible({ asset: 'ETH', amount: '5', rateYear: '0' });
    await advance(harness.sim, 24);
    // 5 × 2.1 % / 8760 hours = 0.00001198 an hour (rounded down); the first hour earns nothing
    // (SE-TIMELINE-01), so 23 payments: 0.00027554.
    const detail = await alice.client.holdings.holdingDetail({ asset: 'ETH' });
    expect({ interest: detail.interest, cumulative: detail.cumulative, currAmount: detail.currAmount }).toEqual({
      interest: '0.00001198',
      cumulative: '0.00027554',
      currAmount: '5.00027554',
    });
    const listed = (await alice.client.holdings.flexibleHoldings({ asset: 'ETH' })).list[0];
    expect({ interest: listed?.interest, cumulative: listed?.cumulative }).toEqual({
      interest: '0.00001198',
      cumulative: '0.00027554',
    });
  });

  it('SE-API-10 SE-VOUCH-09 a fixed subscribe with a voucher opens an order, uses the voucher and takes quota', async () => {
    const [voucher] = await alice.client.simpleEarn.couponRecommend({ pid: 1 });
    const answer = (await alice.client.simpleEarn.subscribeFixed({
      product_id: 1,
      amount: '1000',
      year_rate: '0.05',
      reinvest_status: 0,
      redeem_account_type: 0,
      financial_rate_id: voucher!.id,
    })) as { order_id: number; finish_time: number };
    expect(answer.finish_time * 1000).toBe(fixedMaturityTime(SEED_NOW_MS, 7));
    const order = await alice.client.holdings.fixedOrder({ type: 1, asset: 'USDT', order_id: answer.order_id });
    expect(order).toMatchObject({
      principal: '1000',
      yearRate: '0.05',
      lockUpPeriod: 7,
      status: 1,
      reinvestStatus: 0,
      redeemAccountType: 0,
      couponInfo: { rateRatio: '0.02' },
      totalYearRate: '0.07',
    });
    expect((await alice.client.simpleEarn.couponRecommend({ pid: 1 })).map((item) => item.id)).not.toContain(
      voucher!.id,
    );
    expect(await alice.client.simpleEarn.lendable({ product_id: 1 })).toBe('48500');
    expect(await usdt()).toBe('15500');
  });

  it('SE-API-10 SH-VIP-01 a VIP product is subscribed on the VIP path, the funding password asked and sent once (SH-FUNDPASS-02, SH-FUNDPASS-03)', async () => {
    const asked: unknown[] = [];
    const victor = harness.browser({ onFundingPasswordRequired: async (request) => (asked.push(request), '135790') });
    await victor.login('victor');
    const answer = (await victor.client.simpleEarn.subscribeFixed(
      { product_id: 4, amount: '20000', year_rate: '0.095', reinvest_status: 1, redeem_account_type: 0 },
      { vip: true },
    )) as { order_id: number };
    expect(asked).toEqual([{ call: 'fixedSubscribe', code: 10010111 }]);
    const holdings = await victor.client.holdings.fixedHoldings({ asset: 'USDT' });
    expect(holdings.list.map((item) => item.principal).sort()).toEqual(['20000', '50000']);
    expect(holdings.list.find((item) => item.orderId === String(answer.order_id))?.productType).toBe(2);
  });

  it('SE-REINV-02 a fixed subscribe with reinvest on stores reinvest 1 and redeem to spot', async () => {
    const answer = (await alice.client.simpleEarn.subscribeFixed({
      product_id: 2,
      amount: '100',
      year_rate: '0.07',
      reinvest_status: 1,
      redeem_account_type: 0,
    })) as { order_id: number };
    expect(await alice.client.holdings.fixedOrder({ type: 1, asset: 'USDT', order_id: answer.order_id })).toMatchObject(
      { reinvestStatus: 1, redeemAccountType: 0, bonusInfo: { bonusAsset: 'GT' } },
    );
  });
});

describe('holdings and order actions', () => {
  it('SE-API-25 flexible holdings page the positions with amounts, rates and auto-earn status', async () => {
    const page = await alice.client.holdings.flexibleHoldings();
    expect(page.total).toBe(3);
    const gt = page.list.find((item) => item.asset === 'GT');
    expect(gt?.autoInvestStatus).toBe(1);
    const filtered = await alice.client.holdings.flexibleHoldings({ asset: 'BTC' });
    expect(filtered.list).toHaveLength(1);
    // The seeded 0.2 BTC has earned 47 hours at 1.2 %: 0.2 × 0.012 / 8760 = 0.00000027 an hour (rounded down).
    expect(filtered.list[0]?.currAmount).toBe('0.20001269');
    expect(filtered.list[0]?.nextTimeRateYear).toBe('0.012');
  });

  it('SE-API-26 fixed holdings page the open orders with their product switches', async () => {
    const page = await alice.client.holdings.fixedHoldings();
    expect(page.total).toBe(2);
    expect(page.list.map((item) => [item.principal, item.productInfo.preRedeem, item.status])).toEqual([
      ['500', 1, 1],
      ['1000', 1, 1],
    ]);
  });

  it('HD-API-03 SE-API-37 holding detail and the single fixed order lookup answer one position', async () => {
    const detail = await alice.client.holdings.holdingDetail({ asset: 'BTC' });
    expect(detail).toMatchObject({ asset: 'BTC', frozenStatus: 0, marginFrozenAmount: '0' });
    const [first] = (await alice.client.holdings.fixedHoldings()).list;
    expect(await alice.client.holdings.fixedOrder({ type: 1, asset: 'USDT', order_id: first!.orderId })).toMatchObject({
      orderId: first!.orderId,
      principal: first!.principal,
    });
  });

  it('SE-API-27 SE-REINV-06 DEC-11 reinvest on sets redeem-to spot; off resets redeem-to flexible (1)', async () => {
    const order = (await alice.client.holdings.fixedHoldings()).list.find((item) => item.principal === '1000')!;
    await alice.client.holdings.setReinvestStatus({ order_id: order.orderId, reinvest_status: 1 });
    expect(await alice.client.holdings.fixedOrder({ type: 1, asset: 'USDT', order_id: order.orderId })).toMatchObject({
      reinvestStatus: 1,
      redeemAccountType: 0,
    });
    await alice.client.holdings.setReinvestStatus({ order_id: order.orderId, reinvest_status: 0 });
    expect(await alice.client.holdings.fixedOrder({ type: 1, asset: 'USDT', order_id: order.orderId })).toMatchObject({
      reinvestStatus: 0,
      redeemAccountType: 1,
    });
  });

  it('SE-API-28 DEC-11 redeem-account changes where a fixed order pays out, on the VIP path too', async () => {
    const order = (await alice.client.holdings.fixedHoldings()).list.find((item) => item.principal === '1000')!;
    await alice.client.holdings.setRedeemAccountType({ order_id: order.orderId, redeem_account_type: 0 });
    expect(
      (await alice.client.holdings.fixedOrder({ type: 1, asset: 'USDT', order_id: order.orderId })).redeemAccountType,
    ).toBe(0);
    const victor = await harness.signIn('victor', answeringFundpass());
    const vipOrder = (await victor.client.holdings.fixedHoldings()).list[0]!;
    await victor.client.holdings.setRedeemAccountType(
      { order_id: vipOrder.orderId, redeem_account_type: 0 },
      { vip: true },
    );
    expect(
      (await victor.client.holdings.fixedOrder({ type: 2, asset: 'USDT', order_id: vipOrder.orderId }))
        .redeemAccountType,
    ).toBe(0);
  });

  it('SE-API-21 SE-EARLY-02 early redeem returns the principal to spot and closes the order', async () => {
    const order = (await alice.client.holdings.fixedHoldings()).list.find((item) => item.principal === '1000')!;
    await alice.client.holdings.preRedeem({ order_id: order.orderId });
    expect(await usdt()).toBe('17500');
    expect((await alice.client.holdings.fixedHoldings()).total).toBe(1);
    const history = await alice.client.simpleEarnHistory.fixedHistory({ type: HistoryRecordType.redeem });
    expect(history.list[0]).toMatchObject({ type: 2, amount: '1000', orderId: order.orderId });
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('SE-API-29 SE-API-30 SE-REDEEM-10 a flexible redeem is pending (frozen_status 1) until cancelled', async () => {
    await alice.client.simpleEarn.redeemFlexible({ asset: 'USDT', amount: '300', curr_amount: '0', lend_amount: '0' });
    const pending = await flexibleUsdt();
    expect(pending).toMatchObject({ frozenAmount: '300', frozenStatus: 1 });
    await alice.client.simpleEarn.cancelRedeem({ asset: 'USDT', amount: '300' });
    expect(await flexibleUsdt()).toMatchObject({ frozenAmount: '0', frozenStatus: 0 });
    expect(await usdt()).toBe('16500');
  });

  it('SE-API-29 SE-TIMELINE-03 a pending flexible redeem settles into spot on the next hour', async () => {
    const before = await flexibleUsdt();
    await alice.client.simpleEarn.redeemFlexible({
      asset: 'USDT',
      amount: '300',
      curr_amount: before.currAmount,
      lend_amount: before.lendAmount,
    });
    await advance(harness.sim, 1);
    expect(await usdt()).toBe('16800');
    const after = await flexibleUsdt();
    expect(after.frozenStatus).toBe(0);
    expect(after.currAmount).toBe(new Decimal(before.currAmount).minus('300').plus(after.interest).toFixed());
    expect(
      (await alice.client.simpleEarnHistory.flexibleHistory({ page: 1, limit: 5, type: HistoryRecordType.redeem }))
        .list[0],
    ).toMatchObject({ amount: '300', mode: 32 });
  });

  it('SE-API-22 a minimum APR above the market rate stops interest until lowered', async () => {
    await alice.client.simpleEarn.setMinimumApr({ asset: 'BTC', rateYear: '0.03' });
    expect((await alice.client.holdings.holdingDetail({ asset: 'BTC' })).minLendRateYear).toBe('0.03');
    const before = await alice.client.holdings.holdingDetail({ asset: 'BTC' });
    await advance(harness.sim, 2);
    expect((await alice.client.holdings.holdingDetail({ asset: 'BTC' })).currAmount).toBe(before.currAmount);
    await alice.client.simpleEarn.setMinimumApr({ asset: 'BTC', rateYear: '0.001' });
    await advance(harness.sim, 1);
    // One hour at the market's 1.2 % on what is lent, rounded down to 8 decimals.
    const hourOfInterest = new Decimal(before.lendAmount).times('0.012').dividedBy(365 * 24);
    expect((await alice.client.holdings.holdingDetail({ asset: 'BTC' })).currAmount).toBe(
      new Decimal(before.currAmount).plus(hourOfInterest.toDecimalPlaces(8, Decimal.ROUND_DOWN)).toFixed(),
    );
  });

  it('SE-API-20 the redeem callback answers the pending redemptions', async () => {
    await alice.client.simpleEarn.redeemFlexible({ asset: 'BTC', amount: '0.05', curr_amount: '0', lend_amount: '0' });
    expect(await alice.client.simpleEarn.redeemCallback({ asset: 'BTC' })).toEqual({
      pending: [{ asset: 'BTC', amount: '0.05' }],
    });
  });
});

describe('the simulated clock', () => {
  it('SE-TIMELINE-04 SE-TIMELINE-05 SE-TIMELINE-06 a fixed order matures at 00:00 UTC after lock-up + 1 day and pays out 30 minutes later', async () => {
    const answer = (await alice.client.simpleEarn.subscribeFixed({
      product_id: 10,
      amount: '1000',
      year_rate: '0.055',
      reinvest_status: 0,
      redeem_account_type: 0,
    })) as { order_id: number; finish_time: number };
    const finish = answer.finish_time * 1000;
    expect(finish).toBe(Date.UTC(2026, 2, 10));
    await advance(harness.sim, (finish - SEED_NOW_MS) / HOUR);
    const matured = await alice.client.holdings.fixedOrder({ type: 1, asset: 'USDC', order_id: answer.order_id });
    // 1000 × 5.5 % × 7 / 365 = 1.05479452.
    expect(matured).toMatchObject({ status: 2, interest: '1.05479452' });
    const spotBefore = (await alice.client.shared.outable({ assets: ['USDC'] })).USDC!.available;
    await advance(harness.sim, 0.5);
    expect(difference((await alice.client.shared.outable({ assets: ['USDC'] })).USDC!.available, spotBefore)).toBe(
      '1001.05479452',
    );
    expect((await alice.client.holdings.fixedHoldings({ asset: 'USDC' })).total).toBe(0);
    const history = await alice.client.simpleEarnHistory.fixedHistory({ asset: 'USDC' });
    expect(history.list.map((item) => item.type)).toEqual([2, 3, 1]);
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('SE-TIMELINE-07 with reinvest on, a matured order renews with principal and interest', async () => {
    await advance(harness.sim, 8 * 24);
    const orders = (await alice.client.holdings.fixedHoldings({ asset: 'USDT' })).list;
    const renewed = orders.find((item) => item.lockUpPeriod === 7);
    // The seeded 500 USDT for 7 days at 5 %: 500 × 0.05 × 7 / 365 = 0.47945205 (rounded down) of interest.
    expect(renewed?.principal).toBe('500.47945205');
    expect(renewed?.reinvestStatus).toBe(1);
    const lend = await alice.client.simpleEarnHistory.fixedHistory({ type: HistoryRecordType.lend });
    expect(lend.list[0]?.mode).toBe(15);
  });

  it('AE-TOGGLE-01 AE-API-02 auto-earn moves idle spot balances of switched-on coins into flexible on the hour', async () => {
    const idle = (await alice.client.shared.outable({ assets: ['ETH'] })).ETH!.available;
    await alice.client.autoEarn.setStatus({ assets: 'ETH', status: '1' });
    await advance(harness.sim, 1);
    // Moved rounded down to 6 decimals, as a subscribe is sent; the dust stays in spot.
    const moved = (await alice.client.holdings.holdingDetail({ asset: 'ETH' })).currAmount;
    expect(moved).toBe(truncateDecimalText(idle, 6).text);
    expect((await alice.client.shared.outable({ assets: ['ETH'] })).ETH!.available).toBe(difference(idle, moved));
  });
});

describe('history', () => {
  it('SE-API-13 SE-API-15 flexible history pages records by type and asset; the client fakes total 9999', async () => {
    const page = await alice.client.simpleEarnHistory.flexibleHistory({
      page: 1,
      limit: 8,
      type: HistoryRecordType.interest,
      asset: 'USDT',
    });
    expect(page.list).toHaveLength(8);
    expect(page.total).toBe(9999);
    expect(page.list.every((item) => item.asset === 'USDT' && item.type === 3)).toBe(true);
  });

  it('SE-API-14 SE-INT-03 the daily interest log sums each UTC day', async () => {
    const page = await alice.client.simpleEarnHistory.flexibleHistory({
      page: 1,
      limit: 7,
      type: 3,
      asset: 'USDT',
      is_daily_log: 1,
      time_zone: 'UTC',
      start_at: SEED_NOW_MS / 1000 - 3 * 86400,
      end_at: SEED_NOW_MS / 1000,
    });
    expect(page.list.length).toBeGreaterThanOrEqual(2);
    expect(page.list.every((item) => (item.timeAt ?? 0) % 86_400_000 === 0)).toBe(true);
  });

  it("SE-API-14 the daily log groups by the caller's time zone (time_zone with is_time_zone 1)", async () => {
    const range = { start_at: SEED_NOW_MS / 1000 - 3 * 86400, end_at: SEED_NOW_MS / 1000 };
    const shanghai = await alice.client.simpleEarnHistory.flexibleHistory({
      page: 1,
      limit: 7,
      type: 3,
      asset: 'USDT',
      is_daily_log: 1,
      time_zone: 'Asia/Shanghai',
      ...range,
    });
    // Days start at 00:00 in Shanghai, 16:00 UTC the day before.
    expect(shanghai.list.every((item) => ((item.timeAt ?? 0) + 8 * 3_600_000) % 86_400_000 === 0)).toBe(true);
    const bad = await alice.client.simpleEarnHistory
      .flexibleHistory({ page: 1, limit: 7, type: 3, is_daily_log: 1, time_zone: 'Mars/Olympus' })
      .catch((error: Error) => error.message);
    expect(bad).toBe('Unknown time zone: Mars/Olympus');
  });

  it('SE-INT-04 the hourly detail asks type 3 over one day with page size 25', async () => {
    const query = hourlyInterestQuery(Date.UTC(2026, 2, 1));
    expect(query.limit).toBe(25);
    const page = await alice.client.simpleEarnHistory.flexibleHistory({ ...interestHistoryParams(query, 'USDT') });
    expect(page.list).toHaveLength(24);
  });

  it('SE-API-16 fixed history answers data.list and data.total', async () => {
    const page = await alice.client.simpleEarnHistory.fixedHistory({ page: 1, limit: 1 });
    expect(page.total).toBe(2);
    expect(page.list).toHaveLength(1);
  });

  it('SE-API-17 history types answer the record types of a product', async () => {
    expect(await alice.client.simpleEarnHistory.historyTypes({ product_type: 2 })).toEqual([1, 2, 3, 4, 5]);
    expect(await alice.client.simpleEarnHistory.historyTypes({ product_type: 1 })).toEqual([1, 2, 3, 4]);
  });
});
