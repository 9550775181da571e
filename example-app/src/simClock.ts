/**
 * The simulated exchange keeps its own time, which moves only when asked (`POST /__sim/clock/advance`).
 * The app follows it: the EarnProvider's clock is the device's time plus the offset to the simulator's,
 * measured at start and after each advance. A real host does the same with its server's time.
 */
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { callSimulator } from './simulatorCall';

/** The simulator's time, epoch ms: the advance answers with `to`, the plain read with `now_ms`. */
async function readClock(path: string, body?: unknown): Promise<number> {
  const data = await callSimulator<{ now_ms?: number; to?: number }>(path, body);
  return Number(data.now_ms ?? data.to);
}

export interface SimClock {
  /** The simulator's time now, epoch ms: the device's time plus the measured offset. */
  readonly now: () => number;
  /** Moves the simulated time on and refreshes every query, so interest and maturities show. */
  readonly advance: (hours: number) => Promise<void>;
  readonly advancing: boolean;
}

/** The simulator's clock; `initialOffset` (simulated minus real time, ms) until it is read here. */
export function useSimClock(initialOffset = 0): SimClock {
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(initialOffset);
  const [advancing, setAdvancing] = useState(false);
  useEffect(() => {
    let cancelled = false;
    readClock('/__sim/clock')
      .then((simulated) => {
        // Every part that reads the clock renders again: in a transition, in slices that yield to input.
        if (!cancelled) startTransition(() => setOffset(simulated - Date.now()));
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
        const simulated = await readClock('/__sim/clock/advance', { hours });
        setOffset(simulated - Date.now());
        await queryClient.invalidateQueries();
      } finally {
        setAdvancing(false);
      }
    },
    [queryClient],
  );
  return { now, advance, advancing };
}
