// @vitest-environment node
/**
 * Idempotency keys (P-35): a money-moving call sent again with the same `Idempotency-Key` is answered
 * with the first answer and applied once, whether the repeat comes after the first answer, while the
 * first is still running, or after the client gave up on it (timeout, then retry through the REAL
 * client). Runs on PGlite, and on PostgreSQL with SIM_TEST_DATABASE=postgres.
 */
import { describe, expect, it } from 'vitest';
import { createEarnClient } from '../../src/api';
import { isEarnApiError } from '../../src/api/errors';
import { Decimal } from '../../src/domain/decimal';
import { RESPONSE_CODE } from '../../src/domain/shared/constants';
import {
  answeringFundpass,
  createBrowser,
  databaseFingerprint,
  ledgerBalances,
  signedInEachTest,
  simulatorForFile,
  type SimBrowser,
} from './harness.testing';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

const SUBSCRIBE = '/apiw/v2/uni-loan/earn/subscribe';
const csrf = (browser: SimBrowser) => ({ 'X-CSRF-Token': browser.cookies.get('csrftoken') ?? '' });
const subscribe = (browser: SimBrowser, key: string, amount = '100') =>
  browser.raw('POST', SUBSCRIBE, {
    json: { asset: 'USDT', amount, rateYear: '0' },
    headers: { ...csrf(browser), 'Idempotency-Key': key },
  });
const spotUsdt = async (browser: SimBrowser = alice) =>
  (await browser.client.shared.outable({ assets: ['USDT'] })).USDT!.available;
const spent = (before: string, after: string) => new Decimal(before).minus(after).toFixed();

describe('Idempotency-Key on the simulator', () => {
  it('a repeat of a key after its answer gets the first answer and moves no money again', async () => {
    const before = await spotUsdt();
    const first = await subscribe(alice, 'key-1');
    const repeat = await subscribe(alice, 'key-1');
    expect(first.body.code).toBe(RESPONSE_CODE.success);
    expect(repeat).toEqual(first);
    expect(spent(before, await spotUsdt())).toBe('100');
    // Another key is another action.
    await subscribe(alice, 'key-2');
    expect(spent(before, await spotUsdt())).toBe('200');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('two requests with one key at the same time: one is applied and both get its answer', async () => {
    const before = await spotUsdt();
    const answers = await Promise.all([subscribe(alice, 'same'), subscribe(alice, 'same'), subscribe(alice, 'same')]);
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0, 0]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(spent(before, await spotUsdt())).toBe('100');
  });

  it('a key used again for a different request is a parameter error and changes nothing', async () => {
    await subscribe(alice, 'key-1');
    const before = await databaseFingerprint(harness.sim);
    const other = await subscribe(alice, 'key-1', '200');
    expect(other).toMatchObject({ status: 422, body: { code: -1, label: 'IDEMPOTENCY_KEY_REUSED' } });
    const otherCall = await alice.raw('POST', '/apiw/v2/uni-loan/earn/redeem', {
      form: { asset: 'USDT', amount: '100' },
      headers: { ...csrf(alice), 'Idempotency-Key': 'key-1' },
    });
    expect(otherCall).toMatchObject({ status: 422, body: { label: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await databaseFingerprint(harness.sim)).toBe(before);
  });

  it('a failure is not kept: the same key runs again once its cause is gone', async () => {
    const before = await spotUsdt();
    const tooMuch = new Decimal(before).plus(1).toFixed();
    expect((await subscribe(alice, 'retry-me', tooMuch)).body.label).toBe('INSUFFICIENT_BALANCE');
    await harness.sim.fetch(
      new Request('http://sim.test/__sim/users/alice/deposit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account: 'spot', asset: 'USDT', amount: '1' }),
      }),
    );
    expect((await subscribe(alice, 'retry-me', tooMuch)).body.code).toBe(RESPONSE_CODE.success);
    expect(await spotUsdt()).toBe('0');
  });

  it("keys are each user's own", async () => {
    const unity = await harness.signIn('unity');
    const holding = async () => (await unity.client.holdings.holdingDetail({ asset: 'USDT' })).currAmount;
    const unityBefore = await holding();
    alice.activate();
    expect((await subscribe(alice, 'shared')).body.code).toBe(0);
    unity.activate();
    expect((await subscribe(unity, 'shared')).body.code).toBe(0);
    expect(new Decimal(await holding()).minus(unityBefore).toFixed()).toBe('100');
  });

  it('the funding-password retry carries the same key and is applied once', async () => {
    const victor = await harness.signIn('victor', answeringFundpass());
    const before = await spotUsdt(victor);
    await victor.client.simpleEarn.subscribeFlexible(
      { asset: 'USDT', amount: '100', rateYear: '0' },
      { idempotencyKey: 'with-password' },
    );
    expect(spent(before, await spotUsdt(victor))).toBe('100');
    // The same action sent again (with the password) is the first answer, not a second subscription.
    await victor.client.simpleEarn.subscribeFlexible(
      { asset: 'USDT', amount: '100', rateYear: '0' },
      { idempotencyKey: 'with-password' },
    );
    expect(spent(before, await spotUsdt(victor))).toBe('100');
  });

  it('a key that is not printable text of at most 255 characters is refused', async () => {
    const before = await databaseFingerprint(harness.sim);
    expect(await subscribe(alice, 'x'.repeat(256))).toMatchObject({
      status: 400,
      body: { label: 'INVALID_IDEMPOTENCY_KEY' },
    });
    expect(await databaseFingerprint(harness.sim)).toBe(before);
  });
});

describe('a timed-out call retried by the client', () => {
  it('the request times out, the server still applies it, and the retry with the same key gets its answer: applied once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holdNext = false;
    const serverWork: Promise<Response>[] = [];
    // A request marked to be held reaches the server only after the client has given up on it.
    const browser = createBrowser(
      (request) => {
        const work = (holdNext ? held : Promise.resolve()).then(() => harness.sim.fetch(request));
        holdNext = false;
        serverWork.push(work);
        return work;
      },
      { timeoutMs: 100 },
    );
    await browser.login('alice');
    // The retry and the reads: a client with the usual timeout, in the same browser.
    const patient = createEarnClient({ fetch: browser.fetch, retries: 0, log: () => undefined });
    const spot = async () => (await patient.shared.outable({ assets: ['USDT'] })).USDT!.available;
    const before = await spot();
    serverWork.length = 0;

    const body = { asset: 'USDT', amount: '100', rateYear: '0' };
    holdNext = true;
    const timedOut = await browser.client.simpleEarn.subscribeFlexible(body, { idempotencyKey: 'one-click' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isEarnApiError(timedOut) && timedOut.kind).toBe('timeout');
    release();
    const firstAnswer = (await (await serverWork[0]!).json()) as { code: number; data: unknown };
    expect(firstAnswer.code).toBe(RESPONSE_CODE.success);
    expect(spent(before, await spot())).toBe('100');

    const retried = await patient.simpleEarn.subscribeFlexible(body, { idempotencyKey: 'one-click' });
    expect(retried).toEqual(firstAnswer.data);
    expect(spent(before, await spot())).toBe('100');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });
});
