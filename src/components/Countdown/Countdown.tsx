import { cx } from 'class-variance-authority';
import { useEffect, useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { useCountdown, type CountdownParts } from '../../headless/useCountdown';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { amountText, visuallyHidden } from '../../theme';
import * as styles from './Countdown.css';
import { kitBasics } from '../../i18n/catalogue/en/kitBasics';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitBasics);

export type CountdownVariant = (typeof styles.countdownVariantNames)[number];

export interface CountdownProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The start time counted down to, in epoch milliseconds. */
  target: number;
  /** The clock, epoch ms. Default the provider's (`EarnProvider`'s `clock`). */
  clock?: () => number;
  /** Called once when the count reaches 0 while shown. */
  onComplete?: () => void;
  /** The words before the time. Default 'Starts in'. */
  label?: string;
  /** 'inline' (default) or 'boxed'. */
  variant?: CountdownVariant;
  /** Overrides for this component's strings ('kitBasics.countdown.*'). */
  messages?: MessageOverrides;
}

const UNITS = ['day', 'hour', 'minute', 'second'] as const;
type Unit = (typeof UNITS)[number];
const valueOf = (parts: CountdownParts, unit: Unit) =>
  ({ day: parts.days, hour: parts.hours, minute: parts.minutes, second: parts.seconds })[unit];

/** '2 days, 3 hours': the given units in words, through Intl so plurals follow the locale. */
function spokenTime(parts: CountdownParts, units: readonly Unit[], locale: string, numberingSystem: string): string {
  const words = units.map((unit) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', numberingSystem }).format(
      valueOf(parts, unit),
    ),
  );
  return new Intl.ListFormat(locale, { type: 'unit', style: 'long' }).format(words);
}

/** The units that are not zero: '2 days, 15 minutes' rather than '2 days, 0 hours, 15 minutes'. */
function nonZeroUnits(parts: CountdownParts): Unit[] {
  return UNITS.filter((unit) => valueOf(parts, unit) > 0);
}

/**
 * A countdown to a start time, ticking each second in days, hours, minutes and seconds. The visible
 * figures are a `timer` a screen reader can read at any time; it announces politely only at
 * milestones (each day, each hour in the last day, 30/15/10/5/1 minutes, 30 and 10 seconds, start),
 * never every second.
 */
export function Countdown({
  target,
  clock,
  onComplete,
  label,
  variant = 'inline',
  messages,
  className,
  ...rest
}: CountdownProps) {
  const t = useTranslate(messages, defaultMessages);
  const { locale, numberingSystem } = useEarn();
  const parts = useCountdown({ target, clock, onComplete });
  const labelId = useId();
  const labelText = label ?? t('kitBasics.countdown.startsIn');

  const [announcement, setAnnouncement] = useState('');
  const lastMilestone = useRef(parts.milestone);
  const spoken = parts.done
    ? t('kitBasics.countdown.started')
    : t('kitBasics.countdown.announcement', {
        label: labelText,
        time: spokenTime(parts, nonZeroUnits(parts).slice(0, 2), locale, numberingSystem),
      });
  useEffect(() => {
    // The first reading is on screen already; only later milestones are news.
    if (parts.milestone === lastMilestone.current) return;
    lastMilestone.current = parts.milestone;
    setAnnouncement(spoken);
  }, [parts.milestone, spoken]);

  const shown = parts.days > 0 ? UNITS : UNITS.slice(1);
  const figure = (unit: Unit) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'narrow',
      minimumIntegerDigits: 2,
      numberingSystem,
    }).format(valueOf(parts, unit));

  return (
    <div
      {...rest}
      data-slot="countdown"
      data-state={parts.done ? 'done' : 'running'}
      data-variant={variant}
      className={cx(styles.root, className)}
    >
      {parts.done ? (
        <span className={styles.done}>{t('kitBasics.countdown.started')}</span>
      ) : (
        <>
          <span id={labelId} className={styles.label}>
            {labelText}
          </span>
          <span role="timer" aria-labelledby={labelId} className={styles.segments}>
            <span aria-hidden="true" className={styles.segments}>
              {shown.map((unit) => (
                <bdi key={unit} className={cx(styles.segment, amountText)}>
                  {figure(unit)}
                </bdi>
              ))}
            </span>
            <span className={visuallyHidden}>{spokenTime(parts, nonZeroUnits(parts), locale, numberingSystem)}</span>
          </span>
        </>
      )}
      <span aria-live="polite" aria-atomic="true" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
