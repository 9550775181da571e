/** VIP wealth constants (VW-PROD-03, VW-SUB-07, VW-REDEEM-04, VW-DETAIL-02). */

/** Project types (VW-PROD-01, VW-PROD-03): private wealth 4, asset management 5. */
export const WEALTH_PROJECT_TYPE = { privateWealth: 4, assetManagement: 5 } as const;
/** A wealth project type value. */
export type WealthProjectType = (typeof WEALTH_PROJECT_TYPE)[keyof typeof WEALTH_PROJECT_TYPE];

/** What a wealth product supports (VW-PROD-02): subscribe, redeem and a detail view with trend charts. */
export const WEALTH_ACTIONS = ['subscribe', 'redeem', 'detail'] as const;
/** One of the wealth actions. */
export type WealthAction = (typeof WEALTH_ACTIONS)[number];

/** Subscribe amounts carry 8 decimals (VW-SUB-07). */
export const WEALTH_AMOUNT_DECIMALS = 8;
/** Redeem units carry 6 decimals (VW-REDEEM-04). */
export const WEALTH_UNIT_DECIMALS = 6;

/** Detail chart ranges in days (VW-DETAIL-02); the first is the default. */
export const WEALTH_CHART_RANGES = [30, 180, 365, 730] as const;
/** One detail chart range, in days. */
export type WealthChartRange = (typeof WEALTH_CHART_RANGES)[number];

/** Detail chart kinds (VW-DETAIL-01, VW-API-04): assets trend ('balance') or change rate ('rate'). */
export const WEALTH_LINE_TYPES = ['balance', 'rate'] as const;
/** One detail chart kind. */
export type WealthLineType = (typeof WEALTH_LINE_TYPES)[number];
