'use client';
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { chainHandlers } from '../../headless/internal/events';
import { usePortalContainer } from '../Modal/usePortalContainer';
import { isKeyboardFocus, trackInputModality } from './inputModality';
import type { TooltipBubble } from './TooltipBubble';
import { useTooltipState, type TooltipState } from './useTooltipState';

// The bubble (its placement, portal and styles) loads the first time any tooltip is about to show, and stays.
let loadedBubble: typeof TooltipBubble | undefined;
let bubbleLoad: Promise<typeof TooltipBubble> | undefined;
function loadBubble(): Promise<typeof TooltipBubble> {
  bubbleLoad ??= import('./TooltipBubble').then(
    (module) => (loadedBubble = module.TooltipBubble),
    (error: unknown) => {
      // A failed load (the network) is tried again by the next show.
      bubbleLoad = undefined;
      throw error;
    },
  );
  return bubbleLoad;
}
const preloadBubble = () => {
  loadBubble().catch(() => undefined);
};

export interface TooltipProps {
  /** What the tooltip says. It becomes the trigger's accessible description while shown. */
  content: ReactNode;
  /** The trigger: one focusable element (a button, a link, or an element with `tabIndex={0}`). */
  children: ReactElement;
  /** Preferred side; it flips when there is no room. Default 'top'. */
  placement?: 'top' | 'bottom';
  /** Whether the tooltip is shown (controlled). */
  open?: boolean;
  /** Whether it starts shown when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called when it shows or hides. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds a pointer rests on the trigger before it shows. Default 300; focus and tap show it at once. */
  delay?: number;
  /** Milliseconds before it hides once the pointer leaves. Default 150. */
  closeDelay?: number;
  /** Turns the tooltip off without touching the trigger. */
  disabled?: boolean;
}

type TriggerElementProps = Record<string, unknown> & { ref?: Ref<HTMLElement>; 'aria-describedby'?: string };

/**
 * The trigger's props with the tooltip's handlers chained after its own (the trigger's run first).
 * Unlike the hooks' default, a trigger's `preventDefault` does not silence the tooltip: a link-like
 * trigger that prevents navigation must still show what it means.
 */
function withTooltipHandlers(
  props: TriggerElementProps,
  handlers: Record<string, (event: never) => void>,
): TriggerElementProps {
  const merged: TriggerElementProps = { ...props };
  for (const [name, ours] of Object.entries(handlers)) {
    const theirs = props[name];
    merged[name] = chainHandlers(typeof theirs === 'function' ? (theirs as (event: never) => void) : undefined, ours, {
      checkForDefaultPrevented: false,
    });
  }
  return merged;
}

/**
 * Touch has no hover and a tap gives no visible focus: a tap toggles instead. A mouse press hides it
 * (the user is acting on the trigger, not reading about it). The press remembers what the click after
 * it needs: whether it was a touch, and whether the tooltip was showing.
 */
function usePressToggle(state: TooltipState) {
  const press = useRef({ touch: false, wasOpen: false });
  const onPointerDown = useCallback(
    (event: ReactPointerEvent) => {
      press.current = { touch: event.pointerType === 'touch', wasOpen: state.isOpen };
      if (event.pointerType !== 'touch') state.close(true);
    },
    [state],
  );
  const onClick = useCallback(() => {
    if (!press.current.touch) return;
    if (press.current.wasOpen) state.close(true);
    else state.open(true);
  }, [state]);
  return { onPointerDown, onClick };
}

/**
 * A short description of its trigger. It shows on hover (after `delay`) and on keyboard focus; on a
 * touch screen, where there is no hover, a tap toggles it and a tap elsewhere hides it. Escape hides
 * it. While shown it describes the trigger (`aria-describedby`). Max width 280 px at and above
 * 768 px, 327 px below (DEC-17). Portalled into the provider's container, so it keeps theme and
 * direction.
 *
 * Its own few handlers and placement rather than react-aria's tooltip and overlay hooks, which
 * brought about 10 KB (gzipped) of interaction and positioning code to every page with one tooltip
 * (docs/performance.md); the state is `useTooltipState`. The bubble (`TooltipBubble`: placement, portal, styles) loads
 * the first time a tooltip is about to show: while a pointer rests for `delay`, or at once on focus and tap, when it
 * shows as soon as its code is in.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delay,
  closeDelay,
  disabled = false,
}: TooltipProps) {
  const state = useTooltipState({ isOpen: open, defaultOpen, onOpenChange, delay, closeDelay });
  const triggerRef = useRef<HTMLElement | null>(null);
  const overlayRef = useRef<HTMLDivElement | null>(null);
  const tooltipId = useId();
  const { container, ready } = usePortalContainer();
  useEffect(trackInputModality, []);

  const shown = state.isOpen && !disabled;
  // Set once the bubble's code is in (a module variable, read as it renders, when another tooltip loaded it before).
  const [bubbleLoaded, setBubbleLoaded] = useState<typeof TooltipBubble | undefined>(undefined);
  const Bubble = bubbleLoaded ?? loadedBubble;
  useEffect(() => {
    if (!shown || Bubble) return;
    let current = true;
    loadBubble().then(
      (loaded) => {
        if (current) setBubbleLoaded(() => loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [shown, Bubble]);

  const press = usePressToggle(state);
  const behaviour: Record<string, (event: never) => void> = disabled
    ? {}
    : {
        onPointerEnter: (event: ReactPointerEvent) => {
          if (event.pointerType === 'touch') return;
          // The bubble's code loads while the pointer rests, so it is in before the delay shows it.
          preloadBubble();
          state.open();
        },
        onPointerLeave: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'touch') state.close();
        },
        onPointerDown: (event: ReactPointerEvent) => {
          if (event.pointerType === 'touch') preloadBubble();
          press.onPointerDown(event);
        },
        onClick: press.onClick,
        onFocus: (event: ReactFocusEvent) => {
          if (event.target === event.currentTarget && isKeyboardFocus()) state.open(true);
        },
        onBlur: () => state.close(true),
      };

  const triggerRefs = useComposedRefs(
    isValidElement<TriggerElementProps>(children) ? children.props.ref : undefined,
    triggerRef,
  );

  if (!isValidElement<TriggerElementProps>(children))
    throw new Error('`Tooltip` needs one element as its child: its trigger.');
  const childProps = children.props;
  const bubbleShown = shown && ready && Bubble !== undefined && typeof document !== 'undefined';
  // It describes the trigger while its bubble is there to name.
  const describedBy =
    [childProps['aria-describedby'], bubbleShown ? tooltipId : undefined].filter(Boolean).join(' ') || undefined;
  const trigger = cloneElement(children, {
    ...withTooltipHandlers(childProps, behaviour),
    'aria-describedby': describedBy,
    ref: triggerRefs,
  });

  const bubble = bubbleShown ? (
    <Bubble
      id={tooltipId}
      content={content}
      placement={placement}
      state={state}
      container={container ?? document.body}
      triggerRef={triggerRef}
      overlayRef={overlayRef}
    />
  ) : null;

  return (
    <>
      {trigger}
      {bubble}
    </>
  );
}
