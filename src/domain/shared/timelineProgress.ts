/**
 * Where a user stands on a timeline (subscribe, redeem): each step is done, current or upcoming at
 * `now`. The current step is the last one already reached, "where you are"; the steps before it are
 * done and the steps after it upcoming. A step without a time ("redeem at any moment", SE-TIMELINE-03)
 * is never reached by the clock alone, so it stays upcoming.
 */

/** The state of one timeline step. */
export type TimelineStepState = 'done' | 'current' | 'upcoming';

/** The state names, in the order a timeline passes through them. */
export const TIMELINE_STEP_STATES = ['done', 'current', 'upcoming'] as const satisfies readonly TimelineStepState[];

/** The states of `steps` at `now` (epoch ms), in the same order as the steps. */
export function timelineStepStates(steps: readonly { readonly at: number | null }[], now: number): TimelineStepState[] {
  let current = -1;
  steps.forEach((step, index) => {
    if (step.at !== null && step.at <= now) current = index;
  });
  return steps.map((_step, index) => (index < current ? 'done' : index === current ? 'current' : 'upcoming'));
}
