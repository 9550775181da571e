// @vitest-environment node
/**
 * Hostile input from a security review: oversized bodies, JSON numbers a double cannot hold, disguised
 * Content-Types, fields given twice, impossible time zones, secrets in the URL, markup as a coin,
 * database error text, and cross-site posts to the simulator's control endpoints. Each is refused in
 * the exchange's envelope and leaves the database as it was.
 */
import { describe, expect, it } from 'vitest';
import { databaseFingerprint, signedInEachTest, simulatorForFile, type SimBrowser } from './harness.testing';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

const SUBSCRIBE = '/apiw/v2/uni-loan/earn/subscribe';
const PRE_REDEEM = '/apiw/v2/fixed_earn/api/user/pre-redeem';
const HISTORY = '/apiw/v2/uni-loan/earn/history';
const csrf = (browser: SimBrowser = alice) => ({ 'X-CSRF-Token': browser.cookies.get('csrftoken') ?? '' });

/** A raw request as `browser`, answered as status and parsed envelope (null when the body is not JSON). */
async function send(browser: SimBrowser, path: string, init: RequestInit) {
  const response = await browser.fetch(path, init);
  const text = await response.text();
  let body: { code: number; message?: string; label?: string; data: unknown } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, body, text, cookies: response.headers.getSetCookie() };
}

/** Calls `work` and checks the database is unchanged by it. */
async function unchanged<T>(work: () => Promise<T>): Promise<T> {
  const before = await databaseFingerprint(harness.sim);
  const result = await work();
  expect(await databaseFingerprint(harness.sim)).toBe(before);
  return result;
}

/** A body stream of `total` bytes of JSON-ish filler that counts how much of it was pulled. */
function countingBody(total: number): { stream: ReadableStream<Uint8Array>; pulled(): number } {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

describe('request size', () => {
  for (const path of [SUBSCRIBE, '/__sim/login']) {
    it(`a 50 MB body to ${path} is refused with 413 before it is read whole`, async () => {
      const body = countingBody(50 * 1024 * 1024);
      const answer = await unchanged(() =>
        send(alice, path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...csrf() },
          body: body.stream,
          duplex: 'half',
        } as RequestInit),
      );
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ code: -1, label: 'BODY_TOO_LARGE' });
      expect(body.pulled()).toBeLessThan(2 * 1024 * 1024);
    });
  }
});

describe('JSON numbers', () => {
  it('an amount sent as a JSON number that a double would round is refused', async () => {
    const answer = await unchanged(() =>
      send(alice, SUBSCRIBE, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...csrf() },
        body: '{"asset":"USDT","amount":100.00000000000000001,"rateYear":"0"}',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -1, label: 'INEXACT_NUMBER' });
  });

  it('an id beyond the exact integer range is refused rather than rounded', async () => {
    const answer = await unchanged(() =>
      send(alice, '/apiw/v2/fixed_earn/api/user/lend', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...csrf() },
        body: '{"product_id":9007199254740993,"amount":"100","year_rate":"0.05","reinvest_status":0,"redeem_account_type":1}',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -1, label: 'INEXACT_NUMBER' });
  });

  it('an amount sent as an exact JSON number is read as its decimal text', async () => {
    const answer = await send(alice, SUBSCRIBE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...csrf() },
      body: '{"asset":"USDT","amount":12.50,"rateYear":"0"}',
    });
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
  });

  it('a field given twice in a JSON object is refused, never last-wins', async () => {
    const answer = await unchanged(() =>
      send(alice, SUBSCRIBE, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...csrf() },
        body: '{"asset":"USDT","amount":"1","amount":"100","rateYear":"0"}',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: -1,
      label: 'DUPLICATE_FIELD',
      message: 'amount is given more than once',
    });
  });
});

describe('Content-Type', () => {
  it('a media type that only contains application/json is refused', async () => {
    const answer = await unchanged(() =>
      send(alice, SUBSCRIBE, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain; x=application/json', ...csrf() },
        body: '{"asset":"USDT","amount":"1","rateYear":"0"}',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -1, label: 'UNSUPPORTED_BODY' });
  });

  it('the media type is matched case-insensitively with its parameters', async () => {
    const answer = await send(alice, SUBSCRIBE, {
      method: 'POST',
      headers: { 'Content-Type': 'Application/JSON ; charset=UTF-8', ...csrf() },
      body: '{"asset":"USDT","amount":"1","rateYear":"0"}',
    });
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
  });

  it('a multipart form is read like a urlencoded one', async () => {
    const form = new FormData();
    form.set('asset', 'USDT');
    form.set('amount', '1');
    const answer = await send(alice, '/apiw/v2/uni-loan/earn/redeem', {
      method: 'POST',
      headers: csrf(),
      body: form,
    });
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
  });
});

describe('fields given twice', () => {
  it('a form with order_id twice is refused and redeems nothing', async () => {
    const answer = await unchanged(() =>
      send(alice, PRE_REDEEM, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...csrf() },
        body: 'order_id=999999&order_id=2',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: -1,
      label: 'DUPLICATE_FIELD',
      message: 'order_id is given more than once',
    });
  });

  it('a query with order_id twice is refused', async () => {
    const answer = await send(alice, '/apiw/v2/fixed_earn/api/user/order?order_id=999999&order_id=2', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -1, label: 'DUPLICATE_FIELD' });
  });
});

describe('time zones of the interest log', () => {
  const dailyLog = (zone: string) =>
    send(alice, `${HISTORY}?type=3&is_daily_log=1&is_time_zone=1&time_zone=${encodeURIComponent(zone)}`, {});

  for (const zone of ['+99:99', '+14:15', '-12:30', '+05:20', '+0860']) {
    it(`time_zone ${zone} is refused`, async () => {
      const answer = await dailyLog(zone);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: -1, label: 'INVALID_TIME_ZONE' });
    });
  }

  for (const zone of ['+14:00', '-12:00', '+05:45', '-0930', 'Asia/Dubai', 'UTC']) {
    it(`time_zone ${zone} is accepted`, async () => {
      expect(await dailyLog(zone)).toMatchObject({ status: 200, body: { code: 0 } });
    });
  }
});

describe('the funding password', () => {
  it('a funding password in the query string is refused, so it never sits in a URL', async () => {
    const victor = await harness.signIn('victor');
    const answer = await unchanged(() =>
      send(victor, `${SUBSCRIBE}?fundpass=135790`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...csrf(victor) },
        body: '{"asset":"USDT","amount":"1","rateYear":"0"}',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -1, label: 'INVALID_FIELD' });
  });
});

describe('the simulator control endpoints', () => {
  const json = { 'Content-Type': 'application/json' };

  it('a deposit whose asset is markup is refused', async () => {
    const answer = await unchanged(() =>
      send(alice, '/__sim/users/alice/deposit', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ account: 'spot', asset: '<img src=x onerror=alert(1)>', amount: '1' }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -1, label: 'INVALID_ASSET' });
  });

  for (const vipLevel of ['abc', 17, -1, 2.5]) {
    it(`vip_level ${JSON.stringify(vipLevel)} is a parameter error without database text`, async () => {
      const answer = await unchanged(() =>
        send(alice, '/__sim/users/alice', {
          method: 'PATCH',
          headers: json,
          body: JSON.stringify({ vip_level: vipLevel }),
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: -1,
        label: 'INVALID_FIELD',
        message: 'vip_level must be a whole number from 0 to 16',
      });
    });
  }

  it('an unexpected error is answered with the 500 envelope and no error text', async () => {
    const answer = await send(alice, '/__sim/faults', { method: 'PUT', headers: json, body: '{"rules":[null]}' });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      code: -1,
      message: 'Internal error in the simulator',
      label: 'INTERNAL_ERROR',
      data: null,
    });
  });

  const crossSite: [string, Record<string, string>][] = [
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['an Origin of another port on the same host', { Origin: 'http://sim.test:6006' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['no Origin and a Referer of another site', { Referer: 'https://evil.example/page' }],
  ];
  for (const [name, headers] of crossSite) {
    it(`a login with ${name} is refused and sets no cookie`, async () => {
      const visitor = harness.browser();
      const answer = await send(visitor, '/__sim/login', {
        method: 'POST',
        headers: { ...json, ...headers },
        body: '{"user":"victor"}',
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: -1, label: 'CROSS_SITE_REQUEST' });
      expect(answer.cookies).toEqual([]);
    });
  }

  it('a cross-site form post of a deposit is refused', async () => {
    const answer = await unchanged(() =>
      send(alice, '/__sim/users/alice/deposit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
        body: 'account=spot&asset=USDT&amount=1000000',
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: -1, label: 'CROSS_SITE_REQUEST' });
  });

  it('cross-site fault switches and resets are refused', async () => {
    const evil = { Origin: 'https://evil.example' };
    const put = await send(alice, '/__sim/faults', {
      method: 'PUT',
      headers: { ...json, ...evil },
      body: '{"rules":[{"call":"*","kind":"network"}]}',
    });
    const reset = await send(alice, '/__sim/reset', { method: 'POST', headers: evil });
    expect([put.status, reset.status]).toEqual([403, 403]);
    expect(harness.sim.state.faults.rules).toEqual([]);
  });

  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
    it(`a same-site ${type.split(';')[0]} body to a JSON-only control endpoint is refused`, async () => {
      const answer = await unchanged(() =>
        send(alice, '/__sim/users/alice/deposit', {
          method: 'POST',
          headers: { 'Content-Type': type, Origin: 'http://sim.test' },
          body: type === 'text/plain' ? '{"account":"spot","asset":"USDT","amount":"1"}' : 'account=spot',
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: -1, label: 'UNSUPPORTED_BODY' });
    });
  }

  it('the app itself (same Origin as the Host, as through the dev proxy) and tools without an Origin get in', async () => {
    const viaProxy = await harness.sim.fetch(
      new Request('http://127.0.0.1:5173/__sim/login', {
        method: 'POST',
        headers: { ...json, Origin: 'http://127.0.0.1:5173', Referer: 'http://127.0.0.1:5173/earn' },
        body: '{"user":"alice"}',
      }),
    );
    const tool = await harness.sim.fetch(
      new Request('http://sim.test/__sim/login', { method: 'POST', headers: json, body: '{"user":"alice"}' }),
    );
    const sameSiteReferer = await harness.sim.fetch(
      new Request('http://sim.test/__sim/logout', { method: 'POST', headers: { Referer: 'http://sim.test/earn' } }),
    );
    expect([viaProxy.status, tool.status, sameSiteReferer.status]).toEqual([200, 200, 200]);
  });

  it('a change sent to a host name that is not loopback is refused even when Origin matches it (DNS rebinding)', async () => {
    // An attacker's name pointed at 127.0.0.1 makes the page, its Origin and the Host all say evil.example.
    const rebound = await harness.sim.fetch(
      new Request('http://evil.example:8787/__sim/users/alice/deposit', {
        method: 'POST',
        headers: { ...json, Origin: 'http://evil.example:8787' },
        body: '{"account":"spot","asset":"USDT","amount":"1000000"}',
      }),
    );
    const login = await harness.sim.fetch(
      new Request('http://evil.example:8787/__sim/login', { method: 'POST', headers: json, body: '{"user":"victor"}' }),
    );
    expect([rebound.status, login.status]).toEqual([403, 403]);
    expect(await rebound.json()).toMatchObject({ code: -1, label: 'CROSS_SITE_REQUEST' });
  });

  it('a change with a body but no Content-Type is refused (it would be read as a form)', async () => {
    // A Blob without a type is how a page sends a body with no Content-Type (a string would be text/plain).
    const untyped = new Blob(['account=spot&asset=USDT&amount=1']);
    const answer = await unchanged(() => send(alice, '/__sim/users/alice/deposit', { method: 'POST', body: untyped }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: -1, label: 'UNSUPPORTED_BODY' });
  });

  it('reading the control endpoints from another site is not refused (a read changes nothing)', async () => {
    const answer = await send(alice, '/__sim/clock', { headers: { Origin: 'https://evil.example' } });
    expect(answer).toMatchObject({ status: 200, body: { code: 0 } });
  });
});
