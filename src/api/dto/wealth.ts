/** DTOs of soft staking, VIP wealth and dual earn (SS-API-01, VW-API-01..04, DE-API-01/02). */
import type { DtoDecimal, DtoFlag, DtoInteger, DtoUnixSeconds } from './common';

/** POST soft-staking/switch, JSON (SS-API-01). */
export interface SoftStakingSwitchDto {
  readonly status: boolean;
}

/** POST private-wealth/purchase, form (VW-API-01, DEC-23: the product's own project_type). */
export interface WealthPurchaseDto {
  readonly pid: DtoInteger;
  readonly amount: string;
  readonly project_type: 4 | 5;
}
/** POST private-wealth/redeem, form (VW-API-02). */
export interface WealthRedeemDto {
  readonly pid: DtoInteger;
  readonly unit: string;
}
/** GET order-detail params and answer (VW-API-03, VW-DATA-01). */
export interface WealthOrderDetailParamsDto {
  readonly order_id: DtoInteger;
  readonly project_type: 4 | 5;
}
export interface WealthOrderDetailDto {
  readonly name?: string;
  readonly amount?: DtoDecimal;
  readonly coin?: string;
  readonly unit?: DtoDecimal;
  readonly income_amount?: DtoDecimal;
  readonly show_interest?: DtoFlag;
  readonly net_value_ratio?: DtoDecimal;
  readonly net_value_ratio_buy?: DtoDecimal;
  readonly recent_30_days_rate?: DtoDecimal;
  readonly run_days?: DtoInteger;
  readonly client_id?: DtoInteger;
}
/** GET lines params and answer (VW-API-04, VW-DATA-02): range in days. */
export interface WealthLinesParamsDto {
  readonly type: 'balance' | 'rate';
  readonly order_id: DtoInteger;
  readonly range: number;
  readonly project_type: 4 | 5;
}
export interface WealthLinesDto {
  readonly lines?:
    readonly { readonly timestamp: DtoUnixSeconds; readonly value: DtoDecimal; readonly diff?: DtoDecimal }[] | null;
  readonly change?: DtoDecimal;
}

/**
 * GET private-wealth/products (DEC-29, a path named per DEC-26): the VIP products, private wealth (4) and asset
 * management (5), with today's net value, the 30-day rate as a fraction and the VIP level needed to subscribe.
 */
export interface WealthProductDto {
  readonly pid?: DtoInteger;
  readonly project_type?: DtoInteger;
  readonly name?: string;
  readonly coin?: string;
  readonly min_amount?: DtoDecimal;
  readonly net_value_ratio?: DtoDecimal;
  readonly recent_30_days_rate?: DtoDecimal;
  readonly min_vip_level?: DtoInteger;
}
/** GET private-wealth/orders (DEC-29): the user's holdings, each an order detail (VW-DATA-01) with its ids. */
export interface WealthOrderDto extends WealthOrderDetailDto {
  readonly order_id?: DtoInteger;
  readonly pid?: DtoInteger;
  readonly project_type?: DtoInteger;
}

/**
 * Dual-earn order params and answer (DE-API-01/02): neither is specified beyond the order's status; the fields
 * named here are read where present (docs/api.md), any other is carried as sent.
 */
export type DualEarnOrderParamsDto = Readonly<Record<string, string | number>>;
export interface DualEarnOrderDto {
  readonly status?: string | null;
  readonly order_id?: DtoInteger | string;
  /** 'dual' or 'sniper'. */
  readonly type?: string;
  readonly invest_coin?: string;
  readonly invest_amount?: DtoDecimal;
  readonly target_price?: DtoDecimal;
  /** A fraction (DEC-05's default scale). */
  readonly apy?: DtoDecimal;
  readonly create_time?: DtoUnixSeconds;
  readonly settle_time?: DtoUnixSeconds;
  /** What came back to spot, once it has: the payout, or the principal returned. */
  readonly settle_coin?: string | null;
  readonly settle_amount?: DtoDecimal | null;
  readonly [field: string]: unknown;
}
/** GET dual/orders (DEC-30, named per DEC-26): a page of the user's dual and sniper orders. */
export interface DualEarnOrdersParamsDto {
  readonly page?: number;
  readonly limit?: number;
}
export interface DualEarnOrdersDto {
  readonly list?: readonly DualEarnOrderDto[] | null;
  readonly total?: DtoInteger;
}
