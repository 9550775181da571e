/** DTO → domain for VIP wealth and dual earn (VW-DATA-01/02, DE-ORDER-01/02). */
import { dualEarnOrderStatusOf, type DualEarnOrderStatus } from '../../domain/dualEarn/orderStatus';
import type { WealthChart, WealthOrderDetail } from '../../domain/wealth/types';
import type { DualEarnOrderDto, WealthLinesDto, WealthOrderDetailDto } from '../dto/wealth';
import { flag, integer, msFromSeconds, readAmount, readSignedDecimal, text } from './read';

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
