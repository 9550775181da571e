// @vitest-environment node
/**
 * The funding-password lockout under parallel guesses: the attempts are counted by the database, so a
 * burst of requests cannot each read an unlocked user and have its guess checked. Runs on PGlite, and on
 * PostgreSQL with SIM_TEST_DATABASE=postgres, where the requests truly interleave on a connection pool.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESPONSE_CODE } from '../../src/domain/shared/constants';
import { advance, startSimulator, type SimBrowser } from './harness.testing';

let harness: Awaited<ReturnType<typeof startSimulator>>;
let victor: SimBrowser;

beforeAll(async () => {
  harness = await startSimulator();
}, 60_000);
afterAll(async () => {
  await harness.sim.state.db.close();
});
beforeEach(async () => {
  await harness.reset();
  victor = harness.browser();
  await victor.login('victor');
});

const RIGHT = '135790';
const subscribeWith = (fundpass: string) =>
  victor.raw('POST', '/apiw/v2/uni-loan/earn/subscribe', {
    json: { asset: 'USDT', amount: '1', rateYear: '0', fundpass },
    headers: { 'X-CSRF-Token': victor.cookies.get('csrftoken') ?? '' },
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
    const relogin = harness.browser();
    await relogin.login('victor');
    victor = relogin;
    expect((await subscribeWith(RIGHT)).body.code).toBe(RESPONSE_CODE.success);
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
