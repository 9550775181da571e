'use client';
import { Countdown } from '../../../components/Countdown';
import { useFormat, type Translate } from '../../../context';
import type { LaunchpoolProjectSummary } from '../../../domain/launchpool/models';
import * as styles from './launchpoolPages.css';

export interface EventCountdownProps {
  readonly project: Pick<LaunchpoolProjectSummary, 'eventState' | 'startTime' | 'endTime'>;
  readonly t: Translate;
  /** Called once when the count reaches 0: the event state changed, the caller loads the list again. */
  readonly onComplete?: () => void;
}

/**
 * Where a project is in its event (LP-EVENT-01) by the provider's clock: a countdown to its start when
 * not started, to its end when in progress, and the end date once completed.
 */
export function EventCountdown({ project, t, onComplete }: EventCountdownProps) {
  const format = useFormat();
  if (project.eventState === 'completed')
    return (
      <p className={styles.countdownLine}>{t('launchpoolPages.ended', { date: format.dateTime(project.endTime) })}</p>
    );
  if (project.eventState === 'none') return null;
  const notStarted = project.eventState === 'notStarted';
  return (
    <Countdown
      className={styles.countdownLine}
      target={notStarted ? project.startTime : project.endTime}
      label={t(notStarted ? 'launchpoolPages.countdown.startsIn' : 'launchpoolPages.countdown.endsIn')}
      onComplete={onComplete}
    />
  );
}
