// @vitest-environment node
/**
 * Launchpool contract tests: the REAL client against the simulator: projects and pools, stake (create
 * order) with the pool rules and quota, hourly rewards, redeem to spot, Simple Earn or staking, and the
 * notification switches (DEC-13).
 */
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/domain/decimal';
import { offersStakingDestination } from '../../src/domain/launchpool/destination';
import { eligibilityLadder } from '../../src/domain/launchpool/eligibility';
import { launchpoolAvailable, remainingQuota } from '../../src/domain/launchpool/quota';
import { advance, ledgerBalances, signedInEachTest, simulatorForFile, type SimBrowser } from './harness.testing';
import { SEED_NOW_MS } from './seed';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

const spot = async (coin: string, browser: SimBrowser = alice) =>
  (await browser.client.shared.outable({ assets: [coin] }))[coin]!.available;
/** `after − before` of two amounts, exactly, as decimal text. */
const difference = (after: string, before: string) => new Decimal(after).minus(before).toFixed();
describe('projects', () => {
  it('LP-API-13 project info answers the coin, start and reward pools with quotas as the user sees them', async () => {
    const project = await alice.client.launchpool.projectInfo({ projectId: 1 });
    expect(project).toMatchObject({ coin: 'NEWT', startTime: SEED_NOW_MS - 3 * 86_400_000 });
    expect(project.rewardPools.map((pool) => [pool.rid, pool.coin, pool.leftBuyTotalAmount, pool.isApply])).toEqual([
      [1, 'USDT', '3000', false],
      [2, 'GT', '0', true],
      [3, 'USDT', '0', false],
    ]);
    expect(project.rewardPools[0]?.simpleEarn).toMatchObject({ rate: '0.045' });
  });

  it('DEC-27 LP-EVENT-01 the project list answers every project to a guest with its event state, times and pools', async () => {
    const guest = harness.browser();
    const projects = await guest.client.launchpool.projects();
    const DAY = 86_400_000;
    expect(projects.map((project) => [project.projectId, project.coin, project.eventState])).toEqual([
      [2, 'ORBIT', 'notStarted'],
      [4, 'PIXEL', 'inProgress'],
      [1, 'NEWT', 'inProgress'],
      [3, 'LUMA', 'completed'],
    ]);
    const newt = projects.find((project) => project.coin === 'NEWT')!;
    expect([newt.startTime, newt.endTime]).toEqual([SEED_NOW_MS - 3 * DAY, SEED_NOW_MS + 14 * DAY]);
    // The seed staked 3000 USDT (unity) in pool 1 and 200 GT (alice) in pool 2.
    expect(newt.rewardPools.map((pool) => [pool.rid, pool.coin, pool.rateYear, pool.totalStaked])).toEqual([
      [1, 'USDT', '0.15', '3000'],
      [2, 'GT', '0.3', '200'],
      [3, 'USDT', '0.6', '0'],
    ]);
  });

  it('DEC-27 a stake adds to its pool total in the list, and the event state follows the clock', async () => {
    await alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '100', simpleEarnStatus: 0 });
    const pool = (await alice.client.launchpool.projects())
      .find((project) => project.projectId === 1)!
      .rewardPools.find((item) => item.rid === 1)!;
    expect(pool.totalStaked).toBe('3100');
    await advance(harness.sim, 5 * 24);
    const states = (await alice.client.launchpool.projects()).map((project) => [project.coin, project.eventState]);
    expect(states).toContainEqual(['ORBIT', 'inProgress']);
  });

  it('LP-API-14 P-38 user statistics answer the stake (valid_amount) and the rewards paid (amount) of each pool', async () => {
    const stats = await alice.client.launchpool.userProjectStatistics({ pid: 1 });
    const gt = stats.find((item) => item.rid === 2)!;
    expect(gt.validAmount).toBe('200');
    // The GT pool pays 20 NEWT an hour, all to alice (its only staker), for the 48 seeded hours.
    expect(gt.amount).toBe('960');
    expect(gt.lastHourRewardAmount).toBe('20');
  });

  it('LP-API-01 LP-API-02 LP-API-15 LP-API-17 LP-API-18 LP-API-19 referral, coin call setting, earn more, user stat, loans and promotion answer', async () => {
    expect((await alice.client.launchpool.referralInfo()).encryptedUid).toMatch(/^[0-9a-f]{16}$/);
    expect(await alice.client.launchpool.coinCallSetting({ symbol: 'ORBIT' })).toEqual({
      newCoinStart: SEED_NOW_MS + 5 * 86_400_000,
    });
    expect(await alice.client.launchpool.earnMore({ coin: 'USDT', type: 1 })).toEqual([
      { coin: 'USDT', type: 'simple_earn', rate: '0.045' },
    ]);
    expect(await alice.client.launchpool.userStat()).toEqual({
      rewards: [
        { coin: 'LUMA', amount: '240' },
        { coin: 'NEWT', amount: '960' },
        { coin: 'PIXEL', amount: '240' },
      ],
    });
    expect(await alice.client.launchpool.userLoanProperty()).toEqual({});
    expect((await alice.client.launchpool.candyDropPromotion({ coin: 'NEWT' }))?.highlights).toEqual([
      'NEWT',
      'CandyDrop',
    ]);
    expect(await alice.client.launchpool.candyDropPromotion({ coin: 'BTC' })).toBeNull();
  });
});

describe('stake, rewards and redeem', () => {
  it('LP-API-10 LP-API-11 create-order stakes from spot and the pool pays its share every hour', async () => {
    const before = await spot('USDT');
    await alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '1000', simpleEarnStatus: 1 });
    expect(difference(before, await spot('USDT'))).toBe('1000');
    await advance(harness.sim, 1);
    const stats = (await alice.client.launchpool.userProjectStatistics({ pid: 1 })).find((item) => item.rid === 1)!;
    // 50 NEWT an hour shared with unity's 3000: alice's 1000 earns 12.5.
    expect(stats).toMatchObject({ validAmount: '1000', lastHourRewardAmount: '12.5' });
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('LP-API-12 redeem returns coins to spot, into flexible Simple Earn, or into staking', async () => {
    await alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '600', simpleEarnStatus: 1 });
    const flexibleBefore = (await alice.client.holdings.holdingDetail({ asset: 'USDT' })).currAmount;
    await alice.client.launchpool.redeem({ pid: 1, rid: 1, amount: '100', simpleEarnStatus: 1 });
    expect(difference((await alice.client.holdings.holdingDetail({ asset: 'USDT' })).currAmount, flexibleBefore)).toBe(
      '100',
    );
    const before = await spot('USDT');
    await alice.client.launchpool.redeem({ pid: 1, rid: 1, amount: '500', simpleEarnStatus: 0 });
    expect(difference(await spot('USDT'), before)).toBe('500');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('LP-API-09 LP-ERR-04 the new-user rule refuses users who staked before', async () => {
    const error = await harness.failureOf(() => alice.client.launchpool.checkPoolRule({ pid: 1, rid: 3 }));
    expect(error.serverMessage).toBe('This pool is for new users only');
    const victor = await harness.signIn('victor');
    await expect(victor.client.launchpool.checkPoolRule({ pid: 1, rid: 3 })).resolves.toEqual({ pass: 1 });
  });
});

describe('launchpool failures', () => {
  it('LP-AMT-08 LP-ERR-01 a stake below the pool minimum fails with the server message', async () => {
    expect(
      (
        await harness.failureOf(() =>
          alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '5', simpleEarnStatus: 0 }),
        )
      ).serverMessage,
    ).toBe('The minimum stake is 10 USDT');
  });

  it('LP-AMT-09 DEC-15 a stake over the personal maximum (with what is staked) fails', async () => {
    await alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '4000', simpleEarnStatus: 0 });
    expect(
      (
        await harness.failureOf(() =>
          alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '1001', simpleEarnStatus: 0 }),
        )
      ).serverMessage,
    ).toBe('You can stake at most 5000 USDT in total, including what you have already staked');
  });

  it('LP-AMT-10 a stake above the balance fails with inadequate balance', async () => {
    const uma = await harness.signIn('uma');
    expect(
      (
        await harness.failureOf(() =>
          uma.client.launchpool.createOrder({ pid: 1, rid: 2, amount: '10', simpleEarnStatus: 0 }),
        )
      ).serverMessage,
    ).toBe('Inadequate balance');
  });

  it('LP-REDEEM-08 LP-REDEEM-09 LP-ERR-02 redeem above the stake or below 0.1^decimal_place fails', async () => {
    expect(
      (
        await harness.failureOf(() =>
          alice.client.launchpool.redeem({ pid: 1, rid: 2, amount: '201', simpleEarnStatus: 0 }),
        )
      ).serverMessage,
    ).toBe('You can redeem at most 200 GT');
    expect(
      (
        await harness.failureOf(() =>
          alice.client.launchpool.redeem({ pid: 1, rid: 2, amount: '0.00001', simpleEarnStatus: 0 }),
        )
      ).serverMessage,
    ).toBe('The minimum amount is 0.0001 GT');
  });

  it("a redeem or stake with more decimals than the pool's decimal_place is refused, so no unredeemable dust is left (GT, 4 places)", async () => {
    const gtStake = async () =>
      (await alice.client.launchpool.userProjectStatistics({ pid: 1 })).find((item) => item.rid === 2)!.validAmount;
    const tooPrecise = await harness.failureOf(() =>
      alice.client.launchpool.redeem({ pid: 1, rid: 2, amount: '199.999906789012345678', simpleEarnStatus: 0 }),
    );
    expect(tooPrecise).toMatchObject({ status: 400, serverMessage: 'amount allows at most 4 decimals' });
    expect(await gtStake()).toBe('200');
    const stake = await harness.failureOf(() =>
      alice.client.launchpool.createOrder({ pid: 1, rid: 2, amount: '1.00001', simpleEarnStatus: 0 }),
    );
    expect(stake).toMatchObject({ status: 400, serverMessage: 'amount allows at most 4 decimals' });
    // At the pool's precision whatever is left is at least the minimum, and can be redeemed to the end.
    await alice.client.launchpool.redeem({ pid: 1, rid: 2, amount: '199.9999', simpleEarnStatus: 0 });
    expect(await gtStake()).toBe('0.0001');
    await alice.client.launchpool.redeem({ pid: 1, rid: 2, amount: '0.0001', simpleEarnStatus: 0 });
    expect(await gtStake()).toBe('0');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('LP-ERR-01 a stake into a project that has not started fails with the server message', async () => {
    expect(
      (
        await harness.failureOf(() =>
          alice.client.launchpool.createOrder({ pid: 2, rid: 4, amount: '1', simpleEarnStatus: 2 }),
        )
      ).serverMessage,
    ).toBe('ORBIT launchpool is not in progress');
  });
});

describe('notifications', () => {
  it('LP-API-03 LP-API-04 LP-API-05 LP-API-06 LP-API-07 LP-API-08 DEC-13 the three services switch on and off with their own calls', async () => {
    expect(await alice.client.launchpool.notificationState()).toEqual({
      candyDrop: false,
      launchpool: false,
      hodlerAirdrop: false,
    });
    await alice.client.launchpool.setNotification('candyDrop', true);
    await alice.client.launchpool.setNotification('launchpool', true);
    await alice.client.launchpool.setNotification('hodlerAirdrop', true);
    expect(await alice.client.launchpool.notificationState()).toEqual({
      candyDrop: true,
      launchpool: true,
      hodlerAirdrop: true,
    });
    await alice.client.launchpool.setNotification('launchpool', false);
    expect(await alice.client.launchpool.launchpoolSwitch()).toBe(false);
  });

  it('LP-ROLE-04 the switches are kept per user: a new session of the same user (a reload) reads them, another user has their own', async () => {
    await alice.client.launchpool.setNotification('hodlerAirdrop', true);
    const reloaded = harness.browser();
    await reloaded.login('alice');
    expect(await reloaded.client.launchpool.notificationState()).toEqual({
      candyDrop: false,
      launchpool: false,
      hodlerAirdrop: true,
    });
    const victor = harness.browser();
    await victor.login('victor');
    expect((await victor.client.launchpool.notificationState()).hodlerAirdrop).toBe(false);
  });
});

/** Each state the seed shows (docs/simulator.md, 'Launchpool data'), as the real client reads it. */
describe('seeded launchpool states', () => {
  const login = async (name: string) => {
    const browser = harness.browser();
    await browser.login(name);
    return browser;
  };
  const poolOf = async (browser: SimBrowser, projectId: number, rid: number) =>
    (await browser.client.launchpool.projectInfo({ projectId })).rewardPools.find((item) => item.rid === rid)!;

  it('DEC-27 LP-EVENT-01 PIXEL runs with three pools and their totals; ORBIT starts in 5 days; LUMA ended a day ago', async () => {
    const projects = await harness.browser().client.launchpool.projects();
    const byCoin = Object.fromEntries(projects.map((project) => [project.coin, project]));
    expect(byCoin.PIXEL!.rewardPools.map((pool) => [pool.rid, pool.coin, pool.totalStaked])).toEqual([
      [6, 'USDT', '0'],
      [7, 'BTC', '0.02'],
      [8, 'ETH', '99.5'],
    ]);
    expect(byCoin.ORBIT!.startTime).toBe(SEED_NOW_MS + 5 * 86_400_000);
    expect(byCoin.LUMA!.endTime).toBe(SEED_NOW_MS - 86_400_000);
  });

  it('LP-DATA-05 LP-DATA-09 NEWT has a multi-mining pool (GT) and a new-user pool that victor, who never staked, passes', async () => {
    const pools = (await alice.client.launchpool.projectInfo({ projectId: 1 })).rewardPools;
    expect(pools.map((pool) => [pool.rid, pool.rewardPoolType, pool.limitRule])).toEqual([
      [1, 'lock', 0],
      [2, 'multiMining', 0],
      [3, 'lock', 1],
    ]);
    const victor = await login('victor');
    await expect(victor.client.launchpool.checkPoolRule({ pid: 1, rid: 3 })).resolves.toEqual({ pass: 1 });
  });

  it('LP-DATA-02 LP-API-09 the VIP pool carries its vip_config; VIP 6 passes its rule, a VIP 0 user is refused', async () => {
    expect((await poolOf(alice, 4, 6)).vipConfig).toEqual({ min_vip_level: 5 });
    expect((await poolOf(alice, 1, 1)).vipConfig).toBeNull();
    const refused = await harness.failureOf(() => alice.client.launchpool.checkPoolRule({ pid: 4, rid: 6 }));
    expect(refused.serverMessage).toBe('This pool is for VIP 5 and above');
    const stake = await harness.failureOf(() =>
      alice.client.launchpool.createOrder({ pid: 4, rid: 6, amount: '100', simpleEarnStatus: 0 }),
    );
    expect(stake.serverMessage).toBe('This pool is for VIP 5 and above');
    const victor = await login('victor');
    await expect(victor.client.launchpool.checkPoolRule({ pid: 4, rid: 6 })).resolves.toEqual({ pass: 1 });
  });

  it("DEC-19 LP-DATA-07 the BTC pool's trading-volume ladder and each user's volume: alice T1 (cap 0.1 BTC), victor T2, a guest none", async () => {
    const tiers = [
      { transactionAmount: '10000', mortgageLimit: '0.1' },
      { transactionAmount: '100000', mortgageLimit: '1' },
      { transactionAmount: '1000000', mortgageLimit: '5' },
    ];
    const mine = await poolOf(alice, 4, 7);
    expect([mine.transactionConfig, mine.userTransactionAmount]).toEqual([tiers, '15000']);
    const ladder = eligibilityLadder({ transactionConfig: mine.transactionConfig, userTransactionAmount: '15000' });
    expect([ladder.currentTier?.label, ladder.amountToNextTier]).toEqual(['T1', '85000']);
    expect((await poolOf(await login('victor'), 4, 7)).userTransactionAmount).toBe('250000');
    expect((await poolOf(harness.browser(), 4, 7)).userTransactionAmount).toBe('0');
    expect((await poolOf(alice, 1, 1)).transactionConfig).toEqual([]);
  });

  it('DEC-19 the tier cap holds: alice (0.02 staked) stakes up to 0.1 BTC, not beyond', async () => {
    await alice.client.launchpool.createOrder({ pid: 4, rid: 7, amount: '0.08', simpleEarnStatus: 0 });
    const over = await harness.failureOf(() =>
      alice.client.launchpool.createOrder({ pid: 4, rid: 7, amount: '0.001', simpleEarnStatus: 0 }),
    );
    expect(over.serverMessage).toBe('Your trading volume lets you stake at most 0.1 BTC in this pool');
    expect(
      (await alice.client.launchpool.userProjectStatistics({ pid: 4 })).find((item) => item.rid === 7)?.validAmount,
    ).toBe('0.1');
  });

  it('SE-DATA-16 SE-DATA-17 project-info carries the extra reward pool of a ladder: window, period and award coin', async () => {
    const { body } = await alice.raw('GET', '/apiw/v2/earn/launch-pool/project-info?projectId=4');
    const pools = (body.data as { reward_pools: Record<string, unknown>[] }).reward_pools;
    const btc = pools.find((pool) => pool.rid === 7)!;
    expect(btc).toMatchObject({
      rid: 7,
      coin: 'BTC',
      transaction_days: 30,
      user_transaction_amount: '15000',
      transaction_config: [
        { transaction_amount: '10000', mortgage_limit: '0.1' },
        { transaction_amount: '100000', mortgage_limit: '1' },
        { transaction_amount: '1000000', mortgage_limit: '5' },
      ],
      start_at: (SEED_NOW_MS - 48 * 3_600_000) / 1000,
      end_at: (SEED_NOW_MS + 10 * 86_400_000) / 1000,
      award_asset: 'PIXEL',
    });
    // A pool without a ladder answers the default window (SE-DATA-17).
    expect(pools.find((pool) => pool.rid === 6)).toMatchObject({ transaction_days: 60, transaction_config: [] });
  });

  it('LP-QUOTA-01 the ETH pool is nearly used up: 0.5 ETH left, then none', async () => {
    const pool = await poolOf(alice, 4, 8);
    expect([pool.buyTotalAmount, pool.leftBuyTotalAmount]).toEqual(['100', '99.5']);
    expect(remainingQuota(pool, '0').toFixed()).toBe('0.5');
    const over = await harness.failureOf(() =>
      alice.client.launchpool.createOrder({ pid: 4, rid: 8, amount: '0.6', simpleEarnStatus: 0 }),
    );
    expect(over.serverMessage).toBe('This pool takes at most 0.5 ETH more from you');
    await alice.client.launchpool.createOrder({ pid: 4, rid: 8, amount: '0.5', simpleEarnStatus: 0 });
    expect(remainingQuota(await poolOf(alice, 4, 8), '0.5').toFixed()).toBe('0');
    const full = await harness.failureOf(() =>
      alice.client.launchpool.createOrder({ pid: 4, rid: 8, amount: '0.01', simpleEarnStatus: 0 }),
    );
    expect(full.serverMessage).toBe('This pool is full');
  });

  it('LP-DEST-10 BTC with a staking option is an auto-stake coin: alice redeems part of her BTC stake into staking', async () => {
    const pool = await poolOf(alice, 4, 7);
    expect([pool.redeemType, pool.staking?.rate, offersStakingDestination(pool)]).toEqual(['staking', '0.03', true]);
    expect(offersStakingDestination(await poolOf(alice, 4, 8))).toBe(false);
    await alice.client.launchpool.redeem({ pid: 4, rid: 7, amount: '0.01', simpleEarnStatus: 2 });
    expect(
      (await alice.client.launchpool.userProjectStatistics({ pid: 4 })).find((item) => item.rid === 7)?.validAmount,
    ).toBe('0.01');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('LP-QUOTA-03 LP-QUOTA-04 LP-API-18 unity owes 8000 USDT, a borrow coin without launchpool: of 9000 she may stake 1000', async () => {
    const unity = await login('unity');
    // She also owes 0.3 BTC (the staking seed's loan user); only the USDT loan concerns this pool.
    expect(await unity.client.launchpool.userLoanProperty()).toEqual({ BTC: '0.3', USDT: '8000' });
    const setting = await unity.client.shared.borrowCoinSettings({ coin: 'USDT' });
    expect(setting.isSupportLaunchpool).toBe(false);
    const balance = (await unity.client.shared.outable({ assets: ['USDT'] })).USDT!.available;
    expect(balance).toBe('9000');
    const loans = await unity.client.launchpool.userLoanProperty();
    expect(launchpoolAvailable({ coin: 'USDT', available: balance, borrowCoinSetting: setting, loans }).toFixed()).toBe(
      '1000',
    );
    const over = await harness.failureOf(() =>
      unity.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '1000.01', simpleEarnStatus: 0 }),
    );
    expect(over.serverMessage).toBe('Inadequate balance');
    await unity.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '1000', simpleEarnStatus: 0 });
    expect((await unity.client.shared.outable({ assets: ['USDT'] })).USDT!.available).toBe('8000');
  });

  it("LP-DATA-17 the compliance menu follows the user: lena's hides spot, uma's (US) express, alice's nothing", async () => {
    expect((await (await login('lena')).client.shared.complianceCheck()).menu).toEqual(['spot']);
    expect(await (await login('uma')).client.shared.complianceCheck()).toEqual({
      business: ['us_site'],
      menu: ['express'],
    });
    expect((await alice.client.shared.complianceCheck()).menu).toEqual([]);
    expect(await harness.browser().client.shared.complianceCheck()).toEqual({ business: [], menu: [] });
  });

  it('LUMA completed: alice has 500 USDT to claim and the 240 LUMA her 24 hours earned; the claim returns it', async () => {
    const luma = (await alice.client.launchpool.userProjectStatistics({ pid: 3 }))[0]!;
    expect(luma).toEqual({
      rid: 5,
      validAmount: '500',
      amount: '240',
      lastRewardAmount: '10',
      lastHourRewardAmount: '0',
    });
    expect(await spot('LUMA')).toBe('240');
    const before = await spot('USDT');
    await alice.client.launchpool.redeem({ pid: 3, rid: 5, amount: '500', simpleEarnStatus: 0 });
    expect(difference(await spot('USDT'), before)).toBe('500');
    expect((await alice.client.launchpool.userProjectStatistics({ pid: 3 }))[0]?.validAmount).toBe('0');
  });

  it('rewards accrue hourly with the clock: alice, alone in the BTC pool, earns 5 PIXEL an hour', async () => {
    const btc = async () =>
      (await alice.client.launchpool.userProjectStatistics({ pid: 4 })).find((item) => item.rid === 7)!;
    expect(await btc()).toMatchObject({ validAmount: '0.02', amount: '240', lastHourRewardAmount: '5' });
    await advance(harness.sim, 2);
    expect(await btc()).toMatchObject({ amount: '250', lastRewardAmount: '5', lastHourRewardAmount: '5' });
    expect(await spot('PIXEL')).toBe('250');
  });
});
