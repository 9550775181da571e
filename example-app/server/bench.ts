/**
 * Requests per second of the simulator for the product list (GET market/list) and a flexible subscribe
 * (POST, one money movement with its ledger row), on embedded PGlite and, when DATABASE_URL answers, on
 * PostgreSQL, side by side. In process through `app.fetch` (no sockets), 8 requests in flight. Then what
 * a clock advance of 1, 30 and 365 days costs from the seed: wall time and SQL statements.
 * Run: `npx vite-node example-app/server/bench.ts`.
 */
import pg from 'pg';
import { createSimulator } from './app';
import { advanceClock } from './clock';
import { countingDatabase, memoryDatabase, postgresDatabase, type SimDatabase } from './db';

const ORIGIN = 'http://sim.bench';
const IN_FLIGHT = 8;

async function measure(label: string, count: number, request: () => Promise<Response>): Promise<number> {
  for (let warm = 0; warm < 20; warm++) await (await request()).text();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next++ < count) {
        const response = await request();
        const body = (await response.json()) as { code: number; message?: string };
        if (body.code !== 0) throw new Error(`${label}: ${body.message}`);
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function run(db: SimDatabase): Promise<{ list: number; subscribe: number }> {
  const sim = await createSimulator({ db });
  const login = await sim.fetch(
    new Request(`${ORIGIN}/__sim/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"user":"victor"}',
    }),
  );
  // Login first clears any old session: keep only the cookies that carry a value.
  const cookies = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  const csrf = /csrftoken=([^;]+)/.exec(cookies)?.[1] ?? '';
  await sim.fetch(
    new Request(`${ORIGIN}/__sim/users/victor`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"fundpass_required":false}',
    }),
  );
  const list = await measure('market list', 1000, () =>
    sim.fetch(
      new Request(`${ORIGIN}/apiw/v2/uni-loan/earn/market/list?page=1&limit=10`, { headers: { Cookie: cookies } }),
    ),
  );
  const subscribe = await measure('subscribe', 400, () =>
    sim.fetch(
      new Request(`${ORIGIN}/apiw/v2/uni-loan/earn/subscribe`, {
        method: 'POST',
        headers: { Cookie: cookies, 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' },
        body: '{"asset":"USDT","amount":"1","rateYear":"0"}',
      }),
    ),
  );
  await db.close();
  return { list, subscribe };
}

const results: Record<string, { list: number; subscribe: number }> = {
  'PGlite (in memory)': await run(memoryDatabase()),
};
const url = process.env.DATABASE_URL;
if (url) {
  const schema = `sim_bench_${process.pid}`;
  try {
    results['PostgreSQL'] = await run(await postgresDatabase(url, { schema, max: IN_FLIGHT }));
  } finally {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
} else {
  console.log('(DATABASE_URL not set: PostgreSQL column skipped)');
}
console.log('\nsimulator requests per second (8 in flight, in process)');
console.log('database'.padEnd(22), 'GET market/list'.padStart(16), 'POST subscribe'.padStart(16));
for (const [name, result] of Object.entries(results)) {
  console.log(name.padEnd(22), result.list.toFixed(0).padStart(16), result.subscribe.toFixed(0).padStart(16));
}

/** A clock advance of `days` from a fresh seed: seconds and statements. */
async function advanceCost(db: SimDatabase, days: number): Promise<string> {
  await createSimulator({ db, reseed: true });
  const counted = countingDatabase(db);
  const started = performance.now();
  await advanceClock(counted, days * 86_400_000);
  const seconds = (performance.now() - started) / 1000;
  await db.close();
  return `${seconds.toFixed(2)} s, ${counted.statements()} statements`;
}

console.log('\nclock advance from the seed: time and SQL statements');
for (const days of [1, 30, 365]) {
  const row = [`${days} d`.padEnd(8), `PGlite ${await advanceCost(memoryDatabase(), days)}`.padEnd(34)];
  if (url) {
    const schema = `sim_bench_clock_${process.pid}_${days}`;
    row.push(`PostgreSQL ${await advanceCost(await postgresDatabase(url, { schema, dropSchemaOnClose: true }), days)}`);
  }
  console.log(row.join(''));
}
