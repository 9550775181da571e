/**
 * Staking (plain products): stake, standard redemption (fee, paid after redeem_maxday days) and fast
 * redemption (quick fee, paid at once, within a daily quota shared by all users), daily rewards.
 * Validation runs the staking dialogs' own domain functions.
 */
import { roundDown, toDecimal } from '../../../src/domain/decimal';
import { isFastRedeemEnabled, redeemConfigFor } from '../../../src/domain/staking/fastRedeem';
import { stakingRedeemFee } from '../../../src/domain/staking/redeemFee';
import { validateStakingRedeemAmount } from '../../../src/domain/staking/redeemAmount';
import { validateStakeAmount } from '../../../src/domain/staking/stakeAmount';
import { stakingAvailable } from '../../../src/domain/staking/available';
import { applyVipDiscount, vipDiscountFor } from '../../../src/domain/staking/vip';
import type { StakingRedeemConfig } from '../../../src/domain/staking/product.types';
import { rateFromFraction } from '../../../src/domain/shared/rate';
import { startOfUtcDay } from '../../../src/domain/simpleEarn/timeline';
import { DAY_MS } from '../../../src/domain/shared/constants';
import type { SqlExecutor } from '../db';
import { badRequest, businessFailure, domainFailure, notFound } from '../failures';
import {
  creditWallet,
  creditWallets,
  debitWallet,
  money,
  walletBalance,
  writeLedger,
  writeLedgerRows,
} from '../ledger';
import { earnSourceAccount, type SimUser } from '../users';
import { stakingLoansOf } from './loans';

/** A staking product row. */
export interface StakingProductRow {
  coin: string;
  reward_coin: string;
  rate: string;
  base_rate: string;
  min_mortgage_amount: string;
  min_redeem_amount: string;
  personal_mortgage_limit: string;
  crowd_mortgage_limit: string;
  reward_delay_days: number;
  income_days: number;
  redeem_minday: number;
  redeem_maxday: number;
  redeem_quick: boolean;
  redeem_quick_long: number;
  agreement: string;
  tips: string;
  /** 'asset': a rate-based token (ST-DATA-11, P-54), worth `tokenWorthOn` of its mortgage coin. */
  exchange_type?: 'default' | 'asset';
  /** When one token of an 'asset' product was worth 1 coin (epoch ms; PostgreSQL's bigint may arrive as text). */
  rate_origin_ms?: number | string | null;
}

/**
 * The coin one token of a rate-based product is worth on the UTC day of `at` (`exchange_rate_reverse`, P-54):
 * simple interest at the product's rate for each whole UTC day since its origin, so it grows with the simulated
 * clock; 1 before the origin and for every other product.
 */
export function tokenWorthOn(product: StakingProductRow, at: number): string {
  if (product.exchange_type !== 'asset' || product.rate_origin_ms == null) return '1';
  const days = Math.max(0, Math.floor(at / DAY_MS) - Math.floor(Number(product.rate_origin_ms) / DAY_MS));
  return roundDown(toDecimal('1').plus(toDecimal(money(product.rate)).times(days).dividedBy(36500)), 18).toFixed();
}

/** A redeem config row. */
export interface RedeemConfigRow {
  coin: string;
  redeem_coin: string;
  redeem_fee: string;
  redeem_quick_fee: string;
  redeem_quick_daily_quota: string;
}

export async function stakingProduct(db: SqlExecutor, coin: string): Promise<StakingProductRow> {
  const { rows } = await db.query<StakingProductRow>('SELECT * FROM staking_products WHERE coin = $1', [coin]);
  const row = rows[0];
  if (!row) throw notFound('PRODUCT_NOT_FOUND', `There is no staking product for ${coin}`);
  return row;
}

export async function redeemConfigs(db: SqlExecutor, coin: string): Promise<RedeemConfigRow[]> {
  return (
    await db.query<RedeemConfigRow>('SELECT * FROM staking_redeem_config WHERE coin = $1 ORDER BY redeem_coin', [coin])
  ).rows;
}

const configModel = (row: RedeemConfigRow): StakingRedeemConfig => ({
  redeemCoin: row.redeem_coin,
  redeemQuickLong: 0,
  redeemFee: rateFromFraction(money(row.redeem_fee))!,
  redeemQuickFee: rateFromFraction(money(row.redeem_quick_fee))!,
  redeemQuickDailyQuota: money(row.redeem_quick_daily_quota),
});

/** A DeFi protocol row. */
export interface StakingProtocolRow {
  pid: number;
  coin: string;
  protocol_name: string;
  rate: string;
  base_rate: string;
  min_mortgage_amount: string;
  min_redeem_amount: string;
  personal_mortgage_limit: string;
  income_days: number;
  redeem_minday: number;
  redeem_maxday: number;
  redeem_quick: boolean;
  reward: { reward_coin: string; reward_delay_days?: number; interest_delay_days?: number; fee_rate?: string }[];
  agreement: string;
}

export async function stakingProtocols(db: SqlExecutor, coin: string): Promise<StakingProtocolRow[]> {
  return (await db.query<StakingProtocolRow>('SELECT * FROM staking_protocols WHERE coin = $1 ORDER BY pid', [coin]))
    .rows;
}

/** The terms that apply: the product's for a plain product (pid 0 or -1), the protocol's for a DeFi one. */
async function termsOf(db: SqlExecutor, product: StakingProductRow & { is_defi?: boolean }, pid: number) {
  if (!product.is_defi) {
    if (pid > 0)
      throw badRequest('UNKNOWN_PROTOCOL', `Protocol ${pid} is not offered; ${product.coin} staking takes no pid`);
    return {
      pid: 0,
      min: product.min_mortgage_amount,
      minRedeem: product.min_redeem_amount,
      limit: product.personal_mortgage_limit,
      maxday: product.redeem_maxday,
      quick: product.redeem_quick,
    };
  }
  const protocol = (await stakingProtocols(db, product.coin)).find((row) => row.pid === pid);
  if (!protocol) throw badRequest('UNKNOWN_PROTOCOL', `Choose a ${product.coin} protocol (pid) to stake with`);
  return {
    pid,
    min: protocol.min_mortgage_amount,
    minRedeem: protocol.min_redeem_amount,
    limit: protocol.personal_mortgage_limit,
    maxday: protocol.redeem_maxday,
    quick: protocol.redeem_quick,
  };
}

/** What the user holds staked in a coin (in one protocol for DeFi). */
export async function heldAmount(
  db: SqlExecutor,
  userId: number,
  coin: string,
  forUpdate = false,
  pid = 0,
): Promise<string> {
  const { rows } = await db.query<{ mortgage_amount: string }>(
    `SELECT mortgage_amount FROM staking_positions WHERE user_id = $1 AND coin = $2 AND pid = $3${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId, coin, pid],
  );
  return money(rows[0]?.mortgage_amount);
}

/** What is left of today's fast quota; '-1' when unlimited. */
export async function quickQuotaLeft(
  db: SqlExecutor,
  coin: string,
  config: RedeemConfigRow,
  at: number,
): Promise<string> {
  const quota = money(config.redeem_quick_daily_quota);
  if (quota === '-1') return '-1';
  const { rows } = await db.query<{ amount: string }>(
    'SELECT amount FROM staking_quick_usage WHERE coin = $1 AND day_ms = $2',
    [coin, startOfUtcDay(at)],
  );
  const left = toDecimal(quota).minus(toDecimal(money(rows[0]?.amount)));
  return left.greaterThan(0) ? left.toFixed() : '0';
}

/** Stake (ST-API-03/14..16): the stake dialog's checks on the balance, minimum and personal or crowd limit. */
export async function stake(
  tx: SqlExecutor,
  user: SimUser,
  coin: string,
  amount: string,
  at: number,
  pid = 0,
): Promise<{ coin: string; amount: string; pid?: number }> {
  const product = await stakingProduct(tx, coin);
  const terms = await termsOf(tx, product, pid);
  const account = earnSourceAccount(user);
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    account,
    coin,
  ]);
  const { rows } = await tx.query<{ borrow_support_staking: boolean }>(
    'SELECT borrow_support_staking FROM flexible_assets WHERE asset = $1',
    [coin],
  );
  const available = stakingAvailable({
    balance: await walletBalance(tx, user.id, account, coin),
    coin,
    loans: await stakingLoansOf(tx, user.id),
    borrowCoinSupportsStaking: rows[0]?.borrow_support_staking !== false,
  });
  const hold = await heldAmount(tx, user.id, coin, true, terms.pid);
  const validation = validateStakeAmount({
    amount,
    coin,
    available,
    terms: {
      minMortgageAmount: money(terms.min),
      personalMortgageLimit: money(terms.limit),
      crowdMortgageLimit: money(product.crowd_mortgage_limit),
    },
    holdAmount: hold,
    isCrowd: user.is_crowd,
  });
  if (!validation.ok) throw domainFailure(STAKE_LABELS[validation.error.key] ?? 'INVALID_AMOUNT', validation.error);
  const value = validation.value.amount;
  await debitWallet(tx, account, { userId: user.id, asset: coin, amount: value, kind: 'staking_stake', at });
  await tx.query(
    `INSERT INTO staking_positions (user_id, coin, pid, source_account, mortgage_amount) VALUES ($1, $2, $5, $3, $4)
     ON CONFLICT (user_id, coin, pid) DO UPDATE SET mortgage_amount = staking_positions.mortgage_amount + EXCLUDED.mortgage_amount`,
    [user.id, coin, account, value, terms.pid],
  );
  await writeLedger(
    tx,
    'staking',
    { userId: user.id, asset: coin, amount: value, kind: 'staking_stake', ref: terms.pid, at },
    1,
  );
  return { coin, amount: value, ...(terms.pid ? { pid: terms.pid } : {}) };
}

const STAKE_LABELS: Record<string, string> = {
  'staking.stake.minLimit': 'STAKE_BELOW_MINIMUM',
  'staking.stake.insufficientBalance': 'INSUFFICIENT_BALANCE',
  'staking.stake.personalLimit': 'OVER_PERSONAL_LIMIT',
  'staking.stake.crowdLimit': 'OVER_CROWD_LIMIT',
  'staking.amount.precision': 'AMOUNT_TOO_PRECISE',
  'staking.redeem.minLimit': 'REDEEM_BELOW_MINIMUM',
  'staking.redeem.insufficientBalance': 'REDEEM_OVER_REDEEMABLE',
};

/**
 * Redeem (ST-API-11/14..17): the redeem dialog's checks; fast (quick 1) only when `isFastRedeemEnabled`
 * and within today's quota, paid at once less the quick fee; standard paid after redeem_maxday days
 * less the standard fee (ST-REDEEM-12/13). Answers redeem_stamp, when the money arrives.
 */
export async function redeemStaking(
  tx: SqlExecutor,
  user: SimUser,
  coin: string,
  amount: string,
  quick: boolean,
  at: number,
  pid = 0,
): Promise<{ redeem_stamp: number; fee: string; received: string }> {
  const product = await stakingProduct(tx, coin);
  const terms = await termsOf(tx, product, pid);
  // Lock order: the wallet balance first, then the position, as stakes do; the other way round two
  // parallel requests of one user can deadlock on a PostgreSQL server.
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    earnSourceAccount(user),
    coin,
  ]);
  const hold = await heldAmount(tx, user.id, coin, true, terms.pid);
  const validation = validateStakingRedeemAmount({
    amount,
    coin,
    redeemable: hold,
    minRedeemAmount: money(terms.minRedeem),
  });
  if (!validation.ok) throw domainFailure(STAKE_LABELS[validation.error.key] ?? 'INVALID_AMOUNT', validation.error);
  const value = validation.value.amount;
  const configRow = redeemConfigFor((await redeemConfigs(tx, coin)).map(configModel), coin);
  const row = configRow
    ? (await redeemConfigs(tx, coin)).find((item) => item.redeem_coin === configRow.redeemCoin)!
    : null;
  if (quick) {
    if (!row || !terms.quick)
      throw businessFailure('FAST_REDEEM_NOT_OFFERED', 'Fast redemption is not offered for this product');
    await tx.query('INSERT INTO staking_quick_usage (coin, day_ms, amount) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING', [
      coin,
      startOfUtcDay(at),
    ]);
    await tx.query('SELECT amount FROM staking_quick_usage WHERE coin = $1 AND day_ms = $2 FOR UPDATE', [
      coin,
      startOfUtcDay(at),
    ]);
    const left = await quickQuotaLeft(tx, coin, row, at);
    if (!isFastRedeemEnabled({ redeemQuick: terms.quick, dailyQuota: left, minRedeemAmount: money(terms.minRedeem) })) {
      throw businessFailure('FAST_REDEEM_UNAVAILABLE', "Fast redemption is unavailable now: today's quota is used up");
    }
    if (left !== '-1' && toDecimal(value).greaterThan(toDecimal(left)))
      throw businessFailure('FAST_REDEEM_QUOTA', `Fast redemption has ${left} ${coin} left today`);
    await tx.query('UPDATE staking_quick_usage SET amount = amount + $3 WHERE coin = $1 AND day_ms = $2', [
      coin,
      startOfUtcDay(at),
      value,
    ]);
  }
  // ST-VIP-01: a non-crowd user in a VIP tier pays the fee less the tier's vip_sale.
  const tiers = (
    (product as StakingProductRow & { vip_config?: { min_tier: number; max_tier: number; vip_sale: string }[] | null })
      .vip_config ?? []
  ).map((tier) => ({ minTier: tier.min_tier, maxTier: tier.max_tier, vipSale: tier.vip_sale }));
  const discount = user.is_crowd ? null : vipDiscountFor(user.vip_level, tiers);
  const config = row ? configModel(row) : null;
  const fee = config
    ? stakingRedeemFee(
        value,
        quick ? 'fast' : 'standard',
        discount
          ? {
              redeemFee: applyVipDiscount(config.redeemFee, discount.vipSale),
              redeemQuickFee: applyVipDiscount(config.redeemQuickFee, discount.vipSale),
            }
          : config,
      )
    : '0';
  const { rows } = await tx.query<{ source_account: 'spot' | 'unified' }>(
    'UPDATE staking_positions SET mortgage_amount = mortgage_amount - $3 WHERE user_id = $1 AND coin = $2 AND pid = $4 AND mortgage_amount >= $3 RETURNING source_account',
    [user.id, coin, value, terms.pid],
  );
  if (rows.length === 0)
    throw domainFailure('REDEEM_OVER_REDEEMABLE', {
      key: 'staking.redeem.insufficientBalance',
      params: { redeemable: hold, coin },
    });
  await writeLedger(
    tx,
    'staking',
    {
      userId: user.id,
      asset: coin,
      amount: value,
      kind: quick ? 'staking_fast_redeem' : 'staking_redeem',
      ref: terms.pid,
      at,
    },
    -1,
  );
  const paysAt = quick || terms.maxday === 0 ? at : at + terms.maxday * DAY_MS;
  const inserted = await tx.query<{ id: number }>(
    'INSERT INTO staking_redemptions (user_id, coin, source_account, amount, fee, quick, created_ms, pays_at_ms, pid) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id',
    [user.id, coin, rows[0]!.source_account, value, fee, quick, at, paysAt, terms.pid],
  );
  if (paysAt <= at) await payRedemption(tx, inserted.rows[0]!.id, at);
  const received = toDecimal(value).minus(toDecimal(fee)).toFixed();
  return { redeem_stamp: Math.floor(paysAt / 1000), fee, received };
}

async function payRedemption(tx: SqlExecutor, id: number, at: number): Promise<void> {
  const { rows } = await tx.query<{
    user_id: number;
    coin: string;
    source_account: 'spot' | 'unified';
    amount: string;
    fee: string;
  }>('UPDATE staking_redemptions SET paid_ms = $2 WHERE id = $1 RETURNING *', [id, at]);
  const row = rows[0]!;
  const received = toDecimal(money(row.amount)).minus(toDecimal(money(row.fee)));
  if (received.greaterThan(0))
    await creditWallet(tx, row.source_account, {
      userId: row.user_id,
      asset: row.coin,
      amount: received,
      kind: 'staking_redeem_payout',
      ref: id,
      at,
    });
}

/** Pays standard redemptions that are due. */
export async function payStakingRedemptions(tx: SqlExecutor, at: number): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM staking_redemptions WHERE paid_ms IS NULL AND pays_at_ms <= $1 ORDER BY id',
    [at],
  );
  for (const row of rows) await payRedemption(tx, row.id, at);
}

/** Daily rewards at 00:00 UTC: staked × rate / 100 / 365 in the reward coin, rounded down to 8 decimals. */
export async function payStakingRewards(tx: SqlExecutor, at: number): Promise<void> {
  if (at % DAY_MS !== 0) return;
  // A DeFi protocol pays in its first reward coin, less that reward's fee_rate.
  const { rows } = await tx.query<{
    user_id: number;
    coin: string;
    reward_coin: string;
    mortgage_amount: string;
    rate: string;
    fee_rate: string | null;
    source_account: 'spot' | 'unified';
  }>(
    `SELECT s.user_id, s.coin, COALESCE(d.reward -> 0 ->> 'reward_coin', p.reward_coin) AS reward_coin, s.mortgage_amount, COALESCE(d.rate, p.rate) AS rate,
       d.reward -> 0 ->> 'fee_rate' AS fee_rate, s.source_account
     FROM staking_positions s JOIN staking_products p ON p.coin = s.coin LEFT JOIN staking_protocols d ON d.pid = s.pid
     WHERE s.mortgage_amount > 0 AND p.exchange_type <> 'asset' ORDER BY s.user_id, s.coin, s.pid`,
  );
  const paid = rows.flatMap((row) => {
    const gross = toDecimal(money(row.mortgage_amount))
      .times(toDecimal(money(row.rate)))
      .dividedBy(100)
      .dividedBy(365);
    const reward = roundDown(gross.times(toDecimal('1').minus(toDecimal(row.fee_rate ?? '0'))), 8);
    return reward.isZero() ? [] : [{ row, reward }];
  });
  if (paid.length === 0) return;
  // One statement a table for the day's rewards of every position, in the order they used to be paid.
  await creditWallets(
    tx,
    paid.map(({ row, reward }) => ({
      userId: row.user_id,
      account: row.source_account,
      asset: row.reward_coin,
      amount: reward,
    })),
  );
  await writeLedgerRows(
    tx,
    paid.map(({ row, reward }) => ({
      userId: row.user_id,
      account: row.source_account,
      asset: row.reward_coin,
      delta: reward.toFixed(),
      kind: 'staking_reward',
      ref: null,
      at,
    })),
  );
  await tx.query(
    `INSERT INTO staking_profits (user_id, coin, reward_coin, amount, rate, at_ms)
     SELECT user_id, coin, reward_coin, amount, rate, $6::bigint FROM unnest($1::int[], $2::text[], $3::text[], $4::numeric[], $5::numeric[])
       WITH ORDINALITY AS row (user_id, coin, reward_coin, amount, rate, position) ORDER BY position`,
    [
      paid.map(({ row }) => row.user_id),
      paid.map(({ row }) => row.coin),
      paid.map(({ row }) => row.reward_coin),
      paid.map(({ reward }) => reward.toFixed()),
      paid.map(({ row }) => money(row.rate)),
      at,
    ],
  );
}
