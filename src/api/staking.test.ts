import { describe, expect, it } from 'vitest';
import { stakeActionRequest } from '../domain/staking/stakeAction';
import { formFields } from './fetchDouble.testing';
import { endOfTodaySeconds } from './staking';
import { setupClient } from './testSetup.testing';

const product = {
  mortgage_coin: 'ETH',
  reward_coin: 'ETH',
  type: 1,
  is_defi: 1,
  rate: '5.25',
  base_rate: '4',
  most_rate: '6',
  min_mortgage_amount: '0.01',
  min_redeem_amount: '0.005',
  personal_mortgage_limit: '-1',
  crowd_mortgage_limit: '10',
  reward_delay_days: 1,
  interest_days: 2,
  income_days: 3,
  borrow_support: 0,
  agreement: '/agreements/staking-eth.pdf',
  extra: {
    redeem_quick: 1,
    redeem_minday: 1,
    redeem_maxday: 3,
    redeem_period_txt: '',
    redeem_quick_long: 30,
    redeem_control: 0,
  },
  extra_interest: {
    status: 1,
    max_interest: '-1',
    reward_coin: 'GT',
    start_time: 1_700_000_000,
    end_time: 1_700_086_400,
    interest: '[{"money_min":"0","money_max":"-1","money_rate":"2.5"}]',
  },
  extra_interest_type: 'web3 task',
  extra_interest_task: { interest_key: 'k', jump_web: '/tasks' },
  extra_interest_show: 1,
  exchange_type: 'asset',
  exchange_rate: '1.02',
  exchange_rate_reverse: '0.98',
  tips: 'tip',
  web_banner: 'b.png',
  vip_config: [{ min_tier: 1, max_tier: 3, vip_sale: '0.2' }],
  redeem_config: [
    {
      redeem_coin: 'USDC',
      redeem_quick_long: 10,
      redeem_quick_fee: '0.003',
      redeem_fee: '0.001',
      redeem_quick_daily_quota: '-1',
    },
  ],
  defi: [
    {
      pid: 11,
      id: 1,
      protocol_name: 'Lido',
      agreement: 'https://lido.example/terms.pdf',
      rate: '3.8',
      base_rate: '3.5',
      reward: [{ reward_coin: 'ETH', reward_delay_days: 5, interest_delay_days: 6, fee_rate: '0.1' }],
      income_days: 4,
    },
  ],
  debt: [
    { coin: 'GUSD', rate: '7', min_mortgage_amount: '1', min_redeem_amount: '2', personal_mortgage_limit: '1000' },
  ],
};

describe('staking calls: request shape and mapping', () => {
  it('ST-API-01 DEC-05 coin-lines sends coin, pid, limit and page; percents become fractions, seconds ms', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: {
        list: [
          { time: 1_700_000_000, rate: '5.25', base_rate: '4', extra_rate: '1.25', extra_coin: 'GT', coins: 'ETH,GT' },
        ],
      },
    }));
    const points = await client.staking.coinLines({ coin: 'ETH', pid: 11, page: 1, limit: 365 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/coin-lines',
      query: { coin: 'ETH', pid: '11', page: '1', limit: '365' },
    });
    expect(points).toEqual([
      {
        time: 1_700_000_000_000,
        rate: '0.0525',
        baseRate: '0.04',
        extraRate: '0.0125',
        extraCoin: 'GT',
        coins: ['ETH', 'GT'],
        rewardCoin: '',
        exchangeRateReverse: '1',
      },
    ]);
  });

  it('ST-API-02 coin-defi-lines sends coin, limit and page and answers protocol_name with lines', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [{ protocol_name: 'Lido', lines: [{ time: 1, rate: '3' }] }],
    }));
    const lines = await client.staking.defiLines({ coin: 'ETH', page: 1, limit: 30 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/coin-defi-lines',
      query: { coin: 'ETH', page: '1', limit: '30' },
    });
    expect(lines[0]).toMatchObject({ protocolName: 'Lido', lines: [{ time: 1000, rate: '0.03' }] });
  });

  it('ST-API-03 coin-swap-verify (the stake) is a JSON POST', async () => {
    const { client, double } = setupClient();
    await client.staking.stake(
      stakeActionRequest({ action: 'stake', amount: '1.5', coin: 'ETH', pid: 11, isVip: false }),
    );
    expect(await double.read()).toMatchObject({
      method: 'POST',
      path: '/apiw/v2/earn/staking/coin-swap-verify',
      contentType: 'application/json',
    });
    expect(JSON.parse((await double.read()).body)).toEqual({ side: 0, amount: '1.5', coin: 'ETH', pid: 11 });
  });

  it('ST-API-04 statistics sends coin and an optional pid', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { total: '1' } }));
    await client.staking.statistics({ coin: 'ETH' });
    await client.staking.statistics({ coin: 'ETH', pid: 11 });
    expect((await double.read(0)).query).toEqual({ coin: 'ETH' });
    expect(await double.read(1)).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/statistics',
      query: { coin: 'ETH', pid: '11' },
    });
  });

  it('ST-API-05 coin-user-info answers hold_amount, tier and is_crowd', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { hold_amount: '2.5', tier: 3, is_crowd: 1 } }));
    expect(await client.staking.userInfo({ coin: 'ETH', pid: 11 })).toEqual({
      holdAmount: '2.5',
      tier: 3,
      isCrowd: true,
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/coin-user-info',
      query: { coin: 'ETH', pid: '11' },
    });
  });

  it('ST-VIP-03 an answer without a tier leaves the tier unknown', async () => {
    const { client } = setupClient(() => ({ code: 0, data: { hold_amount: '0', is_crowd: 0 } }));
    expect((await client.staking.userInfo({ coin: 'ETH' })).tier).toBeNull();
  });

  it('ST-API-06 balances sends coin and hide_zero_hold=1, answering pid, protocol_name, mortgage_amount', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [{ pid: 11, protocol_name: 'Lido', mortgage_amount: '1.25' }],
    }));
    expect(await client.staking.balances({ coin: 'ETH' })).toEqual([
      { pid: 11, protocolName: 'Lido', mortgageAmount: '1.25' },
    ]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/balances',
      query: { coin: 'ETH', hide_zero_hold: '1' },
    });
  });

  it('ST-API-07 profit records send coin, page, limit and to = the end of today in unix seconds, and answer the records mapped', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: {
        list: [{ id: 3, coin: 'ETH', reward_coin: 'GT', amount: '0.1', rate: '3.2', time: 1_714_953_600 }],
        total: 1,
      },
    }));
    const now = Date.UTC(2024, 4, 6, 9, 0);
    const page = await client.staking.profitRecords({ coin: 'ETH', now });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/coin-user-profit-records',
      query: { coin: 'ETH', page: '1', limit: '10', to: String(Date.UTC(2024, 4, 7) / 1000 - 1) },
    });
    expect(page).toEqual({
      list: [{ id: 3, coin: 'ETH', rewardCoin: 'GT', amount: '0.1', rate: '0.032', time: 1_714_953_600_000 }],
      total: 1,
    });
    expect(endOfTodaySeconds(Date.UTC(2024, 4, 6))).toBe(Date.UTC(2024, 4, 7) / 1000 - 1);
  });

  it('ST-API-08 lock-balances is a GET', async () => {
    const { client, double } = setupClient();
    await client.staking.lockBalances();
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/earn/staking/lock-balances' });
  });

  it('DEC-28 DEC-26 products (unstated path) lists every product with its coin, each mapped as the product call maps it', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [
        { ...product, coin: 'ETH' },
        { ...product, coin: 'GUSD', mortgage_coin: 'USDT', type: 2, is_defi: 0 },
        { ...product, mortgage_coin: 'XYZ' },
      ],
    }));
    const list = await client.staking.products();
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/earn/staking/products' });
    // The product without a coin has no page to link to: it is left out.
    expect(list.map((item) => [item.coin, item.mortgageCoin, item.type, item.isDefi, item.rate])).toEqual([
      ['ETH', 'ETH', 1, true, '0.0525'],
      ['GUSD', 'USDT', 2, false, '0.0525'],
    ]);
    expect(list[0]).toMatchObject({ defi: [{ protocolName: 'Lido', rate: '0.038' }], vipConfig: [{ vipSale: '0.2' }] });
  });

  it('ST-API-09 DEC-05 product: staking percents become fractions, fees stay fractions, flags booleans, tiers parsed', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: product }));
    const mapped = await client.staking.product({ coin: 'ETH', pid: 11 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/product',
      query: { coin: 'ETH', pid: '11' },
    });
    expect(mapped).toMatchObject({
      mortgageCoin: 'ETH',
      type: 1,
      isDefi: true,
      rate: '0.0525',
      baseRate: '0.04',
      mostRate: '0.06',
      personalMortgageLimit: '-1',
      crowdMortgageLimit: '10',
      borrowSupport: false,
      extra: {
        redeemQuick: true,
        redeemMinday: 1,
        redeemMaxday: 3,
        redeemPeriodText: '',
        redeemQuickLong: 30,
        redeemControl: 0,
      },
      extraInterest: {
        status: 1,
        maxInterest: '-1',
        rewardCoin: 'GT',
        startTime: 1_700_000_000_000,
        endTime: 1_700_086_400_000,
        interest: [{ moneyMin: '0', moneyMax: '-1', moneyRate: '0.025' }],
      },
      extraInterestType: 'web3Task',
      extraInterestTask: { interestKey: 'k', jumpWeb: '/tasks' },
      extraInterestShow: true,
      exchangeType: 'asset',
      exchangeRate: '1.02',
      exchangeRateReverse: '0.98',
      vipConfig: [{ minTier: 1, maxTier: 3, vipSale: '0.2' }],
      redeemConfig: [
        {
          redeemCoin: 'USDC',
          redeemQuickLong: 10,
          redeemQuickFee: '0.003',
          redeemFee: '0.001',
          redeemQuickDailyQuota: '-1',
        },
      ],
      debt: [
        { coin: 'GUSD', rate: '0.07', minMortgageAmount: '1', minRedeemAmount: '2', personalMortgageLimit: '1000' },
      ],
    });
    expect(mapped.defi[0]).toMatchObject({
      pid: 11,
      protocolName: 'Lido',
      rate: '0.038',
      baseRate: '0.035',
      reward: [{ rewardCoin: 'ETH', rewardDelayDays: 5, interestDelayDays: 6, feeRate: '0.1' }],
      incomeDays: 4,
    });
  });

  it('ST-DATA-08 reward_delay_days, interest_days, income_days, borrow_support and agreement each land in their own field', async () => {
    const { client } = setupClient(() => ({
      code: 0,
      data: { ...product, reward_delay_days: 7, interest_days: 11, income_days: 13, borrow_support: 1 },
    }));
    expect(await client.staking.product({ coin: 'ETH' })).toMatchObject({
      rewardDelayDays: 7,
      interestDays: 11,
      incomeDays: 13,
      borrowSupport: true,
      agreement: '/agreements/staking-eth.pdf',
    });
  });

  it('ST-DATA-10 ST-DATA-04 a server link that is not http(s) or a path of this site is dropped', async () => {
    const { client } = setupClient(() => ({
      code: 0,
      data: {
        ...product,
        agreement: 'javascript:alert(1)',
        extra_interest_task: { interest_key: 'k', jump_web: 'JaVaScRiPt:alert(1)' },
        defi: [{ ...product.defi[0], agreement: 'data:text/html,<script>alert(1)</script>' }],
      },
    }));
    const mapped = await client.staking.product({ coin: 'ETH' });
    expect(mapped.agreement).toBeUndefined();
    expect(mapped.extraInterestTask).toEqual({ interestKey: 'k' });
    expect(mapped.defi[0]?.agreement).toBeUndefined();
  });

  it('ST-API-10 user-loans sends coin and answers the assets map', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { assets: { USDT: '120.5' } } }));
    expect(await client.staking.userLoans({ coin: 'ETH' })).toEqual({ USDT: '120.5' });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/user-loans',
      query: { coin: 'ETH' },
    });
  });

  it('ST-API-11 ST-DATA-17 coin-redeem is a JSON POST; redeem_stamp seconds become ms', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { redeem_stamp: 1_700_100_000 } }));
    const receipt = await client.staking.redeem(
      stakeActionRequest({ action: 'redeem', amount: '1', coin: 'ETH', pid: 11, redeemType: 'fast', isVip: false }),
    );
    expect(receipt).toEqual({ redeemStamp: 1_700_100_000_000 });
    expect(await double.read()).toMatchObject({
      method: 'POST',
      path: '/apiw/v2/earn/staking/coin-redeem',
      contentType: 'application/json',
    });
    expect(JSON.parse((await double.read()).body)).toEqual({ side: 1, amount: '1', coin: 'ETH', pid: 11, quick: 1 });
  });

  it('ST-API-12 coin-ask sends pid and coin and answers FAQ entries', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [{ ask: 'Why?', answer: 'Because.', cate: 'basics', unfold: 0 }],
    }));
    expect(await client.staking.ask({ pid: 11, coin: 'ETH' })).toEqual([
      { ask: 'Why?', answer: 'Because.', cate: 'basics', unfold: false },
    ]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/coin-ask',
      query: { pid: '11', coin: 'ETH' },
    });
  });

  it('ST-API-13 ST-DATA-18 DEC-26 the staking balance by coin answers data[0].mortgage_amount', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [
        { pid: 1, mortgage_amount: '3.75' },
        { pid: 2, mortgage_amount: '9' },
      ],
    }));
    expect(await client.staking.balance({ coin: 'ETH' })).toBe('3.75');
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/staking/balance',
      query: { coin: 'ETH' },
    });
  });

  it('ST-API-14 ST-API-15 DEC-20 DEC-26 the shared action posts side 0 to stake with amount and coin', async () => {
    const { client, double } = setupClient();
    await client.staking.action(
      stakeActionRequest({ action: 'stake', amount: '2', coin: 'BTC', pid: 5, isVip: false }),
    );
    const request = await double.read();
    expect([request.method, request.path]).toEqual(['POST', '/apiw/v2/earn/staking/coin-stake-redeem']);
    expect(request.contentType).toMatch(/x-www-form-urlencoded/);
    expect(formFields(request.body)).toEqual({ side: '0', amount: '2', coin: 'BTC', pid: '5' });
  });

  it('ST-API-14 ST-API-16 DEC-20 a redeem posts side 1, and pid -1 is left out', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { redeem_stamp: 1_700_000_000 } }));
    expect(
      await client.staking.action(
        stakeActionRequest({ action: 'redeem', amount: '2', coin: 'BTC', pid: -1, isVip: false }),
      ),
    ).toEqual({ redeemStamp: 1_700_000_000_000 });
    expect(formFields((await double.read()).body)).toEqual({ side: '1', amount: '2', coin: 'BTC' });
  });

  it('ST-API-17 the debt redeem sends quick 0 for standard and 1 for fast', async () => {
    const { client, double } = setupClient();
    await client.staking.action(
      stakeActionRequest({ action: 'redeem', amount: '1', coin: 'GUSD', pid: 7, redeemType: 'standard', isVip: false }),
    );
    await client.staking.action(
      stakeActionRequest({ action: 'redeem', amount: '1', coin: 'GUSD', pid: 7, redeemType: 'fast', isVip: false }),
    );
    expect(formFields((await double.read(0)).body).quick).toBe('0');
    expect(formFields((await double.read(1)).body).quick).toBe('1');
  });

  it('ST-API-18 ST-VIP-06 the VIP theme sends src=1', async () => {
    const { client, double } = setupClient();
    await client.staking.action(
      stakeActionRequest({ action: 'stake', amount: '1', coin: 'ETH', pid: 11, isVip: true }),
    );
    expect(formFields((await double.read()).body)).toEqual({
      side: '0',
      amount: '1',
      coin: 'ETH',
      pid: '11',
      src: '1',
    });
  });

  it('ST-ERR-01 a stake answered with a failure code rejects with the server message', async () => {
    const { client } = setupClient(() => ({ code: -1, msg: 'Over the limit' }));
    await expect(client.staking.action({ side: 0, amount: '1', coin: 'ETH' })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: 'Over the limit',
    });
  });
});
