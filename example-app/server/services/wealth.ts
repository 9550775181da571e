/**
 * VIP wealth: purchase units at the day's net value, redeem units at it; the value moves once a day as
 * the clock passes 00:00 UTC. Validation is the wealth dialogs' own (`validateWealthSubscribeAmount`,
 * `validateWealthRedeemUnits`).
 */
import { roundDown, toDecimal } from '../../../src/domain/decimal';
import { DAY_MS } from '../../../src/domain/shared/constants';
import { WEALTH_UNIT_DECIMALS } from '../../../src/domain/wealth/constants';
import { validateWealthRedeemUnits } from '../../../src/domain/wealth/redeem';
import { validateWealthSubscribeAmount } from '../../../src/domain/wealth/subscribe';
import type { SqlExecutor } from '../db';
import { badRequest, businessFailure, domainFailure, notFound } from '../failures';
import { creditWallet, debitWallet, money, walletBalance, writeLedger } from '../ledger';
import { earnSourceAccount, type SimUser } from '../users';

export interface WealthProductRow {
  pid: number;
  project_type: 4 | 5;
  name: string;
  coin: string;
  min_amount: string;
  nav: string;
  daily_return: string;
  launched_ms: number;
}

export interface WealthOrderRow {
  id: number;
  user_id: number;
  pid: number;
  source_account: 'spot' | 'unified';
  units: string;
  cost: string;
  created_ms: number;
}

export async function wealthProduct(db: SqlExecutor, pid: number, forUpdate = false): Promise<WealthProductRow> {
  const { rows } = await db.query<WealthProductRow>(
    `SELECT * FROM wealth_products WHERE pid = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [pid],
  );
  const row = rows[0];
  if (!row) throw notFound('PRODUCT_NOT_FOUND', `Wealth product ${pid} does not exist`);
  return row;
}

/**
 * Purchase (VW-API-01): the product's own project_type (DEC-23), the dialog's amount checks, units at today's value.
 */
export async function purchaseWealth(
  tx: SqlExecutor,
  user: SimUser,
  pid: number,
  amount: string,
  projectType: number,
  at: number,
): Promise<{ pid: number; amount: string; units: string }> {
  const product = await wealthProduct(tx, pid);
  if (projectType !== product.project_type)
    throw badRequest('WRONG_PROJECT_TYPE', `Product ${pid} is project type ${product.project_type}`);
  const account = earnSourceAccount(user);
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    account,
    product.coin,
  ]);
  const validation = validateWealthSubscribeAmount({
    amount,
    available: await walletBalance(tx, user.id, account, product.coin),
    product: { coin: product.coin, minAmount: money(product.min_amount) },
  });
  if (!validation.ok)
    throw domainFailure(
      validation.error.key === 'wealth.subscribe.lessThanMinimum'
        ? 'BELOW_MINIMUM'
        : validation.error.key === 'wealth.subscribe.precision'
          ? 'AMOUNT_TOO_PRECISE'
          : 'INSUFFICIENT_BALANCE',
      validation.error,
    );
  const value = validation.value.amount;
  const units = roundDown(toDecimal(value).dividedBy(toDecimal(money(product.nav))), WEALTH_UNIT_DECIMALS);
  if (units.isZero()) throw businessFailure('BELOW_ONE_UNIT', "The amount buys no units at today's net value");
  await debitWallet(tx, account, {
    userId: user.id,
    asset: product.coin,
    amount: value,
    kind: 'wealth_purchase',
    ref: pid,
    at,
  });
  await tx.query(
    `INSERT INTO wealth_orders (user_id, pid, source_account, units, cost, created_ms) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, pid) DO UPDATE SET units = wealth_orders.units + EXCLUDED.units, cost = wealth_orders.cost + EXCLUDED.cost`,
    [user.id, pid, account, units.toFixed(), value, at],
  );
  await writeLedger(
    tx,
    'wealth',
    { userId: user.id, asset: product.coin, amount: value, kind: 'wealth_purchase', ref: pid, at },
    1,
  );
  return { pid, amount: value, units: units.toFixed() };
}

/** Redeem (VW-API-02): units at today's value; the cost of those units leaves the wealth account. */
export async function redeemWealth(
  tx: SqlExecutor,
  user: SimUser,
  pid: number,
  unitsText: string,
  at: number,
): Promise<{ pid: number; units: string; amount: string }> {
  const product = await wealthProduct(tx, pid);
  // Lock order: the wallet balance first, then the position, as stakes do; the other way round two
  // parallel requests of one user can deadlock on a PostgreSQL server.
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    earnSourceAccount(user),
    product.coin,
  ]);
  const { rows } = await tx.query<WealthOrderRow>(
    'SELECT * FROM wealth_orders WHERE user_id = $1 AND pid = $2 FOR UPDATE',
    [user.id, pid],
  );
  const order = rows[0];
  const validation = validateWealthRedeemUnits({ units: unitsText, redeemableUnits: money(order?.units) });
  if (!validation.ok)
    throw domainFailure(
      validation.error.key === 'wealth.redeem.precision' ? 'AMOUNT_TOO_PRECISE' : 'OVER_REDEEMABLE_UNITS',
      validation.error,
    );
  if (!validation.value.hasUnits || !order) throw badRequest('INVALID_AMOUNT', 'unit must be greater than 0');
  const units = toDecimal(validation.value.units);
  const held = toDecimal(money(order.units));
  const cost = toDecimal(money(order.cost));
  const costShare = units.equals(held) ? cost : roundDown(cost.times(units).dividedBy(held), 18);
  const value = roundDown(units.times(toDecimal(money(product.nav))), 8);
  await tx.query('UPDATE wealth_orders SET units = units - $2, cost = cost - $3 WHERE id = $1', [
    order.id,
    units.toFixed(),
    costShare.toFixed(),
  ]);
  await writeLedger(
    tx,
    'wealth',
    { userId: user.id, asset: product.coin, amount: costShare, kind: 'wealth_redeem', ref: pid, at },
    -1,
  );
  await creditWallet(tx, order.source_account, {
    userId: user.id,
    asset: product.coin,
    amount: value,
    kind: 'wealth_redeem',
    ref: pid,
    at,
  });
  return { pid, units: units.toFixed(), amount: value.toFixed() };
}

/** At 00:00 UTC each product's net value grows by its daily return and is recorded. */
export async function updateWealthNav(tx: SqlExecutor, at: number): Promise<void> {
  if (at % DAY_MS !== 0) return;
  await tx.query('UPDATE wealth_products SET nav = ROUND(nav * (1 + daily_return), 8)');
  await tx.query(
    'INSERT INTO wealth_nav (pid, day_ms, nav) SELECT pid, $1, nav FROM wealth_products ON CONFLICT DO NOTHING',
    [at],
  );
}
