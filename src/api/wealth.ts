/** The VIP wealth calls (VW-API-01..04): purchase and redeem succeed only on 200 (DEC-06, VW-ERR-01). */
import type { WealthChart, WealthHolding, WealthListedProduct, WealthOrderDetail } from '../domain/wealth/types';
import type {
  WealthLinesDto,
  WealthLinesParamsDto,
  WealthOrderDetailDto,
  WealthOrderDetailParamsDto,
  WealthPurchaseDto,
  WealthRedeemDto,
} from './dto/wealth';
import { readAnswer } from './errors';
import { mapWealthChart, mapWealthHoldings, mapWealthOrderDetail, mapWealthProducts } from './map/wealth';
import type { EarnCallOptions } from './request';
import type { EarnTransport } from './transport';

/** The wealth calls of a client. */
export interface WealthApi {
  /** POST private-wealth/purchase, form (VW-API-01): project_type is the product's own (DEC-23). */
  purchase(body: WealthPurchaseDto, options?: EarnCallOptions): Promise<unknown>;
  /** POST private-wealth/redeem, form (VW-API-02). */
  redeem(body: WealthRedeemDto, options?: EarnCallOptions): Promise<unknown>;
  /** GET private-wealth/order-detail (VW-API-03). */
  orderDetail(params: WealthOrderDetailParamsDto, options?: EarnCallOptions): Promise<WealthOrderDetail>;
  /** GET private-wealth/lines (VW-API-04): range in days. */
  lines(params: WealthLinesParamsDto, options?: EarnCallOptions): Promise<WealthChart>;
  /** GET private-wealth/products (DEC-29, named per DEC-26): the VIP products, types 4 and 5. */
  products(options?: EarnCallOptions): Promise<readonly WealthListedProduct[]>;
  /** GET private-wealth/orders (DEC-29, named per DEC-26): the user's holdings. */
  orders(options?: EarnCallOptions): Promise<readonly WealthHolding[]>;
}

/** The wealth calls over a transport. */
export function createWealthApi(transport: EarnTransport): WealthApi {
  return {
    purchase(body, options = {}) {
      return transport.call('wealthPurchase', { body, signal: options.signal, idempotencyKey: options.idempotencyKey });
    },
    redeem(body, options = {}) {
      return transport.call('wealthRedeem', { body, signal: options.signal, idempotencyKey: options.idempotencyKey });
    },
    async orderDetail(params, options = {}) {
      const data = await transport.call<WealthOrderDetailDto>('wealthOrderDetail', {
        query: params,
        signal: options.signal,
      });
      return readAnswer('wealthOrderDetail', data, mapWealthOrderDetail);
    },
    async lines(params, options = {}) {
      const data = await transport.call<WealthLinesDto>('wealthLines', { query: params, signal: options.signal });
      return readAnswer('wealthLines', data, mapWealthChart);
    },
    async products(options = {}) {
      const data = await transport.call('wealthProducts', { signal: options.signal });
      return readAnswer('wealthProducts', data, mapWealthProducts);
    },
    async orders(options = {}) {
      const data = await transport.call('wealthOrders', { signal: options.signal });
      return readAnswer('wealthOrders', data, mapWealthHoldings);
    },
  };
}
