import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../domain/shared/constants';
import { envelopeResponse } from './fetchDouble.testing';
import { retryDelay } from './request';
import { rejectionOf, setupClient } from './testSetup.testing';

afterEach(() => {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'XSRF=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.useRealTimers();
});

describe('request shape', () => {
  it('SH-API-01 paths are relative: with no baseUrl fetch gets the bare path', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { mode: 'classic' } }));
    await client.shared.accountMode();
    expect(double.calls[0]?.input).toBe('/apiw/v2/unified/account_mode');
  });

  it('SH-API-01 a baseUrl prefixes every path', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { mode: 'classic' } }), {
      baseUrl: 'https://exchange.example/',
    });
    await client.shared.accountMode();
    expect(double.calls[0]?.input).toBe('https://exchange.example/apiw/v2/unified/account_mode');
  });

  it('SH-API-03 a same-origin call carries the CSRF header read from its cookie at call time', async () => {
    const { client, double } = setupClient(() => ({ code: 0 }));
    document.cookie = 'csrftoken=first';
    await client.softStaking.setSwitch(true).catch(() => undefined);
    document.cookie = 'csrftoken=rotated%20token';
    await client.launchpool.checkPoolRule({ pid: 1, rid: 2 });
    expect((await double.read(0)).headers.get('X-CSRF-Token')).toBe('first');
    expect((await double.read(1)).headers.get('X-CSRF-Token')).toBe('rotated token');
  });

  it('SH-API-03 the cookie and header names can be set by the host', async () => {
    const { client, double } = setupClient(() => ({ code: 0 }), {
      csrfCookieName: 'XSRF',
      csrfHeaderName: 'X-XSRF-TOKEN',
    });
    document.cookie = 'XSRF=abc';
    await client.launchpool.userStat();
    expect((await double.read()).headers.get('X-XSRF-TOKEN')).toBe('abc');
  });

  it('SH-API-03 a call to another origin never carries the CSRF token', async () => {
    const { client, double } = setupClient(() => ({ code: 0 }), { baseUrl: 'https://api.elsewhere.example' });
    document.cookie = 'csrftoken=secret';
    await client.launchpool.userStat();
    expect((await double.read()).headers.get('X-CSRF-Token')).toBeNull();
  });

  it('SH-API-03 a baseUrl on the page origin is same-origin and carries the token', async () => {
    const { client, double } = setupClient(() => ({ code: 0 }), { baseUrl: location.origin });
    document.cookie = 'csrftoken=mine';
    await client.launchpool.userStat();
    expect((await double.read()).headers.get('X-CSRF-Token')).toBe('mine');
  });

  it('SH-API-02 a POST without a JSON statement is form-encoded', async () => {
    const { client, double } = setupClient(() => ({ code: 0 }));
    await client.simpleEarn.cancelRedeem({ amount: '1.5', asset: 'BTC' });
    const request = await double.read();
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.body).toBe('amount=1.5&asset=BTC');
  });

  it('SH-API-02 a stated JSON call sends JSON', async () => {
    const { client, double } = setupClient(() => ({ code: 0 }));
    await client.simpleEarn.setMinimumApr({ asset: 'USDT', rateYear: '0.0125' });
    const request = await double.read();
    expect(request.contentType).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ asset: 'USDT', rateYear: '0.0125' });
  });

  it('SH-API-04 query params leave out null and undefined values', async () => {
    const { client, double } = setupClient(() => ({ code: 0, data: { list: [], total: 0 } }));
    await client.holdings.flexibleHoldings({ asset: undefined, order_id: 'X' });
    expect((await double.read()).query).toEqual({ order_id: 'X', page: '1', limit: '10' });
  });
});

describe('retries (SH-CONST-03): GETs only, on network failures and 5xx', () => {
  it('SH-CONST-03 a GET answered 503 is retried and resolves with the later answer', async () => {
    const { client, double } = setupClient((_request, index) =>
      index < 2 ? new Response('busy', { status: 503 }) : { code: 0, data: { mode: 'unified' } },
    );
    await expect(client.shared.accountMode()).resolves.toMatchObject({ mode: 'unified' });
    expect(double.calls).toHaveLength(3);
  });

  it('SH-CONST-03 a GET whose fetch rejects is retried', async () => {
    const { client, double } = setupClient((_request, index) => {
      if (index === 0) throw new TypeError('Failed to fetch');
      return { code: 0, data: { available: '3' } };
    });
    await expect(client.shared.lentAvailable({ asset: 'USDT' })).resolves.toBe('3');
    expect(double.calls).toHaveLength(2);
  });

  it('SH-CONST-03 a POST answered 503 is never retried: it may already have moved money', async () => {
    const { client, double } = setupClient(() => new Response('busy', { status: 503 }));
    expect(
      await rejectionOf(client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '5', rateYear: '0.01' })),
    ).toMatchObject({ kind: 'network', status: 503 });
    expect(double.calls).toHaveLength(1);
  });

  it('SH-CONST-03 a PUT whose fetch rejects is never retried', async () => {
    const { client, double } = setupClient(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await rejectionOf(client.holdings.setReinvestStatus({ order_id: 9, reinvest_status: 1 }))).toMatchObject({
      kind: 'network',
    });
    expect(double.calls).toHaveLength(1);
  });

  it('SH-CONST-03 retries stop at the count: 2 retries make 3 requests, then Networkerr', async () => {
    const { client, double } = setupClient(() => new Response('down', { status: 502 }), { retries: 2 });
    expect(await rejectionOf(client.shared.accountMode())).toMatchObject({
      kind: 'network',
      messageKey: 'Networkerr',
      status: 502,
    });
    expect(double.calls).toHaveLength(3);
  });

  it('SH-CONST-03 a business failure on a GET is not retried', async () => {
    const { client, double } = setupClient(() => ({ code: -1, message: 'nope' }));
    await rejectionOf(client.shared.accountMode());
    expect(double.calls).toHaveLength(1);
  });

  it('SH-CONST-03 the pause doubles from the first delay up to 4 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, 250))).toEqual([250, 500, 1000, 2000, 4000, 4000]);
  });

  it('SH-CONST-01 SH-CONST-03 the default 10 retries are bounded by the 20 s timeout', async () => {
    vi.useFakeTimers();
    const { client, double } = setupClient(() => new Response('down', { status: 503 }), { retryDelayMs: 250 });
    const outcome = rejectionOf(client.shared.accountMode());
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    // Pauses 250 + 500 + 1000 + 2000 + 4000 × 4 = 19.75 s fit 8 retries; the 9th pause would end past 20 s.
    expect(double.calls).toHaveLength(9);
  });
});

describe('timeout and abort', () => {
  it('SH-CONST-01 a call with no answer fails with kind timeout after 20 s, not before', async () => {
    vi.useFakeTimers();
    const { client } = setupClient(() => 'hang');
    let settled: unknown = 'pending';
    const outcome = rejectionOf(
      client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '1', rateYear: '0.01' }),
    ).then((error) => (settled = error));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(settled).toMatchObject({ kind: 'timeout', messageKey: 'Networkerr' });
  });

  it('SH-CONST-01 the timeout can be set by the host', async () => {
    vi.useFakeTimers();
    const { client } = setupClient(() => 'hang', { timeoutMs: 3000 });
    const outcome = rejectionOf(client.shared.accountMode());
    await vi.advanceTimersByTimeAsync(3000);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
  });

  it('SH-CONST-03 a caller abort fails with kind aborted and is not retried', async () => {
    const controller = new AbortController();
    const { client, double } = setupClient(() => 'hang');
    const outcome = rejectionOf(client.shared.lentAvailable({ asset: 'BTC' }, { signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'aborted' });
    expect(double.calls).toHaveLength(1);
  });

  it('SH-CONST-03 an abort during the pause before a retry stops the retries', async () => {
    const controller = new AbortController();
    const { client, double } = setupClient(() => new Response('busy', { status: 503 }), { retryDelayMs: 60_000 });
    const outcome = rejectionOf(client.shared.accountMode({ signal: controller.signal }));
    await vi.waitFor(() => expect(double.calls).toHaveLength(1));
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'aborted' });
    expect(double.calls).toHaveLength(1);
  });

  it('SH-CONST-03 a signal aborted before the call sends nothing', async () => {
    const { client, double } = setupClient(() => ({ code: 0 }));
    expect(await rejectionOf(client.shared.accountMode({ signal: AbortSignal.abort() }))).toMatchObject({
      kind: 'aborted',
    });
    expect(double.calls).toHaveLength(0);
  });

  it('SH-FUNDPASS-03 an abort while the password prompt is open sends no retry', async () => {
    const controller = new AbortController();
    const { client, double } = setupClient(() => envelopeResponse({ code: 101 }), {
      onFundingPasswordRequired: async () => {
        controller.abort();
        return 'secret';
      },
    });
    expect(
      await rejectionOf(
        client.simpleEarn.redeemFlexible(
          { asset: 'A', amount: '1', curr_amount: '1', lend_amount: '1' },
          { signal: controller.signal },
        ),
      ),
    ).toMatchObject({ kind: 'aborted' });
    expect(double.calls).toHaveLength(1);
  });
});
