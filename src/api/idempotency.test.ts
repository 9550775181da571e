import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESPONSE_CODE } from '../domain/shared/constants';
import { EarnApiError } from './errors';
import { isOutcomeUnknown, newIdempotencyKey } from './idempotency';
import { setupClient } from './testSetup.testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Idempotency-Key header (P-35)', () => {
  it('every money-moving call carries a key of its own', async () => {
    const { client, double } = setupClient();
    await client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' });
    await client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0' });
    await client.wealth.redeem({ pid: 1, unit: '1' }).catch(() => undefined);
    const keys = await Promise.all(
      [0, 1, 2].map(async (index) => (await double.read(index)).headers.get('Idempotency-Key')),
    );
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(3);
  });

  it("the caller's key is sent as it is, on the call and again on its retry", async () => {
    const { client, double } = setupClient();
    for (let attempt = 0; attempt < 2; attempt++)
      await client.launchpool.createOrder(
        { pid: 1, rid: 2, amount: '5', simpleEarnStatus: 0 },
        { idempotencyKey: 'click-7' },
      );
    expect((await double.read(0)).headers.get('Idempotency-Key')).toBe('click-7');
    expect((await double.read(1)).headers.get('Idempotency-Key')).toBe('click-7');
  });

  it('SH-FUNDPASS-03 the retry with the funding password carries the key of the first request', async () => {
    const { client, double } = setupClient(
      (_request, index) =>
        index === 0 ? { code: RESPONSE_CODE.fundingPasswordNeeded, data: null } : { code: 0, data: null },
      { onFundingPasswordRequired: async () => '123456' },
    );
    await client.staking.action({ side: 1, amount: '1', coin: 'ETH' });
    const [first, retry] = [await double.read(0), await double.read(1)];
    expect(retry.body).toContain('fundpass=123456');
    expect(first.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(retry.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
  });

  it('reads and switches carry no key', async () => {
    const { client, double } = setupClient();
    await client.shared.accountMode().catch(() => undefined);
    await client.softStaking.setSwitch(true).catch(() => undefined);
    await client.launchpool.checkPoolRule({ pid: 1, rid: 2 });
    for (const index of [0, 1, 2]) expect((await double.read(index)).headers.get('Idempotency-Key')).toBeNull();
  });

  it('the header can be renamed, or turned off for a backend that does not allow it', async () => {
    const renamed = setupClient(() => ({ code: 0 }), { idempotencyKeyHeader: 'X-Request-Id' });
    await renamed.client.simpleEarn.cancelRedeem({ asset: 'USDT', amount: '1' }, { idempotencyKey: 'k' });
    expect((await renamed.double.read()).headers.get('X-Request-Id')).toBe('k');
    const off = setupClient(() => ({ code: 0 }), { idempotencyKeyHeader: null });
    await off.client.simpleEarn.cancelRedeem({ asset: 'USDT', amount: '1' }, { idempotencyKey: 'k' });
    expect((await off.double.read()).headers.get('Idempotency-Key')).toBeNull();
  });
});

describe('newIdempotencyKey', () => {
  it('is a random UUID, also where crypto.randomUUID is missing (a page on plain http)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(50);
  });
});

describe('isOutcomeUnknown', () => {
  const error = (kind: EarnApiError['kind']) =>
    new EarnApiError({
      kind,
      call: 'wealthPurchase',
      messageKey: 'Networkerr',
      outcome: { kind: 'networkError', key: 'Networkerr' },
    });
  it.each([
    ['timeout', true],
    ['network', true],
    ['aborted', true],
    ['malformed', true],
    ['business', false],
    ['funding-password', false],
    ['login-required', false],
  ] as const)('a %s failure leaves the outcome unknown: %s', (kind, unknown) => {
    expect(isOutcomeUnknown(error(kind))).toBe(unknown);
  });
  it("a 409 (the key's first request is still running on the server) leaves the outcome unknown, so a retry keeps the key", async () => {
    const { client } = setupClient(
      () =>
        new Response(
          JSON.stringify({ code: RESPONSE_CODE.failure, label: 'IDEMPOTENCY_KEY_IN_USE', message: 'still running' }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const failure = await client.launchpool
      .createOrder({ pid: 1, rid: 2, amount: '5', simpleEarnStatus: 0 }, { idempotencyKey: 'click-8' })
      .catch((error: unknown) => error);
    expect(isOutcomeUnknown(failure)).toBe(true);
  });
  it('anything thrown that is not an EarnApiError is unknown too', () => {
    expect(isOutcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
  });
});
