import { useEffect, useRef } from 'react';

/** What a phase's starter is handed when its phase begins. */
export interface PhaseStep {
  /** The reducer's attempt this step belongs to. */
  readonly attempt: number;
  /** True until the component unmounts or a newer phase or attempt starts a step of its own. */
  readonly isCurrent: () => boolean;
  /**
   * Wraps `callback` so it runs only while this step is current: for the reducer events that answer
   * the step, so a late answer can never move a newer attempt along.
   */
  readonly whileCurrent: <Args extends unknown[]>(callback: (...args: Args) => void) => (...args: Args) => void;
}

/** The starters of a reducer's phases: the call each phase asks for, keyed by the phase's name. */
export type PhaseStarters<Phase extends string> = { readonly [K in Phase]?: (step: PhaseStep) => void };

/**
 * Starts the call a reducer's phase asks for, once per phase and attempt: when `phase` becomes one
 * `starters` names, with attempt `attempt`, its starter runs once. A reducer that numbers each submit
 * thus gets one request per submit.
 *
 * Why a ref and not the effect's cleanup decides "once": React's StrictMode runs every effect, then
 * its cleanup, then the effect again on mount. A cleanup that marked the first run cancelled would
 * drop its answer, and the second run must not send the request twice; so the step started is kept
 * in a ref that survives that remount, and staleness is judged when the answer arrives (mounted,
 * and no newer step started since). What the starter does with a stale answer is its choice:
 * `whileCurrent` drops it; a toast or a host callback may still report an answer the server gave.
 *
 * The starters are read when a phase begins, never as a dependency: pass a new object each render.
 * `phase` null starts nothing (e.g. while the data a starter needs is not there yet).
 *
 * @example
 * usePhaseEffect(state.phase.kind, state.attempt, {
 *   submitting: (step) => {
 *     const send = step.whileCurrent(dispatch);
 *     redeem.mutateAsync(request).then(() => send({ type: 'SUBMIT.SUCCESS' }), () => send({ type: 'SUBMIT.FAILURE' }));
 *   },
 * });
 */
export function usePhaseEffect<Phase extends string>(
  phase: Phase | null,
  attempt: number,
  starters: PhaseStarters<Phase>,
): void {
  const startersRef = useRef(starters);
  const mounted = useRef(false);
  // The key of the last step started, e.g. 'subscribing:2'; it outlives StrictMode's remount.
  const started = useRef<string | null>(null);

  // Declared first, so the starters are the latest when the effects below run.
  useEffect(() => {
    startersRef.current = starters;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (phase === null) return;
    const start = startersRef.current[phase];
    const key = `${phase}:${attempt}`;
    if (!start || started.current === key) return;
    started.current = key;
    const isCurrent = () => mounted.current && started.current === key;
    start({
      attempt,
      isCurrent,
      whileCurrent:
        (callback) =>
        (...args) => {
          if (isCurrent()) callback(...args);
        },
    });
  }, [phase, attempt]);
}
