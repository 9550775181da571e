/** Simple Earn products, subscribe and redeem (SE-API-01..12, 18..24, 29..36, 38). */
import type { Hono } from 'hono';
import { toDecimal } from '../../../src/domain/decimal';
import { FLEXIBLE_REDEEM_DECIMALS } from '../../../src/domain/simpleEarn/constants';
import { SUBSCRIBE_DECIMALS } from '../../../src/domain/decimal';
import { DAY_MS } from '../../../src/domain/shared/constants';
import { defineCall, type CallContext, type SimState } from '../calls';
import { fixedProductDto, flexibleProductDto, prices, seconds } from '../dto';
import { badRequest } from '../failures';
import { checkFundingPassword } from '../fundpass';
import {
  amountField,
  assetField,
  flagField,
  integerField,
  optionalInteger,
  optionalText,
  pageParams,
  rateField,
  secondsField,
  textField,
} from '../input';
import { money } from '../ledger';
import {
  fixedProduct,
  isEligible,
  lendableOf,
  subscribeFixed,
  voucherModel,
  type FixedProductRow,
} from '../services/fixed';
import {
  cancelRedeem,
  flexibleAsset,
  redeemFlexible,
  setMinimumApr,
  subscribeFlexible,
  type FlexibleAssetRow,
} from '../services/flexible';

async function productsOf(ctx: CallContext, where: string, params: unknown[]): Promise<FixedProductRow[]> {
  return (
    await ctx.db.query<FixedProductRow>(
      `SELECT * FROM fixed_products ${where} ORDER BY asset, lock_up_period, id`,
      params,
    )
  ).rows;
}

/** The products a list shows: those on sale now (no window, or inside it). */
const ON_SALE = '(start_ms IS NULL OR start_ms <= $1) AND (end_ms IS NULL OR end_ms > $1)';

export function simpleEarnRoutes(app: Hono, state: SimState): void {
  defineCall(app, state, 'marketList', 'optional', async (ctx) => {
    const { limit, offset } = pageParams(ctx.query);
    const user = ctx.session?.user ?? null;
    const search = (optionalText(ctx.query, 'search_coin') ?? '').toUpperCase();
    const filters: string[] = ['a.asset LIKE $1'];
    if (user && optionalInteger(ctx.query, 'have_balance', 0) === 1)
      filters.push(`EXISTS (SELECT 1 FROM balances b WHERE b.user_id = $2 AND b.asset = a.asset AND b.amount > 0)`);
    if (user && optionalInteger(ctx.query, 'is_subscribed', 0) === 1)
      filters.push(
        `EXISTS (SELECT 1 FROM flexible_positions p WHERE p.user_id = $2 AND p.asset = a.asset AND p.curr_amount > 0)`,
      );
    if (user && optionalInteger(ctx.query, 'auto_invest', 0) === 1)
      filters.push(`COALESCE(e.status, u.auto_earn_global, false)`);
    if (optionalInteger(ctx.query, 'have_award', 0) === 1) filters.push('a.award_asset IS NOT NULL');
    // AE-SORT-01: 4 ascending, 3 descending by rate; anything else the default order.
    const sortType = optionalInteger(ctx.query, 'sort_type', 0);
    const order =
      sortType === 4
        ? 'a.next_time_rate_year ASC, a.sort'
        : sortType === 3
          ? 'a.next_time_rate_year DESC, a.sort'
          : 'a.sort';
    const from = `FROM flexible_assets a LEFT JOIN users u ON u.id = $2 LEFT JOIN auto_earn e ON e.user_id = $2 AND e.asset = a.asset WHERE ${filters.join(' AND ')}`;
    const params = [`%${search}%`, user?.id ?? 0];
    const total = (await ctx.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n ${from}`, params)).rows[0]?.n ?? 0;
    const { rows } = await ctx.db.query<FlexibleAssetRow & { auto: boolean | null }>(
      `SELECT a.*, COALESCE(e.status, u.auto_earn_global, false) AS auto ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return {
      list: rows.map((row) => ({
        asset: row.asset,
        next_time_rate_year: money(row.next_time_rate_year),
        ladder_apr: row.ladder_apr,
        auto_invest_status: row.auto ? 1 : 0,
      })),
      total,
    };
  });

  defineCall(app, state, 'coinInfo', 'optional', async (ctx) => {
    const coin = assetField(ctx.query, 'coin');
    const { rows } = await ctx.db.query<FlexibleAssetRow>('SELECT * FROM flexible_assets WHERE asset = $1', [coin]);
    const market = rows[0];
    if (!market) return [];
    const priceOf = await prices(ctx.db);
    const fixed = await productsOf(ctx, `WHERE asset = $2 AND ${ON_SALE}`, [ctx.now, coin]);
    return [
      flexibleProductDto(
        market,
        fixed.map((row) => fixedProductDto(row, priceOf)),
        priceOf,
        ctx.now,
      ),
    ];
  });

  defineCall(app, state, 'fixedProductDetail', 'optional', async (ctx) => {
    const product = await fixedProduct(ctx.db, integerField(ctx.query, 'product_id'));
    return fixedProductDto(product, await prices(ctx.db));
  });

  defineCall(app, state, 'fixedProductList', 'optional', async (ctx) => {
    const type = Number(ctx.params.type);
    if (!Number.isInteger(type) || type < 0 || type > 3)
      throw badRequest('INVALID_FIELD', 'type must be 0 (all), 1, 2 or 3');
    const coin = optionalText(ctx.query, 'coin') ?? optionalText(ctx.query, 'asset');
    const { limit, offset } = pageParams(ctx.query);
    const where = `${ON_SALE} AND ($2::int = 0 OR type = $2::int) AND ($3::text = '' OR asset = $3::text)`;
    const rows = await productsOf(ctx, `WHERE ${where}`, [ctx.now, type, coin?.toUpperCase() ?? '']);
    const priceOf = await prices(ctx.db);
    const list = rows.map((row) => fixedProductDto(row, priceOf));
    if (coin) {
      const market = (
        await ctx.db.query<{ business_type: number }>('SELECT business_type FROM flexible_assets WHERE asset = $1', [
          coin.toUpperCase(),
        ])
      ).rows[0];
      return {
        list: list.slice(offset, offset + limit),
        total: list.length,
        fixed_list: list.filter((item) => item.sale_status === 1),
        business_type: market?.business_type ?? 1,
      };
    }
    return { list: list.slice(offset, offset + limit), total: list.length };
  });

  defineCall(app, state, 'lendable', 'required', async (ctx) => {
    const product = await fixedProduct(ctx.db, integerField(ctx.query, 'product_id'));
    return { lendable: await lendableOf(ctx.db, ctx.user().id, product) };
  });

  defineCall(app, state, 'flexibleSubscribe', 'required', async (ctx) => {
    const input = {
      asset: assetField(ctx.body),
      amount: amountField(ctx.body, 'amount', SUBSCRIBE_DECIMALS),
      rateYear: rateField(ctx.body, 'rateYear'),
    };
    await checkFundingPassword(ctx, 10010111);
    return ctx.db.transaction((tx) => subscribeFlexible(tx, ctx.user(), input, ctx.now));
  });

  defineCall(app, state, 'fixedSubscribe', 'required', async (ctx) => {
    const voucher = optionalText(ctx.body, 'financial_rate_id');
    const input = {
      productId: integerField(ctx.body, 'product_id'),
      amount: amountField(ctx.body, 'amount', SUBSCRIBE_DECIMALS),
      yearRate: rateField(ctx.body, 'year_rate'),
      reinvestStatus: flagField(ctx.body, 'reinvest_status'),
      redeemAccountType: flagField(ctx.body, 'redeem_account_type'),
      voucherId: voucher === undefined || voucher === '0' ? null : integerField(ctx.body, 'financial_rate_id'),
      viaVipPath: ctx.vip,
    };
    await checkFundingPassword(ctx, 10010111);
    return ctx.db.transaction((tx) => subscribeFixed(tx, ctx.user(), input, ctx.now));
  });

  defineCall(app, state, 'fixedProductCoins', 'optional', async (ctx) => {
    const { rows } = await ctx.db.query<{ asset: string }>(
      `SELECT DISTINCT asset FROM fixed_products WHERE ${ON_SALE} ORDER BY asset`,
      [ctx.now],
    );
    return rows.map((row) => row.asset);
  });

  defineCall(app, state, 'flexibleHistoryCoins', 'required', async (ctx) => {
    const { rows } = await ctx.db.query<{ asset: string }>(
      `SELECT DISTINCT asset FROM history WHERE user_id = $1 AND product = 'flexible' ORDER BY asset`,
      [ctx.user().id],
    );
    return rows.map((row) => row.asset);
  });

  defineCall(app, state, 'tradingHome', 'required', async (ctx) => {
    textField(ctx.query, 'market');
    const user = ctx.user();
    return { use_funding: user.use_funding ? 1 : 0, locked: user.funding_locked ? 1 : 0 };
  });

  defineCall(app, state, 'rateChart', 'optional', async (ctx) => {
    const asset = assetField(ctx.query);
    const from = secondsField(ctx.query, 'from') * 1000;
    const to = secondsField(ctx.query, 'to') * 1000;
    const type = integerField(ctx.query, 'type');
    if (type !== 1 && type !== 2) throw badRequest('INVALID_FIELD', 'type must be 1 (hour) or 2 (day)');
    if (to < from) throw badRequest('INVALID_FIELD', 'to must not be before from');
    await flexibleAsset(ctx.db, asset);
    const sql =
      type === 1
        ? 'SELECT at_ms AS time, rate AS value FROM rate_points WHERE asset = $1 AND at_ms BETWEEN $2 AND $3 ORDER BY at_ms'
        : `SELECT (at_ms / ${DAY_MS}) * ${DAY_MS} AS time, ROUND(AVG(rate), 8) AS value FROM rate_points WHERE asset = $1 AND at_ms BETWEEN $2 AND $3 GROUP BY 1 ORDER BY 1`;
    const { rows } = await ctx.db.query<{ time: number; value: string }>(sql, [asset, from, to]);
    return rows.map((row) => ({ time: seconds(row.time), value: money(row.value) }));
  });

  defineCall(app, state, 'rateTrend', 'optional', async (ctx) => {
    const asset = assetField(ctx.query);
    const days = integerField(ctx.query, 'days');
    if (days < 1 || days > 365) throw badRequest('INVALID_FIELD', 'days must be 1..365');
    await flexibleAsset(ctx.db, asset);
    const { rows } = await ctx.db.query<{ time: number; value: string }>(
      `SELECT (at_ms / ${DAY_MS}) * ${DAY_MS} AS time, ROUND(AVG(rate), 8) AS value FROM rate_points WHERE asset = $1 AND at_ms > $2 AND at_ms <= $3 GROUP BY 1 ORDER BY 1`,
      [asset, ctx.now - days * DAY_MS, ctx.now],
    );
    return rows.map((row) => ({ time: seconds(row.time), value: money(row.value) }));
  });

  defineCall(app, state, 'redeemCallback', 'required', async (ctx) => {
    // The spec leaves the body open: the simulator answers the coin's pending redemptions.
    const asset = optionalText(ctx.body, 'asset')?.toUpperCase();
    const { rows } = await ctx.db.query<{ asset: string; amount: string }>(
      `SELECT asset, SUM(amount) AS amount FROM pending_redemptions WHERE user_id = $1 AND ($2::text IS NULL OR asset = $2) GROUP BY asset ORDER BY asset`,
      [ctx.user().id, asset ?? null],
    );
    return { pending: rows.map((row) => ({ asset: row.asset, amount: money(row.amount) })) };
  });

  defineCall(app, state, 'interestRate', 'required', async (ctx) => {
    const asset = assetField(ctx.body);
    const rateYear = rateField(ctx.body, 'rateYear');
    return ctx.db.transaction((tx) => setMinimumApr(tx, ctx.user(), asset, rateYear));
  });

  defineCall(app, state, 'awardPool', 'optional', async (ctx) => {
    const market = await flexibleAsset(ctx.db, assetField(ctx.query));
    if (!market.award_asset) return [];
    return [
      {
        award_asset: market.award_asset,
        ext_award_limit: money(market.ext_award_limit),
        ext_award_rate_year: money(market.ext_award_rate_year),
        start_at: seconds(market.award_start_ms),
        end_at: seconds(market.award_end_ms),
      },
    ];
  });

  defineCall(app, state, 'statistics', 'required', async (ctx) => {
    const { rows } = await ctx.db.query<{ flexible: string | null; fixed: string | null; interest: string | null }>(
      `SELECT
         (SELECT SUM(p.curr_amount * pr.usdt_price) FROM flexible_positions p JOIN asset_prices pr ON pr.asset = p.asset WHERE p.user_id = $1) AS flexible,
         (SELECT SUM(o.principal * pr.usdt_price) FROM fixed_orders o JOIN asset_prices pr ON pr.asset = o.asset WHERE o.user_id = $1 AND o.status IN (1, 2)) AS fixed,
         (SELECT SUM(h.amount * pr.usdt_price) FROM history h JOIN asset_prices pr ON pr.asset = h.asset WHERE h.user_id = $1 AND h.type IN (3, 4, 5)) AS interest`,
      [ctx.user().id],
    );
    const row = rows[0]!;
    const flexible = toDecimal(money(row.flexible)).toDecimalPlaces(8);
    const fixed = toDecimal(money(row.fixed)).toDecimalPlaces(8);
    return {
      total_lend_usdt: flexible.plus(fixed).toFixed(),
      flexible_lend_usdt: flexible.toFixed(),
      fixed_lend_usdt: fixed.toFixed(),
      total_interest_usdt: toDecimal(money(row.interest)).toDecimalPlaces(8).toFixed(),
    };
  });

  defineCall(app, state, 'flexibleRedeem', 'required', async (ctx) => {
    const asset = assetField(ctx.body);
    const amount = amountField(ctx.body, 'amount', FLEXIBLE_REDEEM_DECIMALS);
    await checkFundingPassword(ctx, 101);
    return ctx.db.transaction((tx) => redeemFlexible(tx, ctx.user(), asset, amount, ctx.now));
  });

  defineCall(app, state, 'cancelRedeem', 'required', async (ctx) => {
    const asset = assetField(ctx.body);
    const amount = amountField(ctx.body, 'amount', FLEXIBLE_REDEEM_DECIMALS);
    return ctx.db.transaction((tx) => cancelRedeem(tx, ctx.user(), asset, amount));
  });

  defineCall(app, state, 'userVip', 'required', async (ctx) => ({ vip_level: ctx.user().vip_level }));

  defineCall(app, state, 'upgradeWay', 'required', async (ctx) => {
    const user = ctx.user();
    // The cheapest way up: hold GT for low levels, hold assets in the middle, trade above VIP 5.
    if (user.vip_level >= 16) return { recommend_type: 0 };
    if (user.vip_level < 2)
      return { recommend_type: 1, recommend_asset: 'GT', recommend_value: String(500 * (user.vip_level + 1)) };
    if (user.vip_level < 5)
      return { recommend_type: 2, recommend_asset: 'USDT', recommend_value: String(100000 * user.vip_level) };
    return { recommend_type: 3, recommend_value: String(5_000_000 * (user.vip_level - 4)) };
  });

  defineCall(app, state, 'couponRecommend', 'required', async (ctx) => {
    const product = await fixedProduct(ctx.db, integerField(ctx.query, 'pid'));
    const { rows } = await ctx.db.query<Parameters<typeof voucherModel>[0]>(
      'SELECT * FROM vouchers WHERE user_id = $1 AND using_currency = $2 AND used_order_id IS NULL AND expired_ms > $3 ORDER BY rate_ratio DESC, id',
      [ctx.user().id, product.asset, ctx.now],
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        title: row.title,
        rate_day: row.rate_day,
        rate_ratio: money(row.rate_ratio),
        buy_limit_low: money(row.buy_limit_low),
        buy_limit_high: money(row.buy_limit_high),
        using_currency: row.using_currency,
        expired_timest: seconds(row.expired_ms),
      })),
    };
  });

  defineCall(app, state, 'faq', 'optional', async (ctx) => {
    const mold = textField(ctx.query, 'mold');
    const { rows } = await ctx.db.query<{ ask: string; answer: string }>(
      'SELECT ask, answer FROM faq WHERE mold = $1 ORDER BY id',
      [mold],
    );
    return rows.map((row, index) => ({ ask: row.ask, answer: row.answer, unfold: index === 0 ? 1 : 0 }));
  });

  defineCall(app, state, 'subscribeCheck', 'required', async (ctx) => {
    const product = await fixedProduct(ctx.db, integerField(ctx.query, 'pid'));
    return { is_able_subscribe: (await isEligible(ctx.db, ctx.user().id, product)) ? 1 : 0 };
  });
}
