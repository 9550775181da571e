import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's view of what is on screen (happy-dom has no layout, and its observer never reports):
 * `scrollTo()` brings every observed section into view.
 */
export function viewport() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const scrollTo = () =>
    act(() => {
      for (const { callback, targets } of observers) {
        const entries = targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length) callback(entries, {} as IntersectionObserver);
      }
    });
  const watched = () => observers.flatMap(({ targets }) => targets);
  return { scrollTo, watched };
}
