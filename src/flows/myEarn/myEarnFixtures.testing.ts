// A fake exchange for My earn's tests and stories: the holdings backend answers Simple Earn (so the mounted
// holdings flow works as on the real page), and this answers staking, launchpool, VIP wealth and the tickers
// from a seed of DTOs. Tests and stories only.
import { createEarnClient } from '../../api/client';
import { toDecimal } from '../../domain/decimal';
import { createFetchDouble, type DoubleAnswer } from '../../api/fetchDouble.testing';
import { earnApiPaths } from '../../api/paths';
import { createFakeEarnBackend, type FakeEarnBackendSeed } from '../holdings/fakeEarnBackend.testing';
import { fixedHoldingDto, flexibleHoldingDto } from '../holdings/holdingsFixtures.testing';

/** 2026-11-26T08:00:00Z, the exchange's clock of the fixtures. */
export const MY_EARN_NOW = Date.UTC(2026, 10, 26, 8, 0, 0);
const NOW_S = MY_EARN_NOW / 1000;
const DAY_S = 86_400;

export interface MyEarnSeed {
  readonly holdings?: FakeEarnBackendSeed;
  /** Staking products (coin) and the user's balances per coin. */
  readonly staking?: readonly {
    readonly coin: string;
    readonly balances: readonly { pid: number; protocol_name: string; mortgage_amount: string }[];
  }[];
  readonly launchpool?: readonly {
    readonly pid: number;
    readonly coin: string;
    readonly status: number;
    readonly endInDays: number;
    readonly pools: readonly { rid: number; coin: string; staked: string; rewards: string }[];
  }[];
  readonly launchpoolRewards?: readonly { coin: string; amount: string }[];
  readonly wealth?: readonly {
    order_id: number;
    coin: string;
    unit: string;
    net_value_ratio: string;
    income_amount: string;
  }[];
  /**
   * Rate-based staking tokens (an 'asset' product, ST-DATA-11, P-54): the token's product coin, the coin it is worth,
   * the tokens held (coin-user-info hold_amount) and the coin one token is worth on each day of its trend line, the
   * last being today.
   */
  readonly stakingTokens?: readonly {
    readonly coin: string;
    readonly mortgageCoin: string;
    readonly tokens: string;
    readonly dailyRates: readonly string[];
  }[];
  /** Staking profit records (ST-API-07) per product coin. */
  readonly stakingProfits?: readonly { coin: string; id: number; amount: string; hoursAgo: number }[];
  /** Launchpool records (stakes, redeems, rewards) of the user. */
  readonly launchpoolRecords?: readonly {
    id: number;
    type: 'stake' | 'redeem' | 'reward';
    coin: string;
    amount: string;
  }[];
  /** Staking redemptions on their way (DEC-28). */
  readonly stakingRedemptions?: readonly { id: number; coin: string; amount: string; arrivesInHours: number }[];
  /** Dual-earn orders (DEC-30). */
  readonly dual?: readonly {
    order_id: string;
    status: string;
    invest_coin: string;
    invest_amount: string;
    settleInHours: number;
  }[];
  /** COIN_USDT pair to price. */
  readonly tickers?: Readonly<Record<string, string>>;
  /** Call names (of `earnApiPaths`) that answer 500. */
  readonly failing?: readonly string[];
  /** Calls that never answer, to hold the page in loading. */
  readonly hanging?: boolean;
}

const DEFAULT_TICKERS = { BTC_USDT: '90000', ETH_USDT: '3000.5', GT_USDT: '12.34', NEWT_USDT: '0.5' } as const;

/** A user holding something in every family. */
export const ALL_FAMILIES: MyEarnSeed = {
  holdings: {
    flexibleHoldings: [
      flexibleHoldingDto('USDT', { curr_amount: '1000.1', cumulative: '12.5' }),
      flexibleHoldingDto('BTC', { curr_amount: '0.5', cumulative: '0.0012' }),
    ],
    fixedHoldings: [
      fixedHoldingDto(1, { principal: '500', finish_time: NOW_S + 3 * DAY_S, reinvest_status: 0 }),
      fixedHoldingDto(2, { asset: 'BTC', principal: '0.25', finish_time: NOW_S + 9 * DAY_S, reinvest_status: 1 }),
    ],
  },
  staking: [{ coin: 'ETH', balances: [{ pid: 0, protocol_name: 'ETH', mortgage_amount: '2' }] }],
  stakingRedemptions: [{ id: 5, coin: 'ETH', amount: '0.5', arrivesInHours: 30 }],
  dual: [
    { order_id: 'D1', status: 'PROCESSING', invest_coin: 'USDT', invest_amount: '200', settleInHours: 100 },
    { order_id: 'D2', status: 'SETTLEMENT_SUCCESS', invest_coin: 'USDT', invest_amount: '50', settleInHours: -10 },
  ],
  launchpool: [
    {
      pid: 1,
      coin: 'NEWT',
      status: 1,
      endInDays: 5,
      pools: [{ rid: 1, coin: 'USDT', staked: '300', rewards: '40' }],
    },
  ],
  launchpoolRewards: [{ coin: 'NEWT', amount: '40' }],
  wealth: [{ order_id: 7, coin: 'USDT', unit: '100', net_value_ratio: '1.05', income_amount: '5' }],
  tickers: DEFAULT_TICKERS,
};

/** A user holding Simple Earn only. */
export const ONE_FAMILY: MyEarnSeed = {
  holdings: {
    flexibleHoldings: [flexibleHoldingDto('USDT', { curr_amount: '250', cumulative: '3.25' })],
    fixedHoldings: [],
  },
  tickers: DEFAULT_TICKERS,
};

/** A user holding nothing. */
export const EMPTY_ACCOUNT: MyEarnSeed = {
  holdings: { flexibleHoldings: [], fixedHoldings: [] },
  tickers: DEFAULT_TICKERS,
};

const nameOf = (method: string, path: string) =>
  Object.entries(earnApiPaths).find(([, entry]) => entry.method === method && entry.path === path)?.[0];

function stakingProductDto(coin: string) {
  return {
    coin,
    pid: 0,
    type: 0,
    mortgage_coin: coin,
    reward_coin: coin,
    rate: '0.05',
    base_rate: '0.05',
    most_rate: '0.05',
    is_defi: 0,
    defi: [],
    income_days: 1,
    interest_days: 1,
    reward_delay_days: 0,
  };
}

function createMyEarnResponder(seed: MyEarnSeed) {
  const holdings = createFakeEarnBackend(seed.holdings ?? {});
  return async (request: Request): Promise<DoubleAnswer> => {
    if (seed.hanging) return 'hang';
    const url = new URL(request.url);
    const name = nameOf(request.method, url.pathname);
    if (name !== undefined && seed.failing?.includes(name)) return new Response('down', { status: 500 });
    const ok = (data: unknown): DoubleAnswer => ({ code: 0, message: 'success', data });
    switch (name) {
      case 'marketTickers': {
        const pairs = (url.searchParams.get('currency_pairs') ?? '').split(',').filter(Boolean);
        const prices = seed.tickers ?? {};
        return ok(pairs.flatMap((pair) => (pair in prices ? [{ pair, rate: prices[pair] }] : [])));
      }
      case 'stakingProducts':
        return ok([
          ...(seed.staking ?? []).map((item) => stakingProductDto(item.coin)),
          ...(seed.stakingTokens ?? []).map((token) => ({
            ...stakingProductDto(token.coin),
            type: 1,
            mortgage_coin: token.mortgageCoin,
            exchange_type: 'asset',
            exchange_rate_reverse: token.dailyRates.at(-1),
          })),
        ]);
      case 'stakingBalances': {
        const coin = url.searchParams.get('coin');
        const token = seed.stakingTokens?.find((item) => item.coin === coin);
        // A token's position in the staked coin, as the exchange keeps it: the page counts the tokens instead.
        if (token) return ok([{ pid: 0, protocol_name: coin, mortgage_amount: token.tokens }]);
        return ok(seed.staking?.find((item) => item.coin === coin)?.balances ?? []);
      }
      case 'stakingUserInfo': {
        const token = seed.stakingTokens?.find((item) => item.coin === url.searchParams.get('coin'));
        return ok({ hold_amount: token?.tokens ?? '0', tier: 0, is_crowd: 0 });
      }
      case 'stakingCoinLines': {
        const token = seed.stakingTokens?.find((item) => item.coin === url.searchParams.get('coin'));
        const today = Math.floor(NOW_S / DAY_S) * DAY_S;
        const rates = token?.dailyRates ?? [];
        return ok(
          rates.map((rate, index) => ({
            time: today - (rates.length - 1 - index) * DAY_S,
            rate: '3',
            base_rate: '3',
            extra_rate: '0',
            coins: [token?.coin],
            exchange_rate_reverse: rate,
          })),
        );
      }
      case 'launchpoolProjects':
        return ok(
          (seed.launchpool ?? []).map((project) => ({
            pid: project.pid,
            coin: project.coin,
            status: project.status,
            start_timest: NOW_S - 3 * DAY_S,
            end_timest: NOW_S + project.endInDays * DAY_S,
            reward_pools: project.pools.map((pool) => ({
              rid: pool.rid,
              coin: pool.coin,
              rate_year: '0.1',
              rate_year_type: 1,
              reward_pool_type: 0,
              total_staked: '1000',
            })),
          })),
        );
      case 'userProjectStatistics': {
        const project = seed.launchpool?.find((item) => String(item.pid) === url.searchParams.get('pid'));
        return ok(
          (project?.pools ?? []).map((pool) => ({
            rid: pool.rid,
            valid_amount: pool.staked,
            amount: pool.rewards,
            lastRewardAmount: '0',
            lastHourRewardAmount: '0',
          })),
        );
      }
      case 'stakingProfitRecords': {
        const coin = url.searchParams.get('coin');
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const mine = (seed.stakingProfits ?? []).filter((item) => item.coin === coin);
        return ok({
          list: mine.slice((page - 1) * limit, page * limit).map((item) => ({
            id: item.id,
            coin,
            reward_coin: coin,
            amount: item.amount,
            rate: '5',
            time: NOW_S - item.hoursAgo * 3600,
          })),
          total: mine.length,
        });
      }
      case 'launchpoolRecords': {
        const wanted = url.searchParams.get('type') === 'reward' ? ['reward'] : ['stake', 'redeem'];
        const mine = (seed.launchpoolRecords ?? []).filter((item) => wanted.includes(item.type));
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 10);
        return ok({
          list: mine.slice((page - 1) * limit, page * limit).map((item) => ({
            ...item,
            pid: 1,
            project_coin: 'NEWT',
            rid: 1,
            pool_coin: 'USDT',
            create_timest: NOW_S - DAY_S,
          })),
          total: mine.length,
        });
      }
      case 'stakingRedemptions':
        return ok(
          (seed.stakingRedemptions ?? []).map((item) => ({
            id: item.id,
            coin: item.coin,
            redeem_coin: item.coin,
            pid: 0,
            amount: item.amount,
            fee: '0',
            redeem_type: 0,
            create_time: NOW_S - 3600,
            redeem_stamp: NOW_S + item.arrivesInHours * 3600,
          })),
        );
      case 'dualOrders':
        return ok({
          list: (seed.dual ?? []).map(({ settleInHours, ...order }) => ({
            ...order,
            type: 'dual',
            target_price: '95000',
            apy: '0.2',
            create_time: NOW_S - DAY_S,
            settle_time: NOW_S + settleInHours * 3600,
          })),
          total: seed.dual?.length ?? 0,
        });
      case 'userStat':
        return ok({ rewards: seed.launchpoolRewards ?? [] });
      case 'wealthProducts':
        // A product per holding, open to every VIP level: the VIP wealth tab offers Subscribe more on each.
        return ok(
          (seed.wealth ?? []).map((order) => ({
            pid: order.order_id,
            project_type: 4,
            name: `Wealth ${order.coin}`,
            coin: order.coin,
            min_amount: '1',
            net_value_ratio: order.net_value_ratio,
            recent_30_days_rate: '0.05',
            min_vip_level: 0,
          })),
        );
      case 'wealthOrders':
        return ok(
          (seed.wealth ?? []).map((order) => ({
            ...order,
            pid: order.order_id,
            project_type: 4,
            name: `Wealth ${order.coin}`,
            // The exchange's value: units × net value, rounded down to 8 decimals.
            amount: toDecimal(order.unit).times(toDecimal(order.net_value_ratio)).toDecimalPlaces(8, 1).toFixed(),
            net_value_ratio_buy: '1',
            recent_30_days_rate: '0.05',
            run_days: 30,
            client_id: `c${order.order_id}`,
            show_interest: 1,
          })),
        );
      default:
        return holdings.respond(request);
    }
  };
}

/** A client over the fake exchange, with its fetch double. */
export function createMyEarnClient(seed: MyEarnSeed = ALL_FAMILIES) {
  const double = createFetchDouble(createMyEarnResponder(seed));
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}
