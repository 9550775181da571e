import { DAY_MS, PAGE_SIZE } from '../shared/constants';
import {
  DATE_RANGE_WARNING_KEYS,
  addMonths,
  trimDateRange,
  type CalendarDay,
  type DateRange,
  type TrimmedDateRange,
} from '../shared/dateRange';
import type { Page } from '../shared/pagination';
import {
  FLEXIBLE_HISTORY_FAKE_TOTAL,
  HISTORY_MAX_MONTHS,
  HistoryMode,
  HistoryRecordType,
  HistorySubBusiness,
} from './constants';
import { HistoryMessageKey } from './historyMessageKeys';
import { startOfUtcDay } from './timeline';

type HistoryLabelKey = (typeof HistoryMessageKey)[keyof typeof HistoryMessageKey];

/** A history type filter option (SE-HIST-03). */
export interface HistoryTypeOption {
  readonly type: HistoryRecordType;
  readonly labelKey: HistoryLabelKey;
}

/** The type filter of the history dialog, in order: lend, redeem, interest, bonus, rate-up (SE-HIST-03). */
export const HISTORY_TYPE_OPTIONS: readonly HistoryTypeOption[] = [
  { type: HistoryRecordType.lend, labelKey: HistoryMessageKey.lend },
  { type: HistoryRecordType.redeem, labelKey: HistoryMessageKey.redeem },
  { type: HistoryRecordType.interest, labelKey: HistoryMessageKey.interest },
  { type: HistoryRecordType.bonus, labelKey: HistoryMessageKey.bonus },
  { type: HistoryRecordType.rateUp, labelKey: HistoryMessageKey.rateUp },
];

const MODE_KEYS: Readonly<Record<number, HistoryLabelKey>> = {
  [HistoryMode.unifiedRedeem]: HistoryMessageKey.unifiedRedeem,
  [HistoryMode.unifiedLiquidation]: HistoryMessageKey.unifiedLiquidation,
  [HistoryMode.cryptoLiquidation]: HistoryMessageKey.cryptoLiquidation,
  [HistoryMode.autoEarn]: HistoryMessageKey.autoEarn,
  [HistoryMode.launchPool]: HistoryMessageKey.launchPool,
  [HistoryMode.afterLiquidation]: HistoryMessageKey.afterLiquidation,
  [HistoryMode.lockAuto]: HistoryMessageKey.lockAuto,
  [HistoryMode.convertToRegular]: HistoryMessageKey.convertToRegular,
  [HistoryMode.autoReinvest]: HistoryMessageKey.autoReinvest,
  [HistoryMode.spotRedeem]: HistoryMessageKey.spotRedeem,
};

const SOURCE_KEYS: Readonly<Record<number, HistoryLabelKey>> = {
  [HistorySubBusiness.launchpad]: HistoryMessageKey.launchpad,
  [HistorySubBusiness.launchpool]: HistoryMessageKey.launchpool,
};

/** The label of a history record type (SE-DATA-12), or null for a type the spec does not name. */
export function historyTypeMessageKey(type: number): HistoryLabelKey | null {
  return HISTORY_TYPE_OPTIONS.find((option) => option.type === type)?.labelKey ?? null;
}

/** The label of a history record mode (SE-DATA-14), or null for an unknown or absent mode. */
export function historyModeMessageKey(mode: number | null | undefined): HistoryLabelKey | null {
  return mode == null ? null : (MODE_KEYS[mode] ?? null);
}

/** The label of a history record's source, sub_business 11 launchpad or 12 launchpool (SE-DATA-13). */
export function historySourceMessageKey(subBusiness: number | null | undefined): HistoryLabelKey | null {
  return subBusiness == null ? null : (SOURCE_KEYS[subBusiness] ?? null);
}

/** The flexible history call answers no total, so the pager is given 9999 (SE-API-15). */
export function withFakedTotal<Item>(list: readonly Item[]): Page<Item> {
  return { list, total: FLEXIBLE_HISTORY_FAKE_TOTAL };
}

/** The earliest selectable history day: 6 calendar months before today (SE-HIST-05). */
export function earliestHistoryDay(today: CalendarDay): CalendarDay {
  return addMonths(today, -HISTORY_MAX_MONTHS);
}

/**
 * A history date range under the shared filter with its 6-month limit (DEC-04), and never before
 * 6 months back (SE-HIST-05): a range reaching further back moves its start (and, if need be, its end)
 * to that day and carries the 6-month warning.
 */
export function trimHistoryRange(range: DateRange, today: CalendarDay): TrimmedDateRange {
  const trimmed = trimDateRange(range, { maxMonths: HISTORY_MAX_MONTHS, today });
  const earliest = earliestHistoryDay(today);
  if (trimmed.range.start >= earliest) return trimmed;
  const end = trimmed.range.end < earliest ? earliest : trimmed.range.end;
  return { range: { start: earliest, end }, warningKey: DATE_RANGE_WARNING_KEYS[HISTORY_MAX_MONTHS] };
}

/** A span of time in epoch ms, both ends included: what the history calls send as start_at and end_at. */
export interface TimeRange {
  readonly startAt: number;
  readonly endAt: number;
}

/** One month of interest history, the unit it is fetched and cached by (SE-INT-05). */
export interface MonthRange extends TimeRange {
  /** 'YYYY-MM' in UTC, the cache key. */
  readonly key: string;
}

/** The query of flexible interest history: the per-day log (SE-INT-03). */
export interface InterestHistoryQuery extends TimeRange {
  readonly type: typeof HistoryRecordType.interest;
  readonly isDailyLog: 1 | 0;
  readonly page: number;
  readonly limit: number;
}

/** Flexible interest history reads the per-day log, is_daily_log 1, 7 rows a page (SE-INT-03, SE-INT-02). */
export function dailyInterestQuery(range: TimeRange, page: number): InterestHistoryQuery {
  return { type: HistoryRecordType.interest, isDailyLog: 1, page, limit: PAGE_SIZE.cumulativeInterestDialog, ...range };
}

/** The expanded hourly detail of one day: type 3 over that UTC day, 25 rows (SE-INT-03, SE-INT-04). */
export function hourlyInterestQuery(dayAt: number, page = 1): InterestHistoryQuery {
  const startAt = startOfUtcDay(dayAt);
  const limit = PAGE_SIZE.hourlyInterestDetail;
  return { type: HistoryRecordType.interest, isDailyLog: 0, page, limit, startAt, endAt: startAt + DAY_MS - 1 };
}
