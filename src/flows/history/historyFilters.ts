/**
 * The filters the history table and its export share, and the history calls' params of them: with the table, while
 * the export's code loads on its first use.
 */
import { historyRangeParams } from '../../api/simpleEarnHistory';
import type { DateRange } from '../../domain/shared/dateRange';
import type { HistoryRecordType } from '../../domain/simpleEarn/constants';
import type { SimpleEarnProductKind } from '../../domain/simpleEarn/products';
import { rangeTimes } from './historyFlow.reducer';

/** What the history shows: the filters the table and the export share. */
export interface HistoryFilters {
  readonly product: SimpleEarnProductKind;
  /** The coin filter; null for all coins. */
  readonly asset: string | null;
  /** The type filter; null for all types. */
  readonly type: HistoryRecordType | null;
  readonly range: DateRange;
}

/** The history calls' params of `filters`, page and limit aside. */
export function historyFilterParams(filters: HistoryFilters) {
  return {
    ...(filters.asset ? { asset: filters.asset } : {}),
    ...(filters.type === null ? {} : { type: filters.type }),
    ...historyRangeParams(rangeTimes(filters.range)),
  };
}
