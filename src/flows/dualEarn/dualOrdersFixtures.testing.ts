// A fake exchange for the dual-earn orders' tests and stories: the orders list (DEC-30) paged as the simulator
// pages it, and each order's detail from the order-detail (DE-API-01) or dual-sniper (DE-API-02) call, over the
// recording fetch double so the screen runs through the real client and hooks.
import { createEarnClient } from '../../api/client';
import type { DualEarnOrderDto } from '../../api/dto/wealth';
import { createFetchDouble, type DoubleAnswer } from '../../api/fetchDouble.testing';
import { DUAL_EARN_ORDER_STATUSES, type DualEarnOrderStatus } from '../../domain/dualEarn/orderStatus';

/** The clock of the samples: 2 March 2026, 08:00 UTC. */
export const DUAL_NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const NOW_S = DUAL_NOW / 1000;
const DAY_S = 86_400;

const BACK: Partial<Record<DualEarnOrderStatus, { coin: string; amount: string }>> = {
  SETTLEMENT_SUCCESS: { coin: 'BTC', amount: '0.01673059' },
  SETTLEMENT_FAILED: { coin: 'USDT', amount: '1000' },
  CANCELED: { coin: 'USDT', amount: '1000' },
  EXPIRED: { coin: 'USDT', amount: '1000' },
  FAILED: { coin: 'USDT', amount: '1000' },
  INTERNAL_ERROR: { coin: 'USDT', amount: '1000' },
};

/** An order of `status`: 1000 USDT at a target of 60 000, 35 % a year, settling in two days. */
export function sampleDualOrder(id: number, status: string, sniper = false): DualEarnOrderDto {
  const back = BACK[status as DualEarnOrderStatus];
  return {
    order_id: id,
    type: sniper ? 'sniper' : 'dual',
    status,
    invest_coin: 'USDT',
    invest_amount: '1000',
    target_price: '60000',
    apy: '0.35',
    create_time: NOW_S - 2 * DAY_S,
    settle_time: NOW_S + 2 * DAY_S,
    settle_coin: back?.coin ?? null,
    settle_amount: back?.amount ?? null,
  };
}

/** One dual order of each status (ids 1..10), two sniper orders (11 processing, 12 cancelled), one more (13). */
const SAMPLE_DUAL_ORDERS: readonly DualEarnOrderDto[] = [
  ...DUAL_EARN_ORDER_STATUSES.map((status, index) => sampleDualOrder(index + 1, status)),
  sampleDualOrder(11, 'PROCESSING', true),
  sampleDualOrder(12, 'CANCELED', true),
  sampleDualOrder(13, 'SETTLEMENT_SUCCESS'),
];

export interface DualOrdersBackendOptions {
  /** The user's orders, newest first; the samples unless given. */
  readonly orders?: readonly DualEarnOrderDto[];
  /** The first this many list calls fail with a business error; later ones answer. */
  readonly failFirst?: number;
  /** The first this many detail calls fail; later ones answer. */
  readonly failDetailFirst?: number;
  /** No list call ever answers. */
  readonly hang?: boolean;
}

function dualResponder({
  orders = SAMPLE_DUAL_ORDERS,
  failFirst = 0,
  failDetailFirst = 0,
  hang = false,
}: DualOrdersBackendOptions) {
  let listCalls = 0;
  let detailCalls = 0;
  return (request: Request): DoubleAnswer => {
    const url = new URL(request.url);
    const query = url.searchParams;
    if (url.pathname.endsWith('/earn/dual/orders')) {
      listCalls += 1;
      if (hang) return 'hang';
      if (listCalls <= failFirst) return { code: -1, message: 'Service busy' };
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      return { code: 0, data: { list: orders.slice((page - 1) * limit, page * limit), total: orders.length } };
    }
    const sniper = url.pathname.endsWith('/earn/dual-sniper/order');
    if (sniper || url.pathname.endsWith('/earn/dual/order-detail')) {
      detailCalls += 1;
      if (detailCalls <= failDetailFirst) return { code: -1, message: 'Order busy' };
      const order = orders.find(
        (row) => String(row.order_id) === query.get('order_id') && (row.type === 'sniper') === sniper,
      );
      return order ? { code: 0, data: order } : { code: 404, message: 'Order not found' };
    }
    return { code: 0, data: null };
  };
}

/** An Earn client over a fetch double answering like `dualResponder(options)`. */
export function createDualOrdersClient(options: DualOrdersBackendOptions = {}) {
  const double = createFetchDouble(dualResponder(options));
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}
