/** DTO → domain for VIP wealth and dual earn (VW-DATA-01/02, DE-ORDER-01/02). */
import { dualEarnOrderStatusOf, type DualEarnOrderStatus } from '../../domain/dualEarn/orderStatus';
import { isWealthProjectType } from '../../domain/wealth/detail';
import type { WealthChart, WealthHolding, WealthListedProduct, WealthOrderDetail } from '../../domain/wealth/types';
import type { Rate } from '../../domain/shared/rate';
import type { Page } from '../../domain/shared/pagination';
import type { TableDto } from '../dto/common';
import type {
  DualEarnOrderDto,
  DualEarnOrdersDto,
  WealthLinesDto,
  WealthOrderDetailDto,
  WealthOrderDto,
  WealthProductDto,
} from '../dto/wealth';
import {
  flag,
  integer,
  listOf,
  msFromSeconds,
  optionalFraction,
  optionalMsFromSeconds,
  pageOf,
  readAmount,
  readOptionalAmount,
  readSignedDecimal,
  text,
} from './read';

/**
 * A wealth order's detail (VW-DATA-01). recent_30_days_rate is carried as sent: its scale is not specified.
 * The holding, its units and net values are required and never negative; the income and the return are a
 * profit or a loss, so they keep their sign, and read as none when absent.
 */
export function mapWealthOrderDetail(dto: WealthOrderDetailDto | null | undefined): WealthOrderDetail {
  return {
    name: text(dto?.name),
    amount: readAmount(dto?.amount),
    coin: text(dto?.coin),
    unit: readAmount(dto?.unit),
    incomeAmount: readSignedDecimal(dto?.income_amount, '0'),
    showInterest: flag(dto?.show_interest),
    netValueRatio: readAmount(dto?.net_value_ratio),
    netValueRatioBuy: readAmount(dto?.net_value_ratio_buy),
    recent30DaysRate: readSignedDecimal(dto?.recent_30_days_rate, '0'),
    runDays: integer(dto?.run_days),
    clientId: text(dto?.client_id),
  };
}

/** A row's project type, kept only when it is one the wealth screens handle (VW-PROD-01): 4 or 5. */
function projectTypeOf(value: unknown): 4 | 5 | null {
  const type = integer(value);
  return isWealthProjectType(type) ? type : null;
}

/**
 * The VIP products (DEC-29): rows of another project type are left out, since no wealth screen can subscribe to
 * them. A missing VIP level reads as 1, the lowest VIP level, so a regular user is never offered a VIP product.
 */
export function mapWealthProducts(data: unknown): readonly WealthListedProduct[] {
  return listOf<WealthProductDto>(data).flatMap((dto) => {
    const projectType = projectTypeOf(dto.project_type);
    if (projectType === null) return [];
    return [
      {
        pid: integer(dto.pid),
        projectType,
        name: text(dto.name),
        coin: text(dto.coin),
        minAmount: readAmount(dto.min_amount),
        netValueRatio: readAmount(dto.net_value_ratio),
        recent30DaysRate: readSignedDecimal(dto.recent_30_days_rate, '0'),
        minVipLevel: integer(dto.min_vip_level, 1),
      },
    ];
  });
}

/** The user's wealth holdings (DEC-29): each order's detail (VW-DATA-01) with its order id, product and type. */
export function mapWealthHoldings(data: unknown): readonly WealthHolding[] {
  return listOf<WealthOrderDto>(data).flatMap((dto) => {
    const projectType = projectTypeOf(dto.project_type);
    if (projectType === null) return [];
    return [{ ...mapWealthOrderDetail(dto), orderId: integer(dto.order_id), pid: integer(dto.pid), projectType }];
  });
}

/**
 * A wealth chart (VW-DATA-02): timestamps seconds → ms. A 'rate' line's values, the differences and the
 * change can be below zero, so they keep their sign; a missing difference or change is none.
 */
export function mapWealthChart(dto: WealthLinesDto | null | undefined): WealthChart {
  return {
    lines: (dto?.lines ?? []).map((point) => ({
      timestamp: msFromSeconds(point.timestamp),
      value: readSignedDecimal(point.value),
      diff: readSignedDecimal(point.diff, '0'),
    })),
    change: readSignedDecimal(dto?.change, '0'),
  };
}

/**
 * A dual-earn order (DE-API-01/02, DEC-30): its shape is not specified, so the fields the simulator sends are
 * read where present (docs/api.md) and every field is also carried as sent.
 */
export interface DualEarnOrder {
  /** The status read against the spec's list (DE-ORDER-02); null for a value outside it. */
  readonly status: DualEarnOrderStatus | null;
  /** The order id as text; '' when absent. */
  readonly orderId: string;
  /** A sniper order (DE-API-02): its detail is the dual-sniper call. */
  readonly sniper: boolean;
  readonly investCoin: string;
  readonly investAmount: string | undefined;
  readonly targetPrice: string | undefined;
  readonly apy: Rate | undefined;
  /** Epoch ms, or null when absent. */
  readonly createdAt: number | null;
  readonly settleAt: number | null;
  /** What came back to spot, once it has (the payout, or the principal returned); '' and undefined before. */
  readonly settleCoin: string;
  readonly settleAmount: string | undefined;
  /** Every field of the answer, unchanged. */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** A dual-earn order; `sniper` when it came from the sniper call, whatever its `type` says. */
export function mapDualEarnOrder(dto: DualEarnOrderDto | null | undefined, sniper = false): DualEarnOrder {
  return {
    status: dualEarnOrderStatusOf(text(dto?.status)),
    orderId: text(dto?.order_id),
    sniper: sniper || text(dto?.type).toLowerCase() === 'sniper',
    investCoin: text(dto?.invest_coin),
    investAmount: readOptionalAmount(dto?.invest_amount),
    targetPrice: readOptionalAmount(dto?.target_price),
    apy: optionalFraction(dto?.apy),
    createdAt: optionalMsFromSeconds(dto?.create_time),
    settleAt: optionalMsFromSeconds(dto?.settle_time),
    settleCoin: text(dto?.settle_coin),
    settleAmount: readOptionalAmount(dto?.settle_amount),
    fields: { ...(dto ?? {}) },
  };
}

/** A page of the user's dual-earn orders (DEC-30). */
export function mapDualEarnOrders(dto: DualEarnOrdersDto | null | undefined): Page<DualEarnOrder> {
  return pageOf(dto as TableDto<DualEarnOrderDto> | null | undefined, (row) => mapDualEarnOrder(row));
}
