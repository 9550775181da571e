/** Staking calls (ST-API-01..18): product, user data, lines, stake and redeem (DEC-20). */
import type { Hono } from 'hono';
import { DAY_MS } from '../../../src/domain/shared/constants';
import { STAKING_DECIMALS } from '../../../src/domain/staking/constants';
import { defineCall, type CallContext, type SimState } from '../calls';
import { seconds } from '../dto';
import { badRequest, businessFailure } from '../failures';
import { checkFundingPassword } from '../fundpass';
import { amountField, assetField, integerField, optionalInteger, optionalText, pageParams } from '../input';
import { money } from '../ledger';
import {
  heldAmount,
  quickQuotaLeft,
  redeemConfigs,
  redeemStaking,
  stake,
  stakingProduct,
  stakingProtocols,
  tokenWorthOn,
  type StakingProtocolRow,
} from '../services/staking';
import { roundDown, toDecimal } from '../../../src/domain/decimal';
import {
  extraInterestDto,
  extraRatePercent,
  heldCollateral,
  heldDebt,
  isDebtProduct,
  mint,
  redeemDebt,
  type ExtraInterestRow,
  type FullStakingProductRow,
} from '../services/stakingDebt';
import { stakingLoansOf } from '../services/loans';

function protocolDto(protocol: StakingProtocolRow & { extra_interest?: ExtraInterestRow | null }, now: number) {
  return {
    pid: protocol.pid,
    id: protocol.pid,
    protocol_name: protocol.protocol_name,
    agreement: protocol.agreement,
    rate: money(protocol.rate),
    base_rate: money(protocol.base_rate),
    reward: protocol.reward,
    min_mortgage_amount: money(protocol.min_mortgage_amount),
    min_redeem_amount: money(protocol.min_redeem_amount),
    personal_mortgage_limit: money(protocol.personal_mortgage_limit),
    borrow_support: 0,
    extra_interest: extraInterestDto(protocol.extra_interest, now),
    extra: {
      redeem_quick: protocol.redeem_quick ? 1 : 0,
      redeem_minday: protocol.redeem_minday,
      redeem_maxday: protocol.redeem_maxday,
      redeem_quick_long: 0,
      redeem_control: 0,
    },
    vip_config: null,
    income_days: protocol.income_days,
  };
}

function productDto(
  product: FullStakingProductRow,
  configs: Awaited<ReturnType<typeof redeemConfigs>>,
  quotaLeft: Record<string, string>,
  protocols: StakingProtocolRow[],
  now: number,
) {
  // ST-DATA-03/06: a credit-debt product (type 2) stakes its mortgage coin and lists the coins it mints.
  const debt = (product.debt ?? []).map((entry) => ({
    coin: entry.coin,
    rate: money(entry.rate),
    min_mortgage_amount: money(entry.min_mortgage_amount),
    min_redeem_amount: money(entry.min_redeem_amount),
    personal_mortgage_limit: money(entry.personal_mortgage_limit),
  }));
  const rates = [
    money(product.rate),
    ...protocols.map((protocol) => money(protocol.rate)),
    ...debt.map((entry) => entry.rate),
  ];
  const mostRate = rates.reduce((best, rate) => (Number(rate) > Number(best) ? rate : best), '0');
  return {
    mortgage_coin: product.mortgage_coin ?? product.coin,
    reward_coin: product.reward_coin,
    type: product.type ?? 1,
    is_defi: product.is_defi ? 1 : 0,
    defi: protocols.map((protocol) => protocolDto(protocol, now)),
    debt,
    rate: money(product.rate),
    base_rate: money(product.base_rate),
    most_rate: mostRate,
    min_mortgage_amount: money(product.min_mortgage_amount),
    min_redeem_amount: money(product.min_redeem_amount),
    personal_mortgage_limit: money(product.personal_mortgage_limit),
    crowd_mortgage_limit: money(product.crowd_mortgage_limit),
    reward_delay_days: product.reward_delay_days,
    interest_days: 1,
    income_days: product.income_days,
    borrow_support: 0,
    agreement: product.agreement,
    extra: {
      redeem_quick: product.redeem_quick ? 1 : 0,
      redeem_minday: product.redeem_minday,
      redeem_maxday: product.redeem_maxday,
      redeem_quick_long: product.redeem_quick_long,
      redeem_control: 0,
    },
    // ST-DATA-10, ST-EXTRA-01..03: the bonus with its status at the simulated time.
    extra_interest: extraInterestDto(product.extra_interest, now),
    extra_interest_type: 'normal',
    extra_interest_show: product.extra_interest ? 1 : 0,
    // ST-DATA-11, P-54: a rate-based token's worth today, and the tokens one coin buys (rounded down).
    exchange_type: product.exchange_type ?? 'default',
    exchange_rate: roundDown(toDecimal('1').dividedBy(toDecimal(tokenWorthOn(product, now))), 8).toFixed(),
    exchange_rate_reverse: tokenWorthOn(product, now),
    tips: product.tips,
    // The fast quota shown is what is left of today's (the daily quota minus fast redemptions so far).
    redeem_config: configs.map((row) => ({
      redeem_coin: row.redeem_coin,
      redeem_quick_long: product.redeem_quick_long,
      redeem_fee: money(row.redeem_fee),
      redeem_quick_fee: money(row.redeem_quick_fee),
      redeem_quick_daily_quota: quotaLeft[row.redeem_coin] ?? '-1',
    })),
    vip_config: (product as FullStakingProductRow & { vip_config?: unknown }).vip_config ?? null,
  };
}

/** The action body (DEC-20): side 0 stake or 1 redeem, amount, coin, pid (0 or absent for plain products), quick. */
function actionOf(ctx: CallContext, side?: 0 | 1) {
  const body = ctx.body;
  const given = body.side === undefined ? side : integerField(body, 'side');
  if (given !== 0 && given !== 1) throw badRequest('INVALID_FIELD', 'side must be 0 (stake) or 1 (redeem)');
  const pid = Math.max(0, optionalInteger(body, 'pid', 0));
  const quick = optionalInteger(body, 'quick', 0);
  if (quick !== 0 && quick !== 1) throw badRequest('INVALID_FIELD', 'quick must be 0 or 1');
  const src = optionalInteger(body, 'src', 0);
  if (src !== 0 && src !== 1) throw badRequest('INVALID_FIELD', 'src must be 1 (VIP) or absent');
  // ST-VIP-06: the VIP theme sends src 1; only VIP users reach it.
  if (src === 1 && ctx.user().vip_level < 1)
    throw businessFailure('VIP_ONLY', 'The VIP staking service is for VIP users');
  // The debt redeem may name its redeem coin (one of redeem_config); USDC otherwise (ST-STATE-04).
  const redeemCoin = optionalText(body, 'redeem_coin');
  return {
    side: given,
    coin: assetField(body, 'coin'),
    amount: amountField(body, 'amount', STAKING_DECIMALS),
    quick: quick === 1,
    pid,
    redeemCoin: redeemCoin === undefined ? null : assetField(body, 'redeem_coin'),
  };
}

async function runAction(ctx: CallContext, side?: 0 | 1) {
  const action = actionOf(ctx, side);
  // P-32: a stake or mint puts money in (10010111), a redeem takes it out (101).
  await checkFundingPassword(ctx, action.side === 0 ? 10010111 : 101);
  return ctx.db.transaction(async (tx) => {
    const product: FullStakingProductRow = await stakingProduct(tx, action.coin);
    if (isDebtProduct(product)) {
      if (action.pid > 0)
        throw badRequest(
          'UNKNOWN_PROTOCOL',
          `Protocol ${action.pid} is not offered; ${product.coin} minting takes no pid`,
        );
      // ST-PROD-01, ST-API-17: side 0 mints, side 1 is the debt redeem with quick 0/1.
      if (action.side === 0) return mint(tx, ctx.user(), product, action.amount, ctx.now);
      return redeemDebt(tx, ctx.user(), product, action.amount, action.quick, ctx.now, action.redeemCoin);
    }
    if (action.side === 0) return stake(tx, ctx.user(), action.coin, action.amount, ctx.now, action.pid);
    return redeemStaking(tx, ctx.user(), action.coin, action.amount, action.quick, ctx.now, action.pid);
  });
}

/** The product call's answer for `coin` (ST-API-09), with the fast quota left today. */
async function productAnswer(ctx: CallContext, coin: string) {
  const product = await stakingProduct(ctx.db, coin);
  const configs = await redeemConfigs(ctx.db, product.coin);
  const left: Record<string, string> = {};
  for (const row of configs) left[row.redeem_coin] = await quickQuotaLeft(ctx.db, product.coin, row, ctx.now);
  return productDto(product, configs, left, await stakingProtocols(ctx.db, product.coin), ctx.now);
}

export function stakingRoutes(app: Hono, state: SimState): void {
  defineCall(app, state, 'stakingProduct', 'optional', (ctx) => productAnswer(ctx, assetField(ctx.query, 'coin')));

  // DEC-28 (DEC-26, unstated path): every product, each as the product call answers it, with its coin.
  defineCall(app, state, 'stakingProducts', 'optional', async (ctx) => {
    const { rows } = await ctx.db.query<{ coin: string }>('SELECT coin FROM staking_products ORDER BY coin');
    const list = [];
    for (const { coin } of rows) list.push({ coin, ...(await productAnswer(ctx, coin)) });
    return list;
  });

  const heldOnAllProtocols = async (ctx: CallContext, coin: string) => {
    const { rows } = await ctx.db.query<{ total: string | null }>(
      'SELECT SUM(mortgage_amount) AS total FROM staking_positions WHERE user_id = $1 AND coin = $2',
      [ctx.user().id, coin],
    );
    return money(rows[0]?.total ?? '0');
  };

  defineCall(app, state, 'stakingUserInfo', 'required', async (ctx) => {
    const coin = assetField(ctx.query, 'coin');
    const product: FullStakingProductRow = await stakingProduct(ctx.db, coin);
    const user = ctx.user();
    const pid = Math.max(0, optionalInteger(ctx.query, 'pid', 0));
    // A credit-debt product holds the minted debt still to redeem; a DeFi coin asked without a protocol holds
    // what is staked on all of them (its page shows that stake and offers Redeem), each protocol its own.
    const hold = isDebtProduct(product)
      ? await heldDebt(ctx.db, user.id, coin)
      : product.is_defi && pid === 0
        ? await heldOnAllProtocols(ctx, coin)
        : await heldAmount(ctx.db, user.id, coin, false, pid);
    return { hold_amount: hold, tier: user.vip_level, is_crowd: user.is_crowd ? 1 : 0 };
  });

  const balances = async (ctx: CallContext) => {
    const coin = assetField(ctx.query, 'coin');
    const { rows: kinds } = await ctx.db.query<{ type: number }>('SELECT type FROM staking_products WHERE coin = $1', [
      coin,
    ]);
    if (kinds[0]?.type === 2) {
      // A credit-debt product: its collateral, in the mortgage coin.
      const collateral = await heldCollateral(ctx.db, ctx.user().id, coin);
      return collateral === '0' ? [] : [{ pid: 0, protocol_name: coin, mortgage_amount: collateral }];
    }
    const { rows } = await ctx.db.query<{ pid: number; mortgage_amount: string; protocol_name: string | null }>(
      'SELECT s.pid, s.mortgage_amount, d.protocol_name FROM staking_positions s LEFT JOIN staking_protocols d ON d.pid = s.pid WHERE s.user_id = $1 AND s.coin = $2 AND s.mortgage_amount > 0 ORDER BY s.pid',
      [ctx.user().id, coin],
    );
    return rows.map((row) => ({
      pid: row.pid,
      protocol_name: row.protocol_name ?? coin,
      mortgage_amount: money(row.mortgage_amount),
    }));
  };
  defineCall(app, state, 'stakingBalances', 'required', balances);
  defineCall(app, state, 'stakingBalance', 'required', async (ctx) => {
    const list = await balances(ctx);
    return list.length > 0 ? list : [{ pid: 0, mortgage_amount: '0' }];
  });

  defineCall(app, state, 'stakingLockBalances', 'required', async (ctx) => {
    const { rows } = await ctx.db.query<{ coin: string; amount: string }>(
      'SELECT coin, SUM(amount - fee) AS amount FROM staking_redemptions WHERE user_id = $1 AND paid_ms IS NULL GROUP BY coin ORDER BY coin',
      [ctx.user().id],
    );
    return rows.map((row) => ({ coin: row.coin, amount: money(row.amount) }));
  });

  // DEC-28 (DEC-26, unstated path): each redemption not yet paid out, as the holdings show it with its timeline.
  defineCall(app, state, 'stakingRedemptions', 'required', async (ctx) => {
    const coin = typeof ctx.query.coin === 'string' && ctx.query.coin !== '' ? assetField(ctx.query, 'coin') : null;
    const { rows } = await ctx.db.query<{
      id: number;
      coin: string;
      product_coin: string | null;
      pid: number;
      amount: string;
      fee: string;
      quick: boolean;
      created_ms: number;
      pays_at_ms: number;
    }>(
      `SELECT id, coin, product_coin, pid, amount, fee, quick, created_ms, pays_at_ms FROM staking_redemptions
       WHERE user_id = $1 AND paid_ms IS NULL AND ($2::text IS NULL OR COALESCE(product_coin, coin) = $2)
       ORDER BY pays_at_ms, id`,
      [ctx.user().id, coin],
    );
    return rows.map((row) => ({
      id: row.id,
      coin: row.product_coin ?? row.coin,
      // What pays out: the product's coin, or a credit-debt product's redeem coin (USDC by default).
      redeem_coin: row.coin,
      pid: row.pid,
      amount: money(row.amount),
      fee: money(row.fee),
      redeem_type: row.quick ? 'fast' : 'standard',
      create_time: seconds(Number(row.created_ms)),
      redeem_stamp: seconds(Number(row.pays_at_ms)),
    }));
  });

  defineCall(app, state, 'stakingUserLoans', 'required', async (ctx) => {
    assetField(ctx.query, 'coin');
    // Every coin the user owes, as the spec's assets map (ST-DATA-16): the screen picks its coin.
    return { assets: await stakingLoansOf(ctx.db, ctx.user().id) };
  });

  defineCall(app, state, 'stakingStatistics', 'optional', async (ctx) => {
    const coin = assetField(ctx.query, 'coin');
    const product: FullStakingProductRow = await stakingProduct(ctx.db, coin);
    const table = isDebtProduct(product) ? 'staking_mint_positions' : 'staking_positions';
    const { rows } = await ctx.db.query<{ total: string | null; users: number }>(
      `SELECT SUM(mortgage_amount) AS total, COUNT(*) FILTER (WHERE mortgage_amount > 0)::int AS users FROM ${table} WHERE coin = $1`,
      [coin],
    );
    return {
      coin,
      total_mortgage_amount: money(rows[0]?.total),
      user_count: rows[0]?.users ?? 0,
      rate: money(product.rate),
    };
  });

  defineCall(app, state, 'stakingProfitRecords', 'required', async (ctx) => {
    const coin = assetField(ctx.query, 'coin');
    const { limit, offset } = pageParams(ctx.query);
    const to = optionalInteger(ctx.query, 'to', Math.floor(ctx.now / 1000)) * 1000;
    // The holdings' date range (not in the spec's call): from the start of its first day.
    const from = optionalInteger(ctx.query, 'from', 0) * 1000;
    const params = [ctx.user().id, coin, to, from];
    const total =
      (
        await ctx.db.query<{ n: number }>(
          'SELECT COUNT(*)::int AS n FROM staking_profits WHERE user_id = $1 AND coin = $2 AND at_ms <= $3 AND at_ms >= $4',
          params,
        )
      ).rows[0]?.n ?? 0;
    const { rows } = await ctx.db.query<{
      id: number;
      reward_coin: string;
      amount: string;
      rate: string;
      at_ms: number;
    }>(
      `SELECT * FROM staking_profits WHERE user_id = $1 AND coin = $2 AND at_ms <= $3 AND at_ms >= $4 ORDER BY at_ms DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        coin,
        reward_coin: row.reward_coin,
        amount: money(row.amount),
        rate: money(row.rate),
        time: seconds(row.at_ms),
      })),
      total,
    };
  });

  defineCall(app, state, 'stakingCoinLines', 'optional', async (ctx) => {
    const product: FullStakingProductRow = await stakingProduct(ctx.db, assetField(ctx.query, 'coin'));
    const { limit } = pageParams(ctx.query, 30);
    // One point a day back from today at the product's rate: the simulator keeps staking rates fixed;
    // extra_rate is the bonus's top tier on the days it ran (ST-DATA-19).
    const today = Math.floor(ctx.now / DAY_MS) * DAY_MS;
    return Array.from({ length: limit }, (_, index) => {
      const time = today - (limit - 1 - index) * DAY_MS;
      const extraRate = extraRatePercent(product.extra_interest, time);
      return {
        time: seconds(time),
        rate: money(product.rate),
        base_rate: money(product.base_rate),
        extra_rate: extraRate,
        ...(extraRate !== '0' ? { extra_coin: product.extra_interest!.reward_coin } : {}),
        coins: [product.reward_coin],
        exchange_rate_reverse: tokenWorthOn(product, time),
      };
    });
  });

  defineCall(app, state, 'stakingDefiLines', 'optional', async (ctx) => {
    const product = await stakingProduct(ctx.db, assetField(ctx.query, 'coin'));
    const { limit } = pageParams(ctx.query, 30);
    const today = Math.floor(ctx.now / DAY_MS) * DAY_MS;
    // One point a day per protocol at its rate: the simulator keeps staking rates fixed.
    return (await stakingProtocols(ctx.db, product.coin)).map(
      (protocol: StakingProtocolRow & { extra_interest?: ExtraInterestRow | null }) => ({
        protocol_name: protocol.protocol_name,
        lines: Array.from({ length: limit }, (_, index) => {
          const time = today - (limit - 1 - index) * DAY_MS;
          const extraRate = extraRatePercent(protocol.extra_interest, time);
          return {
            time: seconds(time),
            rate: money(protocol.rate),
            base_rate: money(protocol.base_rate),
            extra_rate: extraRate,
            ...(extraRate !== '0' ? { extra_coin: protocol.extra_interest!.reward_coin } : {}),
            coins: protocol.reward.map((reward) => reward.reward_coin),
          };
        }),
      }),
    );
  });

  defineCall(app, state, 'stakingAsk', 'optional', async (ctx) => {
    // The coin's own questions and those every staking coin shares (ST-API-12).
    const coin = assetField(ctx.query, 'coin');
    const { rows } = await ctx.db.query<{ ask: string; answer: string }>(
      "SELECT ask, answer FROM faq WHERE mold = 'staking' AND (coin IS NULL OR coin = $1) ORDER BY id",
      [coin],
    );
    return rows.map((row) => ({ ask: row.ask, answer: row.answer }));
  });

  defineCall(app, state, 'stakingStake', 'required', (ctx) => runAction(ctx, 0));
  defineCall(app, state, 'stakingRedeem', 'required', (ctx) => runAction(ctx, 1));
  defineCall(app, state, 'stakingAction', 'required', (ctx) => runAction(ctx));
}
