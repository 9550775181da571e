/** Launchpool calls (LP-API-01..19) and the notification switches (DEC-13). */
import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { HODLER_CONFIG_NAMES } from '../../../src/api/dto/launchpool';
import { defineCall, type CallContext, type SimState } from '../calls';
import { seconds } from '../dto';
import { badRequest, notFound } from '../failures';
import { checkFundingPassword } from '../fundpass';
import { amountField, assetField, integerField, optionalInteger, pageParams, secondsField, textField } from '../input';
import { money } from '../ledger';
import {
  checkPoolRule,
  loansOf,
  pool,
  redeemLaunchpool,
  stakeLaunchpool,
  stakesOf,
  tradingVolumeOf,
  type PoolRow,
} from '../services/launchpool';

type Notifications = { candy_drop: boolean; launchpool: boolean; hodler_airdrop: boolean; hodler_gt_exchange: boolean };

async function notifications(ctx: CallContext): Promise<Notifications> {
  const { rows } = await ctx.db.query<Notifications>('SELECT * FROM notification_settings WHERE user_id = $1', [
    ctx.user().id,
  ]);
  return rows[0] ?? { candy_drop: false, launchpool: false, hodler_airdrop: false, hodler_gt_exchange: false };
}

async function setNotification(ctx: CallContext, column: keyof Notifications, on: boolean): Promise<void> {
  await ctx.db.query(
    `INSERT INTO notification_settings (user_id, ${column}) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET ${column} = EXCLUDED.${column}`,
    [ctx.user().id, on],
  );
}

async function projectPools(ctx: CallContext, projectId: number): Promise<PoolRow[]> {
  const { rows } = await ctx.db.query<PoolRow>(
    'SELECT r.*, p.coin AS project_coin, p.start_ms, p.end_ms FROM launchpool_pools r JOIN launchpool_projects p ON p.id = r.project_id WHERE p.id = $1 ORDER BY r.rid',
    [projectId],
  );
  return rows;
}

const projectIdOf = (ctx: CallContext, name: string, fields = ctx.query) => integerField(fields, name);

/** The event state of a project at `now` (LP-EVENT-01): not started 2, in progress 1, completed 3. */
function eventStateAt(project: { start_ms: number | string; end_ms: number | string }, now: number): 1 | 2 | 3 {
  if (now < Number(project.start_ms)) return 2;
  return now < Number(project.end_ms) ? 1 : 3;
}

/** A row of the user's records, stake list or reward list alike. */
interface RecordRow {
  id: string;
  type: 'stake' | 'redeem' | 'reward';
  pid: number;
  project_coin: string;
  rid: number;
  pool_coin: string;
  coin: string;
  amount: string;
  at_ms: string;
}

/**
 * The user's records (LP-LIST-01..03): type 'stake' reads the launchpool ledger (each stake and redeem as it
 * happened), type 'reward' the hourly rewards; both newest first, within start_at..end_at (seconds, both
 * included) by the simulated clock, optionally of one project.
 */
async function recordsPage(ctx: CallContext): Promise<{ list: object[]; total: number }> {
  const type = textField(ctx.query, 'type');
  if (type !== 'stake' && type !== 'reward') throw badRequest('INVALID_FIELD', "type must be 'stake' or 'reward'");
  const { limit, offset } = pageParams(ctx.query);
  const projectId = optionalInteger(ctx.query, 'pid', 0);
  const start = secondsField(ctx.query, 'start_at') * 1000;
  // The whole last second is in the span.
  const end = secondsField(ctx.query, 'end_at') * 1000 + 999;
  const params = [ctx.user().id, projectId, start, end];
  const from =
    type === 'stake'
      ? `FROM ledger l JOIN launchpool_pools r ON r.rid::text = l.ref JOIN launchpool_projects p ON p.id = r.project_id
         WHERE l.user_id = $1 AND l.account = 'launchpool' AND l.kind IN ('launchpool_stake', 'launchpool_redeem')
           AND ($2 = 0 OR p.id = $2) AND l.at_ms BETWEEN $3 AND $4`
      : `FROM launchpool_rewards l JOIN launchpool_pools r ON r.rid = l.rid JOIN launchpool_projects p ON p.id = r.project_id
         WHERE l.user_id = $1 AND ($2 = 0 OR p.id = $2) AND l.at_ms BETWEEN $3 AND $4`;
  const columns =
    type === 'stake'
      ? `CASE WHEN l.kind = 'launchpool_stake' THEN 'stake' ELSE 'redeem' END AS type, l.asset AS coin, ABS(l.delta) AS amount`
      : `'reward' AS type, l.coin, l.amount`;
  const total = (await ctx.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n ${from}`, params)).rows[0]?.n ?? 0;
  const { rows } = await ctx.db.query<RecordRow>(
    `SELECT l.id, ${columns}, p.id AS pid, p.coin AS project_coin, r.rid, r.coin AS pool_coin, l.at_ms
     ${from} ORDER BY l.at_ms DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return {
    total,
    list: rows.map((row) => ({
      id: String(row.id),
      type: row.type,
      pid: row.pid,
      project_coin: row.project_coin,
      rid: row.rid,
      pool_coin: row.pool_coin,
      coin: row.coin,
      amount: money(row.amount),
      create_timest: seconds(Number(row.at_ms)),
    })),
  };
}

export function launchpoolRoutes(app: Hono, state: SimState): void {
  // The launchpool page's list (DEC-27): public, the same for every user, newest start first.
  defineCall(app, state, 'launchpoolProjects', 'optional', async (ctx) => {
    const { rows: projects } = await ctx.db.query<{ id: number; coin: string; start_ms: string; end_ms: string }>(
      'SELECT id, coin, start_ms, end_ms FROM launchpool_projects ORDER BY start_ms DESC, id',
    );
    const { rows: pools } = await ctx.db.query<{
      rid: number;
      project_id: number;
      coin: string;
      rate_year: string;
      rate_year_type: number;
      reward_pool_type: number;
      total_staked: string | null;
    }>(
      `SELECT r.rid, r.project_id, r.coin, r.rate_year, r.rate_year_type, r.reward_pool_type,
         (SELECT SUM(s.amount) FROM launchpool_stakes s WHERE s.rid = r.rid) AS total_staked
       FROM launchpool_pools r ORDER BY r.rid`,
    );
    return projects.map((project) => ({
      pid: project.id,
      coin: project.coin,
      icon: '',
      status: eventStateAt(project, ctx.now),
      start_timest: seconds(Number(project.start_ms)),
      end_timest: seconds(Number(project.end_ms)),
      reward_pools: pools
        .filter((pool) => pool.project_id === project.id)
        .map((pool) => ({
          rid: pool.rid,
          coin: pool.coin,
          rate_year: money(pool.rate_year),
          rate_year_type: pool.rate_year_type,
          reward_pool_type: pool.reward_pool_type,
          total_staked: money(pool.total_staked),
        })),
    }));
  });

  defineCall(app, state, 'projectInfo', 'optional', async (ctx) => {
    const projectId = projectIdOf(ctx, 'projectId');
    const { rows } = await ctx.db.query<{ coin: string; start_ms: number; end_ms: number }>(
      'SELECT coin, start_ms, end_ms FROM launchpool_projects WHERE id = $1',
      [projectId],
    );
    const project = rows[0];
    if (!project) throw notFound('PROJECT_NOT_FOUND', `Launchpool project ${projectId} does not exist`);
    const userId = ctx.session?.user.id ?? 0;
    // A guest has traded nothing: the ladder shows, with no tier reached.
    const volume = ctx.session ? await tradingVolumeOf(ctx.db, userId) : '0';
    const pools = [];
    for (const row of await projectPools(ctx, projectId)) {
      const { mine, others } = await stakesOf(ctx.db, userId, row.rid);
      pools.push({
        rid: row.rid,
        coin: row.coin,
        decimal_place: row.decimal_place,
        personal_max_amount: money(row.personal_max_amount),
        personal_min_amount: money(row.personal_min_amount),
        // What the others have staked: the quota left to this user is buy_total − this − own stake (DEC-15).
        left_buy_total_amount: others,
        buy_total_amount: money(row.buy_total_amount),
        rate_year: money(row.rate_year),
        rate_year_type: row.rate_year_type,
        reward_pool_type: row.reward_pool_type,
        vip_config: row.vip_config,
        simple_earn: row.simple_earn,
        staking: row.staking,
        isApply: Number(mine) > 0 ? 1 : 0,
        transaction_config: row.transaction_config.map((tier) => ({
          transaction_amount: money(tier.transaction_amount),
          mortgage_limit: money(tier.mortgage_limit),
        })),
        redeem_type: row.redeem_type,
        user_transaction_amount: volume,
        limit_rule: row.limit_rule,
        // The rest of the extra reward pool the ladder belongs to (SE-DATA-16/17, DEC-19): its window, its
        // period (the project's) and the coin it pays.
        transaction_days: row.transaction_days,
        start_at: seconds(Number(project.start_ms)),
        end_at: seconds(Number(project.end_ms)),
        award_asset: project.coin,
      });
    }
    return { coin: project.coin, start_timest: seconds(project.start_ms), reward_pools: pools };
  });

  defineCall(app, state, 'userProjectStatistics', 'required', async (ctx) => {
    const projectId = projectIdOf(ctx, 'pid');
    const user = ctx.user();
    const list = [];
    for (const row of await projectPools(ctx, projectId)) {
      const { mine } = await stakesOf(ctx.db, user.id, row.rid);
      const { rows } = await ctx.db.query<{ total: string | null; last: string | null; last_hour: string | null }>(
        `SELECT SUM(amount) AS total, (SELECT amount FROM launchpool_rewards WHERE user_id = $1 AND rid = $2 ORDER BY at_ms DESC, id DESC LIMIT 1) AS last,
           SUM(amount) FILTER (WHERE at_ms > $3::bigint - 3600000) AS last_hour FROM launchpool_rewards WHERE user_id = $1 AND rid = $2`,
        [user.id, row.rid, ctx.now],
      );
      list.push({
        rid: row.rid,
        valid_amount: mine,
        amount: money(rows[0]?.total),
        lastRewardAmount: money(rows[0]?.last),
        lastHourRewardAmount: money(rows[0]?.last_hour),
      });
    }
    return list;
  });

  defineCall(app, state, 'launchpoolRecords', 'required', recordsPage);

  defineCall(app, state, 'checkPoolRule', 'required', async (ctx) => {
    const row = await pool(ctx.db, integerField(ctx.body, 'pid'), integerField(ctx.body, 'rid'));
    await checkPoolRule(ctx.db, ctx.user(), row);
    return { pass: 1 };
  });

  defineCall(app, state, 'createOrder', 'required', async (ctx) => {
    const projectId = integerField(ctx.body, 'pid');
    const rid = integerField(ctx.body, 'rid');
    const amount = amountField(ctx.body, 'amount', 18);
    const destination = integerField(ctx.body, 'simpleEarnStatus');
    if (destination > 2) throw badRequest('INVALID_FIELD', 'simpleEarnStatus must be 0, 1 or 2');
    await checkFundingPassword(ctx, 10010111); // P-32
    return ctx.db.transaction((tx) => stakeLaunchpool(tx, ctx.user(), projectId, rid, amount, ctx.now));
  });

  defineCall(app, state, 'launchpoolRedeem', 'required', async (ctx) => {
    const projectId = integerField(ctx.body, 'pid');
    const rid = integerField(ctx.body, 'rid');
    const amount = amountField(ctx.body, 'amount', 18);
    const destination = integerField(ctx.body, 'simpleEarnStatus');
    if (destination > 2) throw badRequest('INVALID_FIELD', 'simpleEarnStatus must be 0, 1 or 2');
    await checkFundingPassword(ctx, 101); // P-32
    return ctx.db.transaction((tx) =>
      redeemLaunchpool(tx, ctx.user(), projectId, rid, amount, destination as 0 | 1 | 2, ctx.now),
    );
  });

  defineCall(app, state, 'userStat', 'required', async (ctx) => {
    const { rows } = await ctx.db.query<{ coin: string; amount: string }>(
      'SELECT coin, SUM(amount) AS amount FROM launchpool_rewards WHERE user_id = $1 GROUP BY coin ORDER BY coin',
      [ctx.user().id],
    );
    return { rewards: rows.map((row) => ({ coin: row.coin, amount: money(row.amount) })) };
  });

  defineCall(app, state, 'earnMore', 'optional', async (ctx) => {
    const coin = assetField(ctx.query, 'coin');
    const { rows } = await ctx.db.query<{ asset: string; next_time_rate_year: string }>(
      'SELECT asset, next_time_rate_year FROM flexible_assets WHERE asset = $1',
      [coin],
    );
    return rows.map((row) => ({ coin: row.asset, type: 'simple_earn', rate: money(row.next_time_rate_year) }));
  });

  defineCall(app, state, 'userLoanProperty', 'required', async (ctx) => loansOf(ctx.db, ctx.user().id));

  defineCall(app, state, 'candyDropPromotion', 'optional', async (ctx) => {
    const coin = assetField(ctx.query, 'coin');
    if (textField(ctx.query, 'type') !== 'candydrop') return [];
    const { rows } = await ctx.db.query('SELECT 1 FROM launchpool_projects WHERE coin = $1', [coin]);
    return rows.length === 0
      ? []
      : [
          {
            popup_msg: `Trade ${coin} in CandyDrop to share extra ${coin} rewards`,
            popup_high_light: [coin, 'CandyDrop'],
            url: `/candy-drop/${coin}`,
          },
        ];
  });

  defineCall(app, state, 'referralInfo', 'required', async (ctx) => {
    const user = ctx.user();
    return {
      encrypted_uid: createHash('sha256').update(`uid:${user.id}`).digest('hex').slice(0, 16),
      kol_code: user.vip_level >= 5 ? `KOL${user.id}` : null,
    };
  });

  defineCall(app, state, 'coinCallSetting', 'optional', async (ctx) => {
    const symbol = textField(ctx.query, 'symbol').toUpperCase();
    const { rows } = await ctx.db.query<{ start_ms: number }>(
      'SELECT MIN(start_ms) AS start_ms FROM launchpool_projects WHERE coin = $1',
      [symbol],
    );
    return { new_coin_start: rows[0]?.start_ms ? seconds(rows[0].start_ms) : null };
  });

  defineCall(app, state, 'hodlerConfig', 'required', async (ctx) => ({
    hodler_notify: (await notifications(ctx)).hodler_airdrop ? 1 : 0,
  }));
  defineCall(app, state, 'hodlerConfigSet', 'required', async (ctx) => {
    const name = textField(ctx.body, 'name');
    const value = textField(ctx.body, 'value');
    if (!(HODLER_CONFIG_NAMES as readonly string[]).includes(name))
      throw badRequest('INVALID_FIELD', `name must be one of ${HODLER_CONFIG_NAMES.join(', ')}`);
    if (value !== '1' && value !== '0') throw badRequest('INVALID_FIELD', "value must be '1' or '0'");
    await setNotification(
      ctx,
      name === 'HODLER_AIRDROP_NOTIFY' ? 'hodler_airdrop' : 'hodler_gt_exchange',
      value === '1',
    );
    return { name, value };
  });
  defineCall(app, state, 'candyDropSubscribeStatus', 'required', async (ctx) => ({
    global_subscribe_status: (await notifications(ctx)).candy_drop ? 1 : 0,
  }));
  defineCall(app, state, 'candyDropSubscribe', 'required', async (ctx) => {
    const status = integerField(ctx.body, 'status');
    if (status !== 1 && status !== 2)
      throw badRequest('INVALID_FIELD', 'status must be 1 (subscribe) or 2 (unsubscribe)');
    await setNotification(ctx, 'candy_drop', status === 1);
    return { status };
  });
  defineCall(app, state, 'heraldCategorySwitch', 'required', async (ctx) => [
    {
      category: 'earn',
      items: [{ msg_switch: 'startup_mining_switch', switch_status: (await notifications(ctx)).launchpool ? 1 : 0 }],
    },
  ]);
  defineCall(app, state, 'heraldSwitches', 'required', async (ctx) => {
    const sets = ctx.body.sets as { startup_mining_switch?: unknown } | undefined;
    const value = sets?.startup_mining_switch;
    if (value !== 0 && value !== 1) throw badRequest('INVALID_FIELD', 'sets.startup_mining_switch must be 0 or 1');
    await setNotification(ctx, 'launchpool', value === 1);
    return { sets: { startup_mining_switch: value } };
  });
}
