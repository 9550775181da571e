/**
 * Rows per page of every Simple Earn list (DEC-02): holdings 10 (SE-HOLD-02), history page 8 and
 * history dialog 6 (SE-HIST-06), cumulative-interest dialog 7 (SE-INT-02), hourly interest detail 25
 * (SE-INT-04); any other table uses the default 10 (SH-API-04).
 */
export const PAGE_SIZES = {
  holdings: 10,
  historyPage: 8,
  historyDialog: 6,
  interestDialog: 7,
  hourlyInterestDetail: 25,
  default: 10,
} as const;

/** The name of one Simple Earn list with its own page size. */
export type PagedList = keyof typeof PAGE_SIZES;
