/**
 * The simulated clock. Business time lives in the database (`sim_clock`) and moves only when asked
 * (`POST /__sim/clock/advance`); the server never reads wall time for business logic. Advancing passes
 * every hour in between (and the half hours when fixed orders pay out): on the hour, flexible interest is
 * paid, lots start earning, pending redemptions settle, auto-earn sweeps idle balances, launchpool rewards
 * are paid and the market rate is recorded; fixed orders mature at their finish time and pay out 30
 * minutes later; at 00:00 UTC staking rewards, bonuses and net values move.
 *
 * Most hours are quiet: only interest, launchpool rewards and the rate record happen (`hourlyAccrual.ts`).
 * The quiet hours before the next event are worked out together, in a fixed number of statements, and the
 * event runs as a step of its own; each stretch of quiet hours and its event is one transaction of at most
 * one simulated day (00:00 UTC is always an event), after which the event loop turns, so other requests
 * are answered in between; and the cost of an advance follows the rows it changes, not the hours it passes.
 */
import { roundDown, toDecimal } from '../../src/domain/decimal';
import { HistoryMode } from '../../src/domain/simpleEarn/constants';
import type { SimDatabase, SqlExecutor } from './db';
import { flexibleInterest, launchpoolRewards, recordRates, writeAccruals } from './hourlyAccrual';
import { money, debitWallet } from './ledger';
import { matureOrders, payOutOrders } from './services/fixedMaturity';
import { payStakingRedemptions, payStakingRewards } from './services/staking';
import { payDebtAndExtraRewards } from './services/stakingDebt';
import { updateWealthNav } from './services/wealth';
import { DUAL_SETTLEMENT_MS, settleDualOrders } from './services/dualEarn';
import { HOUR_MS, addHistory, addToFlexiblePosition, settleRedemptions } from './services/flexible';

const STEP_MS = 30 * 60 * 1000;
const DAY_MS = 86_400_000;

/** The simulated time, epoch ms. */
export async function simNow(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ now_ms: number | string }>('SELECT now_ms FROM sim_clock WHERE id = 1');
  const row = rows[0];
  if (!row) throw new Error('sim_clock is empty: the database was not seeded');
  return Number(row.now_ms);
}

async function startLots(tx: SqlExecutor, at: number): Promise<void> {
  const { rows } = await tx.query<{ id: number; user_id: number; asset: string; amount: string }>(
    'SELECT * FROM flexible_lots WHERE starts_at_ms <= $1 ORDER BY id',
    [at],
  );
  for (const lot of rows) {
    await tx.query(
      'UPDATE flexible_positions SET lend_amount = LEAST(lend_amount + $3, curr_amount) WHERE user_id = $1 AND asset = $2',
      [lot.user_id, lot.asset, money(lot.amount)],
    );
    await tx.query('DELETE FROM flexible_lots WHERE id = $1', [lot.id]);
  }
}

/** Auto-earn (AE): idle spot or unified balances of switched-on coins go into flexible on the hour. */
async function sweepAutoEarn(tx: SqlExecutor, at: number): Promise<void> {
  const { rows } = await tx.query<{
    id: number;
    account_mode: string;
    asset: string;
    min_lend_amount: string;
    balance: string;
  }>(
    `SELECT u.id, u.account_mode, a.asset, a.min_lend_amount, b.amount AS balance FROM users u CROSS JOIN flexible_assets a
     LEFT JOIN auto_earn e ON e.user_id = u.id AND e.asset = a.asset
     JOIN balances b ON b.user_id = u.id AND b.asset = a.asset AND b.account = CASE WHEN u.account_mode = 'unified' THEN 'unified' ELSE 'spot' END
     WHERE COALESCE(e.status, u.auto_earn_global) AND NOT u.funding_locked AND b.amount > 0 ORDER BY u.id, a.asset`,
  );
  for (const row of rows) {
    const account = row.account_mode === 'unified' ? 'unified' : 'spot';
    const amount = roundDown(money(row.balance), 6);
    if (amount.isZero() || amount.lessThan(toDecimal(money(row.min_lend_amount)))) continue;
    await debitWallet(tx, account, { userId: row.id, asset: row.asset, amount, kind: 'auto_earn', at });
    await addToFlexiblePosition(
      tx,
      { id: row.id, account_mode: row.account_mode as 'classic' },
      row.asset,
      amount.toFixed(),
      at,
      'auto_earn',
      null,
    );
    await addHistory(tx, {
      userId: row.id,
      product: 'flexible',
      type: 1,
      asset: row.asset,
      amount: amount.toFixed(),
      at,
      mode: HistoryMode.autoEarn,
    });
  }
}

/**
 * A step at which something beyond the quiet hourly work happens: what the clock does at `at`, in order.
 * `hourly` false when the hour's own part (interest, lots, redemptions, auto-earn, rewards, rates) is
 * quiet and was worked out with the quiet hours before it.
 */
async function step(tx: SqlExecutor, at: number, hourly: boolean): Promise<void> {
  if (hourly) {
    await writeAccruals(tx, [await flexibleInterest(tx, [at])]);
    await startLots(tx, at);
    await settleRedemptions(tx, at);
    await sweepAutoEarn(tx, at);
    await writeAccruals(tx, [await launchpoolRewards(tx, [at])]);
    await recordRates(tx, [at]);
  }
  await matureOrders(tx, at);
  await payOutOrders(tx, at);
  await payStakingRewards(tx, at);
  await payDebtAndExtraRewards(tx, at);
  await payStakingRedemptions(tx, at);
  await updateWealthNav(tx, at);
  await settleDualOrders(tx, at);
  await tx.query('UPDATE sim_clock SET now_ms = $1 WHERE id = 1', [at]);
}

/**
 * Where the next event lies, seen at `now`: the first step at or after `anyStep`, or the first hour at or
 * after `hour`, does more than quiet hourly work. Until then nothing changes but interest and launchpool
 * rewards, so nothing else can come due sooner.
 */
async function nextEvent(tx: SqlExecutor, now: number): Promise<{ anyStep: number; hour: number }> {
  const { rows } = await tx.query<{
    lot_ms: number | null;
    maturity_ms: number | null;
    matured_ms: number | null;
    redemption_ms: number | null;
    dual_ms: number | null;
    every_hour: boolean;
  }>(
    `SELECT (SELECT MIN(starts_at_ms) FROM flexible_lots) AS lot_ms,
       (SELECT MIN(finish_ms) FROM fixed_orders WHERE status = 1) AS maturity_ms,
       (SELECT MIN(finish_ms) FROM fixed_orders WHERE status = 2) AS matured_ms,
       (SELECT MIN(pays_at_ms) FROM staking_redemptions WHERE paid_ms IS NULL) AS redemption_ms,
       (SELECT MIN(settle_ms) + $2 FROM dual_orders WHERE paid_ms IS NULL) AS dual_ms,
       EXISTS (SELECT 1 FROM pending_redemptions)
       -- a balance auto-earn would sweep
       OR EXISTS (SELECT 1 FROM users u CROSS JOIN flexible_assets a
         LEFT JOIN auto_earn e ON e.user_id = u.id AND e.asset = a.asset
         JOIN balances b ON b.user_id = u.id AND b.asset = a.asset
           AND b.account = CASE WHEN u.account_mode = 'unified' THEN 'unified' ELSE 'spot' END
         WHERE COALESCE(e.status, u.auto_earn_global) AND NOT u.funding_locked
           AND trunc(b.amount, 6) > 0 AND trunc(b.amount, 6) >= a.min_lend_amount)
       -- launchpool rewards in a coin auto-earn could sweep
       OR EXISTS (SELECT 1 FROM launchpool_projects p JOIN flexible_assets a ON a.asset = p.coin WHERE p.end_ms > $1)
       AS every_hour`,
    [now, DUAL_SETTLEMENT_MS],
  );
  const row = rows[0]!;
  const at = (value: number | string | null) => (value === null ? Infinity : Number(value));
  return {
    anyStep: Math.min(at(row.maturity_ms), at(row.matured_ms) + STEP_MS, at(row.redemption_ms), at(row.dual_ms)),
    hour: Math.min(at(row.lot_ms), row.every_hour ? now + 1 : Infinity),
  };
}

/**
 * Every step between `from` (excluded) and `to`: each hour, and the half hours when a fixed order pays out or
 * a dual-earn order settles.
 */
async function stepTimes(db: SqlExecutor, from: number, to: number): Promise<number[]> {
  // An order created while advancing is a reinvestment, which never pays out: the payouts are known now.
  const { rows } = await db.query<{ at: number | string }>(
    `SELECT DISTINCT finish_ms + $3 AS at FROM fixed_orders WHERE status IN (1, 2) AND finish_ms + $3 > $1 AND finish_ms + $3 <= $2
     UNION SELECT settle_ms + $4 FROM dual_orders WHERE paid_ms IS NULL AND settle_ms + $4 > $1 AND settle_ms + $4 <= $2`,
    [from, to, STEP_MS, DUAL_SETTLEMENT_MS],
  );
  const times = new Set(rows.map((row) => Number(row.at)));
  for (let at = Math.floor(from / HOUR_MS) * HOUR_MS + HOUR_MS; at <= to; at += HOUR_MS) times.add(at);
  return [...times].sort((a, b) => a - b);
}

/**
 * Runs the steps from `steps[first]` up to and including the next event, in one transaction: the quiet
 * hours before it together, then the event. Answers the index of the first step left to run.
 */
async function runToNextEvent(tx: SqlExecutor, steps: readonly number[], first: number, now: number): Promise<number> {
  const event = await nextEvent(tx, now);
  const quietHours: number[] = [];
  let index = first;
  let hourly = false;
  for (; index < steps.length; index++) {
    const at = steps[index]!;
    const onTheHour = at % HOUR_MS === 0;
    hourly = onTheHour && at >= event.hour;
    // A quiet half hour (a payout time of an order already reinvested) has nothing to do.
    if (onTheHour && !hourly) quietHours.push(at);
    if (hourly || at >= event.anyStep || at % DAY_MS === 0) break;
  }
  await writeAccruals(tx, [await flexibleInterest(tx, quietHours), await launchpoolRewards(tx, quietHours)]);
  await recordRates(tx, quietHours);
  if (index === steps.length) {
    await tx.query('UPDATE sim_clock SET now_ms = $1 WHERE id = 1', [steps[index - 1]]);
    return index;
  }
  await step(tx, steps[index]!, hourly);
  return index + 1;
}

const advancing = new WeakMap<SimDatabase, Promise<unknown>>();

/**
 * Moves the clock forward by `ms` (the caller bounds it), running every step on the way. Advances of
 * one database run one after another, so two at once move the clock by their sum and pay each hour once.
 */
export function advanceClock(db: SimDatabase, ms: number): Promise<{ from: number; to: number; steps: number }> {
  const run = async () => {
    const from = await simNow(db);
    const to = from + ms;
    const steps = await stepTimes(db, from, to);
    for (let next = 0; next < steps.length;) {
      const now = next === 0 ? from : steps[next - 1]!;
      const first = next;
      next = await db.transaction((tx) => runToNextEvent(tx, steps, first, now));
      // On in-memory PGlite a transaction never waits for I/O: without this the whole advance would run
      // without the event loop turning once, and every other request would wait for all of it.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db.query('UPDATE sim_clock SET now_ms = $1 WHERE id = 1', [to]);
    return { from, to, steps: steps.length };
  };
  const result = (advancing.get(db) ?? Promise.resolve()).then(run, run);
  advancing.set(
    db,
    result.catch(() => undefined),
  );
  return result;
}
