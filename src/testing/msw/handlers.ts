// MSW request handlers for every call of the client's table (src/api/paths.ts), so a host develops and
// tests the flows without a backend: `setupServer(...createEarnHandlers())` in Vitest or Jest,
// `setupWorker(...)` in the browser or Storybook. Answers come from ./fixtures, the samples earnkit's own
// flow tests use; a scenario switches the whole exchange to empty lists, VIP, sold out, failures or slow.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  applyPathOverrides,
  earnApiPaths,
  type EarnApiCall,
  type EarnApiPathEntry,
  type EarnApiPathOverrides,
} from '../../api/paths';
import {
  COIN_STAKING_FAQ,
  SAMPLE_AWARD_POOLS,
  SAMPLE_MARKET,
  SAMPLE_PROJECT_INFO,
  SAMPLE_PROJECTS,
  SAMPLE_STAKING_PRODUCTS,
  SAMPLE_STATISTICS,
  SHARED_STAKING_FAQ,
  sampleFixedProducts,
  stakingTrendLines,
  type FixedByType,
} from './fixtures';

/**
 * The state of the sample exchange:
 * - `default`: the samples (five coins, fixed terms of each type, three launchpool projects, four staking products);
 * - `empty`: every list and table is empty, so each screen shows its empty state;
 * - `vip`: the user is VIP 5 (`user/vip`), with VIP fixed products of V1 to V16 on sale;
 * - `soldOut`: every fixed product is sold out;
 * - `errors`: every call answers a business failure (code -1, 'Service busy'): each screen shows its error and retry;
 * - `slow`: the samples, each after `slowMs`, so loading states show.
 */
export type EarnScenario = 'default' | 'empty' | 'vip' | 'soldOut' | 'errors' | 'slow';

/** Every scenario, e.g. to render a screen in each. */
export const earnScenarios: readonly EarnScenario[] = ['default', 'empty', 'vip', 'soldOut', 'errors', 'slow'];

/** What an answer of the sample exchange reads: the request's URL and the scenario. */
interface AnswerContext {
  readonly url: URL;
  readonly scenario: EarnScenario;
}

/** The envelope's `data` of one call. */
type Answer = (context: AnswerContext) => unknown;

export interface EarnHandlersOptions {
  /** The exchange's state; `default` unless told. */
  readonly scenario?: EarnScenario;
  /**
   * The origin and prefix the client calls (`createEarnClient({ baseUrl })`). Unless given, a call matches on
   * any origin, which is what a client with the default relative paths needs under both Node and a browser.
   */
  readonly baseUrl?: string;
  /** The same remaps as `createEarnClient({ paths })`, so the handlers answer where the client calls. */
  readonly paths?: EarnApiPathOverrides;
  /** How long each answer waits in the `slow` scenario, in ms. Default 1500. */
  readonly slowMs?: number;
}

function page<Row>(rows: readonly Row[], url: URL) {
  const pageNumber = Number(url.searchParams.get('page') ?? '1');
  const limit = Number(url.searchParams.get('limit') ?? '10');
  return { list: rows.slice((pageNumber - 1) * limit, pageNumber * limit), total: rows.length };
}

function fixedProducts(scenario: EarnScenario): FixedByType {
  if (scenario === 'empty') return {};
  const sample = sampleFixedProducts();
  if (scenario === 'soldOut') {
    const soldOut = (list: FixedByType[1]) => (list ?? []).map((product) => ({ ...product, sale_status: 2 }));
    return { 1: soldOut(sample[1]), 2: soldOut(sample[2]), 3: soldOut(sample[3]) };
  }
  if (scenario === 'vip') {
    const vip = (sample[2] ?? []).map((product) => ({ ...product, min_vip: 1, max_vip: 16 }));
    return { ...sample, 2: vip };
  }
  return sample;
}

function stakingProduct(url: URL) {
  return SAMPLE_STAKING_PRODUCTS.find((product) => product.coin === url.searchParams.get('coin')) ?? null;
}

/**
 * The answers the samples cover. A call not listed answers `data: null`, which every call of the client
 * reads as "nothing yet" (no holding, no record, no setting), as the library's own fake exchanges do.
 */
const answers: Partial<Record<EarnApiCall, Answer>> = {
  marketList: ({ url, scenario }) => {
    const search = (url.searchParams.get('search_coin') ?? '').toUpperCase();
    const market = scenario === 'empty' ? [] : SAMPLE_MARKET;
    return page(
      market.filter((item) => item.asset.includes(search)),
      url,
    );
  },
  fixedProductList: ({ url, scenario }) => {
    const type = Number(/\/product\/(\d+)\/list$/.exec(url.pathname)?.[1]) as 1 | 2 | 3;
    return page(fixedProducts(scenario)[type] ?? [], url);
  },
  awardPool: ({ url, scenario }) => {
    const pool = scenario === 'empty' ? undefined : SAMPLE_AWARD_POOLS[url.searchParams.get('asset') ?? ''];
    return pool ? [pool] : [];
  },
  faq: () => [],
  userVip: ({ scenario }) => ({ vip_level: scenario === 'vip' ? 5 : 0 }),
  launchpoolProjects: ({ scenario }) => (scenario === 'empty' ? [] : SAMPLE_PROJECTS),
  projectInfo: ({ url }) => SAMPLE_PROJECT_INFO[Number(url.searchParams.get('projectId'))] ?? null,
  userProjectStatistics: ({ url }) => SAMPLE_STATISTICS[Number(url.searchParams.get('pid'))] ?? [],
  userStat: ({ scenario }) => ({ rewards: scenario === 'empty' ? [] : [{ coin: 'NEWT', amount: '960' }] }),
  stakingProducts: ({ scenario }) => (scenario === 'empty' ? [] : SAMPLE_STAKING_PRODUCTS),
  stakingProduct: ({ url }) => stakingProduct(url),
  stakingUserInfo: ({ scenario }) => ({ hold_amount: '2', tier: scenario === 'vip' ? 5 : 3, is_crowd: 0 }),
  stakingAsk: ({ url }) => [...SHARED_STAKING_FAQ, ...(COIN_STAKING_FAQ[url.searchParams.get('coin') ?? ''] ?? [])],
  stakingCoinLines: ({ url, scenario }) => {
    const product = stakingProduct(url);
    if (scenario === 'empty' || !product) return [];
    return stakingTrendLines(product, Number(url.searchParams.get('limit') ?? '30'));
  },
};

/** MSW's form of a table path: `{order_id}` becomes `:order_id`; any origin unless a base URL is given. */
function handlerPath(path: string, baseUrl: string | undefined): string {
  const pattern = path.replace(/\{(\w+)\}/g, ':$1');
  return baseUrl === undefined ? `*${pattern}` : `${baseUrl.replace(/\/+$/, '')}${pattern}`;
}

const methods = { GET: http.get, POST: http.post, PUT: http.put } as const;

/**
 * One MSW handler per call of the table (two where the call has a VIP path), answering the sample exchange
 * in the chosen scenario. Pass them to `setupServer` (msw/node) or `setupWorker` (msw/browser); switch a
 * running server with `server.use(...createEarnHandlers({ scenario: 'errors' }))`.
 */
export function createEarnHandlers(options: EarnHandlersOptions = {}): HttpHandler[] {
  const { scenario = 'default', baseUrl, paths, slowMs = 1500 } = options;
  const table = applyPathOverrides(paths);
  return (Object.keys(earnApiPaths) as EarnApiCall[]).flatMap((call) => {
    const entry: EarnApiPathEntry = table[call];
    const resolver = async ({ request }: { request: Request }) => {
      if (scenario === 'slow') await delay(slowMs);
      if (scenario === 'errors') return HttpResponse.json({ code: -1, message: 'Service busy', data: null });
      const answer = answers[call];
      const data = answer ? answer({ url: new URL(request.url), scenario }) : null;
      // The calls with their own success code (wealth, the soft-staking switch) accept only 200 (DEC-06).
      return HttpResponse.json({ code: entry.operation === undefined ? 0 : 200, message: 'success', data });
    };
    const variants =
      entry.vipPath !== undefined && entry.vipPath !== entry.path ? [entry.path, entry.vipPath] : [entry.path];
    return variants.map((path) => methods[entry.method](handlerPath(path, baseUrl), resolver));
  });
}
