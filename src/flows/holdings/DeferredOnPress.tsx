'use client';
/**
 * A dialog or popover whose code loads on the first press of its trigger, or on the trigger's hover or focus,
 * rather than with the holding detail (as `DeferredCoinBonusRules` does for the product list). Until then the
 * trigger is the plain button, marked as the closed trigger is; the first press renders the loaded part open,
 * the same trigger in its place.
 */
import { cloneElement, Suspense, useCallback, useState, type ReactElement, type ReactNode } from 'react';

export interface DeferredOnPressProps {
  /** The button that opens it, as the loaded part renders it. */
  readonly trigger: ReactElement<Record<string, unknown>>;
  /** Starts loading the part's code (a `React.lazy` component's import, kept once started). */
  readonly preload: () => Promise<unknown>;
  /** The loaded part, open, with `trigger` as its trigger. */
  readonly children: (trigger: ReactElement) => ReactNode;
}

export function DeferredOnPress({ trigger, preload, children }: DeferredOnPressProps) {
  // Whether it was pressed, and whether its button had the focus then.
  const [pressed, setPressed] = useState<'no' | 'focused' | 'unfocused'>('no');
  // The loaded part's trigger is a new element: it takes the focus the plain one had, before the part opens,
  // so that the part returns the focus to it on close. Stable, so it runs once, as the element mounts.
  const takeFocus = useCallback(
    (element: HTMLElement | null) => {
      if (element && pressed === 'focused') element.focus({ preventScroll: true });
    },
    [pressed],
  );
  const plain = cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': pressed !== 'no',
    'data-state': pressed === 'no' ? 'closed' : 'open',
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onClick: (event: { currentTarget: Element }) =>
      setPressed(document.activeElement === event.currentTarget ? 'focused' : 'unfocused'),
  });
  if (pressed === 'no') return plain;
  return <Suspense fallback={plain}>{children(cloneElement(trigger, { ref: takeFocus }))}</Suspense>;
}
