// A fake exchange for the staking holdings' tests and stories: the product list, a user's positions (ETH plain,
// SOL on two DeFi protocols), redemptions on their way and the rewards received, over the recording fetch double
// so the screen runs through the real client and hooks.
import { createEarnClient } from '../../../api/client';
import { createFetchDouble, type DoubleAnswer } from '../../../api/fetchDouble.testing';
import { SAMPLE_STAKING_PRODUCTS, stakingProductDto } from '../../../testing/msw/fixtures';

/** The clock of the samples: 9 March 2026, 08:00 UTC. */
export const HOLDINGS_NOW = Date.UTC(2026, 2, 9, 8, 0, 0);
const DAY_S = 86_400;
const nowS = HOLDINGS_NOW / 1000;
const midnightS = Math.floor(nowS / DAY_S) * DAY_S;

// ETH plain at 3.2 %; SOL on Marinade (6.8 %) and Jito (7.4 %), the pids of the SOL positions below.
const PRODUCTS = SAMPLE_STAKING_PRODUCTS.filter((product) => product.coin === 'ETH' || product.coin === 'SOL');

/**
 * GTETH, a rate-based token of ETH (P-54, 'asset'): 1.5 tokens held, each worth 1.0058, 1.0059 and 1.006 ETH on the
 * last three days' lines (0.0001 ETH a day, 3.65 % a year).
 */
const RATE_TOKEN = stakingProductDto({
  coin: 'GTETH',
  mortgage_coin: 'ETH',
  reward_coin: 'ETH',
  rate: '3.65',
  base_rate: '3.65',
  exchange_type: 'asset',
  exchange_rate_reverse: '1.006',
});
const RATE_TOKEN_LINES = ['1.0058', '1.0059', '1.006'].map((rate, index) => ({
  time: midnightS - (2 - index) * DAY_S,
  rate: '3.65',
  base_rate: '3.65',
  extra_rate: '0',
  coins: ['ETH'],
  exchange_rate_reverse: rate,
}));

const BALANCES: Readonly<Record<string, readonly object[]>> = {
  ETH: [{ pid: 0, protocol_name: 'ETH', mortgage_amount: '2' }],
  SOL: [
    { pid: 11, protocol_name: 'Marinade', mortgage_amount: '20' },
    { pid: 12, protocol_name: 'Jito', mortgage_amount: '5.5' },
  ],
  GTETH: [{ pid: 0, protocol_name: 'GTETH', mortgage_amount: '1.5' }],
};

/** A redemption of 1 ETH on its way (the redemptions call's item), made at `create_time`, paying at `redeem_stamp`. */
export function pendingRedemptionDto(fields: {
  redeem_type: 'standard' | 'fast';
  create_time: number;
  redeem_stamp: number;
}) {
  return { id: 4, coin: 'ETH', redeem_coin: 'ETH', pid: 0, amount: '1', fee: '0.001', ...fields };
}

const REDEMPTIONS = [
  // A standard redemption made yesterday, paying out in two days' time (3 days in all).
  pendingRedemptionDto({ redeem_type: 'standard', create_time: nowS - DAY_S, redeem_stamp: nowS + 2 * DAY_S }),
];

/** Twelve days of ETH rewards, one a midnight back from today's; SOL pays SOL and JTO. */
const RECORDS: Readonly<Record<string, readonly object[]>> = {
  ETH: Array.from({ length: 12 }, (_, day) => ({
    id: 100 + day,
    coin: 'ETH',
    reward_coin: 'ETH',
    amount: '0.00017534',
    rate: '3.2',
    time: midnightS - day * DAY_S,
  })),
  SOL: [
    { id: 200, coin: 'SOL', reward_coin: 'SOL', amount: '0.00335342', rate: '6.8', time: midnightS },
    { id: 201, coin: 'SOL', reward_coin: 'JTO', amount: '0.012', rate: '6.8', time: midnightS },
  ],
};

export interface StakingHoldingsBackendOptions {
  /** The user holds nothing and has no redemptions or rewards. */
  readonly empty?: boolean;
  /** The first this many balances calls fail with a business error; later ones answer. */
  readonly failFirst?: number;
  /** The user calls never answer. */
  readonly hang?: boolean;
  /** The profit records calls fail. */
  readonly failRewards?: boolean;
  /** The product list carries GTETH, a rate-based token (P-54); its coin-user-info and coin-lines answer. */
  readonly rateToken?: boolean;
}

function holdingsResponder(options: StakingHoldingsBackendOptions) {
  let balanceCalls = 0;
  return (request: Request): DoubleAnswer => {
    const url = new URL(request.url);
    const path = url.pathname;
    const coin = url.searchParams.get('coin') ?? '';
    if (path.endsWith('/staking/products'))
      return { code: 0, data: options.rateToken ? [...PRODUCTS, RATE_TOKEN] : PRODUCTS };
    if (path.endsWith('/staking/coin-lines')) return { code: 0, data: coin === 'GTETH' ? RATE_TOKEN_LINES : [] };
    if (options.hang) return 'hang';
    if (path.endsWith('/staking/balances')) {
      balanceCalls += 1;
      if (balanceCalls <= (options.failFirst ?? 0)) return { code: -1, message: 'Service busy' };
      return { code: 0, data: options.empty ? [] : (BALANCES[coin] ?? []) };
    }
    if (path.endsWith('/staking/coin-user-info'))
      return { code: 0, data: { hold_amount: options.empty ? '0' : coin === 'GTETH' ? '1.5' : '0', is_crowd: 0 } };
    if (path.endsWith('/staking/redemptions'))
      return { code: 0, data: options.empty ? [] : REDEMPTIONS.filter((item) => !coin || item.coin === coin) };
    if (path.endsWith('/staking/coin-user-profit-records')) {
      if (options.failRewards) return { code: -1, message: 'Service busy' };
      const to = Number(url.searchParams.get('to'));
      const from = Number(url.searchParams.get('from') ?? 0);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const all = (options.empty ? [] : (RECORDS[coin] ?? [])).filter((record) => {
        const time = (record as { time: number }).time;
        return time <= to && time >= from;
      });
      return { code: 0, data: { list: all.slice((page - 1) * limit, page * limit), total: all.length } };
    }
    return { code: 0, data: null };
  };
}

/** An Earn client over a fetch double answering like `holdingsResponder(options)`. */
export function createStakingHoldingsClient(options: StakingHoldingsBackendOptions = {}) {
  const double = createFetchDouble(holdingsResponder(options));
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}
