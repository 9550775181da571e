/** The Simple Earn DTOs, in two files: products and subscribe calls, and history, holdings and order actions. */
export type * from './simpleEarnProducts';
export type * from './simpleEarnHoldings';
