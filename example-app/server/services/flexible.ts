/**
 * Flexible (uni-loan) Simple Earn: subscribe, redeem into a pending redemption, cancel it, the
 * minimum APR. Validation runs the same domain functions as the subscribe and redeem dialogs, on
 * figures read inside the transaction, so what the UI would refuse the server refuses too.
 */
import { toDecimal } from '../../../src/domain/decimal';
import { validateFlexibleRedeemAmount, redeemableAmount } from '../../../src/domain/simpleEarn/flexibleRedeem';
import { validateMinimumApr } from '../../../src/domain/simpleEarn/minimumApr';
import { flexibleRedeemPreCheck, subscribePreCheck } from '../../../src/domain/simpleEarn/preChecks';
import { validateSubscribeAmount } from '../../../src/domain/simpleEarn/subscribeAmount';
import { rateFromFraction, rateFromPercent, rateToDecimal } from '../../../src/domain/shared/rate';
import { HistoryMode } from '../../../src/domain/simpleEarn/constants';
import { HOUR_MS } from '../../../src/domain/shared/constants';
import type { SqlExecutor } from '../db';
import { badRequest, businessFailure, domainFailure, notFound } from '../failures';
import { creditWallet, debitWallet, money, walletBalance, writeLedger } from '../ledger';
import { earnSourceAccount, tradeInfoOf, type SimUser } from '../users';

// Flexible interest starts an hour after subscribing (SE-TIMELINE-01); the clock reads the hour from here too.
export { HOUR_MS };

/** A flexible market row. */
export interface FlexibleAssetRow {
  asset: string;
  sort: number;
  min_lend_amount: string;
  limit_min_lend_rate_year: string;
  max_lend_rate_year: string | null;
  next_time_rate_year: string;
  ladder_apr: { left: string; right: string; apr: string }[];
  business_type: number;
  lend_ratio: string;
  award_asset: string | null;
  ext_award_rate_year: string | null;
  ext_award_limit: string | null;
  award_start_ms: number | null;
  award_end_ms: number | null;
  borrow_support_launchpool: boolean;
  borrow_support_staking: boolean;
}

/** A flexible position row. */
export interface FlexiblePositionRow {
  id: number;
  user_id: number;
  asset: string;
  source_account: 'spot' | 'unified';
  curr_amount: string;
  lend_amount: string;
  frozen_amount: string;
  margin_frozen_amount: string;
  cumulative: string;
  last_interest: string;
  min_lend_rate_year: string;
}

/** The flexible market of a coin, or a 404 failure. */
export async function flexibleAsset(db: SqlExecutor, asset: string): Promise<FlexibleAssetRow> {
  const { rows } = await db.query<FlexibleAssetRow>('SELECT * FROM flexible_assets WHERE asset = $1', [asset]);
  const row = rows[0];
  if (!row) throw notFound('PRODUCT_NOT_FOUND', `There is no flexible product for ${asset}`);
  return row;
}

/** A user's position in a coin, locked for update when `forUpdate`. */
async function flexiblePosition(
  db: SqlExecutor,
  userId: number,
  asset: string,
  forUpdate = false,
): Promise<FlexiblePositionRow | null> {
  const { rows } = await db.query<FlexiblePositionRow>(
    `SELECT * FROM flexible_positions WHERE user_id = $1 AND asset = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId, asset],
  );
  return rows[0] ?? null;
}

/** Adds principal to a position (created when missing) as a lot that starts earning at `startsAt`. */
export async function addToFlexiblePosition(
  tx: SqlExecutor,
  user: Pick<SimUser, 'id' | 'account_mode'>,
  asset: string,
  amount: string,
  at: number,
  kind: string,
  ref: string | number | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO flexible_positions (user_id, asset, source_account, curr_amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, asset) DO UPDATE SET curr_amount = flexible_positions.curr_amount + EXCLUDED.curr_amount`,
    [user.id, asset, earnSourceAccount(user), amount],
  );
  await tx.query('INSERT INTO flexible_lots (user_id, asset, amount, starts_at_ms) VALUES ($1, $2, $3, $4)', [
    user.id,
    asset,
    amount,
    at + HOUR_MS,
  ]);
  await writeLedger(tx, 'flexible', { userId: user.id, asset, amount, kind, ref, at }, 1);
}

/** Writes a history row. */
export async function addHistory(
  tx: SqlExecutor,
  row: {
    userId: number;
    product: 'flexible' | 'fixed';
    type: number;
    asset: string;
    amount: string;
    at: number;
    mode?: number | null;
    orderId?: number | null;
    lendRateYear?: string | null;
    yearRate?: string | null;
    lockUpPeriod?: number | null;
    rateRatio?: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO history (user_id, product, type, asset, amount, mode, order_id, lend_rate_year, year_rate, lock_up_period, rate_ratio, at_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      row.userId,
      row.product,
      row.type,
      row.asset,
      row.amount,
      row.mode ?? null,
      row.orderId ?? null,
      row.lendRateYear ?? null,
      row.yearRate ?? null,
      row.lockUpPeriod ?? null,
      row.rateRatio ?? null,
      row.at,
    ],
  );
}

/**
 * Flexible subscribe (SE-API-09): the pre-check (SE-SUB-15), the minimum APR bounds, the amount
 * checks of the dialog (`validateSubscribeAmount`), then the debit and the new lot in one transaction.
 */
export async function subscribeFlexible(
  tx: SqlExecutor,
  user: SimUser,
  input: { asset: string; amount: string; rateYear: string },
  at: number,
  mode: number | null = null,
): Promise<{ asset: string; amount: string }> {
  const precheck = subscribePreCheck(tradeInfoOf(user));
  if (!precheck.ok) throw domainFailure('FUNDING_LOCKED', precheck.error);
  const market = await flexibleAsset(tx, input.asset);
  const minimumApr = minimumAprCheck(market, input.rateYear);
  const account = earnSourceAccount(user);
  // Lock the balance row so two subscribes of one user validate one after the other.
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    account,
    input.asset,
  ]);
  const available = await walletBalance(tx, user.id, account, input.asset);
  const validation = validateSubscribeAmount({
    amount: input.amount,
    asset: input.asset,
    kind: 'flexible',
    minLendAmount: money(market.min_lend_amount),
    availableBalance: available,
  });
  if (!validation.ok)
    throw domainFailure(
      validation.error.key === 'simpleEarn.subscribe.insufficientBalance'
        ? 'INSUFFICIENT_BALANCE'
        : 'MIN_PURCHASE_AMOUNT',
      validation.error,
    );
  const amount = validation.value.sentAmount;
  await debitWallet(tx, account, { userId: user.id, asset: input.asset, amount, kind: 'flexible_subscribe', at });
  await addToFlexiblePosition(tx, user, input.asset, amount, at, 'flexible_subscribe', null);
  await tx.query('UPDATE flexible_positions SET min_lend_rate_year = $3 WHERE user_id = $1 AND asset = $2', [
    user.id,
    input.asset,
    minimumApr,
  ]);
  await addHistory(tx, {
    userId: user.id,
    product: 'flexible',
    type: 1,
    asset: input.asset,
    amount,
    at,
    mode,
    lendRateYear: money(market.next_time_rate_year),
  });
  return { asset: input.asset, amount };
}

/** The minimum APR checked as the APR edit checks it (SE-APR-02/04): rateYear a fraction. */
function minimumAprCheck(market: FlexibleAssetRow, rateYear: string): string {
  const percent = toDecimal(rateYear).times(100).toFixed();
  const bounds = {
    limitMinLendRateYear: rateFromFraction(money(market.limit_min_lend_rate_year)) ?? rateFromFraction('0')!,
    maxLendRateYear: market.max_lend_rate_year === null ? null : rateFromPercent(money(market.max_lend_rate_year)),
  };
  // A rate of 0 means 'no minimum' in the subscribe body; only an explicit minimum is bounded.
  if (toDecimal(rateYear).isZero()) return '0';
  const result = validateMinimumApr(percent, bounds);
  if (!result.ok)
    throw domainFailure(
      result.error.key === 'simpleEarn.maxAPR' ? 'MIN_APR_TOO_HIGH' : 'MIN_APR_TOO_LOW',
      result.error,
    );
  return result.value.rateYear === null ? '0' : rateToDecimal(result.value.rateYear).toFixed();
}

/** POST interest-rate (SE-API-22): the position's minimum APR. */
export async function setMinimumApr(
  tx: SqlExecutor,
  user: SimUser,
  asset: string,
  rateYear: string,
): Promise<{ asset: string; rateYear: string }> {
  const market = await flexibleAsset(tx, asset);
  const position = await flexiblePosition(tx, user.id, asset, true);
  if (!position) throw notFound('POSITION_NOT_FOUND', `You hold no flexible ${asset}`);
  if (toDecimal(rateYear).isZero()) throw badRequest('INVALID_RATE', 'rateYear must be greater than 0');
  const value = minimumAprCheck(market, rateYear);
  await tx.query('UPDATE flexible_positions SET min_lend_rate_year = $3 WHERE user_id = $1 AND asset = $2', [
    user.id,
    asset,
    value,
  ]);
  return { asset, rateYear: value };
}

/**
 * Flexible redeem (SE-API-29): the pre-check (DEC-24), then the dialog's amount rule
 * (`validateFlexibleRedeemAmount` against `redeemableAmount`); the amount is frozen as a pending
 * redemption (frozen_status 1) that settles at the next hour unless cancelled (SE-REDEEM-10).
 */
export async function redeemFlexible(
  tx: SqlExecutor,
  user: SimUser,
  asset: string,
  amount: string,
  at: number,
): Promise<{ asset: string; amount: string }> {
  const precheck = flexibleRedeemPreCheck(tradeInfoOf(user));
  if (!precheck.ok) throw domainFailure('FUNDING_LOCKED', precheck.error);
  await flexibleAsset(tx, asset);
  const position = await flexiblePosition(tx, user.id, asset, true);
  if (!position) throw notFound('POSITION_NOT_FOUND', `You hold no flexible ${asset}`);
  const redeemable = redeemableAmount({
    currAmount: money(position.curr_amount),
    frozenAmount: money(position.frozen_amount),
    marginFrozenAmount: money(position.margin_frozen_amount),
  });
  const validation = validateFlexibleRedeemAmount(amount, redeemable, asset);
  if (!validation.ok) {
    const label =
      validation.error.key === 'redeem.number.minLimit'
        ? 'REDEEM_BELOW_MINIMUM'
        : validation.error.key === 'simpleEarn.redeem.tooManyDecimals'
          ? 'AMOUNT_TOO_PRECISE'
          : 'REDEEM_OVER_REDEEMABLE';
    throw domainFailure(label, validation.error);
  }
  const { rows } = await tx.query(
    `UPDATE flexible_positions SET frozen_amount = frozen_amount + $3
     WHERE user_id = $1 AND asset = $2 AND curr_amount - frozen_amount - margin_frozen_amount >= $3 RETURNING id`,
    [user.id, asset, amount],
  );
  if (rows.length === 0)
    throw domainFailure('REDEEM_OVER_REDEEMABLE', {
      key: 'simpleEarn.redeem.overRedeemable',
      params: { amount: redeemable, coin: asset },
    });
  await tx.query('INSERT INTO pending_redemptions (user_id, asset, amount, created_at_ms) VALUES ($1, $2, $3, $4)', [
    user.id,
    asset,
    amount,
    at,
  ]);
  return { asset, amount };
}

/** Cancel redemption (SE-API-30): unfreezes pending redemptions of the coin up to `amount`. */
export async function cancelRedeem(
  tx: SqlExecutor,
  user: SimUser,
  asset: string,
  amount: string,
): Promise<{ asset: string; amount: string }> {
  await flexibleAsset(tx, asset);
  const position = await flexiblePosition(tx, user.id, asset, true);
  const { rows } = await tx.query<{ id: number; amount: string }>(
    'SELECT id, amount FROM pending_redemptions WHERE user_id = $1 AND asset = $2 ORDER BY id DESC FOR UPDATE',
    [user.id, asset],
  );
  const pending = rows.reduce((sum, row) => sum.plus(toDecimal(money(row.amount))), toDecimal('0'));
  if (!position || pending.isZero())
    throw businessFailure('NO_PENDING_REDEMPTION', `No ${asset} redemption is pending`);
  if (toDecimal(amount).greaterThan(pending))
    throw badRequest('CANCEL_OVER_PENDING', `At most ${pending.toFixed()} ${asset} is being redeemed`);
  let left = toDecimal(amount);
  for (const row of rows) {
    if (left.isZero()) break;
    const value = toDecimal(money(row.amount));
    if (value.lessThanOrEqualTo(left)) {
      await tx.query('DELETE FROM pending_redemptions WHERE id = $1', [row.id]);
      left = left.minus(value);
    } else {
      await tx.query('UPDATE pending_redemptions SET amount = amount - $2 WHERE id = $1', [row.id, left.toFixed()]);
      left = toDecimal('0');
    }
  }
  await tx.query('UPDATE flexible_positions SET frozen_amount = frozen_amount - $3 WHERE user_id = $1 AND asset = $2', [
    user.id,
    asset,
    amount,
  ]);
  return { asset, amount };
}

/** Settles every pending redemption created before `at`: the position shrinks, the wallet grows. */
export async function settleRedemptions(tx: SqlExecutor, at: number): Promise<void> {
  const { rows } = await tx.query<{
    id: number;
    user_id: number;
    asset: string;
    amount: string;
    source_account: 'spot' | 'unified';
  }>(
    `SELECT r.id, r.user_id, r.asset, r.amount, p.source_account FROM pending_redemptions r
     JOIN flexible_positions p ON p.user_id = r.user_id AND p.asset = r.asset WHERE r.created_at_ms < $1 ORDER BY r.id`,
    [at],
  );
  for (const row of rows) {
    const amount = money(row.amount);
    await tx.query(
      `UPDATE flexible_positions SET curr_amount = curr_amount - $3, frozen_amount = frozen_amount - $3,
       lend_amount = LEAST(lend_amount, curr_amount - $3) WHERE user_id = $1 AND asset = $2`,
      [row.user_id, row.asset, amount],
    );
    await tx.query('DELETE FROM pending_redemptions WHERE id = $1', [row.id]);
    await writeLedger(
      tx,
      'flexible',
      { userId: row.user_id, asset: row.asset, amount, kind: 'flexible_redeem', ref: row.id, at },
      -1,
    );
    await creditWallet(tx, row.source_account, {
      userId: row.user_id,
      asset: row.asset,
      amount,
      kind: 'flexible_redeem',
      ref: row.id,
      at,
    });
    await addHistory(tx, {
      userId: row.user_id,
      product: 'flexible',
      type: 2,
      asset: row.asset,
      amount,
      at,
      mode: row.source_account === 'unified' ? HistoryMode.unifiedRedeem : HistoryMode.spotRedeem,
    });
  }
}
