'use client';
/**
 * The maturity calendar's lists (issue 14): the events ahead, soonest first, with their `.ics` export (all, or one
 * from its line; issue 17), and the past events, newest first. What a screen reader reads beside the month grid.
 */
import { Button } from '../../components/Button';
import { Box, Stack } from '../../components/layout';
import { useFormat } from '../../context';
import type { EarnEvent } from '../../domain/myEarn';
import { downloadFile } from '../shared/downloadFile';
import { calendarFile } from './calendarExport';
import * as styles from './myEarn.css';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function EventLine({ event, now, t }: { event: EarnEvent; now: number; t: Translate }) {
  const format = useFormat();
  // What has happened reads in the past tense ('matured'), what lies ahead does not ('matures').
  const label = event.at < now ? `myEarn.past.${event.kind}` : `myEarn.event.${event.kind}`;
  return (
    <>
      <span>{t(label, { coin: event.coin })}</span>
      {event.amount === undefined ? null : (
        <span className={styles.muted}>
          {t('myEarn.event.amount', { amount: format.amount(event.amount, { trimZeros: true }), coin: event.coin })}
        </span>
      )}
    </>
  );
}

interface CalendarEventListsProps {
  readonly events: readonly EarnEvent[];
  readonly pastEvents: readonly EarnEvent[];
  readonly now: number;
  readonly t: Translate;
  readonly onExportCalendar: ((file: File) => void) | undefined;
}

export function CalendarEventLists({
  events,
  pastEvents,
  now,
  t,
  onExportCalendar = downloadFile,
}: CalendarEventListsProps) {
  const format = useFormat();
  const exportEvents = (chosen: readonly EarnEvent[]) =>
    onExportCalendar(
      calendarFile(chosen, now, t, (event) =>
        event.amount === undefined
          ? null
          : t('myEarn.event.amount', { amount: format.amount(event.amount, { trimZeros: true }), coin: event.coin }),
      ),
    );
  return (
    <Stack space="sm" className={styles.calendarColumn}>
      <section aria-labelledby="my-earn-events">
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="sm">
          <h3 id="my-earn-events" className={styles.monthTitle}>
            {t('myEarn.calendar.list')}
          </h3>
          {events.length === 0 ? null : (
            <Button variant="secondary" size="sm" onClick={() => exportEvents(events)}>
              {t('myEarn.ics.exportAll')}
            </Button>
          )}
        </Box>
        {events.length === 0 ? (
          <p>{t('myEarn.calendar.none')}</p>
        ) : (
          <Stack as="ol" space="sm" className={styles.eventList}>
            {events.map((event) => (
              <Stack as="li" space="xs" key={event.id} className={styles.eventItem}>
                <time dateTime={new Date(event.at).toISOString()}>{format.utcDateTime(event.at)}</time>
                <EventLine event={event} now={now} t={t} />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('myEarn.ics.addOneLabel', {
                    event: t(`myEarn.event.${event.kind}`, { coin: event.coin }),
                  })}
                  onClick={() => exportEvents([event])}
                >
                  {t('myEarn.ics.addOne')}
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </section>
      {pastEvents.length > 0 ? (
        <section aria-labelledby="my-earn-past-events">
          <h3 id="my-earn-past-events" className={styles.monthTitle}>
            {t('myEarn.calendar.past')}
          </h3>
          <Stack as="ol" space="sm" className={styles.eventList}>
            {pastEvents.map((event) => (
              <Stack as="li" space="xs" key={event.id} className={styles.eventItem} data-past="">
                <time dateTime={new Date(event.at).toISOString()}>{format.utcDateTime(event.at)}</time>
                <EventLine event={event} now={now} t={t} />
              </Stack>
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
