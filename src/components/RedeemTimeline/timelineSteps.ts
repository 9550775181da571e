import { fixedTimeline, flexibleRedeemTimeline, flexibleTimeline } from '../../domain/simpleEarn';
import { stakingRedeemTimeline, type StakingRedeemTiming } from '../../domain/staking';
import type { MessageKey } from '../../i18n/catalogue/en';
import type { MessageParams } from '../../domain/result';

/** The timelines this component draws, declared once: the props type and story argTypes read them. */
export const redeemTimelineVariantNames = [
  'flexible',
  'flexibleRedeem',
  'fixed',
  'stakingStandard',
  'stakingFast',
] as const;
export type RedeemTimelineVariant = (typeof redeemTimelineVariantNames)[number];

/** The variant-specific inputs: the times each domain timeline is computed from. */
export type RedeemTimelineSchedule =
  | {
      /** Flexible subscribe timeline: interest +1 h, received +2 h, redemption immediate (SE-TIMELINE-01..03). */
      variant: 'flexible';
      /** When the subscription is (or would be) made, epoch ms. */
      subscribedAt: number;
    }
  | {
      /** Flexible redeem timeline: submitted, then arrived at once (SE-REDEEM-04). */
      variant: 'flexibleRedeem';
      /** When the redemption is (or would be) submitted, epoch ms. */
      submittedAt: number;
    }
  | {
      /**
       * Fixed subscribe timeline: next 00:00 UTC, maturity after lock-up + 1 day, arrival about 30 min later
       * (SE-TIMELINE-04..08).
       */
      variant: 'fixed';
      /** When the subscription is (or would be) made, epoch ms. */
      subscribedAt: number;
      /** The lock-up in days. */
      lockUpPeriod: number;
      /** Auto-reinvest on: the last step is 'next subscription time' and there is no redeem step. Default false. */
      reinvest?: boolean;
    }
  | {
      /** Standard staking redemption: arrives after the redeem period (ST-REDEEM-02). */
      variant: 'stakingStandard';
      /** When the redemption is (or would be) submitted, epoch ms. */
      submittedAt: number;
      /** The product's `income_days`: 0 pays out at once. */
      incomeDays: number;
      /** `redeem_minday`. */
      redeemMinday: number;
      /** `redeem_maxday`. */
      redeemMaxday: number;
    }
  | {
      /** Fast staking redemption: arrives after `redeem_quick_long` minutes (ST-REDEEM-01, ST-DATA-12). */
      variant: 'stakingFast';
      /** When the redemption is (or would be) submitted, epoch ms. */
      submittedAt: number;
      /** The selected redeem coin's `redeem_quick_long` (else the product's), in minutes. */
      quickMinutes: number;
    };

/** A catalogue message: key and params. */
interface StepText {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

/** One step as the component draws it, whichever domain timeline it came from. */
export interface ScheduleStep {
  readonly id: string;
  readonly label: StepText;
  /** Epoch ms; null is 'at any moment' (SE-TIMELINE-03). */
  readonly at: number | null;
  readonly timing: StakingRedeemTiming;
  /** A duration under the time ('1 to 3 days', 'About 30 minutes'). */
  readonly note: StepText | null;
}

const REDEEM_STEP_LABELS = {
  redeemSubmit: 'simpleEarn.timeline.redeemSubmit',
  redemptionArrival: 'simpleEarn.timeline.redemptionArrival',
} as const satisfies Record<string, MessageKey>;

/** The steps of a schedule, from the domain's timeline functions (times passed in, never read here). */
export function scheduleSteps(schedule: RedeemTimelineSchedule): readonly ScheduleStep[] {
  switch (schedule.variant) {
    case 'flexible':
      return flexibleTimeline(schedule.subscribedAt).map((step) => ({
        id: step.id,
        label: { key: step.labelKey },
        at: step.at,
        timing: 'exact',
        note: null,
      }));
    case 'flexibleRedeem':
      return flexibleRedeemTimeline(schedule.submittedAt).map((step) => ({
        id: step.id,
        label: { key: step.labelKey },
        at: step.at,
        timing: 'exact',
        note: null,
      }));
    case 'fixed':
      return fixedTimeline({
        subscribedAt: schedule.subscribedAt,
        lockUpPeriod: schedule.lockUpPeriod,
        reinvest: schedule.reinvest ?? false,
      }).map((step) => ({
        id: step.id,
        label: { key: step.labelKey },
        at: step.at,
        // The arrival is 'about 30 minutes' after maturity (SE-TIMELINE-06), not a promise to the minute.
        timing: step.id === 'redemptionArrival' ? 'about' : 'exact',
        note: null,
      }));
    case 'stakingStandard':
    case 'stakingFast': {
      const steps =
        schedule.variant === 'stakingFast'
          ? stakingRedeemTimeline({
              submittedAt: schedule.submittedAt,
              redeemType: 'fast',
              period: { incomeDays: 0, redeemMinday: 0, redeemMaxday: 0 },
              quickMinutes: schedule.quickMinutes,
            })
          : stakingRedeemTimeline({
              submittedAt: schedule.submittedAt,
              redeemType: 'standard',
              period: {
                incomeDays: schedule.incomeDays,
                redeemMinday: schedule.redeemMinday,
                redeemMaxday: schedule.redeemMaxday,
              },
            });
      return steps.map((step) => ({
        id: step.id,
        label: { key: REDEEM_STEP_LABELS[step.id] },
        at: step.at,
        timing: step.timing,
        note: step.period
          ? { key: step.period.key, params: step.period.params }
          : step.minutes
            ? { key: 'kitSchedules.timeline.aboutMinutes', params: { minutes: step.minutes } }
            : null,
      }));
    }
  }
}

/** Whether a schedule is a subscribe timeline (else a redeem timeline), for its default accessible name. */
export function isSubscribeSchedule(variant: RedeemTimelineVariant): boolean {
  return variant === 'flexible' || variant === 'fixed';
}

/** The moment a schedule starts: what `now` defaults to, a preview as of subscribing or submitting. */
export function scheduleStart(schedule: RedeemTimelineSchedule): number {
  return schedule.variant === 'flexible' || schedule.variant === 'fixed' ? schedule.subscribedAt : schedule.submittedAt;
}
