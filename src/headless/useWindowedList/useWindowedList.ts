'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { windowRange, type WindowRange } from './windowRange';

/** Lists longer than this are windowed; shorter ones render every row (cheap, and find-in-page works). */
export const WINDOWING_THRESHOLD = 100;

export interface UseWindowedListOptions {
  /** How many rows the list has. */
  count: number;
  /** The height of one row, gap included, in px. Every row is taken to be this tall. */
  itemHeight: number;
  /** Rows rendered beyond each edge of the screen, so a fast flick does not show blank space. Default 6. */
  overscan?: number;
  /** Whether to window at all. Default: only above `WINDOWING_THRESHOLD` rows. */
  enabled?: boolean;
}

export interface UseWindowedListResult extends WindowRange {
  /** Attach to the element holding the rows. */
  containerRef: (node: HTMLElement | null) => void;
  /** True when rows are being left out. */
  windowed: boolean;
}

/** The band of the list on screen, in px from the list's top. */
interface Band {
  start: number;
  end: number;
}

/**
 * The list's top relative to the screen; the band of the list on screen follows from it. The window's
 * height bounds the band even inside a scrolling sheet, which never exceeds the screen.
 */
function bandOf(list: HTMLElement): Band {
  const top = list.getBoundingClientRect().top;
  return { start: -top, end: window.innerHeight - top };
}

/**
 * Renders only the rows near the screen of a long list of equal-height rows (infinite scroll can pile up
 * thousands of records on a phone). It follows whatever scrolls: the page, or a sheet or dialog body,
 * by listening to scroll events in the capture phase on the window, where every element's scroll is seen.
 *
 * Why our own and no dependency (react-window, @tanstack/react-virtual): the card lists need one case
 * only (vertical, fixed row height, scrolled by the page or by a sheet). That is these few lines; a
 * library would add 3–6 KB and an API for cases we do not have.
 */
export function useWindowedList({
  count,
  itemHeight,
  overscan = 6,
  enabled = count > WINDOWING_THRESHOLD,
}: UseWindowedListOptions): UseWindowedListResult {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<Band | null>(null);
  const frame = useRef<number | null>(null);

  const keepBandOf = useCallback((element: HTMLElement) => {
    const next = bandOf(element);
    setView((previous) => (previous && previous.start === next.start && previous.end === next.end ? previous : next));
  }, []);

  // The first band is measured as the list attaches, in React's commit before the browser paints (as
  // `useElementSize` does), so the first screen already shows the rows on it; again when windowing starts.
  // A list that renders every row keeps no node: an update from here would re-render it inside the commit.
  const containerRef = useCallback(
    (element: HTMLElement | null) => {
      if (!enabled) return;
      setNode(element);
      if (element) keepBandOf(element);
    },
    [enabled, keepBandOf],
  );

  // Then it follows whatever scrolls, measured at most once a frame. (More rows change nothing above the
  // list: its top, and so the band, stay where they are.)
  useEffect(() => {
    if (!enabled || !node || typeof window === 'undefined') return undefined;
    const measure = () => {
      frame.current = null;
      keepBandOf(node);
    };
    const schedule = () => {
      if (frame.current === null) frame.current = window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame.current !== null) window.cancelAnimationFrame(frame.current);
      frame.current = null;
    };
  }, [enabled, node, keepBandOf]);

  if (!enabled) return { containerRef, windowed: false, start: 0, end: count, before: 0, after: 0 };
  // Before the first measurement: the first screenful, as if the list started at the top of the screen.
  const band = view ?? { start: 0, end: typeof window === 'undefined' ? 0 : window.innerHeight };
  return { containerRef, windowed: true, ...windowRange(count, itemHeight, band.start, band.end, overscan) };
}
