// @vitest-environment node
/**
 * Bad input: each malformed or dishonest request gets a clear code, label and message, and the
 * database is exactly as before.
 */
import { describe, expect, it } from 'vitest';
import { databaseFingerprint, signedInEachTest, simulatorForFile } from './harness.testing';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

const SUBSCRIBE = '/apiw/v2/uni-loan/earn/subscribe';
const LEND = '/apiw/v2/fixed_earn/api/user/lend';
const csrf = () => ({ 'X-CSRF-Token': alice.cookies.get('csrftoken') ?? '' });
const lend = (overrides: Record<string, unknown>) => ({
  product_id: 1,
  amount: '100',
  year_rate: '0.05',
  reinvest_status: 0,
  redeem_account_type: 1,
  ...overrides,
});

const cases: [
  string,
  string,
  string,
  { json?: unknown; form?: Record<string, string> },
  number,
  string,
  string | RegExp,
][] = [
  [
    'malformed JSON',
    'POST',
    SUBSCRIBE,
    { json: '{"asset": "USDT", "amount": ' },
    400,
    'MALFORMED_BODY',
    'The request body is not valid JSON',
  ],
  [
    'a JSON array body',
    'POST',
    SUBSCRIBE,
    { json: '[1, 2]' },
    400,
    'MALFORMED_BODY',
    'The request body must be a JSON object',
  ],
  [
    'a missing amount',
    'POST',
    SUBSCRIBE,
    { json: { asset: 'USDT', rateYear: '0' } },
    400,
    'MISSING_FIELD',
    'amount is required',
  ],
  [
    'a negative amount',
    'POST',
    SUBSCRIBE,
    { json: { asset: 'USDT', amount: '-5', rateYear: '0' } },
    400,
    'INVALID_AMOUNT',
    'amount must be greater than 0',
  ],
  [
    'a zero amount',
    'POST',
    SUBSCRIBE,
    { json: { asset: 'USDT', amount: '0.000000', rateYear: '0' } },
    400,
    'INVALID_AMOUNT',
    'amount must be greater than 0',
  ],
  [
    'an exponent amount',
    'POST',
    SUBSCRIBE,
    { json: { asset: 'USDT', amount: '1e3', rateYear: '0' } },
    400,
    'INVALID_AMOUNT',
    'amount must be a decimal number such as 12.5',
  ],
  [
    'an over-precise amount',
    'POST',
    SUBSCRIBE,
    { json: { asset: 'USDT', amount: '1.1234567', rateYear: '0' } },
    400,
    'AMOUNT_TOO_PRECISE',
    'amount allows at most 6 decimals',
  ],
  [
    'an amount over the cap',
    'POST',
    SUBSCRIBE,
    { json: { asset: 'USDT', amount: '1000000000000', rateYear: '0' } },
    400,
    'AMOUNT_TOO_LARGE',
    'amount must be at most 999999999999',
  ],
  [
    'an unknown coin',
    'POST',
    SUBSCRIBE,
    { json: { asset: 'DOGE', amount: '1', rateYear: '0' } },
    404,
    'PRODUCT_NOT_FOUND',
    'There is no flexible product for DOGE',
  ],
  [
    'a negative rate',
    'POST',
    SUBSCRIBE,
    { json: { asset: 'USDT', amount: '1', rateYear: '-0.1' } },
    400,
    'INVALID_RATE',
    /non-negative/,
  ],
  [
    'an unknown product',
    'POST',
    LEND,
    { json: lend({ product_id: 999 }) },
    404,
    'PRODUCT_NOT_FOUND',
    'Fixed product 999 does not exist',
  ],
  [
    'a stale rate',
    'POST',
    LEND,
    { json: lend({ year_rate: '0.08' }) },
    200,
    'RATE_CHANGED',
    'The rate is now 5%; review it and subscribe again',
  ],
  [
    'a flag out of range',
    'POST',
    LEND,
    { json: lend({ reinvest_status: 2 }) },
    400,
    'INVALID_FIELD',
    'reinvest_status must be 0 or 1',
  ],
  [
    'an unknown voucher',
    'POST',
    LEND,
    { json: lend({ financial_rate_id: 4242 }) },
    404,
    'VOUCHER_NOT_FOUND',
    'Voucher 4242 does not exist',
  ],
  [
    'an expired voucher',
    'POST',
    LEND,
    { json: lend({ financial_rate_id: 3 }) },
    200,
    'VOUCHER_EXPIRED',
    'This voucher has expired',
  ],
  [
    "someone else's voucher",
    'POST',
    LEND,
    { json: lend({ amount: '1000', financial_rate_id: 4 }) },
    404,
    'VOUCHER_NOT_FOUND',
    'Voucher 4 does not exist',
  ],
  [
    'an order id that is not a number',
    'PUT',
    '/apiw/v2/fixed_earn/api/user/reinvest-status/abc',
    { form: { reinvest_status: '1' } },
    400,
    'INVALID_FIELD',
    'order_id must be a whole number',
  ],
  [
    "someone else's order",
    'PUT',
    '/apiw/v2/fixed_earn/api/user/reinvest-status/3',
    { form: { reinvest_status: '1' } },
    404,
    'ORDER_NOT_FOUND',
    'Order 3 does not exist',
  ],
  [
    'a redeem of an unknown coin',
    'POST',
    '/apiw/v2/uni-loan/earn/redeem',
    { form: { asset: 'DOGE', amount: '1' } },
    404,
    'PRODUCT_NOT_FOUND',
    'There is no flexible product for DOGE',
  ],
  [
    'an unknown path',
    'POST',
    '/apiw/v2/uni-loan/earn/nope',
    { json: {} },
    404,
    'NOT_FOUND',
    'No such call: POST /apiw/v2/uni-loan/earn/nope',
  ],
];

describe('bad input changes nothing', () => {
  for (const [name, method, path, body, status, label, message] of cases) {
    it(`SH-ERR-02 SH-ERR-03 ${name} is refused with ${label}`, async () => {
      const before = await databaseFingerprint(harness.sim);
      const response = await alice.raw(method, path, { ...body, headers: csrf() });
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ code: -1, label });
      expect(response.body.message).toMatch(message);
      expect(await databaseFingerprint(harness.sim)).toBe(before);
    });
  }

  it('SH-API-02 a body in an unsupported encoding is refused', async () => {
    const before = await databaseFingerprint(harness.sim);
    const response = await alice.fetch(SUBSCRIBE, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...csrf() },
      body: 'asset=USDT',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: -1, label: 'UNSUPPORTED_BODY' });
    expect(await databaseFingerprint(harness.sim)).toBe(before);
  });

  it('SH-API-03 SH-AUTH-02 a missing CSRF token and an expired session are refused and change nothing', async () => {
    const before = await databaseFingerprint(harness.sim);
    const noToken = await alice.raw('POST', SUBSCRIBE, { json: { asset: 'USDT', amount: '1', rateYear: '0' } });
    expect(noToken).toMatchObject({ status: 403, body: { code: -1, label: 'CSRF_TOKEN_INVALID' } });
    await alice.fetch('/__sim/session/expire', { method: 'POST' });
    const expired = await alice.raw('POST', SUBSCRIBE, {
      json: { asset: 'USDT', amount: '1', rateYear: '0' },
      headers: csrf(),
    });
    expect(expired).toMatchObject({
      status: 401,
      body: { code: 401, label: 'LOGIN_REQUIRED', message: 'Please log in to continue' },
    });
    expect(await databaseFingerprint(harness.sim)).toBe(before);
  });
});
