import { useEffect, useRef, useState } from 'react';
import { useClock } from '../../context/context';
import { countdownMilestone, countdownParts, type CountdownParts } from './countdownParts';

/** Ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface UseCountdownOptions {
  /** The moment counted down to, in epoch milliseconds (a start time). */
  target: number;
  /**
   * The clock, epoch ms. Default the provider's (`EarnProvider`'s `clock`), so a start time is judged by the exchange's
   * time.
   */
  clock?: () => number;
  /** Called once when the count reaches 0 while mounted (not when mounted after the target). */
  onComplete?: () => void;
}

export interface UseCountdownResult extends CountdownParts {
  /** Changes only at moments worth announcing (see `countdownMilestone`); 'done' at the end. */
  milestone: string;
}

/**
 * The time left before `target`, re-read from `clock` every second until it reaches 0. The clock is
 * read rather than counted down, so a throttled background tab is right again on its next tick.
 */
export function useCountdown({ target, clock: clockProp, onComplete }: UseCountdownOptions): UseCountdownResult {
  const providerClock = useClock();
  const clock = clockProp ?? providerClock;
  const [current, setCurrent] = useState(() => clock());
  const latestClock = useRef(clock);
  const complete = useRef(onComplete);
  useEffect(() => {
    latestClock.current = clock;
    complete.current = onComplete;
  });

  const parts = countdownParts(target - current);
  const { done } = parts;

  useEffect(() => {
    // A new target or clock is read at once, not a second later.
    setCurrent(latestClock.current());
  }, [target, clock]);

  useEffect(() => {
    if (done) return undefined;
    const id = setInterval(() => setCurrent(latestClock.current()), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [done, target]);

  const wasDone = useRef(done);
  useEffect(() => {
    if (done && !wasDone.current) complete.current?.();
    wasDone.current = done;
  }, [done]);

  return { ...parts, milestone: countdownMilestone(parts) };
}
