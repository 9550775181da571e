import { describe, expect, it } from 'vitest';
import { formFields } from './fetchDouble.testing';
import { rejectionOf, setupClient } from './testSetup.testing';

describe('launchpool calls: request shape and mapping', () => {
  it('LP-API-01 get_user_info is a GET answering encrypted_uid and kol_code', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { encrypted_uid: 'u1', kol_code: 'K9' } }));
    expect(await client.launchpool.referralInfo()).toEqual({ encryptedUid: 'u1', kolCode: 'K9' });
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/api/web/v1/rebate/get_user_info', query: {} });
  });

  it('LP-API-02 get-currency-call-setting sends symbol; new_coin_start seconds become ms', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { new_coin_start: 1_700_000_000 } }));
    expect(await client.launchpool.coinCallSetting({ symbol: 'NEW' })).toEqual({ newCoinStart: 1_700_000_000_000 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/api/web/v1/settings/get-currency-call-setting',
      query: { symbol: 'NEW' },
    });
  });

  it('LP-API-03 DEC-13 config_set is a form POST of name and value', async () => {
    const { client, double } = setupClient();
    await client.launchpool.setHodlerConfig({ name: 'HODLER_AIRDROP_GT_EXCHANGE', value: '1' });
    const request = await double.read();
    expect([request.method, request.path]).toEqual(['POST', '/apiw/v2/earn/hodler-airdrop/config_set']);
    expect(request.contentType).toMatch(/x-www-form-urlencoded/);
    expect(formFields(request.body)).toEqual({ name: 'HODLER_AIRDROP_GT_EXCHANGE', value: '1' });
  });

  it('LP-API-04 config is a form POST of action=config answering hodler_notify', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { hodler_notify: 1 } }));
    expect(await client.launchpool.hodlerConfig()).toEqual({ hodlerNotify: true });
    const request = await double.read();
    expect([request.method, request.path, request.body]).toEqual([
      'POST',
      '/apiw/v2/earn/hodler-airdrop/config',
      'action=config',
    ]);
  });

  it('LP-API-05 global-subscribe-status is a GET; 1 is subscribed', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { global_subscribe_status: 1 } }));
    expect(await client.launchpool.candyDropSubscribeStatus()).toBe(true);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/api/web/v1/task-square/global-subscribe-status',
    });
  });

  it('LP-API-06 subscribe-msg is a form POST of aid -1 and status 1 or 2', async () => {
    const { client, double } = setupClient();
    await client.launchpool.setCandyDropSubscription({ status: 2 });
    const request = await double.read();
    expect([request.method, request.path]).toEqual(['POST', '/api/web/v1/task-square/subscribe-msg']);
    expect(formFields(request.body)).toEqual({ aid: '-1', status: '2' });
  });

  it('LP-API-07 category/switch is a GET; the startup_mining_switch item decides', async () => {
    const categories = [
      { category: 'news', items: [{ msg_switch: 'news_switch', switch_status: 1 }] },
      { category: 'earn', items: [{ msg_switch: 'startup_mining_switch', switch_status: 0 }] },
    ];
    const { client, double } = setupClient(() => ({ code: 0, data: categories }));
    expect(await client.launchpool.launchpoolSwitch()).toBe(false);
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/herald/category/switch' });
  });

  it('LP-API-08 switches is a JSON POST of sets.startup_mining_switch 0 or 1', async () => {
    const { client, double } = setupClient();
    await client.launchpool.setLaunchpoolSwitch(true);
    const request = await double.read();
    expect([request.method, request.path, request.contentType]).toEqual([
      'POST',
      '/apiw/v2/herald/switches',
      'application/json',
    ]);
    expect(JSON.parse(request.body)).toEqual({ sets: { startup_mining_switch: 1 } });
  });

  it('DEC-13 LP-NOTIF-02 each service is switched with its own call and encoding', async () => {
    const { client, double } = setupClient();
    await client.launchpool.setNotification('candyDrop', false);
    await client.launchpool.setNotification('launchpool', false);
    await client.launchpool.setNotification('hodlerAirdrop', true);
    expect(formFields((await double.read(0)).body)).toEqual({ aid: '-1', status: '2' });
    expect(JSON.parse((await double.read(1)).body)).toEqual({ sets: { startup_mining_switch: 0 } });
    expect(formFields((await double.read(2)).body)).toEqual({ name: 'HODLER_AIRDROP_NOTIFY', value: '1' });
  });

  it('DEC-13 LP-NOTIF-01 the notification state reads the three services', async () => {
    const { client } = setupClient((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('global-subscribe-status')) return { code: 0, data: { global_subscribe_status: 1 } };
      if (path.endsWith('category/switch'))
        return { code: 0, data: [{ items: [{ msg_switch: 'startup_mining_switch', switch_status: 1 }] }] };
      return { code: 0, data: { hodler_notify: 0 } };
    });
    expect(await client.launchpool.notificationState()).toEqual({
      candyDrop: true,
      launchpool: true,
      hodlerAirdrop: false,
    });
  });

  it('LP-API-09 check-pool-rule is a JSON POST', async () => {
    const { client, double } = setupClient();
    await client.launchpool.checkPoolRule({ pid: 4, rid: 12 });
    const request = await double.read();
    expect([request.method, request.path, request.contentType]).toEqual([
      'POST',
      '/apiw/v2/earn/launch-pool/check-pool-rule',
      'application/json',
    ]);
    expect(JSON.parse(request.body)).toEqual({ pid: 4, rid: 12 });
  });

  it('LP-API-10 LP-API-11 create-order is a JSON POST of pid, rid, amount, simpleEarnStatus and simpleEarnPeriod when fixed', async () => {
    const { client, double } = setupClient();
    await client.launchpool.createOrder({ pid: 4, rid: 12, amount: '100.5', simpleEarnStatus: 1 });
    await client.launchpool.createOrder({
      pid: 4,
      rid: 12,
      amount: '100.5',
      simpleEarnStatus: 1,
      simpleEarnPeriod: 30,
    });
    expect((await double.read(0)).path).toBe('/apiw/v2/earn/launch-pool/create-order');
    expect(JSON.parse((await double.read(0)).body)).toEqual({ pid: 4, rid: 12, amount: '100.5', simpleEarnStatus: 1 });
    expect(JSON.parse((await double.read(1)).body)).toEqual({
      pid: 4,
      rid: 12,
      amount: '100.5',
      simpleEarnStatus: 1,
      simpleEarnPeriod: 30,
    });
  });

  it('LP-API-12 redeem is a JSON POST of pid, rid, amount and simpleEarnStatus', async () => {
    const { client, double } = setupClient();
    await client.launchpool.redeem({ pid: 4, rid: 12, amount: '3', simpleEarnStatus: 2 });
    const request = await double.read();
    expect([request.method, request.path, request.contentType]).toEqual([
      'POST',
      '/apiw/v2/earn/launch-pool/redeem',
      'application/json',
    ]);
    expect(JSON.parse(request.body)).toEqual({ pid: 4, rid: 12, amount: '3', simpleEarnStatus: 2 });
  });

  it('LP-API-13 DEC-05 project-info sends projectId; rates stay fractions, codes become names, seconds become ms', async () => {
    const pool = {
      rid: 3,
      coin: 'GT',
      decimal_place: 4,
      personal_max_amount: '-1',
      personal_min_amount: '10',
      left_buy_total_amount: '500',
      buy_total_amount: '1000',
      rate_year: '0.1234',
      rate_year_type: 2,
      reward_pool_type: 1,
      vip_config: null,
      simple_earn: { fixed_period: 30, fixed_rate: '0.08', ext_rate: '0.01', rate: '0.03', user_period: 0 },
      staking: { rate: '0.05' },
      isApply: 1,
      transaction_config: [{ transaction_amount: '5000', mortgage_limit: '200' }],
      redeem_type: 2,
      user_transaction_amount: '1200',
      limit_rule: 2,
    };
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { coin: 'NEW', start_timest: 1_700_000_000, icon: 'i.png', reward_pools: [pool] },
    }));
    const info = await client.launchpool.projectInfo({ projectId: 77 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/launch-pool/project-info',
      query: { projectId: '77' },
    });
    expect(info).toEqual({
      coin: 'NEW',
      startTime: 1_700_000_000_000,
      icon: 'i.png',
      rewardPools: [
        {
          rid: 3,
          coin: 'GT',
          decimalPlace: 4,
          personalMaxAmount: '-1',
          personalMinAmount: '10',
          leftBuyTotalAmount: '500',
          buyTotalAmount: '1000',
          rateYear: '0.1234',
          rateYearType: 'estimate',
          rewardPoolType: 'multiMining',
          vipConfig: null,
          simpleEarn: { fixedPeriod: 30, fixedRate: '0.08', extRate: '0.01', rate: '0.03', userPeriod: 0 },
          staking: { rate: '0.05' },
          isApply: true,
          transactionConfig: [{ transactionAmount: '5000', mortgageLimit: '200' }],
          redeemType: 'staking',
          userTransactionAmount: '1200',
          transactionDays: null,
          limitRule: 2,
        },
      ],
    });
  });

  it("SE-DATA-16 SE-DATA-17 DEC-19 a pool's ladder carries its window: transaction_days is read, absent it is null (60 days)", async () => {
    const ladder = {
      rid: 7,
      coin: 'BTC',
      left_buy_total_amount: '0',
      buy_total_amount: '50',
      transaction_config: [
        { transaction_amount: '10000', mortgage_limit: '0.1' },
        { transaction_amount: '100000', mortgage_limit: '1' },
      ],
      user_transaction_amount: '15000',
      transaction_days: 30,
    };
    const { client } = setupClient(() => ({
      code: 0,
      data: {
        coin: 'NEW',
        start_timest: 1,
        reward_pools: [ladder, { ...ladder, rid: 8, transaction_days: undefined }],
      },
    }));
    const info = await client.launchpool.projectInfo({ projectId: 4 });
    expect(
      info.rewardPools.map((pool) => [pool.transactionConfig, pool.userTransactionAmount, pool.transactionDays]),
    ).toEqual([
      [
        [
          { transactionAmount: '10000', mortgageLimit: '0.1' },
          { transactionAmount: '100000', mortgageLimit: '1' },
        ],
        '15000',
        30,
      ],
      [
        [
          { transactionAmount: '10000', mortgageLimit: '0.1' },
          { transactionAmount: '100000', mortgageLimit: '1' },
        ],
        '15000',
        null,
      ],
    ]);
  });

  it('LP-API-14 user-project-statistics sends pid and answers the statistics list', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: [{ rid: 3, valid_amount: '5', amount: '6', lastRewardAmount: '0.1', lastHourRewardAmount: '0.01' }],
    }));
    expect(await client.launchpool.userProjectStatistics({ pid: 77 })).toEqual([
      { rid: 3, validAmount: '5', amount: '6', lastRewardAmount: '0.1', lastHourRewardAmount: '0.01' },
    ]);
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/launch-pool/user-project-statistics',
      query: { pid: '77' },
    });
  });

  it('LP-DATA-12 P-38 a statistics item without rewards yet reads amount as 0; one without its stake (valid_amount) fails the call', async () => {
    const noRewards = setupClient(() => ({ code: 0, data: [{ rid: 3, valid_amount: '5' }] }));
    expect(await noRewards.client.launchpool.userProjectStatistics({ pid: 77 })).toEqual([
      { rid: 3, validAmount: '5', amount: '0', lastRewardAmount: '0', lastHourRewardAmount: '0' },
    ]);
    const noStake = setupClient(() => ({ code: 0, data: [{ rid: 3, amount: '6' }] }));
    expect(await rejectionOf(noStake.client.launchpool.userProjectStatistics({ pid: 77 }))).toMatchObject({
      kind: 'malformed',
      call: 'userProjectStatistics',
    });
  });

  it('LP-API-15 LP-API-16 earn-more is a GET with coin and type (the caller skips it on the US site)', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { anything: 1 } }));
    expect(await client.launchpool.earnMore({ coin: 'GT', type: 1 })).toEqual({ anything: 1 });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/launch-pool/earn-more',
      query: { coin: 'GT', type: '1' },
    });
  });

  it('LP-API-17 user-stat is a GET', async () => {
    const { client, double } = setupClient();
    await client.launchpool.userStat();
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/apiw/v2/earn/launch-pool/user-stat' });
  });

  it('LP-API-18 get-user-loan-property is a GET answering coin → loan amount as text', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { BTC: '0.5', USDT: 12 } }));
    expect(await client.launchpool.userLoanProperty()).toEqual({ BTC: '0.5', USDT: '12' });
    expect(await double.read()).toMatchObject({ method: 'GET', path: '/launch-pool/get-user-loan-property' });
  });

  it('LP-API-19 LP-SUCCESS-04 the candy-drop promotion list is asked with type candydrop and the coin', async () => {
    const { client, double } = setupClient(() => ({
      code: 0,
      data: { list: [{ popup_msg: 'Win BTC and GT', popup_high_light: 'BTC, GT', url: '/candy' }] },
    }));
    expect(await client.launchpool.candyDropPromotion({ coin: 'GT' })).toEqual({
      message: 'Win BTC and GT',
      highlights: ['BTC', 'GT'],
      url: '/candy',
    });
    expect(await double.read()).toMatchObject({
      method: 'GET',
      path: '/apiw/v2/earn/launch-pool/promotion-list',
      query: { type: 'candydrop', coin: 'GT' },
    });
  });

  it.each([
    ['javascript:alert(document.cookie)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/candy'],
    ['/\\evil.example/candy'],
  ])('LP-SUCCESS-04 a promotion whose url is %j keeps no link to follow', async (url) => {
    const { client } = setupClient(() => ({ code: 0, data: [{ popup_msg: 'Win GT', popup_high_light: 'GT', url }] }));
    const promotion = await client.launchpool.candyDropPromotion({ coin: 'GT' });
    expect(promotion?.message).toBe('Win GT');
    expect(promotion?.url).toBeUndefined();
  });

  it('LP-SUCCESS-04 an absolute https url is kept', async () => {
    const url = 'https://www.gate.io/candy-drop/GT';
    const { client } = setupClient(() => ({ code: 0, data: [{ popup_msg: 'Win GT', url }] }));
    expect((await client.launchpool.candyDropPromotion({ coin: 'GT' }))?.url).toBe(url);
  });

  it('LP-API-19 no promotion with a message means no card', async () => {
    const { client } = setupClient(() => ({ code: 0, data: [] }));
    expect(await client.launchpool.candyDropPromotion({ coin: 'GT' })).toBeNull();
  });
});
