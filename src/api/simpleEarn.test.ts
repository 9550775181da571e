import { describe, expect, it } from 'vitest';
import { formFields } from './fetchDouble.testing';
import { setupClient } from './testSetup.testing';

const fixedProduct = {
  id: 5,
  asset: 'USDT',
  type: 2,
  min_vip: 1,
  max_vip: 6,
  year_rate: '0.085',
  lock_up_period: 30,
  sale_status: 1,
  min_lend_amount: '10',
  user_max_lend_volume: '5000',
  ladder_apr: [{ left: '0', right: '1000', apr: '0.02' }],
  reinvest: 1,
  redeem_account: 1,
  pre_redeem: 0,
  title: 'USDT 30D',
  start_time: 1_700_000_000,
  end_time: 1_800_000_000,
};

describe('Simple Earn calls: request shape and mapping', () => {
  it('SE-API-01 SH-API-04 market/list is a GET with page 1 and limit 10 by default', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { list: [{ asset: 'BTC', next_time_rate_year: '0.012', auto_invest_status: 1 }], total: 31 },
    }));
    const page = await client.simpleEarn.marketList();
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/market/list',
      query: { page: '1', limit: '10' },
    });
    expect(page).toEqual({ list: [{ asset: 'BTC', nextTimeRateYear: '0.012', autoInvestStatus: 1 }], total: 31 });
  });

  it('SE-API-02 SE-API-03 DEC-05 coin-info sends coin, kyc_level, show_page, status, verified and vip; the first item is the flexible product', async () => {
    const item = {
      asset: 'USDT',
      min_lend_amount: '1',
      limit_min_lend_rate_year: '0.0001',
      max_lend_rate_year: '5',
      next_time_rate_year: '0.0525',
      ladder_apr: [{ left: '0', right: '500', apr: '0.03' }],
      fixed_list: [fixedProduct],
      business_type: 0,
      is_open_award_pool: 1,
      lend_ratio: '0.83',
    };
    const { client, double } = setupClient(() => ({ code: 0, data: [item, { asset: 'OTHER' }] }));
    const product = await client.simpleEarn.coinInfo({
      coin: 'USDT',
      kyc_level: 2,
      show_page: 1,
      status: 1,
      verified: 1,
      vip: 0,
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/coin-info',
      query: { coin: 'USDT', kyc_level: '2', show_page: '1', status: '1', verified: '1', vip: '0' },
    });
    expect(product).toMatchObject({
      asset: 'USDT',
      minLendAmount: '1',
      limitMinLendRateYear: '0.0001',
      maxLendRateYear: '0.05',
      nextTimeRateYear: '0.0525',
      businessType: 0,
      isOpenAwardPool: true,
      lendRatio: '0.83',
      ladderApr: [{ left: '0', right: '500', apr: '0.03' }],
    });
    expect(product?.fixedList[0]).toMatchObject({ id: 5, type: 2, yearRate: '0.085', startTime: 1_700_000_000_000 });
  });

  it('SE-API-02 an empty coin-info list is no product', async () => {
    const { client } = setupClient(() => ({ code: 0, data: [] }));
    expect(await client.simpleEarn.coinInfo({ coin: 'USDT' })).toBeNull();
  });

  it('SE-API-04 product/detail is a GET answering one fixed product', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: fixedProduct }));
    const product = await client.simpleEarn.fixedProductDetail({ product_id: 5 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/fixed_earn/api/product/detail',
      query: { product_id: '5' },
    });
    expect(product).toEqual({
      id: 5,
      asset: 'USDT',
      type: 2,
      minVip: 1,
      maxVip: 6,
      yearRate: '0.085',
      lockUpPeriod: 30,
      saleStatus: 1,
      minLendAmount: '10',
      userMaxLendVolume: '5000',
      ladderApr: [{ left: '0', right: '1000', apr: '0.02' }],
      reinvest: 1,
      redeemAccount: 1,
      preRedeem: 0,
      title: 'USDT 30D',
      startTime: 1_700_000_000_000,
      endTime: 1_800_000_000_000,
    });
  });

  it('SE-DATA-02 a fixed product with every field the spec lists reads each one into its own field', async () => {
    const everyField = {
      id: 41,
      asset: 'ETH',
      type: 3,
      min_vip: 2,
      max_vip: 7,
      year_rate: '0.125',
      lock_up_period: 14,
      sale_status: 1,
      min_lend_amount: '0.05',
      user_max_lend_volume: '25',
      ladder_apr: [{ left: '0', right: '3', apr: '0.041' }],
      bonus_asset: 'GT',
      bonus_icon: 'https://static.example/gt.png',
      product_asset_price: '3120.55',
      bonus_asset_price: '9.87',
      reinvest: 1,
      redeem_account: 0,
      pre_redeem: 1,
      title: 'ETH 14D special',
      subtitle: 'Event',
      start_time: 1_772_400_000,
      end_time: 1_773_600_000,
    };
    const { client } = setupClient(() => ({ code: 0, data: everyField }));
    expect(await client.simpleEarn.fixedProductDetail({ product_id: 41 })).toEqual({
      id: 41,
      asset: 'ETH',
      type: 3,
      minVip: 2,
      maxVip: 7,
      yearRate: '0.125',
      lockUpPeriod: 14,
      saleStatus: 1,
      minLendAmount: '0.05',
      userMaxLendVolume: '25',
      ladderApr: [{ left: '0', right: '3', apr: '0.041' }],
      bonusAsset: 'GT',
      bonusIcon: 'https://static.example/gt.png',
      productAssetPrice: '3120.55',
      bonusAssetPrice: '9.87',
      reinvest: 1,
      redeemAccount: 0,
      preRedeem: 1,
      title: 'ETH 14D special',
      subtitle: 'Event',
      startTime: 1_772_400_000_000,
      endTime: 1_773_600_000_000,
    });
  });

  it.each(['reinvest', 'redeem_account', 'pre_redeem'] as const)(
    'SE-DATA-05 %s is read into its own field, not a neighbour',
    async (supported) => {
      const flags = { reinvest: 0, redeem_account: 0, pre_redeem: 0, [supported]: 1 };
      const { client } = setupClient(() => ({ code: 0, data: { ...fixedProduct, ...flags } }));
      const product = await client.simpleEarn.fixedProductDetail({ product_id: 5 });
      expect([product.reinvest, product.redeemAccount, product.preRedeem]).toEqual([
        flags.reinvest,
        flags.redeem_account,
        flags.pre_redeem,
      ]);
    },
  );

  it('SE-API-05 SH-API-06 product/{type}/list puts the type in the path and answers data.list and data.total', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { list: [fixedProduct], total: 12 } }));
    const page = await client.simpleEarn.fixedProductList({ type: 2, asset: 'USDT', page: 2 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/fixed_earn/api/product/2/list',
      query: { asset: 'USDT', page: '2', limit: '10' },
    });
    expect(page.total).toBe(12);
    expect(page.list[0]?.id).toBe(5);
  });

  it('SE-API-06 the list by coin and status 1 answers fixed_list and business_type', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { fixed_list: [fixedProduct], business_type: 1 } }));
    const result = await client.simpleEarn.coinFixedProducts({ type: 1, coin: 'USDT' });
    expect(await double.read()).toMatchObject({
      path: '/apiw/v2/fixed_earn/api/product/1/list',
      query: { coin: 'USDT', status: '1' },
    });
    expect(result.businessType).toBe(1);
    expect(result.fixedList.map((product) => product.id)).toEqual([5]);
  });

  it('SE-API-07 lendable is a GET with product_id answering the remaining quota', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { lendable: '4500.5' } }));
    expect(await client.simpleEarn.lendable({ product_id: 5 })).toBe('4500.5');
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/fixed_earn/api/user/lendable',
      query: { product_id: '5' },
    });
  });

  it('SE-API-08 SH-VIP-01 the VIP lendable goes to /fixed_earn/api/vip/user/lendable', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { lendable: '1' } }));
    await client.simpleEarn.lendable({ product_id: 5 }, { vip: true });
    expect((await double.read()).path).toBe('/apiw/v2/fixed_earn/api/vip/user/lendable');
  });

  it('SE-API-09 flexible subscribe is a JSON POST of asset, amount and rateYear', async () => {
    const { client, double } = setupClient();
    await client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '100.123456', rateYear: '0.0125' });
    const request = await double.read();
    expect([request.method, request.path, request.contentType]).toEqual([
      'POST',
      '/apiw/v2/uni-loan/earn/subscribe',
      'application/json',
    ]);
    expect(JSON.parse(request.body)).toEqual({ asset: 'USDT', amount: '100.123456', rateYear: '0.0125' });
  });

  it('SE-API-10 SH-VIP-01 fixed subscribe is a JSON POST, with financial_rate_id when a voucher is used, VIP path for VIP', async () => {
    const { client, double } = setupClient();
    const body = {
      product_id: 5,
      redeem_account_type: 1,
      reinvest_status: 0,
      amount: '50',
      year_rate: '0.085',
      financial_rate_id: 9,
    } as const;
    await client.simpleEarn.subscribeFixed(body);
    await client.simpleEarn.subscribeFixed(body, { vip: true });
    expect(await double.read(0)).toMatchObject({
      method: 'POST',
      path: '/apiw/v2/fixed_earn/api/user/lend',
      contentType: 'application/json',
    });
    expect(JSON.parse((await double.read(0)).body)).toEqual(body);
    expect((await double.read(1)).path).toBe('/apiw/v2/fixed_earn/api/vip/user/lend');
  });

  it('SE-API-11 SE-API-12 the asset filter lists are GETs answering coins', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: ['BTC', 'USDT'] }));
    expect(await client.simpleEarn.fixedProductCoins()).toEqual(['BTC', 'USDT']);
    expect(await client.simpleEarn.flexibleHistoryCoins()).toEqual(['BTC', 'USDT']);
    expect((await double.read(0)).path).toBe('/apiw/v2/fixed_earn/api/product/coins');
    expect((await double.read(1)).path).toBe('/apiw/v2/uni-loan/earn/history/coins');
  });

  it('SE-API-18 DEC-24 trading/home sends market and answers use_funding and locked', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { use_funding: true, locked: 1 } }));
    expect(await client.simpleEarn.tradingHome({ market: 'USDT' })).toEqual({ useFunding: true, locked: true });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/account/spot/trading/home',
      query: { market: 'USDT' },
    });
  });

  it('SE-API-19 chart sends from, to, asset and type; points keep seconds and fraction values', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: [{ time: 1_700_000_000, value: '0.0412' }] }));
    expect(
      await client.simpleEarn.rateChart({ from: 1_699_000_000, to: 1_700_000_000, asset: 'BTC', type: 1 }),
    ).toEqual([{ time: 1_700_000_000, value: '0.0412' }]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/chart',
      query: { from: '1699000000', to: '1700000000', asset: 'BTC', type: '1' },
    });
  });

  it('SE-API-20 redeem-callback is a form POST', async () => {
    const { client, double } = setupClient();
    await client.simpleEarn.redeemCallback({ asset: 'BTC', order_id: 'R1' });
    const request = await double.read();
    expect([request.method, request.path]).toEqual(['POST', '/apiw/v2/uni-loan/earn/redeem-callback']);
    expect(formFields(request.body)).toEqual({ asset: 'BTC', order_id: 'R1' });
  });

  it('SE-API-22 interest-rate is a JSON POST of asset and rateYear', async () => {
    const { client, double } = setupClient();
    await client.simpleEarn.setMinimumApr({ asset: 'USDT', rateYear: '0.0301' });
    expect(await double.read()).toMatchObject({
      method: 'POST',
      path: '/apiw/v2/uni-loan/earn/interest-rate',
      contentType: 'application/json',
    });
    expect(JSON.parse((await double.read()).body)).toEqual({ asset: 'USDT', rateYear: '0.0301' });
  });

  it('SE-API-23 award-pool sends asset; the first item is used and its times become ms', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [
        {
          award_asset: 'GT',
          ext_award_limit: '1000',
          ext_award_rate_year: '0.1',
          start_at: 1_700_000_000,
          end_at: 1_700_086_400,
        },
        { award_asset: 'X' },
      ],
    }));
    expect(await client.simpleEarn.awardPool({ asset: 'USDT' })).toEqual({
      awardAsset: 'GT',
      extAwardLimit: '1000',
      extAwardRateYear: '0.1',
      startAt: 1_700_000_000_000,
      endAt: 1_700_086_400_000,
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/award-pool',
      query: { asset: 'USDT' },
    });
  });

  it('SE-API-24 statistics is a GET passed through', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { total_usdt: '12' } }));
    expect(await client.simpleEarn.statistics()).toEqual({ total_usdt: '12' });
    expect((await double.read()).path).toBe('/apiw/v2/uni-loan/earn/statistics');
  });

  it('SE-API-29 DEC-26 flexible redeem is a form POST of asset, amount, curr_amount and lend_amount; data has asset and amount', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { asset: 'USDT', amount: '25' } }));
    expect(
      await client.simpleEarn.redeemFlexible({ asset: 'USDT', amount: '25', curr_amount: '100', lend_amount: '100' }),
    ).toEqual({ asset: 'USDT', amount: '25' });
    const request = await double.read();
    expect([request.method, request.path]).toEqual(['POST', '/apiw/v2/uni-loan/earn/redeem']);
    expect(formFields(request.body)).toEqual({ asset: 'USDT', amount: '25', curr_amount: '100', lend_amount: '100' });
  });

  it('SE-API-30 DEC-26 cancel redemption is a form POST of amount and asset', async () => {
    const { client, double } = setupClient();
    await client.simpleEarn.cancelRedeem({ amount: '25', asset: 'USDT' });
    const request = await double.read();
    expect([request.method, request.path]).toEqual(['POST', '/apiw/v2/uni-loan/earn/cancel-redeem']);
    expect(formFields(request.body)).toEqual({ amount: '25', asset: 'USDT' });
  });

  it('SE-API-31 user/vip is a GET answering the VIP level', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { vip_level: '4' } }));
    expect(await client.simpleEarn.userVip()).toBe(4);
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/uni-loan/earn/user/vip' });
  });

  it('SE-API-32 the upgrade way answers recommend_type, recommend_asset and recommend_value', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { recommend_type: 3, recommend_asset: 'USDT', recommend_value: '50000' },
    }));
    expect(await client.simpleEarn.upgradeWay()).toEqual({
      recommendType: 3,
      recommendAsset: 'USDT',
      recommendValue: '50000',
    });
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/uni-loan/earn/user/upgrade-way' });
  });

  it('SE-API-34 DEC-05 coupon-recommend sends pid; rate_ratio percent becomes a fraction, expiry stays in seconds', async () => {
    const voucher = {
      id: 9,
      title: '+2%',
      rate_day: 7,
      rate_ratio: '2',
      buy_limit_low: '10',
      buy_limit_high: '0',
      using_currency: 'USDT',
      expired_timest: 1_800_000_000,
    };
    const { client, double } = setupClient(() => ({ code: 0, data: { list: [voucher] } }));
    expect(await client.simpleEarn.couponRecommend({ pid: 5 })).toEqual([
      {
        id: 9,
        title: '+2%',
        rateDay: 7,
        rateRatio: '0.02',
        buyLimitLow: '10',
        buyLimitHigh: '0',
        usingCurrency: 'USDT',
        expiredTimest: 1_800_000_000,
      },
    ]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/coupon-recommend',
      query: { pid: '5' },
    });
  });

  it('SE-API-35 the FAQ is GET /apiw/v2/earn/ask?mold=simple-earn', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [{ ask: 'Q?', answer: 'A.', cate: 'general', unfold: 1 }],
    }));
    expect(await client.simpleEarn.faq()).toEqual([{ ask: 'Q?', answer: 'A.', cate: 'general', unfold: true }]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/ask',
      query: { mold: 'simple-earn' },
    });
  });

  it('SE-API-36 subscribe/check sends pid and answers is_able_subscribe', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { is_able_subscribe: 0 } }));
    expect(await client.simpleEarn.subscribeCheck({ pid: 5 })).toBe(false);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/subscribe/check',
      query: { pid: '5' },
    });
  });

  it('SE-API-38 DEC-26 the rate trend is asked by asset and day range', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: [{ time: '1700000000', value: 0.05 }] }));
    expect(await client.simpleEarn.rateTrend({ asset: 'BTC', days: 30 })).toEqual([
      { time: 1_700_000_000, value: '0.05' },
    ]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/uni-loan/earn/rate-trend',
      query: { asset: 'BTC', days: '30' },
    });
  });
});
