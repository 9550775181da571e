import { useCallback, useRef, useState } from 'react';

/** An element's measurements in CSS pixels; zero until it is measured. */
export interface ElementSize {
  /** Its inner width (`clientWidth`: the padding box without a scroll bar). */
  readonly width: number;
  /** Its inner height (`clientHeight`). */
  readonly height: number;
  /** The width of its content, overflow included (`scrollWidth`): wider than `width` when it scrolls sideways. */
  readonly scrollWidth: number;
  /** The height of its content, overflow included (`scrollHeight`). */
  readonly scrollHeight: number;
  /** Its border-box height, unrounded (`getBoundingClientRect`): a list item's whole stride. */
  readonly outerHeight: number;
}

export interface UseElementSizeOptions {
  /**
   * Also measure again when one of its children changes size. A box with a fixed or a maximum size does
   * not change when its content grows, but its `scrollHeight` does. Default false.
   */
  readonly observeChildren?: boolean;
}

const ZERO: ElementSize = { width: 0, height: 0, scrollWidth: 0, scrollHeight: 0, outerHeight: 0 };

function measure(element: Element): ElementSize {
  return {
    width: element.clientWidth,
    height: element.clientHeight,
    scrollWidth: element.scrollWidth,
    scrollHeight: element.scrollHeight,
    outerHeight: element.getBoundingClientRect().height,
  };
}

const sameSize = (a: ElementSize, b: ElementSize) =>
  (Object.keys(a) as (keyof ElementSize)[]).every((key) => a[key] === b[key]);

/**
 * Measures an element and follows its size: `[ref, size]`, the ref for the element to measure. The one
 * ResizeObserver of the library: a chart drawn at its box's size, a scrolling region that must take focus
 * only when it overflows (WCAG 2.1.1), a list's item stride.
 *
 * The first measurement is taken in the ref callback, during React's commit and before the browser
 * paints, so what depends on it is drawn once at the real size (not at a guess and again) and one
 * render sooner than a layout effect could; later changes come from a ResizeObserver (none where there
 * is no ResizeObserver: the first measurement stays). An element that unmounts and mounts again is
 * measured again; the last size is kept while there is none.
 */
export function useElementSize<E extends Element>({ observeChildren = false }: UseElementSizeOptions = {}): [
  (element: E | null) => void,
  ElementSize,
] {
  const [size, setSize] = useState<ElementSize>(ZERO);
  const observer = useRef<ResizeObserver>(undefined);
  const ref = useCallback(
    (element: E | null) => {
      // React calls the ref with null on unmount (it would also take a returned cleanup).
      observer.current?.disconnect();
      if (!element) return;
      const update = () => {
        const next = measure(element);
        setSize((previous) => (sameSize(previous, next) ? previous : next));
      };
      update();
      if (typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(update);
      for (const target of observeChildren ? [element, ...element.children] : [element])
        observer.current.observe(target);
    },
    [observeChildren],
  );
  return [ref, size];
}
