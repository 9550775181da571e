/**
 * VIP wealth models in the spec's words (VW-DATA-01, VW-DATA-02): amounts and units as decimal strings,
 * times as epoch milliseconds.
 */
import type { WealthProjectType } from './constants';

/** What subscribe and redeem need to know about a wealth product. */
export interface WealthProduct {
  readonly pid: number;
  /** 4 private wealth, 5 asset management; sent back as is on purchase (DEC-23). */
  readonly projectType: WealthProjectType;
  readonly coin: string;
  /** The smallest subscription (VW-SUB-05). */
  readonly minAmount: string;
  /**
   * The listed product's recent_30_days_rate (VW-DATA), when known: the subscribe dialog shows it as the list and the
   * holding do (issue 17, one honest rate).
   */
  readonly recent30DaysRate?: string | undefined;
}

/** A wealth order's detail (VW-DATA-01). */
export interface WealthOrderDetail {
  readonly name: string;
  readonly amount: string;
  readonly coin: string;
  /** Units held, 6 decimals. */
  readonly unit: string;
  readonly incomeAmount: string;
  /** Whether the income is shown to the user. */
  readonly showInterest: boolean;
  /** The current net value per unit. */
  readonly netValueRatio: string;
  /** The net value per unit at purchase. */
  readonly netValueRatioBuy: string;
  /** Return over the last 30 days, as the API sends it (its scale is not specified). */
  readonly recent30DaysRate: string;
  readonly runDays: number;
  readonly clientId: string;
}

/** One point of a wealth chart (VW-DATA-02). */
export interface WealthChartPoint {
  /** Epoch ms. */
  readonly timestamp: number;
  readonly value: string;
  readonly diff: string;
}

/** A wealth chart: its points and the change over the range (VW-DATA-02). */
export interface WealthChart {
  readonly lines: readonly WealthChartPoint[];
  readonly change: string;
}

/**
 * A VIP wealth product as the page lists it (DEC-29): what subscribe needs, plus its name, today's net value, the
 * 30-day rate and the VIP level a user needs to subscribe.
 */
export interface WealthListedProduct extends WealthProduct {
  readonly name: string;
  /** Today's net value per unit. */
  readonly netValueRatio: string;
  /** Annualised return of the last 30 days, a fraction (DEC-05). */
  readonly recent30DaysRate: string;
  /** The lowest VIP level that may subscribe (DEC-29); below it the page shows the upgrade guide. */
  readonly minVipLevel: number;
}

/** One of the user's wealth holdings (DEC-29): the order detail's fields (VW-DATA-01) and what identifies it. */
export interface WealthHolding extends WealthOrderDetail {
  readonly orderId: number;
  readonly pid: number;
  readonly projectType: WealthProjectType;
}
