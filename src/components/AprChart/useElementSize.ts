import { useCallback, useRef, useState } from 'react';

/** The element's content box in CSS pixels, rounded; zero until measured. */
export interface ElementSize {
  readonly width: number;
  readonly height: number;
}

const ZERO: ElementSize = { width: 0, height: 0 };

/**
 * Measures an element and follows its size: `[ref, size]`, the ref for the element to measure.
 *
 * The first measurement is taken in the ref callback, during React's commit and before the browser
 * paints, so a chart is drawn once at its real size (not at a guess and again) and one render sooner
 * than a layout effect could; later changes come from a ResizeObserver. An element that unmounts and
 * mounts again is measured again; the last size is kept while there is none.
 */
export function useElementSize<E extends HTMLElement>(): [(element: E | null) => void, ElementSize] {
  const [size, setSize] = useState<ElementSize>(ZERO);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: E | null) => {
    // React 18 calls the ref with null on unmount (React 19 would also take a returned cleanup).
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const update = (width: number, height: number) => {
      const next = { width: Math.round(width), height: Math.round(height) };
      setSize((previous) => (previous.width === next.width && previous.height === next.height ? previous : next));
    };
    update(element.clientWidth, element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width, entry.contentRect.height);
    });
    observer.current.observe(element);
  }, []);
  return [ref, size];
}
