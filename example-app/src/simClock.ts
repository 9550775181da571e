/**
 * The simulated exchange keeps its own time, which moves only when asked (`POST /__sim/clock/advance`).
 * The app follows it: the EarnProvider's clock is the device's time plus the offset to the simulator's,
 * measured at start and after each advance. A real host does the same with its server's time.
 */
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { callSimulator } from './simulatorCall';

/**
 * The simulator's time, epoch ms (the advance answers with `to`, the plain read with `now_ms`), and
 * where its seed left it (the plain read only).
 */
async function readClock(path: string, body?: unknown): Promise<{ simulated: number; seed?: number }> {
  const data = await callSimulator<{ now_ms?: number; to?: number; seed_ms?: number }>(path, body);
  return { simulated: Number(data.now_ms ?? data.to), seed: data.seed_ms };
}

export interface SimClock {
  /** The simulator's time now, epoch ms: the device's time plus the measured offset. */
  readonly now: () => number;
  /** Moves the simulated time on and refreshes every query, so interest and maturities show. */
  readonly advance: (hours: number) => Promise<void>;
  readonly advancing: boolean;
  /** The clock is past where the simulator's seed left it: moved here, or before this page loaded. */
  readonly moved: boolean;
}

/** The simulator's clock; `initialOffset` (simulated minus real time, ms) until it is read here. */
export function useSimClock(initialOffset = 0): SimClock {
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(initialOffset);
  const [advancing, setAdvancing] = useState(false);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    let cancelled = false;
    readClock('/__sim/clock')
      .then(({ simulated, seed }) => {
        // Every part that reads the clock renders again: in a transition, in slices that yield to input.
        if (!cancelled)
          startTransition(() => {
            setOffset(simulated - Date.now());
            setMoved(seed !== undefined && simulated > seed);
          });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  const now = useCallback(() => Date.now() + offset, [offset]);
  const advance = useCallback(
    async (hours: number) => {
      setAdvancing(true);
      try {
        const { simulated } = await readClock('/__sim/clock/advance', { hours });
        setOffset(simulated - Date.now());
        setMoved(true);
        await queryClient.invalidateQueries();
      } finally {
        setAdvancing(false);
      }
    },
    [queryClient],
  );
  return { now, advance, advancing, moved };
}
