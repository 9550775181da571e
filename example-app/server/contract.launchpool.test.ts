// @vitest-environment node
/**
 * Launchpool contract tests: the REAL client against the simulator: projects and pools, stake (create
 * order) with the pool rules and quota, hourly rewards, redeem to spot, Simple Earn or staking, and the
 * notification switches (DEC-13).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isEarnApiError, type EarnApiError } from '../../src/api/errors';
import { Decimal } from '../../src/domain/decimal';
import { advance, databaseFingerprint, ledgerBalances, startSimulator, type SimBrowser } from './harness.testing';
import { SEED_NOW_MS } from './seed';

let harness: Awaited<ReturnType<typeof startSimulator>>;
let alice: SimBrowser;

beforeAll(async () => {
  harness = await startSimulator();
}, 60_000);
afterAll(async () => {
  await harness.sim.state.db.close();
});
beforeEach(async () => {
  await harness.reset();
  alice = harness.browser();
  await alice.login('alice');
});

const spot = async (coin: string, browser: SimBrowser = alice) =>
  (await browser.client.shared.outable({ assets: [coin] }))[coin]!.available;
/** `after − before` of two amounts, exactly, as decimal text. */
const difference = (after: string, before: string) => new Decimal(after).minus(before).toFixed();
async function failureOf(call: () => Promise<unknown>): Promise<EarnApiError> {
  const before = await databaseFingerprint(harness.sim);
  const error = await call().then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  if (!isEarnApiError(error)) throw error;
  expect(await databaseFingerprint(harness.sim)).toBe(before);
  return error;
}

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
    expect(await alice.client.launchpool.userStat()).toEqual({ rewards: [{ coin: 'NEWT', amount: '960' }] });
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
    const error = await failureOf(() => alice.client.launchpool.checkPoolRule({ pid: 1, rid: 3 }));
    expect(error.serverMessage).toBe('This pool is for new users only');
    const victor = harness.browser();
    await victor.login('victor');
    await expect(victor.client.launchpool.checkPoolRule({ pid: 1, rid: 3 })).resolves.toEqual({ pass: 1 });
  });
});

describe('launchpool failures', () => {
  it('LP-AMT-08 LP-ERR-01 a stake below the pool minimum fails with the server message', async () => {
    expect(
      (await failureOf(() => alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '5', simpleEarnStatus: 0 })))
        .serverMessage,
    ).toBe('The minimum stake is 10 USDT');
  });

  it('LP-AMT-09 DEC-15 a stake over the personal maximum (with what is staked) fails', async () => {
    await alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '4000', simpleEarnStatus: 0 });
    expect(
      (
        await failureOf(() =>
          alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '1001', simpleEarnStatus: 0 }),
        )
      ).serverMessage,
    ).toBe('You can stake at most 5000 USDT in total, including what you have already staked');
  });

  it('LP-AMT-10 a stake above the balance fails with inadequate balance', async () => {
    const uma = harness.browser();
    await uma.login('uma');
    expect(
      (await failureOf(() => uma.client.launchpool.createOrder({ pid: 1, rid: 2, amount: '10', simpleEarnStatus: 0 })))
        .serverMessage,
    ).toBe('Inadequate balance');
  });

  it('LP-REDEEM-08 LP-REDEEM-09 LP-ERR-02 redeem above the stake or below 0.1^decimal_place fails', async () => {
    expect(
      (await failureOf(() => alice.client.launchpool.redeem({ pid: 1, rid: 2, amount: '201', simpleEarnStatus: 0 })))
        .serverMessage,
    ).toBe('You can redeem at most 200 GT');
    expect(
      (
        await failureOf(() =>
          alice.client.launchpool.redeem({ pid: 1, rid: 2, amount: '0.00001', simpleEarnStatus: 0 }),
        )
      ).serverMessage,
    ).toBe('The minimum amount is 0.0001 GT');
  });

  it("a redeem or stake with more decimals than the pool's decimal_place is refused, so no unredeemable dust is left (GT, 4 places)", async () => {
    const gtStake = async () =>
      (await alice.client.launchpool.userProjectStatistics({ pid: 1 })).find((item) => item.rid === 2)!.validAmount;
    const tooPrecise = await failureOf(() =>
      alice.client.launchpool.redeem({ pid: 1, rid: 2, amount: '199.999906789012345678', simpleEarnStatus: 0 }),
    );
    expect(tooPrecise).toMatchObject({ status: 400, serverMessage: 'amount allows at most 4 decimals' });
    expect(await gtStake()).toBe('200');
    const stake = await failureOf(() =>
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
      (await failureOf(() => alice.client.launchpool.createOrder({ pid: 2, rid: 4, amount: '1', simpleEarnStatus: 2 })))
        .serverMessage,
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
});
