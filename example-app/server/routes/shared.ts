/** Shared calls and auto-earn (SH-API-07..13, SE-API-33, AE-API-01..03). */
import type { Hono } from 'hono';
import { ALL_ASSETS } from '../../../src/domain/autoEarn/constants';
import { toDecimal } from '../../../src/domain/decimal';
import { defineCall, type SimState } from '../calls';
import { badRequest, businessFailure } from '../failures';
import { assetField, optionalText, textField } from '../input';
import { money, walletBalance } from '../ledger';
import { earnSourceAccount } from '../users';

export function sharedRoutes(app: Hono, state: SimState): void {
  defineCall(app, state, 'outable', 'required', async (ctx) => {
    const assets = ctx.body.assets;
    if (!Array.isArray(assets) || assets.some((asset) => typeof asset !== 'string'))
      throw badRequest('INVALID_FIELD', 'assets must be a list of coins');
    const user = ctx.user();
    // One statement however many coins are asked for, so a long list cannot hold the database (and,
    // on in-memory PGlite, the event loop) for a query per coin.
    const { rows } = await ctx.db.query<{ asset: string; available: string | null; funding: string | null }>(
      `SELECT c.asset, s.amount AS available, f.amount AS funding
       FROM unnest($2::text[]) WITH ORDINALITY AS c (asset, position)
       LEFT JOIN balances s ON s.user_id = $1 AND s.account = $3 AND s.asset = c.asset
       LEFT JOIN balances f ON f.user_id = $1 AND f.account = 'funding' AND f.asset = c.asset
       ORDER BY c.position`,
      [user.id, (assets as string[]).map((asset) => asset.toUpperCase()), earnSourceAccount(user)],
    );
    return rows.map((row) => {
      const [available, funding] = [money(row.available), money(row.funding)];
      // Unified accounts that use funding can lend the funding balance too, unless it is locked as margin.
      const lendable =
        user.use_funding && !user.funding_locked ? toDecimal(available).plus(toDecimal(funding)).toFixed() : available;
      return {
        asset: row.asset,
        currency: row.asset,
        outable: available,
        lend_earn_available: user.funding_locked ? '0' : lendable,
        mode: user.account_mode,
        available,
      };
    });
  });

  defineCall(app, state, 'lentAvailable', 'required', async (ctx) => {
    const user = ctx.user();
    return { available: await walletBalance(ctx.db, user.id, earnSourceAccount(user), assetField(ctx.query)) };
  });

  defineCall(app, state, 'complianceCheck', 'optional', async (ctx) => {
    const user = ctx.session?.user;
    if (!user) return { business: [], menu: [] };
    // The US site offers no express buy (LP-FUNDS-05); a user may have entries of their own (LP-FUNDS-04).
    const { rows } = await ctx.db.query<{ compliance_menu: string[] }>(
      'SELECT compliance_menu FROM users WHERE id = $1',
      [user.id],
    );
    const menu = new Set([...(user.site === 'us' ? ['express'] : []), ...(rows[0]?.compliance_menu ?? [])]);
    return { business: user.site === 'us' ? ['us_site'] : [], menu: [...menu] };
  });

  defineCall(app, state, 'borrowCoinSettings', 'optional', async (ctx) => {
    const coin = assetField(ctx.query, 'coin');
    const { rows } = await ctx.db.query<{ borrow_support_launchpool: boolean; borrow_support_staking: boolean }>(
      'SELECT * FROM flexible_assets WHERE asset = $1',
      [coin],
    );
    const row = rows[0];
    return {
      coin,
      is_support_launchpool: row?.borrow_support_launchpool === false ? 0 : 1,
      is_support_staking: row?.borrow_support_staking === false ? 0 : 1,
    };
  });

  defineCall(app, state, 'accountMode', 'required', async (ctx) => {
    const user = ctx.user();
    return {
      mode: user.account_mode,
      first_open: user.first_open ? 1 : 0,
      settings: { use_funding: user.use_funding ? 1 : 0 },
    };
  });

  defineCall(app, state, 'marketTickers', 'optional', async (ctx) => {
    const pairs = textField(ctx.query, 'currency_pairs')
      .split(',')
      .map((pair) => pair.trim().toUpperCase())
      .filter(Boolean);
    const { rows } = await ctx.db.query<{ asset: string; usdt_price: string }>(
      'SELECT asset, usdt_price FROM asset_prices',
    );
    const priceOf = new Map(rows.map((row) => [`${row.asset}_USDT`, money(row.usdt_price)]));
    return pairs.filter((pair) => priceOf.has(pair)).map((pair) => ({ pair, rate: priceOf.get(pair)! }));
  });

  defineCall(app, state, 'maintenanceMarginRate', 'required', async (ctx) => {
    const user = ctx.user();
    if (user.account_mode !== 'unified') return { maintenance_margin_rate: '0', mode: user.account_mode };
    // Margin rate of the demo: locked funding means borrowed funds are in use.
    return { maintenance_margin_rate: user.funding_locked ? '0.35' : '0', mode: user.account_mode };
  });

  defineCall(app, state, 'autoEarnStatus', 'required', async (ctx) => {
    const user = ctx.user();
    const assets = (optionalText(ctx.query, 'assets') ?? '')
      .split(',')
      .map((asset) => asset.trim().toUpperCase())
      .filter(Boolean);
    const { rows } = await ctx.db.query<{ asset: string; status: boolean }>(
      'SELECT asset, status FROM auto_earn WHERE user_id = $1',
      [user.id],
    );
    const own = new Map(rows.map((row) => [row.asset, row.status]));
    const status = Object.fromEntries(
      assets.map((asset) => [asset, (own.get(asset) ?? user.auto_earn_global) ? 1 : 0]),
    );
    return { global_status: user.auto_earn_global ? 1 : 0, status };
  });

  defineCall(app, state, 'autoEarnSetStatus', 'required', async (ctx) => {
    const user = ctx.user();
    const assets = textField(ctx.body, 'assets').toUpperCase();
    const status = textField(ctx.body, 'status');
    if (status !== '1' && status !== '0') throw badRequest('INVALID_FIELD', "status must be '1' or '0'");
    if (user.funding_locked)
      throw businessFailure(
        'FUNDING_LOCKED',
        'Auto-earn is unavailable while your funds are locked in the unified account',
      );
    const on = status === '1';
    if (assets === ALL_ASSETS) {
      await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE users SET auto_earn_global = $2 WHERE id = $1', [user.id, on]);
        await tx.query('DELETE FROM auto_earn WHERE user_id = $1', [user.id]);
      });
      return { assets, status };
    }
    const coin = assetField({ asset: assets });
    const { rows } = await ctx.db.query('SELECT 1 FROM flexible_assets WHERE asset = $1', [coin]);
    if (rows.length === 0) throw badRequest('UNKNOWN_ASSET', `Auto-earn is not offered for ${coin}`);
    await ctx.db.query(
      'INSERT INTO auto_earn (user_id, asset, status) VALUES ($1, $2, $3) ON CONFLICT (user_id, asset) DO UPDATE SET status = EXCLUDED.status',
      [user.id, coin, on],
    );
    return { assets: coin, status };
  });
}
