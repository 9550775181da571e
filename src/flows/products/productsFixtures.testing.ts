// A fake exchange for the Simple Earn home's tests and stories: the market list (SE-API-01) with its
// page, limit and search_coin, and the fixed product lists of each type (SE-API-05), answered over the
// recording fetch double so the screen runs through the real client, transport and TanStack hooks.
import { createEarnClient } from '../../api/client';
import type { AwardPoolDto, MarketListItemDto } from '../../api/dto/simpleEarnProducts';
import { SAMPLE_AWARD_POOLS, SAMPLE_MARKET, sampleFixedProducts, type FixedByType } from '../../testing/msw/fixtures';
import { createFetchDouble, type DoubleAnswer } from '../../api/fetchDouble.testing';

// The samples are earnkit/testing's, so the MSW handlers a host uses serve what these tests see.
export { fixedProductDto, manyMarketItems, sampleFixedProducts } from '../../testing/msw/fixtures';

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
