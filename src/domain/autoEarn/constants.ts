// Business constants of auto-earn.
import { PAGE_SIZE } from '../shared/constants';

/** Rows per page of the auto-earn market list (AE-MODAL-08, DEC-02), the shared table's entry. */
export const AUTO_EARN_PAGE_SIZE = PAGE_SIZE.autoEarnMarketList;
/** The global auto-earn status is requested again every 120 s (AE-API-03). */
export const AUTO_EARN_STATUS_REFRESH_MS = 120_000;
/** The assets value that switches every coin at once (AE-API-02). */
export const ALL_ASSETS = 'ALL_ASSET';
/** The status sent by the set-status call: '1' on, '0' off (AE-TOGGLE-04, AE-TOGGLE-05). */
export const AutoEarnSetStatus = { on: '1', off: '0' } as const;
/** One of the set-status values. */
export type AutoEarnSetStatus = (typeof AutoEarnSetStatus)[keyof typeof AutoEarnSetStatus];
/** The sort_type sent for the est. APR column: 4 ascending, 3 descending (AE-SORT-01). */
export const AprSortType = { ascending: 4, descending: 3 } as const;
