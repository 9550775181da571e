/** The dual-earn order calls (DE-API-01/02): parameters and answers are not specified beyond the status. */
import type { DualEarnOrderDto, DualEarnOrderParamsDto } from './dto/wealth';
import { mapDualEarnOrder, type DualEarnOrder } from './map/wealth';
import type { EarnCallOptions } from './request';
import type { EarnTransport } from './transport';

/** The dual-earn calls of a client. */
export interface DualEarnApi {
  /** GET dual/order-detail (DE-API-01), with the params the host's backend wants (e.g. order_id). */
  orderDetail(params?: DualEarnOrderParamsDto, options?: EarnCallOptions): Promise<DualEarnOrder>;
  /** GET dual-sniper/order (DE-API-02). */
  sniperOrder(params?: DualEarnOrderParamsDto, options?: EarnCallOptions): Promise<DualEarnOrder>;
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
      );
    },
  };
}
