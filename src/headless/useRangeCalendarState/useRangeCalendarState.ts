'use client';
import {
  endOfMonth,
  getWeeksInMonth,
  isSameDay,
  maxDate,
  minDate,
  startOfMonth,
  startOfWeek,
  today,
  type CalendarDate,
} from '@internationalized/date';
import { useMemo, useState } from 'react';
import type { useRangeCalendar } from 'react-aria';

/**
 * The state react-aria's `useRangeCalendar`, `useCalendarGrid` and `useCalendarCell` drive, typed from
 * react-aria itself so this hook cannot drift from what those hooks read.
 *
 * Why our own: react-aria does not re-export its state hooks (they live in react-stately, which earnkit
 * does not depend on). The DateRangeFilter needs a small part of them: whole days, the Gregorian
 * calendar the exchange uses, one month on screen, and a range limited by `minValue`/`maxValue`.
 */
export type RangeCalendarState = Parameters<typeof useRangeCalendar>[1];

/** A range of days on the calendar, both ends included. */
export interface CalendarRange {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

export interface UseRangeCalendarStateOptions {
  /** The selected range (controlled); null when nothing is selected. */
  value: CalendarRange | null;
  /** Called when the user completes a range (the second day is chosen). */
  onChange: (range: CalendarRange) => void;
  /** BCP 47 locale: decides the first day of the week. */
  locale: string;
  /** IANA time zone react-aria formats the days in. Calendar days have none, so 'UTC' is right. Default 'UTC'. */
  timeZone?: string;
  /** The earliest day that can be chosen, if any. */
  minValue?: CalendarDate | null;
  /** The latest day that can be chosen: today (LP-DATE-06). */
  maxValue?: CalendarDate | null;
  /** The day the keyboard focus starts on. Default: the start of `value`, else `maxValue`. */
  defaultFocusedValue?: CalendarDate;
  /** Whether a day cell takes focus as soon as the calendar mounts. */
  autoFocus?: boolean;
}

function isOutside(
  date: CalendarDate,
  min: CalendarDate | null | undefined,
  max: CalendarDate | null | undefined,
): boolean {
  return (min != null && date.compare(min) < 0) || (max != null && date.compare(max) > 0);
}

function constrain(
  date: CalendarDate,
  min: CalendarDate | null | undefined,
  max: CalendarDate | null | undefined,
): CalendarDate {
  let constrained = date;
  if (min) constrained = maxDate(constrained, min) ?? constrained;
  if (max) constrained = minDate(constrained, max) ?? constrained;
  return constrained;
}

function ordered(a: CalendarDate, b: CalendarDate): CalendarRange {
  return a.compare(b) <= 0 ? { start: a, end: b } : { start: b, end: a };
}

/**
 * A range calendar's state: the focused day (whose month is on screen), the anchor while a range is
 * being picked (first click sets it, second click completes the range), and the highlighted range.
 */
export function useRangeCalendarState({
  value,
  onChange,
  locale,
  timeZone = 'UTC',
  minValue,
  maxValue,
  defaultFocusedValue,
  autoFocus = false,
}: UseRangeCalendarStateOptions): RangeCalendarState {
  const [focusedDate, setFocusedDate] = useState(() =>
    constrain(defaultFocusedValue ?? value?.start ?? maxValue ?? minValue ?? today(timeZone), minValue, maxValue),
  );
  const [isFocused, setFocused] = useState(autoFocus);
  const [anchorDate, setAnchorDate] = useState<CalendarDate | null>(null);
  const [isDragging, setDragging] = useState(false);

  return useMemo<RangeCalendarState>(() => {
    const visibleStart = startOfMonth(focusedDate);
    const visibleEnd = endOfMonth(focusedDate);
    const focusCell = (date: CalendarDate) => setFocusedDate(constrain(date, minValue, maxValue));
    const isInvalid = (date: CalendarDate) => isOutside(date, minValue, maxValue);
    const isCellDisabled = (date: CalendarDate) =>
      date.compare(visibleStart) < 0 || date.compare(visibleEnd) > 0 || isInvalid(date);
    const highlightedRange = anchorDate
      ? ordered(anchorDate, focusedDate)
      : value
        ? ordered(value.start, value.end)
        : null;
    const selectDate = (date: CalendarDate) => {
      const day = constrain(date, minValue, maxValue);
      if (!anchorDate) {
        setAnchorDate(day);
        return;
      }
      setAnchorDate(null);
      onChange(ordered(anchorDate, day));
    };
    return {
      isDisabled: false,
      isReadOnly: false,
      value,
      setValue: (range) => {
        if (range) onChange(ordered(range.start as CalendarDate, range.end as CalendarDate));
      },
      visibleDuration: { months: 1 },
      visibleRange: { start: visibleStart, end: visibleEnd },
      minValue,
      maxValue,
      timeZone,
      validationState: null,
      isValueInvalid: false,
      focusedDate,
      setFocusedDate: focusCell,
      focusNextDay: () => focusCell(focusedDate.add({ days: 1 })),
      focusPreviousDay: () => focusCell(focusedDate.subtract({ days: 1 })),
      focusNextRow: () => focusCell(focusedDate.add({ weeks: 1 })),
      focusPreviousRow: () => focusCell(focusedDate.subtract({ weeks: 1 })),
      focusNextPage: () => focusCell(focusedDate.add({ months: 1 })),
      focusPreviousPage: () => focusCell(focusedDate.subtract({ months: 1 })),
      focusSectionStart: () => focusCell(visibleStart),
      focusSectionEnd: () => focusCell(visibleEnd),
      // Page Down / Up: a month; with Shift, a year (react-aria's "larger" section).
      focusNextSection: (larger) => focusCell(focusedDate.add(larger ? { years: 1 } : { months: 1 })),
      focusPreviousSection: (larger) => focusCell(focusedDate.subtract(larger ? { years: 1 } : { months: 1 })),
      selectFocusedDate: () => selectDate(focusedDate),
      selectDate,
      commitSelection: () => selectDate(focusedDate),
      isFocused,
      setFocused,
      isInvalid,
      isSelected: (date) =>
        highlightedRange !== null &&
        date.compare(highlightedRange.start) >= 0 &&
        date.compare(highlightedRange.end) <= 0 &&
        !isCellDisabled(date),
      isCellFocused: (date) => isFocused && isSameDay(date, focusedDate),
      isCellDisabled,
      isCellUnavailable: () => false,
      isPreviousVisibleRangeInvalid: () => isInvalid(visibleStart.subtract({ days: 1 })),
      isNextVisibleRangeInvalid: () => isInvalid(visibleEnd.add({ days: 1 })),
      getDatesInWeek: (weekIndex, from = visibleStart) => {
        let date = startOfWeek(from.add({ weeks: weekIndex }), locale);
        const dates: (CalendarDate | null)[] = [];
        // Days of the week before the month starts, or after it ends, stay empty cells.
        for (let day = 0; day < 7; day += 1) {
          dates.push(date.month === from.month ? date : null);
          date = date.add({ days: 1 });
        }
        return dates;
      },
      getWeeksInMonth: (date = visibleStart) => getWeeksInMonth(date, locale),
      anchorDate,
      setAnchorDate,
      highlightDate: (date) => {
        if (anchorDate) focusCell(date);
      },
      highlightedRange,
      isDragging,
      setDragging,
      clearSelection: () => setAnchorDate(null),
      focusNearestAvailableDate: (anchor) => {
        const next = isInvalid(anchor.add({ days: 1 })) ? anchor.subtract({ days: 1 }) : anchor.add({ days: 1 });
        if (!isInvalid(next)) {
          focusCell(next);
          setFocused(true);
        }
      },
    };
  }, [anchorDate, focusedDate, isDragging, isFocused, locale, maxValue, minValue, onChange, timeZone, value]);
}
