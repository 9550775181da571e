'use client';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useControllableState } from '../../headless/useControllableState';

export interface TooltipStateOptions {
  /** Whether the tooltip is shown (controlled). */
  isOpen?: boolean;
  /** Whether it starts shown when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called when the tooltip shows or hides. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Milliseconds a pointer must rest on the trigger before the tooltip shows. Focus shows it at once. */
  delay?: number;
  /** Milliseconds before it hides once the pointer leaves, so the pointer can travel onto the tooltip. */
  closeDelay?: number;
}

/** A tooltip's open state (the shape of react-stately's `TooltipTriggerState`). Every field: */
export interface TooltipState {
  /** Whether the tooltip is showing. */
  isOpen: boolean;
  /** Always false: we have no warm-up timer, so there is no animation to skip. */
  shouldSkipAnimation: boolean;
  /** Shows the tooltip after `delay`, or at once when `immediate`. */
  open: (immediate?: boolean) => void;
  /** Hides it after `closeDelay`, or at once when `immediate`. */
  close: (immediate?: boolean) => void;
}

// Only one tooltip shows at a time: opening one hides the other at once.
let visibleTooltip: { hide: () => void } | null = null;

/**
 * Tooltip open state with show and hide delays.
 *
 * Why not react-stately's `useTooltipTriggerState`: react-aria 3.53 exports `useTooltipTrigger` and
 * `useTooltip` but not the state hook, which lives in `react-stately`, a package we do not depend on
 * (only react-aria does, transitively). Importing a transitive dependency would break the day
 * react-aria stops bundling it, so this is the same small contract, written against our own
 * `useControllableState` (controlled or not, like every earnkit component).
 */
export function useTooltipState({
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  delay = 300,
  closeDelay = 150,
}: TooltipStateOptions = {}): TooltipState {
  const [isOpen, setOpen] = useControllableState({
    prop: isOpenProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const self = useRef<{ hide: () => void }>({ hide: () => undefined });

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    if (visibleTooltip === self.current) visibleTooltip = null;
    setOpen(false);
  }, [setOpen]);
  // What another tooltip calls to hide this one when it opens: the hide of the last commit.
  useLayoutEffect(() => {
    self.current.hide = hide;
  }, [hide]);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    if (visibleTooltip && visibleTooltip !== self.current) visibleTooltip.hide();
    visibleTooltip = self.current;
    setOpen(true);
  }, [setOpen]);

  const open = useCallback(
    (immediate?: boolean) => {
      clearTimeout(timer.current);
      if (immediate || delay <= 0) show();
      else timer.current = setTimeout(show, delay);
    },
    [delay, show],
  );

  const close = useCallback(
    (immediate?: boolean) => {
      clearTimeout(timer.current);
      if (immediate || closeDelay <= 0) hide();
      else timer.current = setTimeout(hide, closeDelay);
    },
    [closeDelay, hide],
  );

  useEffect(() => {
    const own = self.current;
    return () => {
      clearTimeout(timer.current);
      if (visibleTooltip === own) visibleTooltip = null;
    };
  }, []);

  return useMemo(() => ({ isOpen, shouldSkipAnimation: false, open, close }), [isOpen, open, close]);
}
