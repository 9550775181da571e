import { useCallback, useEffect, useRef, useState } from 'react';
import { SUBMIT_DEBOUNCE_MS } from '../../domain/shared/constants';

export interface UseDebouncedActionOptions {
  /** Quiet time in ms after the last trigger before the action runs. Default 200 (SH-CONST-12). */
  wait?: number;
}

/** Where a debounced action is: idle, waiting out the debounce, or running (its promise pending). */
export type DebouncedActionPhase = 'idle' | 'waiting' | 'running';

export interface DebouncedAction<Args extends unknown[]> {
  /** Triggers the action: it runs once `wait` ms after the last trigger; ignored while it is running. */
  run: (...args: Args) => void;
  /** Drops a trigger that is still waiting. A running action is not aborted. */
  cancel: () => void;
  /** The current phase. */
  phase: DebouncedActionPhase;
  /** True from the first trigger until the action (and its promise) has settled: show the button busy. */
  isPending: boolean;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * Runs an action at most once per burst of triggers, and not again while its promise is pending, so one
 * click or a double click sends one request (SH-CONST-12).
 *
 * Trailing edge, as a debounce: the action runs when `wait` ms pass without another trigger, with the
 * arguments of the last one. The phase turns 'waiting' at once, so the button can look busy from the
 * first click instead of seeming to ignore it for 200 ms.
 */
export function useDebouncedAction<Args extends unknown[]>(
  action: (...args: Args) => unknown,
  { wait = SUBMIT_DEBOUNCE_MS }: UseDebouncedActionOptions = {},
): DebouncedAction<Args> {
  const [phase, setPhase] = useState<DebouncedActionPhase>('idle');
  // Refs, not state, decide what a trigger does: two clicks in one frame must see each other.
  const phaseRef = useRef<DebouncedActionPhase>('idle');
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const actionRef = useRef(action);
  const mountedRef = useRef(true);
  useEffect(() => {
    actionRef.current = action;
  });

  const moveTo = useCallback((next: DebouncedActionPhase) => {
    phaseRef.current = next;
    if (mountedRef.current) setPhase(next);
  }, []);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      // An unmounted form must not submit: drop any waiting trigger.
      mountedRef.current = false;
      clearTimeout(timerRef.current);
    };
  }, []);

  const run = useCallback(
    (...args: Args) => {
      if (phaseRef.current === 'running') return;
      clearTimeout(timerRef.current);
      moveTo('waiting');
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined;
        moveTo('running');
        let result: unknown;
        try {
          result = actionRef.current(...args);
        } catch (error) {
          moveTo('idle');
          throw error;
        }
        if (isThenable(result)) {
          // A rejection is the caller's to report (a toast); here it only ends the busy state.
          Promise.resolve(result).then(
            () => moveTo('idle'),
            () => moveTo('idle'),
          );
        } else {
          moveTo('idle');
        }
      }, wait);
    },
    [moveTo, wait],
  );

  const cancel = useCallback(() => {
    if (phaseRef.current !== 'waiting') return;
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
    moveTo('idle');
  }, [moveTo]);

  return { run, cancel, phase, isPending: phase !== 'idle' };
}
