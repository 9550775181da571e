/**
 * The dual-earn order calls (DE-API-01/02): parameters and answers are not specified beyond the status; and the
 * user's orders (DEC-30, named per DEC-26).
 */
import type { Page } from '../domain/shared/pagination';
import type {
  DualEarnOrderDto,
  DualEarnOrderParamsDto,
  DualEarnOrdersDto,
  DualEarnOrdersParamsDto,
} from './dto/wealth';
import { mapDualEarnOrder, mapDualEarnOrders, type DualEarnOrder } from './map/wealth';
import type { EarnCallOptions } from './request';
import type { EarnTransport } from './transport';

/** The dual-earn calls of a client. */
export interface DualEarnApi {
  /** GET dual/order-detail (DE-API-01), with the params the host's backend wants (e.g. order_id). */
  orderDetail(params?: DualEarnOrderParamsDto, options?: EarnCallOptions): Promise<DualEarnOrder>;
  /** GET dual-sniper/order (DE-API-02). */
  sniperOrder(params?: DualEarnOrderParamsDto, options?: EarnCallOptions): Promise<DualEarnOrder>;
  /** GET dual/orders (DEC-30): a page of the user's dual and sniper orders, newest first. */
  orders(params?: DualEarnOrdersParamsDto, options?: EarnCallOptions): Promise<Page<DualEarnOrder>>;
}

/** The dual-earn calls over a transport. */
export function createDualEarnApi(transport: EarnTransport): DualEarnApi {
  return {
    async orderDetail(params = {}, options = {}) {
      return mapDualEarnOrder(
        await transport.call<DualEarnOrderDto>('dualOrderDetail', { query: params, signal: options.signal }),
      );
    },
    async sniperOrder(params = {}, options = {}) {
      return mapDualEarnOrder(
        await transport.call<DualEarnOrderDto>('dualSniperOrder', { query: params, signal: options.signal }),
        true,
      );
    },
    async orders(params = {}, options = {}) {
      return mapDualEarnOrders(
        await transport.call<DualEarnOrdersDto>('dualOrders', { query: { ...params }, signal: options.signal }),
      );
    },
  };
}
