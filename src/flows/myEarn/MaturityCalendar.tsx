'use client';
/**
 * The maturity calendar (issue 14): a month of UTC days with the events marked, the list of every event ahead beside
 * it, which is also what a screen reader reads, and under it the past events: an event leaves the list ahead for
 * that history once the exchange's clock passes it. The grid is one tab stop: the arrow keys move the
 * focused day (mirrored right to left), Home/End to the week's ends, Page Up/Down by month; the focused day's
 * events show under the grid. Days are by the exchange's clock (`useClock`), so "today" is the exchange's. The events
 * ahead export as `.ics`, all or one, with their reminders (issue 17).
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/Button';
import { Box, Stack } from '../../components/layout';
import { useEarn, useFormat } from '../../context';
import {
  dayAfterKey,
  dayKeyOf,
  eventsByDay,
  monthOf,
  monthWeeks,
  shiftMonth,
  startOfDay,
  type CalendarMonth,
  type EarnEvent,
} from '../../domain/myEarn';
import { CalendarEventLists, EventLine, type Translate } from './CalendarEventLists';
import * as styles from './myEarn.css';

export interface MaturityCalendarProps {
  readonly events: readonly EarnEvent[];
  /** The events the exchange's clock has passed, newest first. */
  readonly pastEvents: readonly EarnEvent[];
  /** The exchange's time now, epoch ms. */
  readonly now: number;
  readonly t: Translate;
  /** Takes an exported `.ics` file (the whole calendar ahead, or one event). Default: the browser downloads it. */
  readonly onExportCalendar?: (file: File) => void;
}

const WEEKDAY_MONDAY = Date.UTC(2024, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

export function MaturityCalendar({ events, pastEvents, now, t, onExportCalendar }: MaturityCalendarProps) {
  const format = useFormat();
  const { direction, locale } = useEarn();
  const today = startOfDay(now);
  const [focused, setFocused] = useState(today);
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(now));
  const grid = useRef<HTMLTableElement>(null);
  const byDay = useMemo(() => eventsByDay([...pastEvents, ...events]), [pastEvents, events]);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  // A day said in full ('Thursday, November 26, 2026'): what a calendar day is called, read aloud or not.
  const dayFormat = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: 'full', timeZone: 'UTC' });
  const dateText = (at: number) => dayFormat.format(at);
  const monthTitle = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(month.year, month.month - 1, 1));
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { weekday: 'short', timeZone: 'UTC' }).format(
      WEEKDAY_MONDAY + index * DAY,
    ),
  );

  const moveTo = (day: number) => {
    setFocused(day);
    setMonth(monthOf(day));
    // Focus follows once the new day's cell is drawn (it may be in another month).
    requestAnimationFrame(() => grid.current?.querySelector<HTMLElement>(`[data-day="${dayKeyOf(day)}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    let next = dayAfterKey(focused, event.key, direction === 'rtl');
    if (event.key === 'PageDown' || event.key === 'PageUp') {
      const target = shiftMonth(monthOf(focused), event.key === 'PageDown' ? 1 : -1);
      const date = new Date(focused).getUTCDate();
      const last = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
      next = Date.UTC(target.year, target.month - 1, Math.min(date, last));
    }
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };
  const focusedEvents = byDay.get(dayKeyOf(focused)) ?? [];

  return (
    <Stack as="section" space="md" className={styles.panel} aria-labelledby="my-earn-calendar">
      <h2 id="my-earn-calendar" className={styles.subheading}>
        {t('myEarn.calendar')}
      </h2>
      <p className={styles.muted}>{t('myEarn.calendar.utc')}</p>
      <div className={styles.calendarLayout}>
        <Stack space="sm" className={styles.calendarColumn}>
          <Box display="flex" alignItems="center" justifyContent="space-between" gap="sm">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('myEarn.calendar.previous')}
              onClick={() => setMonth((current) => shiftMonth(current, -1))}
            >
              <span aria-hidden="true">{direction === 'rtl' ? '›' : '‹'}</span>
            </Button>
            <h3 className={styles.monthTitle} aria-live="polite">
              {monthTitle}
            </h3>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('myEarn.calendar.next')}
              onClick={() => setMonth((current) => shiftMonth(current, 1))}
            >
              <span aria-hidden="true">{direction === 'rtl' ? '‹' : '›'}</span>
            </Button>
          </Box>
          <table ref={grid} role="grid" className={styles.grid} aria-label={monthTitle} onKeyDown={onKeyDown}>
            <thead>
              <tr>
                {weekdays.map((weekday) => (
                  <th key={weekday} scope="col" className={styles.weekday}>
                    {weekday}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, row) => (
                <tr key={row}>
                  {week.map((cell, column) =>
                    cell === null ? (
                      <td key={`pad-${column}`} role="gridcell" aria-hidden="true" />
                    ) : (
                      <td
                        key={cell.key}
                        role="gridcell"
                        data-day={cell.key}
                        tabIndex={cell.start === focused || (!isInMonth(focused, month) && cell.day === 1) ? 0 : -1}
                        aria-selected={cell.start === focused}
                        aria-current={cell.start === today ? 'date' : undefined}
                        aria-label={
                          (byDay.get(cell.key)?.length ?? 0) > 0
                            ? t('myEarn.calendar.dayEvents', {
                                date: dateText(cell.start),
                                count: byDay.get(cell.key)?.length ?? 0,
                              })
                            : t('myEarn.calendar.dayEmpty', { date: dateText(cell.start) })
                        }
                        className={styles.day}
                        data-today={cell.start === today || undefined}
                        data-selected={cell.start === focused || undefined}
                        data-past={cell.start < today || undefined}
                        onClick={() => moveTo(cell.start)}
                        // A day reached with Tab (the month's first, after Previous/Next) is where the arrows start.
                        onFocus={() => setFocused(cell.start)}
                      >
                        <span aria-hidden="true">{format.amount(String(cell.day), { decimals: 0 })}</span>
                        {(byDay.get(cell.key)?.length ?? 0) > 0 ? (
                          <span className={styles.dot} aria-hidden="true" />
                        ) : null}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.muted}>{t('myEarn.calendar.hint')}</p>
          <Stack space="xs" aria-live="polite">
            <h4 className={styles.monthTitle}>{dateText(focused)}</h4>
            {focusedEvents.length === 0 ? (
              <p className={styles.muted}>{t('myEarn.calendar.noneOnDay', { date: dateText(focused) })}</p>
            ) : (
              <Stack as="ul" space="sm" className={styles.eventList}>
                {focusedEvents.map((event) => (
                  <Stack as="li" space="xs" key={event.id} className={styles.eventItem}>
                    <EventLine event={event} now={now} t={t} />
                  </Stack>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
        <CalendarEventLists
          events={events}
          pastEvents={pastEvents}
          now={now}
          t={t}
          onExportCalendar={onExportCalendar}
        />
      </div>
    </Stack>
  );
}

function isInMonth(at: number, month: CalendarMonth): boolean {
  const of = monthOf(at);
  return of.year === month.year && of.month === month.month;
}
