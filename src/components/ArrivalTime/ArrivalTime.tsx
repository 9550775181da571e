import { cx } from 'class-variance-authority';
import { useMemo, type ComponentPropsWithRef } from 'react';
import type { ArrivalBounds } from '../../domain/shared/arrival';
import { isolateText } from '../../i18n/bidi';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { Countdown } from '../Countdown';
import * as styles from './ArrivalTime.css';
import { kitBasics } from '../../i18n/catalogue/en/kitBasics';
import { kitScheduleNotes } from '../../i18n/catalogue/en/kitScheduleNotes';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitBasics, kitScheduleNotes);

export interface ArrivalTimeProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The expected arrival and the latest the product's rules allow, epoch ms: a domain `*Arrival` function's answer. */
  bounds: ArrivalBounds;
  /** The clock, epoch ms. Default the provider's (`EarnProvider`'s `clock`): the exchange's time, not the device's. */
  clock?: () => number;
  /** Called once when the expected time comes while shown (e.g. to read the item again). */
  onDue?: () => void;
  /** Overrides for this component's strings ('kitSchedules.arrival.*'). */
  messages?: MessageOverrides;
}

/**
 * When a pending item's money arrives (issue 17, P-48): the expected time and the "latest by" bound, both by the
 * exchange's clock in the user's time zone with its UTC offset, and a countdown to the expected time that a screen
 * reader can read (a `timer` with the time in words, milestones announced politely). Past the expected time it reads
 * 'Arriving now' beside the latest bound, until the host reads the item again and it leaves the pending list.
 */
export function ArrivalTime({ bounds, clock, onDue, messages, className, ...rest }: ArrivalTimeProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const countdownMessages = useMemo(() => ({ 'kitBasics.countdown.started': t('kitSchedules.arrival.due') }), [t]);
  const time = (at: number) => isolateText(format.dateTime(at, { withUtc: true }));

  return (
    <div
      {...rest}
      role="group"
      aria-label={t('kitSchedules.arrival.label')}
      data-slot="arrival-time"
      className={cx(styles.root, className)}
    >
      <Countdown
        target={bounds.expected}
        clock={clock}
        onComplete={onDue}
        label={t('kitSchedules.arrival.countdown')}
        messages={countdownMessages}
      />
      <span className={styles.times}>
        {bounds.expected < bounds.latestBy ? (
          <span>{t('kitSchedules.arrival.expected', { time: time(bounds.expected) })}</span>
        ) : null}
        <span>{t('kitSchedules.arrival.latestBy', { time: time(bounds.latestBy) })}</span>
      </span>
    </div>
  );
}
