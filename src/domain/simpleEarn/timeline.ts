import { DAY_MS, HOUR_MS, startOfUtcDay } from '../shared/constants';
import { REDEMPTION_ARRIVAL_DELAY_MS } from './constants';
import { TimelineMessageKey } from './timelineMessageKeys';

/** The steps a Simple Earn timeline can show. */
export type TimelineStepId =
  | 'subscription'
  | 'interestStart'
  | 'interestReceived'
  | 'redemption'
  | 'maturity'
  | 'redemptionArrival'
  | 'nextSubscription'
  | 'redeemSubmit';

/** One step of a timeline, in display order. */
export interface TimelineStep {
  readonly id: TimelineStepId;
  /** The step's label in the message catalogue. */
  readonly labelKey: (typeof TimelineMessageKey)[keyof typeof TimelineMessageKey];
  /**
   * When it happens, epoch ms (shown in UTC). null means 'whenever the user asks, at once'
   * (SE-TIMELINE-03); the UI shows the 'simpleEarn.timeline.immediate' message instead of a time.
   */
  readonly at: number | null;
}

export { startOfUtcDay };

/**
 * The flexible subscribe timeline from the subscription time: interest starts 1 hour later
 * (SE-TIMELINE-01), is received after 2 hours (SE-TIMELINE-02), and redemption is immediate
 * (SE-TIMELINE-03, SE-PROD-02).
 */
export function flexibleTimeline(subscribedAt: number): readonly TimelineStep[] {
  return [
    { id: 'subscription', labelKey: TimelineMessageKey.subscription, at: subscribedAt },
    { id: 'interestStart', labelKey: TimelineMessageKey.interestStart, at: subscribedAt + HOUR_MS },
    { id: 'interestReceived', labelKey: TimelineMessageKey.interestReceived, at: subscribedAt + 2 * HOUR_MS },
    { id: 'redemption', labelKey: TimelineMessageKey.redemption, at: null },
  ];
}

/** The flexible redeem timeline: submitted now, in the account at once (SE-REDEEM-04, SE-TIMELINE-03). */
export function flexibleRedeemTimeline(submittedAt: number): readonly TimelineStep[] {
  return [
    { id: 'redeemSubmit', labelKey: TimelineMessageKey.redeemSubmit, at: submittedAt },
    { id: 'redemptionArrival', labelKey: TimelineMessageKey.redemptionArrival, at: submittedAt },
  ];
}

/** What a fixed timeline needs. */
export interface FixedTimelineInput {
  /** Subscription time, epoch ms. */
  readonly subscribedAt: number;
  /** Lock-up in days (SE-PROD-03). */
  readonly lockUpPeriod: number;
  /** Auto-reinvest on: the last step is the next subscription and there is no redeem step. */
  readonly reinvest: boolean;
}

/** The maturity of a fixed subscription: 00:00 UTC of the subscription day + lock-up + 1 day (SE-TIMELINE-05). */
export function fixedMaturityTime(subscribedAt: number, lockUpPeriod: number): number {
  return startOfUtcDay(subscribedAt) + (lockUpPeriod + 1) * DAY_MS;
}

/**
 * The fixed subscribe timeline in UTC: interest starts the next day at 00:00 (SE-TIMELINE-04); maturity
 * after the lock-up days plus 1 day at 00:00 (SE-TIMELINE-05); redemption arrives 30 minutes after
 * maturity (SE-TIMELINE-06). With reinvest on, the last step is 'next subscription time' at maturity
 * and there is no redeem step (SE-TIMELINE-07, SE-TIMELINE-08).
 */
export function fixedTimeline({ subscribedAt, lockUpPeriod, reinvest }: FixedTimelineInput): readonly TimelineStep[] {
  const interestStart = startOfUtcDay(subscribedAt) + DAY_MS;
  const maturity = fixedMaturityTime(subscribedAt, lockUpPeriod);
  const head: readonly TimelineStep[] = [
    { id: 'subscription', labelKey: TimelineMessageKey.subscription, at: subscribedAt },
    { id: 'interestStart', labelKey: TimelineMessageKey.interestStart, at: interestStart },
  ];
  if (reinvest)
    return [...head, { id: 'nextSubscription', labelKey: TimelineMessageKey.nextSubscription, at: maturity }];
  return [
    ...head,
    { id: 'maturity', labelKey: TimelineMessageKey.maturity, at: maturity },
    {
      id: 'redemptionArrival',
      labelKey: TimelineMessageKey.redemptionArrival,
      at: maturity + REDEMPTION_ARRIVAL_DELAY_MS,
    },
  ];
}
