/**
 * Launchpool: stake into a reward pool (the stake dialog's own checks and the pool quota of DEC-15),
 * redeem to spot, flexible Simple Earn or staking. The hourly rewards, shared pro rata while the project
 * runs, are paid by the clock with the other hourly work (`hourlyAccrual.ts`).
 */
import { toDecimal } from '../../../src/domain/decimal';
import { eligibilityLadder } from '../../../src/domain/launchpool/eligibility';
import { launchpoolAvailable, remainingQuota } from '../../../src/domain/launchpool/quota';
import { validateRedeemAmount } from '../../../src/domain/launchpool/redeemValidation';
import { validateStakeAmount } from '../../../src/domain/launchpool/stakeValidation';
import { HistoryMode } from '../../../src/domain/simpleEarn/constants';
import type { SqlExecutor } from '../db';
import { badRequest, businessFailure, domainFailure, notFound } from '../failures';
import { creditWallet, debitWallet, money, walletBalance, writeLedger } from '../ledger';
import { earnSourceAccount, type SimUser } from '../users';
import { addHistory, addToFlexiblePosition } from './flexible';
import { mintFromLaunchpool, mintProductFor } from './stakingDebt';

/** A pool row with its project. */
export interface PoolRow {
  rid: number;
  project_id: number;
  coin: string;
  decimal_place: number;
  personal_max_amount: string;
  personal_min_amount: string;
  buy_total_amount: string;
  reward_per_hour: string;
  rate_year: string;
  rate_year_type: number;
  reward_pool_type: number;
  redeem_type: number;
  simple_earn: {
    fixed_period?: number;
    fixed_rate?: string;
    ext_rate?: string;
    rate?: string;
    user_period?: number;
  } | null;
  staking: { rate?: string } | null;
  limit_rule: number;
  /** Only users of this VIP level and above may stake; null for every user. */
  vip_config: { min_vip_level: number } | null;
  /** The trading-volume ladder (DEC-19), ascending; empty for none. */
  transaction_config: { transaction_amount: string; mortgage_limit: string }[];
  transaction_days: number;
  project_coin: string;
  start_ms: number;
  end_ms: number;
}

export async function pool(db: SqlExecutor, projectId: number, rid: number, forUpdate = false): Promise<PoolRow> {
  const { rows } = await db.query<PoolRow>(
    `SELECT r.*, p.coin AS project_coin, p.start_ms, p.end_ms FROM launchpool_pools r JOIN launchpool_projects p ON p.id = r.project_id
     WHERE r.rid = $1 AND r.project_id = $2${forUpdate ? ' FOR UPDATE OF r' : ''}`,
    [rid, projectId],
  );
  const row = rows[0];
  if (!row) throw notFound('POOL_NOT_FOUND', `Project ${projectId} has no pool ${rid}`);
  return row;
}

/** The user's stake in a pool and everyone else's. */
export async function stakesOf(
  db: SqlExecutor,
  userId: number,
  rid: number,
): Promise<{ mine: string; others: string }> {
  const { rows } = await db.query<{ mine: string | null; others: string | null }>(
    'SELECT SUM(amount) FILTER (WHERE user_id = $1) AS mine, SUM(amount) FILTER (WHERE user_id <> $1) AS others FROM launchpool_stakes WHERE rid = $2',
    [userId, rid],
  );
  return { mine: money(rows[0]?.mine), others: money(rows[0]?.others) };
}

/** The user's trading volume in USD over the ladders' window (the pools' user_transaction_amount). */
export async function tradingVolumeOf(db: SqlExecutor, userId: number): Promise<string> {
  const { rows } = await db.query<{ trading_volume_usd: string }>(
    'SELECT trading_volume_usd FROM users WHERE id = $1',
    [userId],
  );
  return money(rows[0]?.trading_volume_usd);
}

/** The user's loans by coin (get-user-loan-property, LP-API-18): what the quota rule LP-QUOTA-03 deducts. */
export async function loansOf(db: SqlExecutor, userId: number): Promise<Record<string, string>> {
  const { rows } = await db.query<{ coin: string; amount: string }>(
    'SELECT coin, amount FROM user_loans WHERE user_id = $1 ORDER BY coin',
    [userId],
  );
  return Object.fromEntries(rows.map((row) => [row.coin, money(row.amount)]));
}

/**
 * The most a user may have staked in a pool with a trading-volume ladder (DEC-19): the cap of the highest
 * tier their volume reaches, 0 below T1; null for a pool without a ladder.
 */
function ladderCap(row: Pick<PoolRow, 'transaction_config'>, volume: string): string | null {
  if (row.transaction_config.length === 0) return null;
  const ladder = eligibilityLadder({
    transactionConfig: row.transaction_config.map((tier) => ({
      transactionAmount: tier.transaction_amount,
      mortgageLimit: tier.mortgage_limit,
    })),
    userTransactionAmount: volume,
  });
  return ladder.currentTier?.mortgageLimit ?? '0';
}

/**
 * The pool's rules on who may stake (check-pool-rule, LP-API-09): a VIP pool takes users of its VIP level
 * and above; a new-user pool (limit_rule > 0) only users who have never staked in launchpool.
 */
export async function checkPoolRule(db: SqlExecutor, user: SimUser, row: PoolRow): Promise<void> {
  const minVip = row.vip_config?.min_vip_level ?? 0;
  if (user.vip_level < minVip) throw businessFailure('VIP_ONLY', `This pool is for VIP ${minVip} and above`);
  if (row.limit_rule <= 0) return;
  const { rows } = await db.query('SELECT 1 FROM launchpool_stakes WHERE user_id = $1 AND rid <> $2 LIMIT 1', [
    user.id,
    row.rid,
  ]);
  if (rows.length > 0) throw businessFailure('NEW_USERS_ONLY', 'This pool is for new users only');
}

async function borrowSupportsLaunchpool(db: SqlExecutor, coin: string): Promise<boolean> {
  const { rows } = await db.query<{ borrow_support_launchpool: boolean }>(
    'SELECT borrow_support_launchpool FROM flexible_assets WHERE asset = $1',
    [coin],
  );
  return rows[0]?.borrow_support_launchpool !== false;
}

/**
 * An amount staked or redeemed has at most the pool's `decimal_place` decimals (a parameter error
 * otherwise). Both sides keep a stake a whole number of the pool's units, so what is left after a
 * redeem is never below the minimum of 0.1^decimal_place (LP-REDEEM-09, DEC-01): no dust that can
 * never be redeemed. `amount` is canonical (no trailing zeros), as `amountField` returns it.
 */
function checkPoolPrecision(amount: string, row: Pick<PoolRow, 'decimal_place'>): void {
  const decimals = amount.includes('.') ? amount.length - amount.indexOf('.') - 1 : 0;
  if (decimals > row.decimal_place)
    throw badRequest('AMOUNT_TOO_PRECISE', `amount allows at most ${row.decimal_place} decimals`);
}

/** create-order (LP-API-10/11): in progress, the rule, the dialog's amount checks, the pool quota. */
export async function stakeLaunchpool(
  tx: SqlExecutor,
  user: SimUser,
  projectId: number,
  rid: number,
  amount: string,
  at: number,
): Promise<{ rid: number; amount: string }> {
  const row = await pool(tx, projectId, rid, true);
  if (at < Number(row.start_ms) || at >= Number(row.end_ms))
    throw businessFailure('PROJECT_NOT_RUNNING', `${row.project_coin} launchpool is not in progress`);
  await checkPoolRule(tx, user, row);
  checkPoolPrecision(amount, row);
  const account = earnSourceAccount(user);
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    account,
    row.coin,
  ]);
  const { mine, others } = await stakesOf(tx, user.id, rid);
  const validation = validateStakeAmount({
    amount,
    pool: {
      coin: row.coin,
      personalMinAmount: money(row.personal_min_amount),
      personalMaxAmount: money(row.personal_max_amount),
    },
    stakedAmount: mine,
    // A borrow coin that does not support launchpool stakes only what is not owed (LP-QUOTA-03/04).
    available: launchpoolAvailable({
      coin: row.coin,
      available: await walletBalance(tx, user.id, account, row.coin),
      borrowCoinSetting: {
        coin: row.coin,
        isSupportLaunchpool: await borrowSupportsLaunchpool(tx, row.coin),
        isSupportStaking: true,
      },
      loans: await loansOf(tx, user.id),
    }).toFixed(),
  });
  if (!validation.ok) {
    const labels: Record<string, string> = {
      'launchpool.stake.min': 'STAKE_BELOW_MINIMUM',
      'launchpool.stake.max': 'STAKE_OVER_MAXIMUM',
      'launchpool.stake.inadequateBalance': 'INSUFFICIENT_BALANCE',
    };
    throw domainFailure(labels[validation.error.key] ?? 'INVALID_AMOUNT', validation.error);
  }
  const quota = remainingQuota(
    {
      buyTotalAmount: money(row.buy_total_amount),
      leftBuyTotalAmount: others,
      personalMaxAmount: money(row.personal_max_amount),
    },
    mine,
  );
  if (toDecimal(amount).greaterThan(quota)) {
    throw businessFailure(
      'POOL_QUOTA_USED_UP',
      toDecimal(quota).isZero()
        ? 'This pool is full'
        : `This pool takes at most ${toDecimal(quota).toFixed()} ${row.coin} more from you`,
    );
  }
  const cap = ladderCap(row, await tradingVolumeOf(tx, user.id));
  if (cap !== null && toDecimal(mine).plus(toDecimal(amount)).greaterThan(toDecimal(cap))) {
    throw businessFailure(
      'TRADING_VOLUME_CAP',
      `Your trading volume lets you stake at most ${toDecimal(cap).toFixed()} ${row.coin} in this pool`,
    );
  }
  await debitWallet(tx, account, { userId: user.id, asset: row.coin, amount, kind: 'launchpool_stake', ref: rid, at });
  await tx.query(
    `INSERT INTO launchpool_stakes (user_id, rid, source_account, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, rid) DO UPDATE SET amount = launchpool_stakes.amount + EXCLUDED.amount`,
    [user.id, rid, account, amount],
  );
  await writeLedger(
    tx,
    'launchpool',
    { userId: user.id, asset: row.coin, amount, kind: 'launchpool_stake', ref: rid, at },
    1,
  );
  return { rid, amount };
}

/**
 * redeem (LP-API-12): the redeem dialog's checks (LP-REDEEM-08/09) and the pool's precision;
 * simpleEarnStatus 0 back to the wallet, 1 into flexible Simple Earn, 2 into staking when the coin has a
 * staking product (GUSD minting for USDT, LP-DEST-11).
 */
export async function redeemLaunchpool(
  tx: SqlExecutor,
  user: SimUser,
  projectId: number,
  rid: number,
  amount: string,
  destination: 0 | 1 | 2,
  at: number,
): Promise<{ rid: number; amount: string; destination: number }> {
  const row = await pool(tx, projectId, rid);
  // Lock order: the wallet balance first, then the position, as stakes do; the other way round two
  // parallel requests of one user can deadlock on a PostgreSQL server.
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    earnSourceAccount(user),
    row.coin,
  ]);
  const { rows } = await tx.query<{ amount: string; source_account: 'spot' | 'unified' }>(
    'SELECT amount, source_account FROM launchpool_stakes WHERE user_id = $1 AND rid = $2 FOR UPDATE',
    [user.id, rid],
  );
  const staked = money(rows[0]?.amount);
  const validation = validateRedeemAmount({
    amount,
    redeemable: staked,
    coin: row.coin,
    decimalPlace: row.decimal_place,
  });
  if (!validation.ok)
    throw domainFailure(
      validation.error.key === 'launchpool.redeem.min' ? 'REDEEM_BELOW_MINIMUM' : 'REDEEM_OVER_REDEEMABLE',
      validation.error,
    );
  // After the dialog's checks, so an amount below the minimum gets the minimum's message (LP-REDEEM-09).
  checkPoolPrecision(amount, row);
  if (destination === 1 && !row.simple_earn)
    throw businessFailure('DESTINATION_UNAVAILABLE', 'This pool cannot redeem into Simple Earn');
  if (destination === 2 && !row.staking)
    throw businessFailure('DESTINATION_UNAVAILABLE', 'This pool cannot redeem into staking');
  await tx.query('UPDATE launchpool_stakes SET amount = amount - $3 WHERE user_id = $1 AND rid = $2', [
    user.id,
    rid,
    amount,
  ]);
  await writeLedger(
    tx,
    'launchpool',
    { userId: user.id, asset: row.coin, amount, kind: 'launchpool_redeem', ref: rid, at },
    -1,
  );
  const account = rows[0]!.source_account;
  // LP-DEST-11: for USDT the staking destination is GUSD minting (a credit-debt product taking the coin).
  const mintProduct = destination === 2 ? await mintProductFor(tx, row.coin) : null;
  if (destination === 1) {
    await addToFlexiblePosition(tx, user, row.coin, amount, at, 'launchpool_redeem', rid);
    await addHistory(tx, {
      userId: user.id,
      product: 'flexible',
      type: 1,
      asset: row.coin,
      amount,
      at,
      mode: HistoryMode.launchPool,
    });
  } else if (mintProduct) {
    await mintFromLaunchpool(tx, user.id, account, mintProduct, amount, at);
  } else if (destination === 2) {
    await tx.query(
      `INSERT INTO staking_positions (user_id, coin, pid, source_account, mortgage_amount) VALUES ($1, $2, 0, $3, $4)
       ON CONFLICT (user_id, coin, pid) DO UPDATE SET mortgage_amount = staking_positions.mortgage_amount + EXCLUDED.mortgage_amount`,
      [user.id, row.coin, account, amount],
    );
    await writeLedger(
      tx,
      'staking',
      { userId: user.id, asset: row.coin, amount, kind: 'launchpool_redeem', ref: rid, at },
      1,
    );
  } else {
    await creditWallet(tx, account, {
      userId: user.id,
      asset: row.coin,
      amount,
      kind: 'launchpool_redeem',
      ref: rid,
      at,
    });
  }
  return { rid, amount, destination };
}
