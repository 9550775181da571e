/** DTO → domain for VIP wealth and dual earn (VW-DATA-01/02, DE-ORDER-01/02). */
import { dualEarnOrderStatusOf, type DualEarnOrderStatus } from '../../domain/dualEarn/orderStatus';
import type { WealthChart, WealthOrderDetail } from '../../domain/wealth/types';
import type { DualEarnOrderDto, WealthLinesDto, WealthOrderDetailDto } from '../dto/wealth';
import { decimalText, flag, integer, msFromSeconds, text } from './read';

/** A wealth order's detail (VW-DATA-01). recent_30_days_rate is carried as sent: its scale is not specified. */
export function mapWealthOrderDetail(dto: WealthOrderDetailDto | null | undefined): WealthOrderDetail {
  return {
    name: text(dto?.name),
    amount: decimalText(dto?.amount),
    coin: text(dto?.coin),
    unit: decimalText(dto?.unit),
    incomeAmount: decimalText(dto?.income_amount),
    showInterest: flag(dto?.show_interest),
    netValueRatio: decimalText(dto?.net_value_ratio),
    netValueRatioBuy: decimalText(dto?.net_value_ratio_buy),
    recent30DaysRate: decimalText(dto?.recent_30_days_rate),
    runDays: integer(dto?.run_days),
    clientId: text(dto?.client_id),
  };
}

/** A wealth chart (VW-DATA-02): timestamps seconds → ms. */
export function mapWealthChart(dto: WealthLinesDto | null | undefined): WealthChart {
  return {
    lines: (dto?.lines ?? []).map((point) => ({
      timestamp: msFromSeconds(point.timestamp),
      value: decimalText(point.value),
      diff: decimalText(point.diff),
    })),
    change: decimalText(dto?.change),
  };
}

/** A dual-earn order (DE-API-01/02): its shape is not specified, so the fields are carried as sent. */
export interface DualEarnOrder {
  /** The status read against the spec's list (DE-ORDER-02); null for a value outside it. */
  readonly status: DualEarnOrderStatus | null;
  /** Every field of the answer, unchanged. */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** A dual-earn order. */
export function mapDualEarnOrder(dto: DualEarnOrderDto | null | undefined): DualEarnOrder {
  return { status: dualEarnOrderStatusOf(text(dto?.status)), fields: { ...(dto ?? {}) } };
}
