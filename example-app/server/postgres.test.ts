// @vitest-environment node
/**
 * The same simulator on a real PostgreSQL server (DATABASE_URL), in a schema of its own: migrations,
 * seed, contract calls through the REAL client, and parallel requests on a pool of connections, where
 * transactions truly interleave. Skipped when DATABASE_URL is unset or the server does not answer.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../src/domain/decimal';
import { isEarnApiError } from '../../src/api/errors';
import { postgresDatabase, type SimDatabase } from './db';
import { advance, databaseFingerprint, ledgerBalances, startSimulator, type SimBrowser } from './harness.testing';

const url = process.env.DATABASE_URL;

async function reachable(connectionString: string | undefined): Promise<boolean> {
  if (!connectionString) return false;
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const available = await reachable(url);
const schema = `sim_test_${process.pid}_${Date.now().toString(36)}`;
let harness: Awaited<ReturnType<typeof startSimulator>>;
let db: SimDatabase;
let alice: SimBrowser;

describe.skipIf(!available)('the simulator on PostgreSQL', () => {
  beforeAll(async () => {
    db = await postgresDatabase(url!, { schema, max: 8 });
    harness = await startSimulator(db);
    alice = harness.browser();
    await alice.login('alice');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('SH-API-06 SE-API-25 migrations and seed run on PostgreSQL and the seeded books balance', async () => {
    expect(await ledgerBalances(harness.sim)).toEqual({ ok: true, mismatches: [] });
    const holdings = await alice.client.holdings.flexibleHoldings();
    expect(holdings.total).toBe(3);
  });

  it('SE-API-09 SE-API-10 SE-API-29 subscribe, redeem and the clock behave as on PGlite', async () => {
    await alice.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '100', rateYear: '0' });
    const answer = (await alice.client.simpleEarn.subscribeFixed({
      product_id: 10,
      amount: '1000',
      year_rate: '0.055',
      reinvest_status: 0,
      redeem_account_type: 0,
    })) as { order_id: number };
    await alice.client.simpleEarn.redeemFlexible({ asset: 'USDT', amount: '50', curr_amount: '0', lend_amount: '0' });
    await advance(harness.sim, 8 * 24 + 1);
    const relogin = harness.browser();
    await relogin.login('alice');
    alice = relogin;
    expect((await alice.client.holdings.fixedOrder({ type: 1, asset: 'USDC', order_id: answer.order_id })).status).toBe(
      3,
    );
    expect(await ledgerBalances(harness.sim)).toEqual({ ok: true, mismatches: [] });
  }, 120_000);

  it('SE-AMT-02 SE-API-09 240 parallel subscribes and redeems on a connection pool never overdraw the account', async () => {
    const spotBefore = (await alice.client.shared.outable({ assets: ['USDT'] })).USDT!.available;
    const settle = (promise: Promise<unknown>) =>
      promise.then(
        () => true,
        (error: unknown) => {
          if (!isEarnApiError(error) || error.kind !== 'business') throw error;
          return false;
        },
      );
    const lots = Math.floor(Number(spotBefore) / 150);
    const results = await Promise.all([
      ...Array.from({ length: lots + 40 }, () =>
        settle(alice.client.simpleEarn.subscribeFlexible({ asset: 'USDT', amount: '150', rateYear: '0' })),
      ),
      ...Array.from({ length: 240 - lots - 40 }, () =>
        settle(
          alice.client.simpleEarn.redeemFlexible({ asset: 'USDT', amount: '10', curr_amount: '0', lend_amount: '0' }),
        ),
      ),
    ]);
    const subscribed = results.slice(0, lots + 40).filter(Boolean).length;
    expect(subscribed).toBe(lots);
    expect((await alice.client.shared.outable({ assets: ['USDT'] })).USDT!.available).toBe(
      toDecimal(spotBefore)
        .minus(150 * lots)
        .toFixed(),
    );
    expect(await ledgerBalances(harness.sim)).toEqual({ ok: true, mismatches: [] });
  }, 120_000);

  it('SH-ERR-02 bad input changes nothing on PostgreSQL either', async () => {
    const before = await databaseFingerprint(harness.sim);
    const response = await alice.raw('POST', '/apiw/v2/fixed_earn/api/user/lend', {
      json: { product_id: 1, amount: '-1', year_rate: '0.05', reinvest_status: 0, redeem_account_type: 1 },
      headers: { 'X-CSRF-Token': alice.cookies.get('csrftoken') ?? '' },
    });
    expect(response).toMatchObject({ status: 400, body: { code: -1, label: 'INVALID_AMOUNT' } });
    expect(await databaseFingerprint(harness.sim)).toBe(before);
  });
});
