'use client';
import { getLocalTimeZone, parseDate, today as todayIn, type CalendarDate } from '@internationalized/date';
import { cx } from 'class-variance-authority';
import { useId, useMemo, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import type { CalendarDay, DateRange, DateRangeLimitMonths, DateRangeWarningKey } from '../../domain/shared';
import { useDateRange } from '../../headless/useDateRange';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { focusRing, visuallyHidden } from '../../theme';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../Popover';
import { useToast } from '../Toast';
import { CalendarIcon } from './CalendarIcon';
import * as styles from './DateRangeFilter.css';
import { RangeCalendar } from './RangeCalendar';
import { useDayDrafts } from './useDayDrafts';
import { kitData } from '../../i18n/catalogue/en/kitData';
import { errors } from '../../i18n/catalogue/en/errors';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = { ...kitData, ...errors };

export interface DateRangeFilterProps {
  /**
   * The limit (DEC-04): 6 months for launchpool analysis tables and all Simple Earn history, 12 for record lists that
   * ask for it.
   */
  maxMonths: DateRangeLimitMonths;
  /** The range, 'YYYY-MM-DD' days (controlled); null for none. */
  value?: DateRange | null;
  /** The range at first when uncontrolled. Default null. */
  defaultValue?: DateRange | null;
  /** Called with every new range, already trimmed to the limit and to today. */
  onValueChange?: (range: DateRange | null) => void;
  /** Today, 'YYYY-MM-DD': the latest selectable day (LP-DATE-06). Default: today in the provider's time zone. */
  today?: CalendarDay;
  /** Called when a range was over the limit and got trimmed, after the warning toast shows. */
  onTrimmed?: (warningKey: DateRangeWarningKey) => void;
  /** The visible label. Default 'Date range'. */
  label?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Extra class on the root. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
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

/**
 * The one date-range filter of the lists (LP-LIST-03, DEC-04, LP-DATE-01..06): two typed date fields
 * ('YYYY-MM-DD') and a range calendar in a popover, a bottom sheet on mobile. A range longer than
 * `maxMonths` is trimmed by the domain's `trimDateRange` and a warning toast says so ('analysis date
 * picker limit' for 6, 'maximum time' for 12). No day after `today` can be chosen.
 *
 * Typed dates apply when focus leaves the fields or on Enter, not on every keystroke: editing the start
 * first must not trim the range against the old end.
 */
export function DateRangeFilter({
  maxMonths,
  value: valueProp,
  defaultValue,
  onValueChange,
  today: todayProp,
  onTrimmed,
  label,
  hideLabel = false,
  className,
  messages,
}: DateRangeFilterProps) {
  const t = useTranslate(messages, defaultMessages);
  const toast = useToast();
  const { locale, numberingSystem, timeZone } = useEarn();
  const today = todayProp ?? todayIn(timeZone ?? getLocalTimeZone()).toString();
  const range = useDateRange({
    value: valueProp,
    defaultValue,
    onValueChange,
    maxMonths,
    today,
    onTrimmed: (warningKey) => {
      // One id: a second trim replaces the toast rather than stacking a copy.
      toast.show({ severity: 'warning', title: t(warningKey), id: 'earnkit-date-range-limit' });
      onTrimmed?.(warningKey);
    },
  });
  const fields = useDayDrafts(range.value);
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const maxValue = useMemo(() => parseDate(range.latestDay), [range.latestDay]);

  function applyTyped() {
    const parsed = fields.parsed();
    if (parsed === undefined) return;
    fields.reset(range.commit(parsed));
  }

  function onGroupBlur(event: FocusEvent<HTMLDivElement>) {
    // Only when focus leaves both fields and the button, not when it moves between them.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) applyTyped();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') applyTyped();
  }

  const startInvalid = fields.isInvalid(fields.drafts.start);
  const endInvalid = fields.isInvalid(fields.drafts.end);
  const field = (part: 'start' | 'end', invalid: boolean) => (
    <input
      type="text"
      // Digits and '-' only; a numeric keypad would lack the '-'.
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      value={fields.drafts[part]}
      onChange={(event) => fields.setDraft(part, event.target.value.trim())}
      onKeyDown={onKeyDown}
      placeholder={t('kitData.dateRange.placeholder')}
      aria-label={t(part === 'start' ? 'kitData.dateRange.start' : 'kitData.dateRange.end')}
      aria-describedby={hintId}
      aria-invalid={invalid || undefined}
      className={cx(styles.input, focusRing)}
      dir="ltr"
    />
  );

  return (
    <div className={cx(styles.root, className)} data-slot="date-range-filter">
      <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
        {label ?? t('kitData.dateRange.label')}
      </span>
      <span id={hintId} className={visuallyHidden}>
        {t('kitData.dateRange.formatHint')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className={styles.control}
        data-invalid={startInvalid || endInvalid || undefined}
        onBlur={onGroupBlur}
      >
        {field('start', startInvalid)}
        <span className={styles.separator} aria-hidden="true">
          –
        </span>
        {field('end', endInvalid)}
        <PopoverRoot open={open} onOpenChange={setOpen}>
          <PopoverTrigger
            className={cx(styles.calendarButton, focusRing)}
            aria-label={t('kitData.dateRange.openCalendar')}
          >
            <CalendarIcon className={styles.icon} />
          </PopoverTrigger>
          <PopoverContent title={t('kitData.dateRange.calendarTitle')} align="end" messages={messages}>
            {/* The calendar focuses its focused day as it mounts (react-aria); the popover's focus scope then leaves
                focus there. */}
            <I18nProvider locale={calendarLocale(locale, numberingSystem)}>
              <RangeCalendar
                value={toCalendarRange(range.value)}
                maxValue={maxValue}
                label={t('kitData.dateRange.calendarTitle')}
                pickEndHint={t('kitData.dateRange.pickEnd')}
                onChange={(picked) => {
                  fields.reset(range.commit({ start: picked.start.toString(), end: picked.end.toString() }));
                  setOpen(false);
                }}
              />
            </I18nProvider>
          </PopoverContent>
        </PopoverRoot>
      </div>
    </div>
  );
}
