'use client';
import { isSameDay, isToday, type CalendarDate } from '@internationalized/date';
import { cx } from 'class-variance-authority';
import { useRef } from 'react';
import {
  mergeProps,
  useButton,
  useCalendarCell,
  useCalendarGrid,
  useFocusRing,
  useLocale,
  useRangeCalendar,
  type AriaButtonProps,
} from 'react-aria';
import {
  useRangeCalendarState,
  type CalendarRange,
  type RangeCalendarState,
} from '../../headless/useRangeCalendarState';
import { focusRing } from '../../theme';
import * as styles from './DateRangeFilter.css';

export interface RangeCalendarProps {
  /** The range in force, if any. */
  value: CalendarRange | null;
  /** Called with the range once its second day is chosen. */
  onChange: (range: CalendarRange) => void;
  /** The latest day that can be chosen: today (LP-DATE-06). */
  maxValue: CalendarDate;
  /** The calendar's accessible name. */
  label: string;
  /** Said while the first day is chosen and the last is awaited. */
  pickEndHint: string;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={styles.chevron}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'previous' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'} />
    </svg>
  );
}

function StepButton({ buttonProps, direction }: { buttonProps: AriaButtonProps; direction: 'previous' | 'next' }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps: domProps } = useButton(buttonProps, ref);
  return (
    <button {...domProps} ref={ref} className={cx(styles.stepButton, focusRing)}>
      <Chevron direction={direction} />
    </button>
  );
}

function CalendarCell({ state, date }: { state: RangeCalendarState; date: CalendarDate }) {
  const ref = useRef<HTMLDivElement>(null);
  const { cellProps, buttonProps, isSelected, isDisabled, formattedDate } = useCalendarCell({ date }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const range = state.highlightedRange;
  const isStart = isSelected && range !== null && isSameDay(date, range.start);
  const isEnd = isSelected && range !== null && isSameDay(date, range.end);
  return (
    <td {...cellProps} className={styles.cell}>
      <div
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        className={styles.day}
        data-selected={isSelected || undefined}
        data-range-start={isStart || undefined}
        data-range-end={isEnd || undefined}
        data-disabled={isDisabled || undefined}
        data-today={isToday(date, state.timeZone) || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        {formattedDate}
      </div>
    </td>
  );
}

function CalendarGrid({ state }: { state: RangeCalendarState }) {
  const { gridProps, headerProps, weekDays, weeksInMonth } = useCalendarGrid({ weekdayStyle: 'narrow' }, state);
  return (
    <table {...gridProps} className={styles.grid}>
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            <th key={index} className={styles.weekday}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: weeksInMonth }, (_, weekIndex) => (
          <tr key={weekIndex}>
            {state
              .getDatesInWeek(weekIndex)
              .map((date, dayIndex) =>
                date ? (
                  <CalendarCell key={dayIndex} state={state} date={date as CalendarDate} />
                ) : (
                  <td key={dayIndex} className={styles.cell} />
                ),
              )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A month calendar for picking a range: react-aria's calendar behaviour (arrow keys, Page Up/Down for
 * months, Home/End, announcements, hover preview of the range) over our own state
 * (`useRangeCalendarState`). The first press sets one end, the second completes the range.
 */
export function RangeCalendar({ value, onChange, maxValue, label, pickEndHint }: RangeCalendarProps) {
  const { locale } = useLocale();
  const state = useRangeCalendarState({
    value,
    onChange,
    locale,
    maxValue,
    defaultFocusedValue: value?.end ?? maxValue,
    autoFocus: true,
  });
  const ref = useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useRangeCalendar(
    { 'aria-label': label },
    state,
    ref,
  );
  return (
    <div {...calendarProps} ref={ref} className={styles.calendar} data-slot="range-calendar">
      <div className={styles.calendarHeader}>
        <StepButton buttonProps={prevButtonProps} direction="previous" />
        <p className={styles.calendarTitle} aria-hidden="true">
          {title}
        </p>
        <StepButton buttonProps={nextButtonProps} direction="next" />
      </div>
      <CalendarGrid state={state} />
      <p className={styles.calendarHint} aria-live="polite">
        {state.anchorDate ? pickEndHint : ''}
      </p>
    </div>
  );
}
