/**
 * The simulated clock. Business time lives in the database (`sim_clock`) and moves only when asked
 * (`POST /__sim/clock/advance`); the server never reads wall time for business logic. Advancing walks
 * every hour in between (and the half hours when fixed orders pay out), each step one transaction: on the hour, flexible interest is paid,
 * lots start earning, pending redemptions settle, auto-earn sweeps idle balances, and the market rate
 * is recorded; fixed orders mature at their finish time and pay out 30 minutes later.
 */
import { roundDown, toDecimal } from '../../src/domain/decimal';
import { HistoryMode } from '../../src/domain/simpleEarn/constants';
import type { SimDatabase, SqlExecutor } from './db';
import { money, walletBalance, debitWallet, writeLedger } from './ledger';
import { matureOrders, payOutOrders } from './services/fixedMaturity';
import { payLaunchpoolRewards } from './services/launchpool';
import { payStakingRedemptions, payStakingRewards } from './services/staking';
import { payDebtAndExtraRewards } from './services/stakingDebt';
import { updateWealthNav } from './services/wealth';
import {
  HOUR_MS,
  addHistory,
  addToFlexiblePosition,
  settleRedemptions,
  type FlexibleAssetRow,
} from './services/flexible';

const STEP_MS = 30 * 60 * 1000;
const HOURS_PER_YEAR = 365 * 24;

/** The simulated time, epoch ms. */
export async function simNow(db: SqlExecutor): Promise<number> {
  const { rows } = await db.query<{ now_ms: number | string }>('SELECT now_ms FROM sim_clock WHERE id = 1');
  const row = rows[0];
  if (!row) throw new Error('sim_clock is empty: the database was not seeded');
  return Number(row.now_ms);
}

/** Hourly interest of a flexible position: the market rate on lent principal, plus ladder tiers on their slices, rounded down to 8 decimals. */
export function hourlyInterest(
  lendAmount: string,
  market: Pick<FlexibleAssetRow, 'next_time_rate_year' | 'ladder_apr'>,
): string {
  const lent = toDecimal(lendAmount);
  let yearly = lent.times(toDecimal(money(market.next_time_rate_year)));
  for (const tier of market.ladder_apr) {
    const left = toDecimal(tier.left);
    const right = toDecimal(tier.right);
    const top = right.lessThanOrEqualTo(0) || lent.lessThan(right) ? lent : right;
    if (top.greaterThan(left)) yearly = yearly.plus(top.minus(left).times(toDecimal(tier.apr)));
  }
  return roundDown(yearly.dividedBy(HOURS_PER_YEAR), 8).toFixed();
}

async function payFlexibleInterest(tx: SqlExecutor, at: number): Promise<void> {
  const { rows } = await tx.query<{
    user_id: number;
    asset: string;
    lend_amount: string;
    min_lend_rate_year: string;
    next_time_rate_year: string;
    ladder_apr: FlexibleAssetRow['ladder_apr'];
  }>(
    `SELECT p.user_id, p.asset, p.lend_amount, p.min_lend_rate_year, a.next_time_rate_year, a.ladder_apr
     FROM flexible_positions p JOIN flexible_assets a ON a.asset = p.asset WHERE p.lend_amount > 0 ORDER BY p.id`,
  );
  for (const row of rows) {
    // A minimum APR above the market rate keeps the coins unlent: no interest this hour.
    if (toDecimal(money(row.min_lend_rate_year)).greaterThan(toDecimal(money(row.next_time_rate_year)))) {
      await tx.query('UPDATE flexible_positions SET last_interest = 0 WHERE user_id = $1 AND asset = $2', [
        row.user_id,
        row.asset,
      ]);
      continue;
    }
    const interest = hourlyInterest(money(row.lend_amount), row);
    if (toDecimal(interest).isZero()) continue;
    await tx.query(
      `UPDATE flexible_positions SET curr_amount = curr_amount + $3, lend_amount = lend_amount + $3, cumulative = cumulative + $3, last_interest = $3
       WHERE user_id = $1 AND asset = $2`,
      [row.user_id, row.asset, interest],
    );
    await writeLedger(
      tx,
      'flexible',
      { userId: row.user_id, asset: row.asset, amount: interest, kind: 'flexible_interest', at },
      1,
    );
    await addHistory(tx, {
      userId: row.user_id,
      product: 'flexible',
      type: 3,
      asset: row.asset,
      amount: interest,
      at,
      lendRateYear: money(row.next_time_rate_year),
    });
  }
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
  const { rows } = await tx.query<{ id: number; account_mode: string; asset: string; min_lend_amount: string }>(
    `SELECT u.id, u.account_mode, a.asset, a.min_lend_amount FROM users u CROSS JOIN flexible_assets a
     LEFT JOIN auto_earn e ON e.user_id = u.id AND e.asset = a.asset
     WHERE COALESCE(e.status, u.auto_earn_global) AND NOT u.funding_locked ORDER BY u.id, a.asset`,
  );
  for (const row of rows) {
    const account = row.account_mode === 'unified' ? 'unified' : 'spot';
    const balance = await walletBalance(tx, row.id, account, row.asset);
    const amount = roundDown(balance, 6);
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

async function step(tx: SqlExecutor, at: number): Promise<void> {
  if (at % HOUR_MS === 0) {
    await payFlexibleInterest(tx, at);
    await startLots(tx, at);
    await settleRedemptions(tx, at);
    await sweepAutoEarn(tx, at);
    await payLaunchpoolRewards(tx, at);
    await tx.query(
      'INSERT INTO rate_points (asset, at_ms, rate) SELECT asset, $1, next_time_rate_year FROM flexible_assets ON CONFLICT DO NOTHING',
      [at],
    );
  }
  await matureOrders(tx, at);
  await payOutOrders(tx, at);
  await payStakingRewards(tx, at);
  await payDebtAndExtraRewards(tx, at);
  await payStakingRedemptions(tx, at);
  await updateWealthNav(tx, at);
  await tx.query('UPDATE sim_clock SET now_ms = $1 WHERE id = 1', [at]);
}

/**
 * Moves the clock forward by `ms` (at most a year), running every step on the way: each hour, plus the
 * half hours when a matured fixed order pays out (the only events off the hour; an order created while
 * advancing is a reinvestment, which never pays out).
 */
export async function advanceClock(db: SimDatabase, ms: number): Promise<{ from: number; to: number; steps: number }> {
  const from = await simNow(db);
  const to = from + ms;
  const { rows } = await db.query<{ at: number | string }>(
    'SELECT DISTINCT finish_ms + $3 AS at FROM fixed_orders WHERE status IN (1, 2) AND finish_ms + $3 > $1 AND finish_ms + $3 <= $2',
    [from, to, STEP_MS],
  );
  const times = new Set(rows.map((row) => Number(row.at)));
  for (let at = Math.floor(from / HOUR_MS) * HOUR_MS + HOUR_MS; at <= to; at += HOUR_MS) times.add(at);
  const steps = [...times].sort((a, b) => a - b);
  for (const at of steps) await db.transaction((tx) => step(tx, at));
  await db.query('UPDATE sim_clock SET now_ms = $1 WHERE id = 1', [to]);
  return { from, to, steps: steps.length };
}
