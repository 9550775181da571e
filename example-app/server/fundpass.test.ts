// @vitest-environment node
/**
 * The funding password: which calls ask for it (P-32 in docs/decisions.md), through the REAL client, and
 * the lockout under parallel guesses: the attempts are counted by the database, so a burst of requests
 * cannot each read an unlocked user and have its guess checked. Runs on PGlite, and on PostgreSQL with
 * SIM_TEST_DATABASE=postgres, where the requests truly interleave on a connection pool.
 */
import { describe, expect, it } from 'vitest';
import type { EarnClient } from '../../src/api';
import { RESPONSE_CODE } from '../../src/domain/shared/constants';
import { stakeActionRequest } from '../../src/domain/staking/stakeAction';
import { advance, answeringFundpass, signedInEachTest, simulatorForFile, type SimBrowser } from './harness.testing';

const harness = simulatorForFile();
const victor = signedInEachTest(harness, 'victor');

const RIGHT = '135790';
const subscribeWith = (fundpass: string, browser: SimBrowser = victor) =>
  browser.raw('POST', '/apiw/v2/uni-loan/earn/subscribe', {
    json: { asset: 'USDT', amount: '1', rateYear: '0', fundpass },
    headers: { 'X-CSRF-Token': browser.cookies.get('csrftoken') ?? '' },
  });
const spotUsdt = async () => (await victor.client.shared.outable({ assets: ['USDT'] })).USDT!.available;

describe('funding-password lockout', () => {
  it('SH-FUNDPASS-08 a burst of 100 wrong passwords then the right one, all at once, checks at most five and refuses the right one once locked', async () => {
    const before = await spotUsdt();
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, (_, index) => subscribeWith(String(100000 + index))),
      subscribeWith(RIGHT),
    ]);
    const codes = answers.map((answer) => answer.body.code);
    // Four wrong guesses are told so; the fifth locks, and every later one is refused unchecked.
    expect(codes.filter((code) => code === RESPONSE_CODE.fundingPasswordCheckFailed)).toHaveLength(4);
    expect(codes.filter((code) => code === RESPONSE_CODE.verifyFrequency)).toHaveLength(97);
    expect(codes.at(-1)).toBe(RESPONSE_CODE.verifyFrequency);
    expect(await spotUsdt()).toBe(before);

    expect((await subscribeWith(RIGHT)).body.code).toBe(RESPONSE_CODE.verifyFrequency);
    await advance(harness.sim, 1);
    const relogin = await harness.signIn('victor');
    expect((await subscribeWith(RIGHT, relogin)).body.code).toBe(RESPONSE_CODE.success);
  });

  it('a right password among parallel wrong ones before the lock is accepted and starts the count again', async () => {
    const answers = await Promise.all([subscribeWith('000000'), subscribeWith(RIGHT), subscribeWith('000001')]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([
      RESPONSE_CODE.success,
      RESPONSE_CODE.fundingPasswordCheckFailed,
      RESPONSE_CODE.fundingPasswordCheckFailed,
    ]);
    // Whatever order they ran in, at most two wrong guesses count after the right one: two more still do not lock.
    const later = [];
    for (let attempt = 0; attempt < 2; attempt++) later.push((await subscribeWith('000002')).body.code);
    expect(later).toEqual([RESPONSE_CODE.fundingPasswordCheckFailed, RESPONSE_CODE.fundingPasswordCheckFailed]);
  });
});

const stakeOf = (coin: string, amount: string) =>
  stakeActionRequest({ action: 'stake', amount, coin, pid: -1, isVip: false });
const redeemOf = (coin: string, amount: string) =>
  stakeActionRequest({ action: 'redeem', amount, coin, pid: -1, redeemType: 'fast', isVip: false });

/** The money-moving calls P-32 lists, each with the code it answers without the password. */
const ASKING: readonly [string, 101 | 10010111, (client: EarnClient) => Promise<unknown>][] = [
  [
    'launchpool stake',
    10010111,
    (c) => c.launchpool.createOrder({ pid: 1, rid: 1, amount: '100', simpleEarnStatus: 0 }),
  ],
  ['launchpool redeem', 101, (c) => c.launchpool.redeem({ pid: 1, rid: 1, amount: '40', simpleEarnStatus: 0 })],
  ['staking stake', 10010111, (c) => c.staking.stake(stakeOf('ETH', '2'))],
  ['staking stake by the action', 10010111, (c) => c.staking.action(stakeOf('ETH', '1'))],
  ['staking redeem', 101, (c) => c.staking.redeem(redeemOf('ETH', '0.5'))],
  ['staking redeem by the action', 101, (c) => c.staking.action(redeemOf('ETH', '0.5'))],
  ['GUSD mint', 10010111, (c) => c.staking.action(stakeOf('GUSD', '200'))],
  ['GUSD debt redeem', 101, (c) => c.staking.action(redeemOf('GUSD', '100'))],
  ['wealth purchase', 10010111, (c) => c.wealth.purchase({ pid: 2, amount: '10', project_type: 5 })],
  ['wealth redeem', 101, (c) => c.wealth.redeem({ pid: 1, unit: '1' })],
];

describe('which calls ask for the funding password (P-32)', () => {
  it('SH-FUNDPASS-01 SH-FUNDPASS-07 launchpool, staking, the GUSD mint and wealth ask a protected user for it, in order, and go through with it', async () => {
    const prompted = await harness.signIn('victor', answeringFundpass(RIGHT));
    // In order, so each redeem has the stake before it to take from.
    for (const [name, code, send] of ASKING) {
      victor.activate();
      const error = await harness.failureOf(() => send(victor.client));
      expect({ name, kind: error.kind, code: error.code }).toEqual({ name, kind: 'funding-password', code });
      prompted.activate();
      await expect(send(prompted.client), name).resolves.not.toThrow();
    }
  });

  it('switches and cancelling a pending redemption do not ask for it', async () => {
    const prompted = await harness.signIn('victor', answeringFundpass(RIGHT));
    await prompted.client.simpleEarn.redeemFlexible({
      asset: 'USDT',
      amount: '10',
      curr_amount: '0',
      lend_amount: '0',
    });
    victor.activate();
    await expect(victor.client.simpleEarn.cancelRedeem({ asset: 'USDT', amount: '10' })).resolves.not.toThrow();
    await expect(victor.client.softStaking.setSwitch(true)).resolves.not.toThrow();
    await expect(victor.client.autoEarn.setStatus({ assets: 'USDT', status: '1' })).resolves.not.toThrow();
  });
});
