/** Holdings, fixed order actions and history (SE-API-13..17, 21, 25..28, 37, HD-API-02/03). */
import type { Hono } from 'hono';
import { defineCall, type CallContext, type SimState } from '../calls';
import { fixedHoldingDto, flexibleHoldingDto, historyDto, type HistoryRow } from '../dto';
import { badRequest, notFound } from '../failures';
import { checkFundingPassword } from '../fundpass';
import { assetField, flagField, integerField, optionalInteger, optionalText, pageParams } from '../input';
import { money } from '../ledger';
import {
  fixedProduct,
  preRedeem,
  setRedeemAccountType,
  setReinvestStatus,
  type FixedOrderRow,
} from '../services/fixed';
import { flexibleAsset, type FlexiblePositionRow } from '../services/flexible';

type PositionRow = FlexiblePositionRow & { pending: string | null; auto: boolean | null };

const POSITION_SQL = `SELECT p.*, (SELECT SUM(r.amount) FROM pending_redemptions r WHERE r.user_id = p.user_id AND r.asset = p.asset) AS pending,
  COALESCE(e.status, u.auto_earn_global) AS auto
  FROM flexible_positions p JOIN users u ON u.id = p.user_id LEFT JOIN auto_earn e ON e.user_id = p.user_id AND e.asset = p.asset`;

async function positionDto(ctx: CallContext, row: PositionRow) {
  return flexibleHoldingDto(
    row,
    await flexibleAsset(ctx.db, row.asset),
    money(row.pending),
    row.auto === true,
    ctx.now,
  );
}

/** The order id of a path, or a 400. */
function orderIdOf(ctx: CallContext): number {
  const id = ctx.params.order_id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw badRequest('INVALID_FIELD', 'order_id must be a whole number');
  return Number(id);
}

/** Offsets in use on Earth: -12:00 (Baker Island) to +14:00 (Line Islands), in quarter hours (+05:45 Nepal). */
const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * The offset of a time zone at a moment, ms: an IANA name ('Asia/Shanghai') or '+08:00' / '-0530'
 * (a real offset only: -12:00..+14:00, minutes 00, 15, 30 or 45). The daily interest log groups by the
 * caller's day (SE-API-14); UTC when none is given.
 */
function zoneOffsetMs(timeZone: string, at: number): number {
  const fixed = /^([+-])(\d{2}):?(\d{2})$/.exec(timeZone);
  if (fixed) {
    const minutes = (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
    if (!['00', '15', '30', '45'].includes(fixed[3]!) || minutes < MIN_OFFSET_MINUTES || minutes > MAX_OFFSET_MINUTES)
      throw badRequest('INVALID_TIME_ZONE', `Unknown time zone: ${timeZone}`);
    return minutes * 60_000;
  }
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(at));
  } catch {
    throw badRequest('INVALID_TIME_ZONE', `Unknown time zone: ${timeZone}`);
  }
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return local - Math.floor(at / 60_000) * 60_000;
}

async function historyPage(
  ctx: CallContext,
  product: 'flexible' | 'fixed',
): Promise<{ list: ReturnType<typeof historyDto>[]; total: number }> {
  const { limit, offset } = pageParams(ctx.query);
  const type = optionalInteger(ctx.query, 'type', 0);
  const asset = optionalText(ctx.query, 'asset')?.toUpperCase() ?? null;
  const start = optionalInteger(ctx.query, 'start_at', 0) * 1000;
  const endSeconds = optionalInteger(ctx.query, 'end_at', 0);
  const end = endSeconds === 0 ? ctx.now : endSeconds * 1000;
  const params = [ctx.user().id, product, type, asset, start, end];
  const where = `WHERE user_id = $1 AND product = $2 AND ($3 = 0 OR type = $3) AND ($4::text IS NULL OR asset = $4) AND at_ms BETWEEN $5 AND $6`;
  // The per-day interest log (SE-INT-03): one row per coin and UTC day, the hourly rows summed.
  if (product === 'flexible' && type === 3 && optionalInteger(ctx.query, 'is_daily_log', 0) === 1) {
    // Interest paid at 00:00 belongs to the day before (it is the last hour's); days are the caller's.
    const zone =
      optionalInteger(ctx.query, 'is_time_zone', 0) === 1 ? (optionalText(ctx.query, 'time_zone') ?? 'UTC') : 'UTC';
    const shift = zoneOffsetMs(zone, ctx.now);
    const day = `((at_ms + ${shift} - 1) / 86400000)`;
    const { rows } = await ctx.db.query<HistoryRow>(
      `SELECT MIN(id) AS id, 'flexible' AS product, 3 AS type, asset, SUM(amount) AS amount, NULL AS mode, NULL AS order_id, ROUND(AVG(lend_rate_year), 8) AS lend_rate_year,
         NULL AS year_rate, NULL AS lock_up_period, NULL AS rate_ratio, ${day} * 86400000 - ${shift} AS at_ms
       FROM history ${where} GROUP BY asset, ${day} ORDER BY at_ms DESC, asset LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return { list: rows.map(historyDto), total: rows.length };
  }
  const total =
    (await ctx.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM history ${where}`, params)).rows[0]?.n ?? 0;
  const { rows } = await ctx.db.query<HistoryRow>(
    `SELECT * FROM history ${where} ORDER BY at_ms DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { list: rows.map(historyDto), total };
}

export function holdingsRoutes(app: Hono, state: SimState): void {
  defineCall(app, state, 'flexibleHoldings', 'required', async (ctx) => {
    const { limit, offset } = pageParams(ctx.query);
    const asset = optionalText(ctx.query, 'asset')?.toUpperCase() ?? null;
    const where = `WHERE p.user_id = $1 AND ($2::text IS NULL OR p.asset = $2) AND p.curr_amount > 0`;
    const total =
      (
        await ctx.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM flexible_positions p ${where}`, [
          ctx.user().id,
          asset,
        ])
      ).rows[0]?.n ?? 0;
    const { rows } = await ctx.db.query<PositionRow>(
      `${POSITION_SQL} ${where} ORDER BY p.id LIMIT ${limit} OFFSET ${offset}`,
      [ctx.user().id, asset],
    );
    return { list: await Promise.all(rows.map((row) => positionDto(ctx, row))), total };
  });

  defineCall(app, state, 'holdingDetail', 'required', async (ctx) => {
    const asset = assetField(ctx.query);
    const market = await flexibleAsset(ctx.db, asset);
    const row = (
      await ctx.db.query<PositionRow>(`${POSITION_SQL} WHERE p.user_id = $1 AND p.asset = $2`, [ctx.user().id, asset])
    ).rows[0];
    if (!row) {
      // No position yet: an empty one, so the detail page shows zeros and the market's rates.
      return flexibleHoldingDto(
        {
          id: 0,
          user_id: ctx.user().id,
          asset,
          source_account: 'spot',
          curr_amount: '0',
          lend_amount: '0',
          frozen_amount: '0',
          margin_frozen_amount: '0',
          cumulative: '0',
          last_interest: '0',
          min_lend_rate_year: '0',
        },
        market,
        '0',
        false,
        ctx.now,
      );
    }
    return positionDto(ctx, row);
  });

  defineCall(app, state, 'minLendRateLimit', 'optional', async (ctx) => {
    const market = await flexibleAsset(ctx.db, assetField(ctx.query));
    return {
      limit_min_lend_rate_year: money(market.limit_min_lend_rate_year),
      max_lend_rate_year: market.max_lend_rate_year === null ? null : money(market.max_lend_rate_year),
    };
  });

  defineCall(app, state, 'fixedHoldings', 'required', async (ctx) => {
    const { limit, offset } = pageParams(ctx.query);
    const asset = optionalText(ctx.query, 'asset')?.toUpperCase() ?? null;
    const orderId = optionalInteger(ctx.query, 'order_id', 0);
    const where = `WHERE user_id = $1 AND status IN (1, 2) AND ($2::text IS NULL OR asset = $2) AND ($3 = 0 OR id = $3)`;
    const total =
      (
        await ctx.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM fixed_orders ${where}`, [
          ctx.user().id,
          asset,
          orderId,
        ])
      ).rows[0]?.n ?? 0;
    const { rows } = await ctx.db.query<FixedOrderRow>(
      `SELECT * FROM fixed_orders ${where} ORDER BY create_ms DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      [ctx.user().id, asset, orderId],
    );
    const list = [];
    for (const order of rows) list.push(fixedHoldingDto(order, await fixedProduct(ctx.db, order.product_id), ctx.now));
    return { list, total };
  });

  defineCall(app, state, 'fixedOrder', 'required', async (ctx) => {
    const orderId = integerField(ctx.query, 'order_id');
    const { rows } = await ctx.db.query<FixedOrderRow>('SELECT * FROM fixed_orders WHERE id = $1 AND user_id = $2', [
      orderId,
      ctx.user().id,
    ]);
    const order = rows[0];
    if (!order) throw notFound('ORDER_NOT_FOUND', `Order ${orderId} does not exist`);
    return fixedHoldingDto(order, await fixedProduct(ctx.db, order.product_id), ctx.now);
  });

  defineCall(app, state, 'reinvestStatus', 'required', async (ctx) => {
    const orderId = orderIdOf(ctx);
    const status = flagField(ctx.body, 'reinvest_status');
    return ctx.db.transaction((tx) => setReinvestStatus(tx, ctx.user(), orderId, status, ctx.now));
  });

  defineCall(app, state, 'redeemAccountType', 'required', async (ctx) => {
    const orderId = orderIdOf(ctx);
    const type = flagField(ctx.body, 'redeem_account_type');
    return ctx.db.transaction((tx) => setRedeemAccountType(tx, ctx.user(), orderId, type, ctx.now));
  });

  defineCall(app, state, 'preRedeem', 'required', async (ctx) => {
    const orderId = integerField(ctx.body, 'order_id');
    await checkFundingPassword(ctx, 101);
    return ctx.db.transaction((tx) => preRedeem(tx, ctx.user(), orderId, ctx.now));
  });

  defineCall(app, state, 'flexibleHistory', 'required', async (ctx) => (await historyPage(ctx, 'flexible')).list);
  defineCall(app, state, 'fixedHistory', 'required', (ctx) => historyPage(ctx, 'fixed'));

  defineCall(app, state, 'historyTypes', 'optional', async (ctx) => {
    const productType = optionalInteger(ctx.query, 'product_type', 1);
    // Flexible (product_type 1) has lend, redeem, interest, bonus; fixed (2) adds rate-up vouchers.
    return productType === 2 ? [1, 2, 3, 4, 5] : [1, 2, 3, 4];
  });
}
