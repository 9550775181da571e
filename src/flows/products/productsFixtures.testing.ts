// A fake exchange for the Simple Earn home's tests and stories: the market list (SE-API-01) with its
// page, limit and search_coin, and the fixed product lists of each type (SE-API-05), answered over the
// recording fetch double so the screen runs through the real client, transport and TanStack hooks.
import { createEarnClient } from '../../api/client';
import type { AwardPoolDto, FixedProductDto, MarketListItemDto } from '../../api/dto/simpleEarnProducts';
import { createFetchDouble, type DoubleAnswer } from '../../api/fetchDouble.testing';

/** A market list coin. Rates are fractions (DEC-05). */
function marketItemDto(
  asset: string,
  rate: string,
  ladder: readonly { left: string; right: string; apr: string }[] = [],
): MarketListItemDto {
  return { asset, next_time_rate_year: rate, ladder_apr: ladder, auto_invest_status: 0 };
}

let nextId = 100;
/** A fixed product; normal, subscribable, 30 days unless told. */
export function fixedProductDto(overrides: Partial<FixedProductDto> & { readonly asset: string }): FixedProductDto {
  nextId += 1;
  return {
    id: nextId,
    type: 1,
    min_vip: 0,
    max_vip: 0,
    year_rate: '0.035',
    lock_up_period: 30,
    sale_status: 1,
    min_lend_amount: '0.0001',
    user_max_lend_volume: '1000',
    ladder_apr: [],
    reinvest: 1,
    redeem_account: 1,
    pre_redeem: 1,
    title: `${overrides.asset} ${overrides.lock_up_period ?? 30}D`,
    ...overrides,
  };
}

/** The sample market: BTC with a bonus ladder, ETH, USDT with a ladder, SOL and DOGE without fixed terms. */
const SAMPLE_MARKET: readonly MarketListItemDto[] = [
  marketItemDto('BTC', '0.0125', [
    { left: '0', right: '1', apr: '0.02' },
    { left: '1', right: '5', apr: '0.01' },
  ]),
  marketItemDto('ETH', '0.021'),
  marketItemDto('USDT', '0.0525', [{ left: '0', right: '500', apr: '0.05' }]),
  marketItemDto('SOL', '0.043'),
  marketItemDto('DOGE', '0.008'),
];

/** Fixed products by type (1 normal, 2 VIP, 3 special). */
export interface FixedByType {
  readonly 1?: readonly FixedProductDto[];
  readonly 2?: readonly FixedProductDto[];
  readonly 3?: readonly FixedProductDto[];
}

/**
 * The sample fixed products: BTC 30 days and a sold-out 90 days, USDT 7 days with a bonus, a VIP V1-V3 USDT 60 days, a
 * special ETH 14 days.
 */
export function sampleFixedProducts(): FixedByType {
  return {
    1: [
      fixedProductDto({ id: 11, asset: 'BTC', lock_up_period: 30, year_rate: '0.035' }),
      fixedProductDto({ id: 12, asset: 'BTC', lock_up_period: 90, year_rate: '0.05', sale_status: 2 }),
      fixedProductDto({
        id: 13,
        asset: 'USDT',
        lock_up_period: 7,
        year_rate: '0.08',
        ladder_apr: [{ left: '0', right: '100', apr: '0.1' }],
        bonus_asset: 'GT',
      }),
    ],
    2: [
      fixedProductDto({
        id: 21,
        asset: 'USDT',
        type: 2,
        min_vip: 1,
        max_vip: 3,
        lock_up_period: 60,
        year_rate: '0.12',
      }),
    ],
    3: [fixedProductDto({ id: 31, asset: 'ETH', type: 3, lock_up_period: 14, year_rate: '0.15' })],
  };
}

/** USDT's bonus pool: GT on the first 5,000 USDT, March 2024 (unix seconds). */
const SAMPLE_AWARD_POOLS: Readonly<Record<string, AwardPoolDto>> = {
  USDT: {
    award_asset: 'GT',
    ext_award_limit: '5000',
    ext_award_rate_year: '0.03',
    start_at: Date.parse('2024-03-01T00:00:00Z') / 1000,
    end_at: Date.parse('2024-03-31T00:00:00Z') / 1000,
  },
};

/** `count` plain coins COIN1..COINn, for paging. */
export function manyMarketItems(count: number): MarketListItemDto[] {
  return Array.from({ length: count }, (_, index) => marketItemDto(`COIN${index + 1}`, '0.01'));
}

export interface ProductsBackendOptions {
  readonly market?: readonly MarketListItemDto[];
  readonly fixed?: FixedByType;
  /** Every list call fails with a business error (code -1). */
  readonly fail?: boolean;
  /** No list call ever answers. */
  readonly hang?: boolean;
  /** The first this many list calls fail with a business error, the later ones answer. */
  readonly failFirst?: number;
  /** Award pools by coin (SE-API-23); a coin without one answers an empty list. */
  readonly awardPools?: Readonly<Record<string, AwardPoolDto>>;
  /** The award-pool call fails with a business error (code -1). */
  readonly failAwardPool?: boolean;
  /** The exchange's FAQ entries (SE-API-35). */
  readonly faq?: readonly {
    readonly ask: string;
    readonly answer: string;
    readonly cate: string;
    readonly unfold: 0 | 1;
  }[];
}

/** Answers the home's calls from `options`; anything else gets code 0 with data null. */
function productsResponder({
  market = SAMPLE_MARKET,
  fixed = sampleFixedProducts(),
  fail = false,
  hang = false,
  failFirst = 0,
  faq = [],
  awardPools = SAMPLE_AWARD_POOLS,
  failAwardPool = false,
}: ProductsBackendOptions = {}) {
  let listCalls = 0;
  return (request: Request): DoubleAnswer => {
    const url = new URL(request.url);
    const isList =
      url.pathname.endsWith('/uni-loan/earn/market/list') ||
      /\/fixed_earn\/api\/product\/\d+\/list$/.test(url.pathname);
    if (isList) listCalls += 1;
    if (isList && hang) return 'hang';
    if (isList && (fail || listCalls <= failFirst)) return { code: -1, message: 'Service busy' };
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    if (url.pathname.endsWith('/uni-loan/earn/market/list')) {
      const search = (url.searchParams.get('search_coin') ?? '').toUpperCase();
      const found = market.filter((item) => item.asset.includes(search));
      return { code: 0, data: { list: found.slice((page - 1) * limit, page * limit), total: found.length } };
    }
    const typeMatch = /\/fixed_earn\/api\/product\/(\d+)\/list$/.exec(url.pathname);
    if (typeMatch) {
      const list = fixed[Number(typeMatch[1]) as 1 | 2 | 3] ?? [];
      return { code: 0, data: { list: list.slice((page - 1) * limit, page * limit), total: list.length } };
    }
    if (url.pathname.endsWith('/earn/ask')) return { code: 0, data: faq };
    if (url.pathname.endsWith('/uni-loan/earn/award-pool')) {
      if (failAwardPool) return { code: -1, message: 'Service busy' };
      const pool = awardPools[url.searchParams.get('asset') ?? ''];
      return { code: 0, data: pool ? [pool] : [] };
    }
    return { code: 0, data: null };
  };
}

/** An Earn client over a fetch double answering like `productsResponder(options)`; for stories. */
export function createProductsClient(options: ProductsBackendOptions = {}) {
  const double = createFetchDouble(productsResponder(options));
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}
