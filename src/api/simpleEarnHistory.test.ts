import { describe, expect, it } from 'vitest';
import { dailyInterestQuery, hourlyInterestQuery } from '../domain/simpleEarn/history';
import { rateTrendQuery } from '../domain/simpleEarn/rateTrend';
import { interestHistoryParams, rateChartParams } from './simpleEarnHistory';
import { setupClient } from './testSetup.testing';

const record = {
  id: 1,
  asset: 'USDT',
  type: 5,
  mode: 15,
  sub_business: 12,
  unique_time: 1_700_000_000,
  create_at: 1_700_000_100,
  amount: '10',
  principal: '100',
  lend_rate_year: '0.05',
  rate_ratio: '3',
  year_rate: '0.08',
  order_id: 77,
  lock_up_period: 30,
};

describe('Simple Earn history: request shape and mapping', () => {
  it('SE-API-13 SE-API-15 history sends page, limit, type, asset, start_at, end_at and is_daily_log; the total is faked as 9999', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: [record] }));
    const page = await client.simpleEarnHistory.flexibleHistory({
      page: 2,
      limit: 8,
      type: 1,
      asset: 'USDT',
      start_at: 1_690_000_000,
      end_at: 1_700_000_000,
      is_daily_log: 0,
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/history',
      query: {
        page: '2',
        limit: '8',
        type: '1',
        asset: 'USDT',
        start_at: '1690000000',
        end_at: '1700000000',
        is_daily_log: '0',
      },
    });
    expect(page.total).toBe(9999);
    expect(page.list).toEqual([
      {
        id: 1,
        asset: 'USDT',
        type: 5,
        mode: 15,
        subBusiness: 12,
        uniqueTime: 1_700_000_000_000,
        createAt: 1_700_000_100_000,
        amount: '10',
        principal: '100',
        lendRateYear: '0.05',
        rateRatio: '0.03',
        yearRate: '0.08',
        orderId: '77',
        lockUpPeriod: 30,
      },
    ]);
  });

  it('SE-DATA-11 each amount and time of a history record lands in its own field', async () => {
    const full = {
      ...record,
      time_at: 1_700_000_200,
      finish_at: 1_700_000_300,
      lend_principal: '101',
      interest: '0.2',
      coupon_principal: '102',
      coupon_interest: '0.3',
      bonus_amount: '0.4',
      bonus_asset: 'GT',
    };
    const { client } = setupClient(() => ({ code: 0, data: { list: [full], total: 1 } }));
    expect((await client.simpleEarnHistory.fixedHistory({})).list[0]).toMatchObject({
      uniqueTime: 1_700_000_000_000,
      createAt: 1_700_000_100_000,
      timeAt: 1_700_000_200_000,
      finishAt: 1_700_000_300_000,
      amount: '10',
      lendPrincipal: '101',
      principal: '100',
      interest: '0.2',
      couponPrincipal: '102',
      couponInterest: '0.3',
      bonusAmount: '0.4',
      bonusAsset: 'GT',
    });
  });

  it('SE-API-13 a history call without type sends no time zone', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: [] }));
    await client.simpleEarnHistory.flexibleHistory({ type: 2 });
    expect(Object.keys((await double.read()).query).sort()).toEqual(['limit', 'page', 'type']);
  });

  it('SE-API-14 interest history (type 3) also sends time_zone and is_time_zone', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: [] }));
    await client.simpleEarnHistory.flexibleHistory({ type: 3, asset: 'BTC' });
    await client.simpleEarnHistory.flexibleHistory({ type: 3, time_zone: 'Asia/Dubai' });
    expect((await double.read(0)).query).toMatchObject({ type: '3', time_zone: 'UTC', is_time_zone: '1' });
    expect((await double.read(1)).query).toMatchObject({ time_zone: 'Asia/Dubai', is_time_zone: '1' });
  });

  it('SE-INT-04 the hourly detail of a day asks type 3 over that day, 25 a page, in unix seconds', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: [] }));
    const day = Date.UTC(2024, 2, 10, 15, 30);
    await client.simpleEarnHistory.flexibleHistory(interestHistoryParams(hourlyInterestQuery(day), 'USDT'));
    expect((await double.read()).query).toEqual({
      page: '1',
      limit: '25',
      type: '3',
      is_daily_log: '0',
      asset: 'USDT',
      time_zone: 'UTC',
      is_time_zone: '1',
      start_at: String(Date.UTC(2024, 2, 10) / 1000),
      end_at: String(Date.UTC(2024, 2, 11) / 1000 - 1),
    });
  });

  it('SE-INT-02 SE-API-13 the daily interest log asks is_daily_log 1, 7 a page', () => {
    const params = interestHistoryParams(dailyInterestQuery({ startAt: 1_000_000, endAt: 5_000_999 }, 2));
    expect(params).toEqual({ page: 2, limit: 7, type: 3, is_daily_log: 1, start_at: 1000, end_at: 5000 });
  });

  it('SE-API-19 SE-CHART-02 a domain trend range becomes the chart params in seconds', () => {
    const now = Date.UTC(2024, 0, 2, 10, 20);
    expect(rateChartParams('BTC', rateTrendQuery('24h', now))).toEqual({
      asset: 'BTC',
      from: Date.UTC(2024, 0, 1, 11) / 1000,
      to: Date.UTC(2024, 0, 2, 10) / 1000,
      type: 1,
    });
  });

  it('SE-API-16 SH-API-06 fixed history sends page, limit, type, asset, start_at and end_at; answers data.list and data.total', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { list: [record], total: 41 } }));
    const page = await client.simpleEarnHistory.fixedHistory({
      type: 1,
      asset: 'USDT',
      start_at: 1,
      end_at: 2,
      limit: 6,
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/fixed_earn/api/user/history',
      query: { page: '1', limit: '6', type: '1', asset: 'USDT', start_at: '1', end_at: '2' },
    });
    expect(page.total).toBe(41);
    expect(page.list).toHaveLength(1);
  });

  it('SE-API-17 history/types sends product_type and answers the type codes', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: [1, { type: 3 }, 'x', '5'] }));
    expect(await client.simpleEarnHistory.historyTypes({ product_type: 1 })).toEqual([1, 3, 5]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/history/types',
      query: { product_type: '1' },
    });
  });
});
