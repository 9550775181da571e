'use client';
/**
 * My earn's summary, calendar and export panel while the families answer: the same panels with the same lines, the
 * month grid with the weeks of the exchange's month, each figure and text a placeholder, one share and one line of
 * events. The answers only add lines (more shares and events), so the tabs under the panels start at least this far
 * down (below the first screen of a phone or a desktop), not under a short skeleton that the answers would push them
 * down from when they miss the server's first paint.
 */
import { Stack } from '../../components/layout';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { monthOf, monthWeeks } from '../../domain/myEarn';
import type { Translate } from './CalendarEventLists';
import * as styles from './myEarn.css';

/** A placeholder line in the type of the line it stands for (its height follows that line's font size). */
function Line({ className, title = false }: { readonly className: string; readonly title?: boolean }) {
  return (
    <div className={className}>
      <Skeleton shape={title ? 'title' : 'text'} />
    </div>
  );
}

export function MyEarnPlaceholder({ now, t }: { readonly now: number; readonly t: Translate }) {
  const weeks = monthWeeks(monthOf(now)).length;
  return (
    <SkeletonGroup label={t('myEarn.loading')}>
      <Stack space="lg">
        <Stack space="md" className={styles.panel}>
          <Line className={styles.subheading} title />
          <div className={styles.figures}>
            {[0, 1, 2].map((figure) => (
              <Stack space="xs" key={figure} className={styles.figure}>
                <Line className={styles.figureLabel} />
                <Line className={styles.figureValue} title />
              </Stack>
            ))}
          </div>
          <Line className={styles.muted} />
          <Line className={styles.muted} />
          {/* An account with holdings has a share at least. */}
          <Line className={styles.monthTitle} />
          <Stack space="xs">
            <Line className={styles.muted} />
            <span className={styles.shareBar} />
          </Stack>
        </Stack>
        <Stack space="md" className={styles.panel}>
          <Line className={styles.subheading} title />
          <Line className={styles.muted} />
          <div className={styles.calendarLayout}>
            <Stack space="sm" className={styles.calendarColumn}>
              <Skeleton shape="block" className={styles.placeholderControl} />
              <div>
                <Line className={styles.weekday} />
                {Array.from({ length: weeks }, (_, week) => (
                  <div key={week} className={styles.placeholderWeek} />
                ))}
              </div>
              <Line className={styles.muted} />
              <Line className={styles.monthTitle} />
            </Stack>
            {/* The events ahead: their title, and a line at least ('No events ahead'). */}
            <Stack space="sm" className={styles.calendarColumn}>
              <Line className={styles.monthTitle} />
              <Line className={styles.muted} />
            </Stack>
          </div>
        </Stack>
        <Stack space="md" className={styles.panel}>
          <Line className={styles.subheading} title />
          <Skeleton shape="block" className={styles.placeholderControl} />
        </Stack>
      </Stack>
    </SkeletonGroup>
  );
}
