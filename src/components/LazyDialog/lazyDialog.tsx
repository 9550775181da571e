'use client';
import { Suspense, useState, type ComponentType } from 'react';
import { lazyComponent } from '../../headless/lazyComponent';

/** What a dialog loaded on first use renders with: its props, plus a way to start loading early. */
export type LazyDialog<P> = ComponentType<P> & {
  /** Starts loading the dialog's code (on hover or focus of what opens it), so the first open is instant. */
  preload: () => Promise<unknown>;
};

/**
 * A dialog whose code loads the first time it opens, not with the page: a page that shows a dialog
 * only on demand does not pay for the dialog (and Radix's focus trap, scroll lock and portal) before
 * anyone asks for it. Until then it renders nothing; once opened it stays mounted, so later closes
 * keep their exit animation and a reopen is immediate. A closed dialog renders nothing anyway, so
 * nothing a user can see or reach changes.
 *
 * `load` returns the dialog component; its `open` prop says whether it is open.
 */
export function lazyDialog<P extends { open?: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  // Preloaded (hover, focus), it opens in the render of the press itself, not a frame later.
  const Loaded = lazyComponent(load);
  function Deferred(props: P) {
    const open = props.open === true;
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload: Loaded.preload });
}
