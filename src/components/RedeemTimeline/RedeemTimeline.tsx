import { cva } from 'class-variance-authority';
import { timelineStepStates, type TimelineStepState } from '../../domain/shared';
import { isolateText } from '../../i18n/bidi';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate, type EarnFormat, type Translate } from '../../context';
import { amountText, visuallyHidden } from '../../theme';
import * as styles from './RedeemTimeline.css';
import {
  isSubscribeSchedule,
  scheduleStart,
  scheduleSteps,
  type RedeemTimelineSchedule,
  type ScheduleStep,
} from './timelineSteps';
import { kitSchedules } from '../../i18n/catalogue/en/kitSchedules';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { simpleEarnRecords } from '../../i18n/catalogue/en/simpleEarnRecords';
import { staking } from '../../i18n/catalogue/en/staking';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitSchedules, simpleEarn, simpleEarnRecords, staking);

export type RedeemTimelineOrientation = (typeof styles.redeemTimelineOrientationNames)[number];

export interface RedeemTimelineBaseProps {
  /**
   * The moment the step states are drawn for (epoch ms): steps reached are done, the last one reached is
   * current, the rest upcoming. Default: the start of the schedule (a preview as of subscribing or
   * submitting). Pass it in; the component never reads the clock.
   */
  now?: number;
  /** 'vertical' (default) or 'horizontal'. Below 768 px a horizontal timeline is drawn vertically. */
  orientation?: RedeemTimelineOrientation;
  /** The list's accessible name. Default: 'Subscription timeline' or 'Redemption timeline'. */
  'aria-label'?: string;
  /** Extra class on the list. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/** Props: the shared ones and one schedule (`variant` with the times it is computed from). */
export type RedeemTimelineProps = RedeemTimelineBaseProps & RedeemTimelineSchedule;

/** The list's classes by orientation. */
const listVariants = /* @__PURE__ */ cva(styles.list, {
  variants: { orientation: styles.orientation },
  defaultVariants: { orientation: 'vertical' },
});

const STATE_KEYS = {
  done: 'kitSchedules.timeline.state.done',
  current: 'kitSchedules.timeline.state.current',
  upcoming: 'kitSchedules.timeline.state.upcoming',
} as const;

/** The time of a step in the user's locale and time zone, stating the UTC offset, or 'Immediately'. */
function stepTime(step: ScheduleStep, t: Translate, format: EarnFormat): string {
  if (step.at === null) return t('simpleEarn.timeline.immediate');
  const time = format.dateTime(step.at, { withUtc: true });
  if (step.timing === 'about') return t('kitSchedules.timeline.about', { time: isolateText(time) });
  if (step.timing === 'latest') return t('kitSchedules.timeline.by', { time: isolateText(time) });
  return time;
}

function Step({
  step,
  state,
  t,
  format,
}: {
  step: ScheduleStep;
  state: TimelineStepState;
  t: Translate;
  format: EarnFormat;
}) {
  return (
    <li
      className={styles.step}
      data-state={state}
      data-step={step.id}
      aria-current={state === 'current' ? 'step' : undefined}
    >
      <span className={styles.marker} aria-hidden="true" />
      <span className={styles.label}>{t(step.label.key, step.label.params)}</span>
      <span className={styles.time}>
        <bdi className={amountText}>{stepTime(step, t, format)}</bdi>
      </span>
      {step.note ? <span className={styles.note}>{t(step.note.key, step.note.params)}</span> : null}
      {state !== 'current' ? <span className={visuallyHidden}>{t(STATE_KEYS[state])}</span> : null}
    </li>
  );
}

/**
 * A subscribe or redeem timeline, as an ordered list: flexible (SE-TIMELINE-01..03), fixed
 * (SE-TIMELINE-04..06) and fixed with reinvest (SE-TIMELINE-07, 08), the flexible redemption
 * (SE-REDEEM-04) and the standard and fast staking redemptions (ST-REDEEM-01, 02). Steps come from the
 * domain's timeline functions; times show in the user's locale and time zone with the UTC offset. Each
 * step is done, current (`aria-current="step"`) or upcoming at `now`.
 */
export function RedeemTimeline(props: RedeemTimelineProps) {
  const { now, orientation = 'vertical', className, messages, 'aria-label': ariaLabel } = props;
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const schedule: RedeemTimelineSchedule = props;
  // A few date additions: cheaper to redo on each render than to memoise on a union of props.
  const steps = scheduleSteps(schedule);
  const states = timelineStepStates(steps, now ?? scheduleStart(schedule));
  const label =
    ariaLabel ??
    t(
      isSubscribeSchedule(schedule.variant)
        ? 'kitSchedules.timeline.subscribeLabel'
        : 'kitSchedules.timeline.redeemLabel',
    );
  return (
    <ol
      aria-label={label}
      data-slot="redeem-timeline"
      data-variant={schedule.variant}
      data-orientation={orientation}
      className={listVariants({ orientation, className })}
    >
      {steps.map((step, index) => (
        <Step key={step.id} step={step} state={states[index] ?? 'upcoming'} t={t} format={format} />
      ))}
    </ol>
  );
}
