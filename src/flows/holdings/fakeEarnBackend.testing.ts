/**
 * A small simulated exchange for the holdings, history and auto-earn flows: answers the calls these
 * flows make from in-memory DTOs, pages and filters them as the server would, and keeps what the
 * switches change. Tests and stories hand its `respond` to the fetch double; nothing of ours is mocked.
 * Tests and stories only.
 */
import type { DoubleAnswer } from '../../api/fetchDouble.testing';
import type { AutoEarnSetStatusDto } from '../../api/dto/autoEarn';
import type {
  FixedHoldingDto,
  FixedProductDto,
  FlexibleHoldingDto,
  FlexibleProductDto,
  HistoryRecordDto,
  MarketListItemDto,
} from '../../api/dto/simpleEarn';

/** The calls the simulator can be told to fail (code -1 with `failMessage`) or to leave unanswered. */
export type FakeCall =
  | 'flexibleHoldings'
  | 'fixedHoldings'
  | 'holdingDetail'
  | 'minLendRateLimit'
  | 'awardPool'
  | 'reinvestStatus'
  | 'redeemAccountType'
  | 'autoEarnStatus'
  | 'autoEarnSetStatus'
  | 'marketList'
  | 'flexibleHistory'
  | 'fixedHistory'
  | 'historyCoins'
  | 'fixedProductDetail'
  | 'coinInfo'
  | 'rateChart';

export interface FakeEarnBackendSeed {
  flexibleHoldings?: FlexibleHoldingDto[];
  fixedHoldings?: FixedHoldingDto[];
  marketList?: MarketListItemDto[];
  autoEarnGlobal?: number;
  flexibleHistory?: HistoryRecordDto[];
  fixedHistory?: HistoryRecordDto[];
  /** Fixed products by id, for the product refetch of subscribe-again. */
  fixedProducts?: FixedProductDto[];
  /** The coin-info answer (the flexible product detail with its fixed_list and business_type). */
  coinInfo?: FlexibleProductDto[];
  /** limit_min_lend_rate_year, a fraction. Default '0.0001'. */
  minLendRateLimit?: string;
  /** Calls answered with code -1. */
  fail?: FakeCall[];
  /** Calls never answered (the screen stays loading). */
  hang?: FakeCall[];
  /** The failure's message. Default 'Service busy'. */
  failMessage?: string;
}

const ROUTES: ReadonlyArray<readonly [string, string, FakeCall]> = [
  ['GET', '/uni-loan/earn/subscribe/detail', 'holdingDetail'],
  ['GET', '/uni-loan/earn/subscribe', 'flexibleHoldings'],
  ['GET', '/fixed_earn/api/user/lend', 'fixedHoldings'],
  ['GET', '/uni-loan/earn/interest-rate/limit', 'minLendRateLimit'],
  ['GET', '/uni-loan/earn/award-pool', 'awardPool'],
  ['PUT', '/reinvest-status/', 'reinvestStatus'],
  ['PUT', '/redeem-account-type/', 'redeemAccountType'],
  ['GET', '/uni-loan/earn/autoivest', 'autoEarnStatus'],
  ['POST', '/uni-loan/earn/autoivest', 'autoEarnSetStatus'],
  ['GET', '/uni-loan/earn/market/list', 'marketList'],
  ['GET', '/uni-loan/earn/history/coins', 'historyCoins'],
  ['GET', '/fixed_earn/api/product/coins', 'historyCoins'],
  ['GET', '/uni-loan/earn/history', 'flexibleHistory'],
  ['GET', '/fixed_earn/api/user/history', 'fixedHistory'],
  ['GET', '/fixed_earn/api/product/detail', 'fixedProductDetail'],
  ['GET', '/uni-loan/earn/coin-info', 'coinInfo'],
  ['GET', '/uni-loan/earn/chart', 'rateChart'],
];

function routeOf(method: string, path: string): FakeCall | null {
  for (const [routeMethod, fragment, call] of ROUTES) {
    if (method !== routeMethod) continue;
    if (fragment.endsWith('/') ? path.includes(fragment) : path.endsWith(fragment)) return call;
  }
  return null;
}

function pageOf<Row>(rows: readonly Row[], query: URLSearchParams, fallbackLimit = 10): { list: Row[]; total: number } {
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const limit = Math.max(1, Number(query.get('limit') ?? fallbackLimit));
  return { list: rows.slice((page - 1) * limit, page * limit), total: rows.length };
}

function inRange(record: HistoryRecordDto, query: URLSearchParams): boolean {
  const at = Number(record.time_at ?? record.create_at ?? 0);
  const start = query.get('start_at');
  const end = query.get('end_at');
  return (start === null || at >= Number(start)) && (end === null || at <= Number(end));
}

function filterHistory(records: readonly HistoryRecordDto[], query: URLSearchParams): HistoryRecordDto[] {
  const asset = query.get('asset');
  const type = query.get('type');
  return records.filter(
    (record) => (!asset || record.asset === asset) && (!type || String(record.type) === type) && inRange(record, query),
  );
}

/** A simulator over `seed`; `respond` is the fetch double's responder. */
export function createFakeEarnBackend(seed: FakeEarnBackendSeed = {}) {
  const flexibleHoldings = [...(seed.flexibleHoldings ?? [])];
  const fixedHoldings = (seed.fixedHoldings ?? []).map((order) => ({ ...order }));
  const marketList = (seed.marketList ?? []).map((item) => ({ ...item }));
  let globalStatus = seed.autoEarnGlobal ?? 0;
  const fail = new Set(seed.fail ?? []);
  const hang = new Set(seed.hang ?? []);
  const failure = { code: -1, msg: seed.failMessage ?? 'Service busy' };

  async function respond(request: Request): Promise<DoubleAnswer> {
    const url = new URL(request.url);
    const path = url.pathname;
    const query = url.searchParams;
    const call = routeOf(request.method, path);
    if (call === null) return { code: 0, data: null };
    if (hang.has(call)) return 'hang';
    if (fail.has(call)) return failure;
    switch (call) {
      case 'flexibleHoldings': {
        const asset = query.get('asset');
        return {
          code: 0,
          data: pageOf(
            flexibleHoldings.filter((row) => !asset || row.asset === asset),
            query,
          ),
        };
      }
      case 'fixedHoldings': {
        const asset = query.get('asset');
        const orderId = query.get('order_id');
        const rows = fixedHoldings.filter(
          (row) => (!asset || row.asset === asset) && (!orderId || String(row.order_id) === orderId),
        );
        return { code: 0, data: pageOf(rows, query) };
      }
      case 'holdingDetail': {
        const holding = flexibleHoldings.find((row) => row.asset === query.get('asset'));
        return { code: 0, data: holding ?? null };
      }
      case 'minLendRateLimit':
        return {
          code: 0,
          data: { limit_min_lend_rate_year: seed.minLendRateLimit ?? '0.0001', max_lend_rate_year: '5' },
        };
      case 'awardPool':
        return { code: 0, data: [] };
      case 'reinvestStatus':
      case 'redeemAccountType': {
        const orderId = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
        const body = new URLSearchParams(await request.text());
        const order = fixedHoldings.find((row) => String(row.order_id) === orderId) as
          Record<string, unknown> | undefined;
        if (order && call === 'reinvestStatus') order.reinvest_status = Number(body.get('reinvest_status'));
        if (order && call === 'redeemAccountType') order.redeem_account_type = Number(body.get('redeem_account_type'));
        return { code: 0, data: null };
      }
      case 'autoEarnStatus': {
        const assets = (query.get('assets') ?? '').split(',').filter(Boolean);
        const listed = assets.length > 0 ? assets : marketList.map((item) => item.asset);
        const status = Object.fromEntries(
          listed.map((asset) => [
            asset,
            Number(marketList.find((item) => item.asset === asset)?.auto_invest_status ?? 0),
          ]),
        );
        return { code: 0, data: { global_status: globalStatus, status } };
      }
      case 'autoEarnSetStatus': {
        const body = JSON.parse(await request.text()) as AutoEarnSetStatusDto;
        const value = Number(body.status);
        if (body.assets === 'ALL_ASSET') {
          globalStatus = value;
          for (const item of marketList) (item as { auto_invest_status?: number }).auto_invest_status = value;
        } else {
          const item = marketList.find((entry) => entry.asset === body.assets);
          if (item) (item as { auto_invest_status?: number }).auto_invest_status = value;
        }
        return { code: 0, msg: 'success', data: null };
      }
      case 'marketList': {
        const search = query.get('search_coin') ?? '';
        const onlyOn = query.get('auto_invest') === '1';
        let rows = marketList.filter(
          (item) => item.asset.includes(search) && (!onlyOn || Number(item.auto_invest_status) === 1),
        );
        const sort = query.get('sort_type');
        if (sort === '4' || sort === '3') {
          const direction = sort === '4' ? 1 : -1;
          rows = [...rows].sort((a, b) => direction * (Number(a.next_time_rate_year) - Number(b.next_time_rate_year)));
        }
        return { code: 0, data: pageOf(rows, query, 7) };
      }
      case 'historyCoins': {
        const source = path.includes('fixed_earn') ? seed.fixedHistory : seed.flexibleHistory;
        return { code: 0, data: [...new Set((source ?? []).map((record) => record.asset))] };
      }
      case 'flexibleHistory': {
        // The flexible history answers a bare list; the client fakes the total (SE-API-15).
        return { code: 0, data: pageOf(filterHistory(seed.flexibleHistory ?? [], query), query).list };
      }
      case 'fixedHistory':
        return { code: 0, data: pageOf(filterHistory(seed.fixedHistory ?? [], query), query) };
      case 'fixedProductDetail':
        return {
          code: 0,
          data: (seed.fixedProducts ?? []).find((product) => String(product.id) === query.get('product_id')) ?? null,
        };
      case 'coinInfo':
        return { code: 0, data: seed.coinInfo ?? [] };
      case 'rateChart': {
        // Hourly (type 1) or daily points between from and to, a gently rising rate.
        const from = Number(query.get('from'));
        const to = Number(query.get('to'));
        const step = query.get('type') === '2' ? 86_400 : 3_600;
        const points = [];
        for (let time = from, index = 0; time <= to && index < 800; time += step, index++)
          points.push({ time, value: String(0.05 + index / 10_000) });
        return { code: 0, data: points };
      }
      default:
        return { code: 0, data: null };
    }
  }

  return { respond, fixedHoldings, marketList, getGlobalStatus: () => globalStatus };
}
