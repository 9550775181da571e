'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { RESIZE_DEBOUNCE_MS, mobileQuery } from '../../domain/shared/layout';

export interface UseMediaQueryOptions {
  /**
   * How long a change must hold before it is reported, in milliseconds. Default `RESIZE_DEBOUNCE_MS`
   * (300, SH-LAYOUT-02): dragging a window across the breakpoint should not flip the layout back and
   * forth. Pass 0 to report every change at once.
   */
  debounceMs?: number;
  /** The value on the server and in environments without `matchMedia`. Default false. */
  defaultValue?: boolean;
}

/** One shared subscription per query and delay, however many components ask. */
interface QueryStore {
  /** The last reported (debounced) value; only meaningful while someone listens. */
  value: boolean;
  listeners: Set<() => void>;
  list: MediaQueryList;
  timer: ReturnType<typeof setTimeout> | undefined;
  onChange: () => void;
}

const stores = new Map<string, QueryStore>();

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

function storeFor(query: string, debounceMs: number): QueryStore {
  const key = `${debounceMs}|${query}`;
  let store = stores.get(key);
  if (!store) {
    const list = window.matchMedia(query);
    const created: QueryStore = {
      value: list.matches,
      listeners: new Set(),
      list,
      timer: undefined,
      onChange: () => {
        clearTimeout(created.timer);
        const report = () => {
          created.value = created.list.matches;
          created.listeners.forEach((listener) => listener());
        };
        if (debounceMs <= 0) report();
        else created.timer = setTimeout(report, debounceMs);
      },
    };
    store = created;
    stores.set(key, store);
  }
  return store;
}

function subscribeTo(store: QueryStore, listener: () => void): () => void {
  if (store.listeners.size === 0) {
    // Re-read on first subscription: the viewport may have changed while nobody was listening.
    store.value = store.list.matches;
    store.list.addEventListener('change', store.onChange);
  }
  store.listeners.add(listener);
  return () => {
    store.listeners.delete(listener);
    if (store.listeners.size === 0) {
      store.list.removeEventListener('change', store.onChange);
      clearTimeout(store.timer);
    }
  };
}

/**
 * Whether a CSS media query matches, kept in step with the viewport. SSR-safe: the server (and the
 * hydrating first render) sees `defaultValue`, then the client's real value, without a hydration
 * mismatch, because it reads through `useSyncExternalStore`.
 *
 * It listens to the query's `change` event rather than to `resize`: that fires only when the answer
 * changes, not on every pixel of a drag. Changes are still debounced (SH-LAYOUT-02).
 */
export function useMediaQuery(query: string, options: UseMediaQueryOptions = {}): boolean {
  const { debounceMs = RESIZE_DEBOUNCE_MS, defaultValue = false } = options;
  const subscribe = useCallback(
    (listener: () => void) => (canMatchMedia() ? subscribeTo(storeFor(query, debounceMs), listener) : () => undefined),
    [query, debounceMs],
  );
  const getSnapshot = useCallback(() => {
    if (!canMatchMedia()) return defaultValue;
    const store = storeFor(query, debounceMs);
    // With no listener yet (the first render) the debounced value may be stale: read the live one.
    return store.listeners.size > 0 ? store.value : store.list.matches;
  }, [query, debounceMs, defaultValue]);
  const getServerSnapshot = useCallback(() => defaultValue, [defaultValue]);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * True below the 768 px breakpoint (SH-LAYOUT-01), where dialogs become bottom sheets and tables
 * become card lists. False on the server: desktop markup first, then the real layout on the client.
 */
export function useIsMobile(options?: UseMediaQueryOptions): boolean {
  return useMediaQuery(mobileQuery, options);
}
