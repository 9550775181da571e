// A fake exchange for the VIP wealth page's tests and stories: the two list calls of DEC-29, the order detail and
// the charts, purchase and redeem, and the balance, answered from fixed samples over the recording fetch double so
// the page runs through the real client and hooks.
import { createEarnClient } from '../../../api/client';
import type { WealthOrderDto, WealthProductDto } from '../../../api/dto/wealth';
import { createFetchDouble, type DoubleAnswer } from '../../../api/fetchDouble.testing';

/** The clock of the samples: 2 March 2026, 08:00 UTC. */
export const WEALTH_NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const DAY_S = 86_400;

const PRODUCTS: readonly WealthProductDto[] = [
  {
    pid: 1,
    project_type: 4,
    name: 'Private Wealth USDT Income',
    coin: 'USDT',
    min_amount: '10000',
    net_value_ratio: '1.0425',
    recent_30_days_rate: '0.0766',
    min_vip_level: 1,
  },
  {
    pid: 2,
    project_type: 5,
    name: 'BTC Quant Asset Management',
    coin: 'BTC',
    min_amount: '0.5',
    net_value_ratio: '0.9875',
    recent_30_days_rate: '-0.0292',
    min_vip_level: 1,
  },
];

const HOLDING: WealthOrderDto = {
  order_id: 11,
  pid: 1,
  project_type: 4,
  name: 'Private Wealth USDT Income',
  amount: '104250',
  coin: 'USDT',
  unit: '100000',
  income_amount: '250.5',
  show_interest: 1,
  net_value_ratio: '1.0425',
  net_value_ratio_buy: '1.04',
  recent_30_days_rate: '0.0766',
  run_days: 200,
  client_id: 11,
};

export interface WealthBackendOptions {
  /** No products listed. */
  readonly noProducts?: boolean;
  /** The user holds nothing. */
  readonly noHoldings?: boolean;
  /** The first this many product-list calls fail with a business error; later ones answer. */
  readonly failFirst?: number;
  /** The list calls never answer. */
  readonly hang?: boolean;
  /** How the purchase answers: 200 (default), another code with a message, or a lost connection. */
  readonly purchase?: 'ok' | 'business' | 'network';
  /** How the redeem answers, likewise. */
  readonly redeem?: 'ok' | 'business' | 'network';
  /** The first this many chart calls fail. */
  readonly failLines?: number;
}

/** A day's chart point: the balance grows a little each day, the rate is the change from the first day. */
function lines(type: string, range: number) {
  const end = Math.floor(WEALTH_NOW / 1000 / DAY_S) * DAY_S;
  const points = Array.from({ length: range }, (_, index) => {
    const day = range - 1 - index;
    const value = type === 'balance' ? (104250 - day * 21).toFixed(2) : (index * 0.0002).toFixed(4);
    return { timestamp: end - day * DAY_S, value, diff: type === 'balance' ? '21' : '0.0002' };
  });
  return { lines: points, change: ((range - 1) * 0.0002).toFixed(4) };
}

function failure(kind: 'business' | 'network' | 'ok' | undefined, message: string): DoubleAnswer | null {
  if (kind === 'business') return { code: 0, message };
  if (kind === 'network') throw new TypeError('Failed to fetch');
  return null;
}

function wealthResponder(options: WealthBackendOptions = {}) {
  let productCalls = 0;
  let lineCalls = 0;
  return (request: Request): DoubleAnswer => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.endsWith('/private-wealth/products')) {
      productCalls += 1;
      if (options.hang) return 'hang';
      if (productCalls <= (options.failFirst ?? 0)) return { code: -1, message: 'Service busy' };
      return { code: 0, data: { list: options.noProducts ? [] : PRODUCTS } };
    }
    if (path.endsWith('/private-wealth/orders')) {
      if (options.hang) return 'hang';
      return { code: 0, data: { list: options.noHoldings ? [] : [HOLDING] } };
    }
    if (path.endsWith('/private-wealth/order-detail')) return { code: 0, data: HOLDING };
    if (path.endsWith('/private-wealth/lines')) {
      lineCalls += 1;
      if (lineCalls <= (options.failLines ?? 0)) return { code: -1, message: 'Service busy' };
      return { code: 0, data: lines(url.searchParams.get('type') ?? 'balance', Number(url.searchParams.get('range'))) };
    }
    if (path.endsWith('/private-wealth/purchase'))
      return failure(options.purchase, 'Quota exhausted') ?? { code: 200, data: null };
    if (path.endsWith('/private-wealth/redeem'))
      return failure(options.redeem, 'Redemption window closed') ?? { code: 200, data: null };
    if (path.endsWith('/asset/outable'))
      return {
        code: 0,
        data: [
          { asset: 'USDT', available: '50000', outable: '50000', lend_earn_available: '50000' },
          { asset: 'BTC', available: '2', outable: '2', lend_earn_available: '2' },
        ],
      };
    return { code: 0, data: null };
  };
}

/** An Earn client over a fetch double answering like `wealthResponder(options)`. */
export function createWealthClient(options: WealthBackendOptions = {}) {
  const double = createFetchDouble(wealthResponder(options));
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}
