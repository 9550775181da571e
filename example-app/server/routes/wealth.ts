/** VIP wealth (VW-API-01..04), the soft staking switch (SS-API-01) and dual-earn orders (DE-API-01/02). */
import type { Hono } from 'hono';
import { toDecimal } from '../../../src/domain/decimal';
import { WEALTH_UNIT_DECIMALS, WEALTH_AMOUNT_DECIMALS } from '../../../src/domain/wealth/constants';
import { DAY_MS } from '../../../src/domain/shared/constants';
import { defineCall, type CallContext, type SimState } from '../calls';
import { seconds } from '../dto';
import { badRequest, notFound } from '../failures';
import { checkFundingPassword } from '../fundpass';
import { dualOrderDto, type DualOrderRow } from '../services/dualEarn';
import { amountField, integerField, pageParams, textField } from '../input';
import { money } from '../ledger';
import type { SqlExecutor } from '../db';
import {
  purchaseWealth,
  redeemWealth,
  wealthProduct,
  type WealthOrderRow,
  type WealthProductRow,
} from '../services/wealth';

async function userOrder(ctx: CallContext): Promise<WealthOrderRow> {
  const id = integerField(ctx.query, 'order_id');
  const { rows } = await ctx.db.query<WealthOrderRow>('SELECT * FROM wealth_orders WHERE id = $1 AND user_id = $2', [
    id,
    ctx.user().id,
  ]);
  const order = rows[0];
  if (!order) throw notFound('ORDER_NOT_FOUND', `Order ${id} does not exist`);
  return order;
}

/** Annualised return of a product's last 30 days, a fraction; 0 before it has 30 days of history. */
async function recent30DaysRate(db: SqlExecutor, product: WealthProductRow, now: number): Promise<string> {
  const { rows } = await db.query<{ nav: string }>(
    'SELECT nav FROM wealth_nav WHERE pid = $1 AND day_ms <= $2 ORDER BY day_ms DESC LIMIT 1',
    [product.pid, now - 30 * DAY_MS],
  );
  const past = rows[0] ? toDecimal(money(rows[0].nav)) : null;
  if (!past) return '0';
  return toDecimal(money(product.nav))
    .dividedBy(past)
    .minus(1)
    .times(365)
    .dividedBy(30)
    .toDecimalPlaces(6, 1)
    .toFixed();
}

/** An order's detail (VW-DATA-01) at today's net value: the order-detail call and each row of the holdings. */
async function orderDetail(db: SqlExecutor, order: WealthOrderRow, product: WealthProductRow, now: number) {
  const nav = toDecimal(money(product.nav));
  const units = toDecimal(money(order.units));
  const value = units.times(nav).toDecimalPlaces(8, 1);
  const cost = toDecimal(money(order.cost));
  return {
    name: product.name,
    amount: value.toFixed(),
    coin: product.coin,
    unit: units.toFixed(),
    income_amount: value.minus(cost).toDecimalPlaces(8, 1).toFixed(),
    show_interest: 1,
    net_value_ratio: nav.toFixed(),
    net_value_ratio_buy: units.isZero() ? nav.toFixed() : cost.dividedBy(units).toDecimalPlaces(8, 1).toFixed(),
    recent_30_days_rate: await recent30DaysRate(db, product, now),
    run_days: Math.max(0, Math.floor((now - Number(product.launched_ms)) / DAY_MS)),
    client_id: order.id,
  };
}

export function wealthRoutes(app: Hono, state: SimState): void {
  defineCall(app, state, 'wealthPurchase', 'required', async (ctx) => {
    const pid = integerField(ctx.body, 'pid');
    const amount = amountField(ctx.body, 'amount', WEALTH_AMOUNT_DECIMALS);
    const projectType = integerField(ctx.body, 'project_type');
    await checkFundingPassword(ctx, 10010111); // P-32
    return ctx.db.transaction((tx) => purchaseWealth(tx, ctx.user(), pid, amount, projectType, ctx.now));
  });

  defineCall(app, state, 'wealthRedeem', 'required', async (ctx) => {
    const pid = integerField(ctx.body, 'pid');
    const units = amountField(ctx.body, 'unit', WEALTH_UNIT_DECIMALS);
    await checkFundingPassword(ctx, 101); // P-32
    return ctx.db.transaction((tx) => redeemWealth(tx, ctx.user(), pid, units, ctx.now));
  });

  defineCall(app, state, 'wealthOrderDetail', 'required', async (ctx) => {
    const order = await userOrder(ctx);
    const product = await wealthProduct(ctx.db, order.pid);
    if (integerField(ctx.query, 'project_type') !== product.project_type)
      throw badRequest('WRONG_PROJECT_TYPE', `Order ${order.id} is project type ${product.project_type}`);
    return orderDetail(ctx.db, order, product, ctx.now);
  });

  // DEC-29: the VIP products for anyone, each with today's net value and its last 30 days.
  defineCall(app, state, 'wealthProducts', 'optional', async (ctx) => {
    const { rows } = await ctx.db.query<WealthProductRow & { min_vip_level: number }>(
      'SELECT * FROM wealth_products ORDER BY pid',
    );
    const list = [];
    for (const product of rows) {
      list.push({
        pid: product.pid,
        project_type: product.project_type,
        name: product.name,
        coin: product.coin,
        min_amount: money(product.min_amount),
        net_value_ratio: toDecimal(money(product.nav)).toFixed(),
        recent_30_days_rate: await recent30DaysRate(ctx.db, product, ctx.now),
        min_vip_level: product.min_vip_level,
      });
    }
    return { list };
  });

  // DEC-29: the user's holdings, each as its order detail answers it; a holding redeemed to nothing is gone.
  defineCall(app, state, 'wealthOrders', 'required', async (ctx) => {
    const { rows } = await ctx.db.query<WealthOrderRow>(
      'SELECT * FROM wealth_orders WHERE user_id = $1 AND units > 0 ORDER BY id',
      [ctx.user().id],
    );
    const list = [];
    for (const order of rows) {
      const product = await wealthProduct(ctx.db, order.pid);
      list.push({
        order_id: order.id,
        pid: product.pid,
        project_type: product.project_type,
        ...(await orderDetail(ctx.db, order, product, ctx.now)),
      });
    }
    return { list };
  });

  defineCall(app, state, 'wealthLines', 'required', async (ctx) => {
    const order = await userOrder(ctx);
    const product = await wealthProduct(ctx.db, order.pid);
    const type = textField(ctx.query, 'type');
    if (type !== 'balance' && type !== 'rate') throw badRequest('INVALID_FIELD', 'type must be balance or rate');
    const range = integerField(ctx.query, 'range');
    if (range < 1 || range > 730) throw badRequest('INVALID_FIELD', 'range must be 1..730 days');
    const { rows } = await ctx.db.query<{ day_ms: number; nav: string }>(
      'SELECT day_ms, nav FROM wealth_nav WHERE pid = $1 AND day_ms > $2 AND day_ms <= $3 ORDER BY day_ms',
      [product.pid, ctx.now - range * DAY_MS, ctx.now],
    );
    const units = toDecimal(money(order.units));
    const first = rows[0] ? toDecimal(money(rows[0].nav)) : null;
    let previous: ReturnType<typeof toDecimal> | null = null;
    const lines = rows.map((row) => {
      const nav = toDecimal(money(row.nav));
      const value =
        type === 'balance'
          ? units.times(nav).toDecimalPlaces(8, 1)
          : first
            ? nav.dividedBy(first).minus(1).toDecimalPlaces(8, 1)
            : toDecimal('0');
      const diff = previous ? value.minus(previous) : toDecimal('0');
      previous = value;
      return { timestamp: seconds(row.day_ms), value: value.toFixed(), diff: diff.toFixed() };
    });
    const last = rows[rows.length - 1];
    const change =
      first && last ? toDecimal(money(last.nav)).dividedBy(first).minus(1).toDecimalPlaces(8, 1).toFixed() : '0';
    return { lines, change };
  });

  defineCall(app, state, 'softStakingSwitch', 'required', async (ctx) => {
    const status = ctx.body.status;
    if (typeof status !== 'boolean') throw badRequest('INVALID_FIELD', 'status must be true or false');
    await ctx.db.query('UPDATE users SET soft_staking = $2 WHERE id = $1', [ctx.user().id, status]);
    return { status };
  });

  const dualOrder = (kind: 'dual' | 'sniper') => async (ctx: CallContext) => {
    const id = integerField(ctx.query, 'order_id');
    const { rows } = await ctx.db.query<DualOrderRow>(
      'SELECT * FROM dual_orders WHERE id = $1 AND user_id = $2 AND kind = $3',
      [id, ctx.user().id, kind],
    );
    const order = rows[0];
    if (!order) throw notFound('ORDER_NOT_FOUND', `Order ${id} does not exist`);
    return dualOrderDto(order, ctx.now);
  };
  defineCall(app, state, 'dualOrderDetail', 'required', dualOrder('dual'));
  defineCall(app, state, 'dualSniperOrder', 'required', dualOrder('sniper'));

  // DEC-30: the user's dual and sniper orders, newest first, paged (DEC-02: 10 a page).
  defineCall(app, state, 'dualOrders', 'required', async (ctx) => {
    const { limit, offset } = pageParams(ctx.query);
    const userId = ctx.user().id;
    const { rows } = await ctx.db.query<DualOrderRow>(
      'SELECT * FROM dual_orders WHERE user_id = $1 ORDER BY created_ms DESC, id DESC LIMIT $2 OFFSET $3',
      [userId, limit, offset],
    );
    const count = await ctx.db.query<{ total: string }>(
      'SELECT COUNT(*) AS total FROM dual_orders WHERE user_id = $1',
      [userId],
    );
    const total = Number(count.rows[0]?.total ?? 0);
    return { list: rows.map((order) => dualOrderDto(order, ctx.now)), total };
  });
}
