import { useCallback, useEffect, useRef } from 'react';

/** What `useFlowTimer` returns. */
export interface FlowTimer {
  /** Runs `callback` after `ms`, replacing any callback still waiting. */
  readonly start: (ms: number, callback: () => void) => void;
  /** Drops the waiting callback, if any. */
  readonly cancel: () => void;
}

/**
 * One pending delayed callback per flow, cleared on unmount: the "success, then close the dialog after
 * about 200 ms" step (SE-SUB-19) without a timer outliving its screen.
 *
 * @example
 * const timer = useFlowTimer();
 * useEffect(() => { if (succeeded) timer.start(SUBSCRIBE_CLOSE_DELAY_MS, () => setOpen(false)); }, [succeeded]);
 */
export function useFlowTimer(): FlowTimer {
  const handle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (handle.current !== null) clearTimeout(handle.current);
    handle.current = null;
  }, []);
  const start = useCallback(
    (ms: number, callback: () => void) => {
      cancel();
      handle.current = setTimeout(() => {
        handle.current = null;
        callback();
      }, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { start, cancel };
}
