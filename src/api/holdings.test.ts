import { describe, expect, it } from 'vitest';
import { formFields } from './fetchDouble.testing';
import { setupClient } from './testSetup.testing';

const fixedHolding = {
  id: 1,
  order_id: 'F-9',
  asset: 'USDT',
  product_id: 5,
  product_type: 2,
  create_time: 1_700_000_000,
  finish_time: 1_702_592_000,
  lock_up_period: 30,
  principal: '1000',
  interest: '6.5',
  total_interest: '7',
  year_rate: '0.08',
  total_year_rate_percent: '9.5',
  bonus_info: { ladder_apr: [{ left: '0', right: '100', apr: '0.01' }], bonus_asset: 'GT' },
  coupon_info: { rate_ratio: '1.5' },
  status: 4,
  reinvest_status: 1,
  redeem_account_type: 0,
  product_info: { pre_redeem: 1, reinvest: 1, redeem_account: 0 },
};
const flexibleHolding = {
  id: 3,
  asset: 'BTC',
  curr_amount: '1.5',
  lend_amount: '1.4',
  frozen_amount: '0.1',
  frozen_status: 1,
  margin_frozen_amount: '0',
  cumulative: '0.0072',
  interest: '0.0003',
  next_time_rate_year: '0.021',
  last_rate_year: '0.02',
  min_lend_rate_year: '0.0001',
  ladder_apr: [{ left: '0', right: '1', apr: '0.05' }],
  auto_invest_status: 2,
};

describe('holdings calls: request shape and mapping', () => {
  it('SE-API-25 SE-HOLD-02 flexible holdings are GET uni-loan/earn/subscribe with page, limit 10, asset and order_id', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { list: [flexibleHolding], total: 1 } }));
    const page = await client.holdings.flexibleHoldings({ asset: 'BTC', order_id: 3 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/subscribe',
      query: { asset: 'BTC', order_id: '3', page: '1', limit: '10' },
    });
    expect(page).toEqual({
      total: 1,
      list: [
        {
          id: 3,
          asset: 'BTC',
          currAmount: '1.5',
          lendAmount: '1.4',
          frozenAmount: '0.1',
          frozenStatus: 1,
          marginFrozenAmount: '0',
          cumulative: '0.0072',
          interest: '0.0003',
          nextTimeRateYear: '0.021',
          lastRateYear: '0.02',
          minLendRateYear: '0.0001',
          ladderApr: [{ left: '0', right: '1', apr: '0.05' }],
          autoInvestStatus: 2,
        },
      ],
    });
  });

  it('SE-API-26 DEC-05 fixed holdings send order_type 1; total_year_rate_percent and rate_ratio are percents, times ms', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { list: [fixedHolding], total: 1 } }));
    const page = await client.holdings.fixedHoldings({ page: 3 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/fixed_earn/api/user/lend',
      query: { order_type: '1', page: '3', limit: '10' },
    });
    expect(page.list[0]).toEqual({
      id: 1,
      orderId: 'F-9',
      asset: 'USDT',
      productId: 5,
      productType: 2,
      createTime: 1_700_000_000_000,
      finishTime: 1_702_592_000_000,
      lockUpPeriod: 30,
      principal: '1000',
      interest: '6.5',
      totalInterest: '7',
      yearRate: '0.08',
      totalYearRate: '0.095',
      bonusInfo: { ladderApr: [{ left: '0', right: '100', apr: '0.01' }], bonusAsset: 'GT' },
      couponInfo: { rateRatio: '0.015' },
      status: 4,
      reinvestStatus: 1,
      redeemAccountType: 0,
      productInfo: { preRedeem: 1, reinvest: 1, redeemAccount: 0 },
    });
  });

  it.each(['pre_redeem', 'reinvest', 'redeem_account'] as const)(
    'SE-DATA-09 product_info.%s is read into its own field, not a neighbour',
    async (supported) => {
      const productInfo = { pre_redeem: 0, reinvest: 0, redeem_account: 0, [supported]: 1 };
      const { client } = setupClient(() => ({ code: 0, data: { ...fixedHolding, product_info: productInfo } }));
      const order = await client.holdings.fixedOrder({ type: 2, asset: 'USDT', order_id: 'F-9' });
      expect(order.productInfo).toEqual({
        preRedeem: productInfo.pre_redeem,
        reinvest: productInfo.reinvest,
        redeemAccount: productInfo.redeem_account,
      });
    },
  );

  it('SE-DATA-10 the misspelt year_rate_perent is read when total_year_rate_percent is absent', async () => {
    const { total_year_rate_percent: _dropped, ...rest } = fixedHolding;
    const { client } = setupClient(() => ({ code: 0, data: { list: [{ ...rest, year_rate_perent: '7' }], total: 1 } }));
    expect((await client.holdings.fixedHoldings()).list[0]?.totalYearRate).toBe('0.07');
  });

  it('SE-API-27 DEC-11 reinvest status is a form PUT to reinvest-status/{order_id}, VIP path for VIP', async () => {
    const { client, double } = setupClient();
    await client.holdings.setReinvestStatus({ order_id: 'F-9', reinvest_status: 1 });
    await client.holdings.setReinvestStatus({ order_id: 'F-9', reinvest_status: 0 }, { vip: true });
    const first = await double.read(0);
    expect([first.method, first.path, first.body]).toEqual([
      'PUT',
      '/apiw/v2/fixed_earn/api/user/reinvest-status/F-9',
      'reinvest_status=1',
    ]);
    expect(first.contentType).toMatch(/x-www-form-urlencoded/);
    expect((await double.read(1)).path).toBe('/apiw/v2/fixed_earn/api/vip/user/reinvest-status/F-9');
  });

  it('SE-API-28 DEC-11 redeem account is a form PUT to redeem-account-type/{order_id}, VIP path for VIP', async () => {
    const { client, double } = setupClient();
    await client.holdings.setRedeemAccountType({ order_id: 42, redeem_account_type: 0 });
    await client.holdings.setRedeemAccountType({ order_id: 42, redeem_account_type: 1 }, { vip: true });
    const first = await double.read(0);
    expect([first.method, first.path, first.body]).toEqual([
      'PUT',
      '/apiw/v2/fixed_earn/api/user/redeem-account-type/42',
      'redeem_account_type=0',
    ]);
    expect((await double.read(1)).path).toBe('/apiw/v2/fixed_earn/api/vip/user/redeem-account-type/42');
  });

  it('SE-API-21 SH-VIP-01 early redemption is a form POST of order_id and the VIP flag, VIP path for VIP', async () => {
    const { client, double } = setupClient();
    await client.holdings.preRedeem({ order_id: 'F-9' });
    await client.holdings.preRedeem({ order_id: 'F-9' }, { vip: true });
    expect(await double.read(0)).toMatchObject({ method: 'POST', path: '/apiw/v2/fixed_earn/api/user/pre-redeem' });
    expect(formFields((await double.read(0)).body)).toEqual({ order_id: 'F-9', vip: '0' });
    expect((await double.read(1)).path).toBe('/apiw/v2/fixed_earn/api/vip/user/pre-redeem');
    expect(formFields((await double.read(1)).body)).toEqual({ order_id: 'F-9', vip: '1' });
  });

  it('SE-API-37 DEC-26 one fixed order is looked up by type, asset and order_id', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: fixedHolding }));
    expect((await client.holdings.fixedOrder({ type: 2, asset: 'USDT', order_id: 'F-9' })).orderId).toBe('F-9');
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/fixed_earn/api/user/order',
      query: { type: '2', asset: 'USDT', order_id: 'F-9' },
    });
  });

  it('HD-API-01 bonus info per asset is the award-pool call', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [{ award_asset: 'GT', ext_award_limit: '5', ext_award_rate_year: '0.2', start_at: 1, end_at: 2 }],
    }));
    expect(await client.holdings.bonusInfo({ asset: 'BTC' })).toEqual({
      awardAsset: 'GT',
      extAwardLimit: '5',
      extAwardRateYear: '0.2',
      startAt: 1000,
      endAt: 2000,
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/award-pool',
      query: { asset: 'BTC' },
    });
  });

  it('HD-API-02 DEC-05 the minimum lend APR limit: the minimum a fraction, the maximum a percent', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { limit_min_lend_rate_year: '0.0001', max_lend_rate_year: '5' },
    }));
    expect(await client.holdings.minLendRateLimit({ asset: 'USDT' })).toEqual({
      limitMinLendRateYear: '0.0001',
      maxLendRateYear: '0.05',
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/interest-rate/limit',
      query: { asset: 'USDT' },
    });
  });

  it('HD-API-02 SE-APR-03 an absent maximum stays absent, so the domain applies its 5 % default', async () => {
    const { client } = setupClient(() => ({ code: 0, data: { limit_min_lend_rate_year: '0.001' } }));
    expect((await client.holdings.minLendRateLimit({ asset: 'USDT' })).maxLendRateYear).toBeNull();
  });

  it('HD-API-03 HD-DATA-02 the holding detail answers the flexible position of a coin', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: flexibleHolding }));
    expect(await client.holdings.holdingDetail({ asset: 'BTC' })).toMatchObject({
      asset: 'BTC',
      currAmount: '1.5',
      lastRateYear: '0.02',
      autoInvestStatus: 2,
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/subscribe/detail',
      query: { asset: 'BTC' },
    });
  });
});
