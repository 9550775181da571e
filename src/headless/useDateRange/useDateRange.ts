'use client';
import { useCallback } from 'react';
import {
  latestSelectableDay,
  trimDateRange,
  type CalendarDay,
  type DateRange,
  type DateRangeLimitMonths,
  type DateRangeWarningKey,
} from '../../domain/shared';
import { useControllableState } from '../useControllableState';

export interface UseDateRangeOptions {
  /** The range (controlled); null for no range. */
  value?: DateRange | null;
  /** The range at first when uncontrolled. Default null. */
  defaultValue?: DateRange | null;
  /** Called with every new range, already trimmed to the limit. */
  onValueChange?: (range: DateRange | null) => void;
  /** The limit (DEC-04): 6 months for analysis tables and Simple Earn history, 12 for record lists. */
  maxMonths: DateRangeLimitMonths;
  /** Today, 'YYYY-MM-DD': the latest selectable day (LP-DATE-06). */
  today: CalendarDay;
  /** Called when a range had to be trimmed, with the warning to show (LP-DATE-03..05). */
  onTrimmed?: (warningKey: DateRangeWarningKey) => void;
}

export interface UseDateRangeResult {
  /** The range in force. */
  value: DateRange | null;
  /** The latest day that can be chosen (today). */
  latestDay: CalendarDay;
  /**
   * Applies a range the user chose, through the domain's `trimDateRange`: future ends move back to
   * today, reversed ends swap, and a range over the limit is shortened (and `onTrimmed` is called).
   * Returns the range in force afterwards.
   */
  commit: (range: DateRange | null) => DateRange | null;
}

function sameRange(a: DateRange | null, b: DateRange | null): boolean {
  return a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end);
}

/** The state of the one DateRangeFilter (DEC-04, LP-DATE-01..06); the rules come from the domain. */
export function useDateRange({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  maxMonths,
  today,
  onTrimmed,
}: UseDateRangeOptions): UseDateRangeResult {
  const [value, setValue] = useControllableState<DateRange | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });

  const commit = useCallback(
    (range: DateRange | null): DateRange | null => {
      if (range === null) {
        setValue(null);
        return null;
      }
      const trimmed = trimDateRange(range, { maxMonths, today });
      // Equal ranges keep the old object, so no change is reported for a range that did not change.
      setValue((previous) => (sameRange(previous, trimmed.range) ? previous : trimmed.range));
      if (trimmed.warningKey) onTrimmed?.(trimmed.warningKey);
      return trimmed.range;
    },
    [maxMonths, today, onTrimmed, setValue],
  );

  return { value, latestDay: latestSelectableDay(today), commit };
}
