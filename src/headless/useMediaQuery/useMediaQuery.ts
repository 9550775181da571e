'use client';
import { useSyncExternalStore } from 'react';
import { RESIZE_DEBOUNCE_MS, mobileQuery } from '../../domain/shared/layout';
import { noSubscription } from '../internal/noSubscription';

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

/**
 * One shared subscription per query and delay, however many components ask. Its state lives in the
 * closure rather than in named fields: this hook ships in the Modal (16 KB goal), and a minifier can
 * shorten local names but not property names.
 */
interface QueryStore {
  subscribe: (listener: () => void) => () => void;
  /** The last reported (debounced) value while someone listens; the live one before (the first render). */
  snapshot: () => boolean;
}

const stores = new Map<string, QueryStore>();

function storeFor(query: string, debounceMs: number): QueryStore {
  const key = `${debounceMs}|${query}`;
  let store = stores.get(key);
  if (!store) {
    const list = matchMedia(query);
    const listeners = new Set<() => void>();
    let value = list.matches;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      value = list.matches;
      listeners.forEach((listener) => listener());
    };
    const onChange = () => {
      clearTimeout(timer);
      if (debounceMs <= 0) report();
      else timer = setTimeout(report, debounceMs);
    };
    store = {
      subscribe: (listener) => {
        if (listeners.size === 0) {
          // Re-read on first subscription: the viewport may have changed while nobody was listening.
          value = list.matches;
          list.addEventListener('change', onChange);
        }
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
          if (listeners.size === 0) {
            list.removeEventListener('change', onChange);
            clearTimeout(timer);
          }
        };
      },
      snapshot: () => (listeners.size > 0 ? value : list.matches),
    };
    stores.set(key, store);
  }
  return store;
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
  // The store's functions keep their identity per query and delay, so React subscribes once.
  // `globalThis`: on the server there is no `window` to ask, and there `matchMedia` is simply missing.
  const store = typeof globalThis.matchMedia === 'function' ? storeFor(query, debounceMs) : undefined;
  // React reads the snapshot functions afresh each render; only `subscribe` must keep its identity.
  const getDefault = () => defaultValue;
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.snapshot ?? getDefault, getDefault);
}

/**
 * True below the 768 px breakpoint (SH-LAYOUT-01), where dialogs become bottom sheets and tables
 * become card lists. False on the server: desktop markup first, then the real layout on the client.
 */
export function useIsMobile(options?: UseMediaQueryOptions): boolean {
  return useMediaQuery(mobileQuery, options);
}

const unknownLayout = () => undefined;

/**
 * `useIsMobile`, or `undefined` where the viewport is not known: on the server, and in the first render of
 * a client hydrating the server's HTML (which must match it). A part whose DOM differs by viewport renders
 * both forms then, CSS showing the right one (`ByViewport`), so the server's paint is the page a phone or
 * a desktop shows; the client renders the one form from its first render on (P-55).
 */
export function useMobileLayout(): boolean | undefined {
  const store = typeof globalThis.matchMedia === 'function' ? storeFor(mobileQuery, RESIZE_DEBOUNCE_MS) : undefined;
  return useSyncExternalStore<boolean | undefined>(
    store?.subscribe ?? noSubscription,
    store?.snapshot ?? unknownLayout,
    unknownLayout,
  );
}
