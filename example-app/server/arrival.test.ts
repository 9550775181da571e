// @vitest-environment node
/**
 * The arrival bounds (issue 17, P-48) against the simulated exchange: what the screens would show for every pending
 * item, computed by the domain's functions from what the REAL client reads, is checked against when the money
 * really arrived (the ledger's credit, the order's payout). Orders are placed at seeded random minutes, the clock
 * moves by seeded irregular steps, and a slow fault delays the redeem calls so some land while the clock is moving.
 */
import { describe, expect, it } from 'vitest';
import { dualEarnOrderArrival } from '../../src/domain/dualEarn/arrival';
import { fixedOrderArrival, flexibleRedemptionArrival } from '../../src/domain/simpleEarn/arrival';
import { stakingRedemptionArrival } from '../../src/domain/staking/arrival';
import { stakeActionRequest } from '../../src/domain/staking/stakeAction';
import { MINUTE_MS } from '../../src/domain/shared/constants';
import { advanceClock, simNow } from './clock';
import { signedInEachTest, simulatorForFile } from './harness.testing';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

const ORDERS = 1_000;
const STAKING_ORDERS = 800;

/** A small seeded generator (mulberry32), so every run places the same orders at the same minutes. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every "latest by" shown for an item, keyed 'family:id'. */
type Shown = Map<string, number[]>;
const show = (shown: Shown, key: string, latestBy: number) => shown.set(key, [...(shown.get(key) ?? []), latestBy]);

describe('arrival bounds against the simulated exchange', () => {
  it('the "latest by" shown is never earlier than the real arrival, over 1,000 simulated orders with delays', async () => {
    const random = seeded(17);
    const db = harness.sim.state.db;
    const client = alice.client;
    const { rows: userRows } = await db.query<{ id: number }>("SELECT id FROM users WHERE name = 'alice'");
    const userId = userRows[0]!.id;
    await client.staking.stake(
      stakeActionRequest({ action: 'stake', amount: '10', coin: 'ETH', pid: -1, isVip: false }),
    );
    // Delays injected: every staking redeem call is held before the exchange handles it.
    harness.sim.state.faults = { delayMs: 0, rules: [{ call: 'stakingRedeem', kind: 'slow', delayMs: 1 }] };

    const shown: Shown = new Map();
    /** Reads every pending item as the screens do and records the "latest by" each would show. */
    const readPending = async () => {
      const now = await simNow(db);
      for (const redemption of await client.staking.redemptions({})) {
        const bounds = stakingRedemptionArrival(redemption);
        expect(bounds.expected).toBeLessThanOrEqual(bounds.latestBy);
        show(shown, `staking:${redemption.id}`, bounds.latestBy);
      }
      const flexible = await client.holdings.holdingDetail({ asset: 'USDT' });
      if (flexible.frozenStatus === 1) {
        // One row for the coin: every request pending behind it must arrive by the time it shows.
        const { rows } = await db.query<{ id: number }>('SELECT id FROM pending_redemptions WHERE user_id = $1', [
          userId,
        ]);
        for (const row of rows) show(shown, `flexible:${row.id}`, flexibleRedemptionArrival(now).latestBy);
      }
      for (const order of (await client.holdings.fixedHoldings()).list) {
        const bounds = fixedOrderArrival(order);
        if (bounds) show(shown, `fixed:${order.orderId}`, bounds.latestBy);
      }
      for (const order of (await client.dualEarn.orders()).list) {
        const bounds =
          order.status === null ? null : dualEarnOrderArrival({ status: order.status, settleAt: order.settleAt });
        if (bounds) show(shown, `dual:${order.orderId}`, bounds.latestBy);
      }
    };

    let placed = 0;
    while (placed < ORDERS) {
      const batch = Math.min(ORDERS - placed, 1 + Math.floor(random() * 20));
      const orders: Promise<unknown>[] = [];
      for (let index = 0; index < batch; index++, placed++) {
        orders.push(
          placed < STAKING_ORDERS
            ? client.staking.redeem(
                stakeActionRequest({
                  action: 'redeem',
                  amount: '0.01',
                  coin: 'ETH',
                  pid: -1,
                  redeemType: 'standard',
                  isVip: false,
                }),
              )
            : client.simpleEarn.redeemFlexible({ asset: 'USDT', amount: '1', curr_amount: '0', lend_amount: '0' }),
        );
      }
      // An irregular step of the clock, 1 minute to 3 hours, that the delayed redeem calls may land inside.
      const step = (1 + Math.floor(random() * 180)) * MINUTE_MS;
      await Promise.all([...orders, advanceClock(db, step)]);
      await readPending();
    }
    // Until everything has arrived.
    for (let day = 0; day < 4; day++) {
      await advanceClock(db, 24 * 60 * MINUTE_MS);
      await readPending();
    }

    const arrived = new Map<string, number>();
    const { rows: staking } = await db.query<{ id: number; paid_ms: string | null }>(
      'SELECT id, paid_ms FROM staking_redemptions WHERE user_id = $1',
      [userId],
    );
    for (const row of staking) if (row.paid_ms !== null) arrived.set(`staking:${row.id}`, Number(row.paid_ms));
    const { rows: credits } = await db.query<{ kind: string; ref: string; at_ms: string }>(
      `SELECT kind, ref, at_ms FROM ledger WHERE user_id = $1 AND kind IN ('flexible_redeem', 'fixed_payout') AND delta > 0`,
      [userId],
    );
    for (const row of credits)
      arrived.set(`${row.kind === 'flexible_redeem' ? 'flexible' : 'fixed'}:${row.ref}`, Number(row.at_ms));
    const { rows: dual } = await db.query<{ id: number; paid_ms: string | null }>(
      'SELECT id, paid_ms FROM dual_orders WHERE user_id = $1',
      [userId],
    );
    for (const row of dual) if (row.paid_ms !== null) arrived.set(`dual:${row.id}`, Number(row.paid_ms));

    // Late: arrived after a "latest by" it was shown with, or still on its way after one.
    const end = await simNow(db);
    const late = [...shown].flatMap(([key, bounds]) => {
      const at = arrived.get(key) ?? end + 1;
      return bounds.some((latestBy) => latestBy < at) ? [{ key, at, latestBy: Math.min(...bounds) }] : [];
    });
    expect(late).toEqual([]);
    const families = new Set([...shown.keys()].map((key) => key.split(':')[0]));
    expect([...families].sort()).toEqual(['dual', 'fixed', 'flexible', 'staking']);
    expect([...shown.keys()].filter((key) => key.startsWith('staking:')).length).toBe(STAKING_ORDERS);
    // A flexible request placed while the clock crosses an hour settles before anything reads it: most are shown.
    expect([...shown.keys()].filter((key) => key.startsWith('flexible:')).length).toBeGreaterThan(0);
  }, 300_000);
});
