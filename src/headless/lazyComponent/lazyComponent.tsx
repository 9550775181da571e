'use client';
import { lazy, useState, type ComponentType } from 'react';

/** A component whose code loads on first render, with a way to load it earlier. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (a route's first visit, a hover or focus of what shows it); resolves once it is in. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * `React.lazy` with a head start: once `preload` (or a first render) has brought the code in, the component
 * renders at once. `React.lazy` alone suspends on its first render even when its code is already in (it learns
 * so only a microtask later), and a suspension in a transition costs a second pass over the tree around it:
 * React renders that tree hidden, then reveals it, re-running its layout effects and its subscriptions inside
 * the commit. A page that loads its route's code before its first render (as the reference app does) would
 * pay that on every first visit. Until the code is in, it suspends as `React.lazy` does, to the nearest
 * `Suspense`.
 *
 * @param load returns the component, e.g. `() => import('./Page').then((module) => module.Page)`
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const lazyLoad = () => lazy(() => preload().then((component) => ({ default: component })));
  // `React.lazy` keeps a failed load's error for good: a new one after each failure, for the next mount.
  let Lazy = lazyLoad();
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed load (a dropped connection) can be tried again: the next preload, or the next mount (an error
        // boundary's retry), loads afresh.
        loading = undefined;
        Lazy = lazyLoad();
        throw error;
      },
    ));
  function Preloadable(props: P) {
    // Chosen once per mount: a component whose type changed between renders would lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Preloadable.displayName = 'LazyComponent';
  return Object.assign(Preloadable, { preload });
}
