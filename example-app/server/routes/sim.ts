/**
 * The simulator's own endpoints under /__sim: demo login, the clock, faults, reset, user switches,
 * deposits and a ledger audit. Not part of the exchange's API; no login and no CSRF token (local demo
 * only), so changes are taken from the simulator's own pages and from tools only (`sameSiteControl`).
 */
import type { Context, Hono } from 'hono';
import { DAY_MS, MINUTE_MS } from '../../../src/domain/shared/constants';
import { advanceClock, simNow } from '../clock';
import type { SimState } from '../calls';
import { failureResponse } from '../calls';
import { badRequest, notFound, SimFailure } from '../failures';
import { emptyFaults, parseFaults } from '../faults';
import { amountField, assetField, readBody, textField } from '../input';
import { creditWallet, money } from '../ledger';
import { sameSiteControl } from '../requestGuards';
import { seed, DEMO_USERS, SEED_NOW_MS } from '../seed';
import { currentSession, endSession, startSession } from '../session';
import { userByName } from '../users';
import { userChanges } from './simUserChanges';

const ok = (c: Context, data: unknown) => c.json({ code: 0, message: 'success', data });

/**
 * Ledger against books: every wallet balance, flexible position, open fixed order, staking position, mint collateral
 * and dual-earn principal held equals the sum of its ledger rows.
 */
async function auditLedger(state: SimState): Promise<{ ok: boolean; mismatches: unknown[] }> {
  const { rows } = await state.db.query(
    `WITH books AS (
       SELECT user_id, account, asset, NULL::text AS ref, amount FROM balances
       UNION ALL SELECT user_id, 'flexible', asset, NULL, curr_amount FROM flexible_positions
       UNION ALL SELECT user_id, 'fixed', asset, id::text, principal FROM fixed_orders WHERE status IN (1, 2)
       UNION ALL SELECT user_id, 'staking', coin, NULL, SUM(mortgage_amount) FROM staking_positions GROUP BY user_id, coin
       UNION ALL SELECT user_id, 'mint', mortgage_coin, NULL, SUM(mortgage_amount) FROM staking_mint_positions GROUP BY user_id, mortgage_coin
       UNION ALL SELECT s.user_id, 'launchpool', r.coin, NULL, SUM(s.amount) FROM launchpool_stakes s JOIN launchpool_pools r ON r.rid = s.rid GROUP BY s.user_id, r.coin
       UNION ALL SELECT o.user_id, 'wealth', p.coin, NULL, SUM(o.cost) FROM wealth_orders o JOIN wealth_products p ON p.pid = o.pid GROUP BY o.user_id, p.coin
       UNION ALL SELECT user_id, 'dual', invest_coin, NULL, SUM(invest_amount) FROM dual_orders WHERE paid_ms IS NULL GROUP BY user_id, invest_coin
     ), ledgers AS (
       SELECT user_id, account, asset, CASE WHEN account = 'fixed' THEN ref END AS ref, SUM(delta) AS amount FROM ledger GROUP BY 1, 2, 3, 4
     )
     SELECT COALESCE(b.user_id, l.user_id) AS user_id, COALESCE(b.account, l.account) AS account, COALESCE(b.asset, l.asset) AS asset,
       COALESCE(b.ref, l.ref) AS ref, COALESCE(b.amount, 0) AS book, COALESCE(l.amount, 0) AS ledger
     FROM books b FULL JOIN ledgers l ON l.user_id = b.user_id AND l.account = b.account AND l.asset = b.asset AND l.ref IS NOT DISTINCT FROM b.ref
     WHERE COALESCE(b.amount, 0) <> COALESCE(l.amount, 0)`,
  );
  return { ok: rows.length === 0, mismatches: rows };
}

export function simRoutes(app: Hono, state: SimState): void {
  app.use('/__sim/*', sameSiteControl());
  const guard = (handler: (c: Context) => Promise<Response>) => async (c: Context) => {
    try {
      return await handler(c);
    } catch (error) {
      if (error instanceof SimFailure) return failureResponse(c, error);
      throw error;
    }
  };

  app.get(
    '/__sim/users',
    guard(async (c) => {
      const { rows } = await state.db.query(
        'SELECT name, display_name, vip_level, site, account_mode, use_funding, funding_locked, is_crowd, fundpass_required FROM users ORDER BY id',
      );
      return ok(c, [{ name: 'guest', display_name: 'Guest (logged out)' }, ...rows]);
    }),
  );

  app.post(
    '/__sim/login',
    guard(async (c) => {
      const body = await readBody(c);
      const name = textField(body, 'user');
      await endSession(c, state.db);
      if (name === 'guest') return ok(c, { user: null });
      const user = await userByName(state.db, name);
      if (!user)
        throw notFound(
          'UNKNOWN_USER',
          `No demo user '${name}'; try ${DEMO_USERS.map((u) => u.name).join(', ')} or guest`,
        );
      const session = await startSession(c, state.db, user.id, await simNow(state.db));
      return ok(c, { user: { name: user.name, display_name: user.display_name }, csrf_token: session.csrfToken });
    }),
  );

  app.post(
    '/__sim/logout',
    guard(async (c) => {
      await endSession(c, state.db);
      return ok(c, null);
    }),
  );

  app.get(
    '/__sim/session',
    guard(async (c) => {
      const session = await currentSession(c, state.db, await simNow(state.db));
      return ok(
        c,
        session
          ? {
              user: {
                name: session.user.name,
                display_name: session.user.display_name,
                vip_level: session.user.vip_level,
                site: session.user.site,
              },
            }
          : { user: null },
      );
    }),
  );

  /** Expires the request's session now, to show what an expired login looks like. */
  app.post(
    '/__sim/session/expire',
    guard(async (c) => {
      const session = await currentSession(c, state.db, await simNow(state.db));
      if (session)
        await state.db.query('UPDATE sessions SET expires_at_ms = $2 WHERE id = $1', [
          session.id,
          await simNow(state.db),
        ]);
      return ok(c, { expired: session !== null });
    }),
  );

  app.get(
    '/__sim/clock',
    guard(async (c) => {
      const now = await simNow(state.db);
      // Where the seed left the clock: a client tells from it whether the clock has been moved since.
      return ok(c, { now_ms: now, iso: new Date(now).toISOString(), seed_ms: SEED_NOW_MS });
    }),
  );

  app.post(
    '/__sim/clock/advance',
    guard(async (c) => {
      const body = await readBody(c);
      const hours = Number(body.hours ?? 0);
      const minutes = Number(body.minutes ?? 0);
      const ms = Math.round((hours * 60 + minutes) * MINUTE_MS);
      if (!Number.isFinite(ms) || ms <= 0 || ms > 366 * DAY_MS)
        throw badRequest('INVALID_FIELD', 'hours/minutes must add up to more than 0 and at most a year');
      const result = await advanceClock(state.db, ms);
      return ok(c, { ...result, iso: new Date(result.to).toISOString() });
    }),
  );

  app.get('/__sim/faults', (c) => ok(c, state.faults));
  app.put(
    '/__sim/faults',
    guard(async (c) => {
      state.faults = parseFaults(await readBody(c));
      return ok(c, state.faults);
    }),
  );
  app.post(
    '/__sim/faults',
    guard(async (c) => {
      const added = parseFaults(await readBody(c));
      state.faults = { delayMs: added.delayMs || state.faults.delayMs, rules: [...added.rules, ...state.faults.rules] };
      return ok(c, state.faults);
    }),
  );
  app.delete('/__sim/faults', (c) => {
    state.faults = emptyFaults();
    return ok(c, state.faults);
  });

  app.post(
    '/__sim/reset',
    guard(async (c) => {
      await seed(state.db);
      state.faults = emptyFaults();
      return ok(c, { now_ms: await simNow(state.db) });
    }),
  );

  app.patch(
    '/__sim/users/:name',
    guard(async (c) => {
      const user = await userByName(state.db, c.req.param('name') ?? '');
      if (!user) throw notFound('UNKNOWN_USER', `No demo user '${c.req.param('name')}'`);
      const changes = userChanges(await readBody(c));
      const sets = changes.map(([column], index) => `${column} = $${index + 2}`);
      await state.db.query(
        `UPDATE users SET ${sets.join(', ')}, fundpass_failures = 0, fundpass_blocked_until_ms = 0 WHERE id = $1`,
        [user.id, ...changes.map(([, value]) => value)],
      );
      return ok(c, await userByName(state.db, user.name));
    }),
  );

  app.post(
    '/__sim/users/:name/deposit',
    guard(async (c) => {
      const user = await userByName(state.db, c.req.param('name') ?? '');
      if (!user) throw notFound('UNKNOWN_USER', `No demo user '${c.req.param('name')}'`);
      const body = await readBody(c);
      const account = textField(body, 'account');
      if (account !== 'spot' && account !== 'funding' && account !== 'unified')
        throw badRequest('INVALID_FIELD', 'account must be spot, funding or unified');
      const asset = assetField(body);
      const amount = amountField(body, 'amount', 18);
      const now = await simNow(state.db);
      await state.db.transaction((tx) =>
        creditWallet(tx, account, { userId: user.id, asset, amount, kind: 'deposit', at: now }),
      );
      return ok(c, { account, asset, amount });
    }),
  );

  app.get(
    '/__sim/balances/:name',
    guard(async (c) => {
      const user = await userByName(state.db, c.req.param('name') ?? '');
      if (!user) throw notFound('UNKNOWN_USER', `No demo user '${c.req.param('name')}'`);
      const { rows } = await state.db.query<{ account: string; asset: string; amount: string }>(
        'SELECT account, asset, amount FROM balances WHERE user_id = $1 ORDER BY account, asset',
        [user.id],
      );
      return ok(
        c,
        rows.map((row) => ({ ...row, amount: money(row.amount) })),
      );
    }),
  );

  app.get(
    '/__sim/ledger/audit',
    guard(async (c) => {
      const audit = await auditLedger(state);
      return ok(c, {
        ...audit,
        mismatches: audit.mismatches.map((row) => ({
          ...(row as object),
          book: money((row as { book: unknown }).book),
          ledger: money((row as { ledger: unknown }).ledger),
        })),
      });
    }),
  );
}
