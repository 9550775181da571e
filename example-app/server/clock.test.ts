// @vitest-environment node
/**
 * The simulated clock's cost and results (issue 11): quiet hours are worked out together in a fixed
 * number of statements, and every figure stays what the hour-by-hour clock paid, to the last decimal.
 * Costs are counted in SQL statements, never timed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { countingDatabase, type SimDatabase } from './db';
import { advance, seededDatabase, startSimulator } from './harness.testing';
import { SEED_NOW_MS } from './seed';

const HOUR = 3_600_000;
const opened: SimDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

async function simulator() {
  const db = countingDatabase(await seededDatabase());
  opened.push(db);
  return { db, ...(await startSimulator(db)) };
}

/** Every row of the tables money and history live in, in id order: what two runs compare. */
async function books(db: SimDatabase): Promise<Record<string, unknown[]>> {
  const tables = {
    balances: 'user_id, account, asset',
    ledger: 'id',
    history: 'id',
    flexible_positions: 'id',
    flexible_lots: 'id',
    pending_redemptions: 'id',
    fixed_orders: 'id',
    staking_positions: 'user_id, coin, pid',
    staking_redemptions: 'id',
    staking_profits: 'id',
    launchpool_rewards: 'id',
    rate_points: 'asset, at_ms',
    wealth_products: 'pid',
    wealth_nav: 'pid, day_ms',
    sim_clock: 'id',
  };
  const result: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(tables))
    result[table] = (await db.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
  return result;
}

describe('the cost of a clock advance', () => {
  it('the quiet hours of an advance cost no more statements than one quiet hour', async () => {
    const { db, sim } = await simulator();
    // From the seed's 08:00 UTC to 20:00 nothing happens but interest, launchpool rewards and rate records.
    const before = db.statements();
    await advance(sim, 1);
    const oneHour = db.statements() - before;
    const between = db.statements();
    await advance(sim, 11);
    expect(db.statements() - between).toBeLessThanOrEqual(oneHour);
  });

  it('the clock says where the seed left it, so a client can tell whether it has been moved since', async () => {
    const { sim } = await simulator();
    const read = async () =>
      (
        (await (await sim.fetch(new Request('http://sim.test/__sim/clock'))).json()) as {
          data: { now_ms: number; seed_ms: number };
        }
      ).data;
    expect(await read()).toMatchObject({ now_ms: SEED_NOW_MS, seed_ms: SEED_NOW_MS });
    await advance(sim, 1);
    expect(await read()).toMatchObject({ now_ms: SEED_NOW_MS + HOUR, seed_ms: SEED_NOW_MS });
  });

  it('a request made while a long advance runs is answered before the advance ends, at a time in between', async () => {
    const { sim } = await simulator();
    const finished: string[] = [];
    const advancing = advance(sim, 30 * 24).then(() => finished.push('advance'));
    // A request that arrives from the network while the clock runs, as a timer stands for.
    const clock = new Promise<Response>((resolve) => setTimeout(resolve, 0)).then(async () => {
      const response = await sim.fetch(new Request('http://sim.test/__sim/clock'));
      finished.push('clock');
      return (await response.json()) as { data: { now_ms: number } };
    });
    const [answer] = await Promise.all([clock, advancing]);
    expect(finished).toEqual(['clock', 'advance']);
    expect(answer.data.now_ms).toBeGreaterThanOrEqual(SEED_NOW_MS);
    expect(answer.data.now_ms).toBeLessThan(SEED_NOW_MS + 30 * 24 * HOUR);
  });

  it('an advance of more than 366 days is refused as a parameter error and moves nothing', async () => {
    const { db, sim } = await simulator();
    const response = await sim.fetch(
      new Request('http://sim.test/__sim/clock/advance', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ hours: 366 * 24 + 1 }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: -1, label: 'INVALID_FIELD' });
    const { rows } = await db.query<{ now_ms: number | string }>('SELECT now_ms FROM sim_clock');
    expect(Number(rows[0]!.now_ms)).toBe(SEED_NOW_MS);
  });

  it('two advances at once move the clock by their sum and pay each hour once', async () => {
    const { db, sim } = await simulator();
    await Promise.all([advance(sim, 5), advance(sim, 5)]);
    const { rows: clock } = await db.query<{ now_ms: number | string }>('SELECT now_ms FROM sim_clock');
    expect(Number(clock[0]!.now_ms)).toBe(SEED_NOW_MS + 10 * HOUR);
    const { rows } = await db.query<{ at_ms: number | string }>(
      `SELECT h.at_ms FROM history h JOIN users u ON u.id = h.user_id
       WHERE u.name = 'alice' AND h.asset = 'USDT' AND h.type = 3 AND h.at_ms > $1 ORDER BY h.at_ms`,
      [SEED_NOW_MS],
    );
    expect(rows.map((row) => (Number(row.at_ms) - SEED_NOW_MS) / HOUR)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('what a clock advance pays', () => {
  it('an advance in one go leaves the same books, row for row, as the same advance an hour at a time', async () => {
    const once = await simulator();
    const hourly = await simulator();
    // Three days pass two 00:00 UTC steps, the seeded 7-day order's maturity and payout, and a settlement.
    for (const { browser } of [once, hourly]) {
      const alice = browser();
      await alice.login('alice');
      await alice.client.simpleEarn.redeemFlexible({
        asset: 'USDT',
        amount: '250',
        curr_amount: '0',
        lend_amount: '0',
      });
    }
    await advance(once.sim, 72);
    for (let hour = 0; hour < 72; hour++) await advance(hourly.sim, 1);
    expect(await books(once.db)).toEqual(await books(hourly.db));
  });

  it('thirty days from the seed pay what the hour-by-hour clock paid, to the last decimal', async () => {
    const { sim, browser } = await simulator();
    await advance(sim, 30 * 24);
    const alice = browser();
    await alice.login('alice');
    // The figures of the clock that ran every hour as a transaction of its own (before issue 11).
    expect(await alice.client.holdings.holdingDetail({ asset: 'USDT' })).toMatchObject({
      currAmount: '3018.62921613',
      cumulative: '12.87579148',
      interest: '0.02178508',
    });
    expect(await alice.client.holdings.holdingDetail({ asset: 'GT' })).toMatchObject({
      currAmount: '302.15881238',
      cumulative: '2.15881238',
    });
    const wallet = await alice.client.shared.outable({ assets: ['NEWT', 'ETH'] });
    expect([wallet.NEWT?.available, wallet.ETH?.available]).toEqual(['7680', '10.00561088']);
    const victor = browser();
    await victor.login('victor');
    expect(await victor.client.holdings.holdingDetail({ asset: 'USDT' })).toMatchObject({
      currAmount: '150688.63634041',
      cumulative: '506.44455959',
      interest: '0.78035999',
    });
    const carla = browser();
    await carla.login('carla');
    const staked = await carla.client.shared.outable({ assets: ['ETH', 'SOL'] });
    expect([staked.ETH?.available, staked.SOL?.available]).toEqual(['25.04208192', '80.10730944']);
  });
});
