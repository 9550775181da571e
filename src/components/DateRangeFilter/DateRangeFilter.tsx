'use client';
import { cx } from 'class-variance-authority';
import { Suspense, useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { lazyComponent } from '../../headless/lazyComponent';
import {
  calendarDayFromDate,
  type CalendarDay,
  type DateRange,
  type DateRangeLimitMonths,
  type DateRangeWarningKey,
} from '../../domain/shared';
import { useDateRange } from '../../headless/useDateRange';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { focusRing, visuallyHidden } from '../../theme';
import { useToast } from '../Toast';
import { CalendarIcon } from './CalendarIcon';
import * as styles from './DateRangeFilter.css';
import { useDayDrafts } from './useDayDrafts';
import { kitData } from '../../i18n/catalogue/en/kitData';
import { errors } from '../../i18n/catalogue/en/errors';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitData, errors);

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

// The calendar (react-aria, @internationalized/date and the popover) loads on the first press of its button, or on
// its hover or focus: a list shows the typed fields, and most visitors never open the calendar.
// Preloaded, it opens in the press's own render. Pure, so a host without the filter emits no calendar chunk.
const DateRangeCalendar = /* @__PURE__ */ lazyComponent(() =>
  import('./DateRangeCalendar').then((module) => module.DateRangeCalendar),
);

/** Today, 'YYYY-MM-DD', in `timeZone` (an IANA name), or in the host's own zone without one. */
function todayIn(timeZone: string | undefined): CalendarDay {
  const now = new Date();
  if (!timeZone) return calendarDayFromDate(now);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
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
  const today = todayProp ?? todayIn(timeZone);
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
  // Until the calendar is first asked for, its button is a plain one, marked as the popover's closed trigger is.
  const [calendarAsked, setCalendarAsked] = useState(false);
  const labelId = useId();
  const hintId = useId();

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

  const calendarButton = (
    <button
      type="button"
      className={cx(styles.calendarButton, focusRing)}
      aria-label={t('kitData.dateRange.openCalendar')}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      onPointerEnter={() => void DateRangeCalendar.preload()}
      onFocus={() => void DateRangeCalendar.preload()}
      onClick={() => {
        setCalendarAsked(true);
        setOpen(true);
      }}
    >
      <CalendarIcon className={styles.icon} />
    </button>
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
        {calendarAsked ? (
          <Suspense fallback={calendarButton}>
            <DateRangeCalendar
              open={open}
              onOpenChange={setOpen}
              buttonLabel={t('kitData.dateRange.openCalendar')}
              title={t('kitData.dateRange.calendarTitle')}
              pickEndHint={t('kitData.dateRange.pickEnd')}
              locale={locale}
              numberingSystem={numberingSystem}
              value={range.value}
              latestDay={range.latestDay}
              onPick={(picked) => {
                fields.reset(range.commit(picked));
                setOpen(false);
              }}
              messages={messages}
            />
          </Suspense>
        ) : (
          calendarButton
        )}
      </div>
    </div>
  );
}
