'use client';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { cx } from 'class-variance-authority';
import { useMemo } from 'react';
import { I18nProvider } from 'react-aria';
import type { CalendarDay, DateRange } from '../../domain/shared';
import type { MessageOverrides } from '../../i18n/resolve';
import { focusRing } from '../../theme';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../Popover';
import { CalendarIcon } from './CalendarIcon';
import * as styles from './DateRangeFilter.css';
import { RangeCalendar } from './RangeCalendar';

/**
 * The date-range filter's calendar button and the popover (a bottom sheet on mobile) with the range calendar: the
 * part of the filter that needs react-aria, `@internationalized/date` and the popover, so it loads when the calendar
 * is first asked for, not with a list that shows the filter.
 */
export interface DateRangeCalendarProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The button's accessible name. */
  readonly buttonLabel: string;
  /** The popover's title and the calendar's label. */
  readonly title: string;
  readonly pickEndHint: string;
  /** The provider's locale and numbering system, which the calendar is formatted in. */
  readonly locale: string;
  readonly numberingSystem: string;
  readonly value: DateRange | null;
  /** The latest day that can be picked. */
  readonly latestDay: CalendarDay;
  readonly onPick: (range: DateRange) => void;
  readonly messages?: MessageOverrides;
}

/**
 * The locale react-aria formats the calendar in: the provider's, with its numbering system (Latin digits,
 * SH-LOCALE-01).
 */
function calendarLocale(locale: string, numberingSystem: string): string {
  try {
    return new Intl.Locale(locale, { numberingSystem }).toString();
  } catch {
    return locale;
  }
}

function toCalendarRange(range: DateRange | null): { start: CalendarDate; end: CalendarDate } | null {
  return range ? { start: parseDate(range.start), end: parseDate(range.end) } : null;
}

export function DateRangeCalendar({
  open,
  onOpenChange,
  buttonLabel,
  title,
  pickEndHint,
  locale,
  numberingSystem,
  value,
  latestDay,
  onPick,
  messages,
}: DateRangeCalendarProps) {
  const maxValue = useMemo(() => parseDate(latestDay), [latestDay]);
  return (
    <PopoverRoot open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger className={cx(styles.calendarButton, focusRing)} aria-label={buttonLabel}>
        <CalendarIcon className={styles.icon} />
      </PopoverTrigger>
      <PopoverContent title={title} align="end" messages={messages}>
        {/* The calendar focuses its focused day as it mounts (react-aria); the popover's focus scope then leaves
            focus there. */}
        <I18nProvider locale={calendarLocale(locale, numberingSystem)}>
          <RangeCalendar
            value={toCalendarRange(value)}
            maxValue={maxValue}
            label={title}
            pickEndHint={pickEndHint}
            onChange={(picked) => onPick({ start: picked.start.toString(), end: picked.end.toString() })}
          />
        </I18nProvider>
      </PopoverContent>
    </PopoverRoot>
  );
}
