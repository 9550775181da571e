'use client';
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent as ReactFocusEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { createPortal } from 'react-dom';
import { space } from '../../theme/scale';
import { chainHandlers } from '../../headless/internal/events';
import { usePortalContainer } from '../Modal/usePortalContainer';
import { isKeyboardFocus, trackInputModality } from './inputModality';
import { placeTooltip } from './placeTooltip';
import * as styles from './Tooltip.css';
import { useTooltipState, type TooltipState } from './useTooltipState';

// Placement works in pixels: read them from the tokens so they follow the scale.
const OFFSET = Number.parseFloat(space.xs);
const CONTAINER_PADDING = Number.parseFloat(space.lg);
// Measured before it is placed: laid out at the viewport's corner, invisible, for one layout pass.
const UNPLACED: CSSProperties = { position: 'fixed', top: 0, left: 0, visibility: 'hidden' };

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
 * (docs/performance.md); the state is `useTooltipState`.
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
  const [position, setPosition] = useState<CSSProperties>(UNPLACED);
  useEffect(trackInputModality, []);

  // Placed before paint, from the trigger's box and the tooltip's own size; again when the window resizes.
  const shown = state.isOpen && !disabled;
  useLayoutEffect(() => {
    if (!shown || !ready) return;
    const place = () => {
      const trigger = triggerRef.current;
      const overlay = overlayRef.current;
      if (!trigger || !overlay) return;
      const at = placeTooltip(
        trigger.getBoundingClientRect(),
        { width: overlay.offsetWidth, height: overlay.offsetHeight },
        { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight },
        placement,
        OFFSET,
        CONTAINER_PADDING,
      );
      // Viewport coordinates from a measurement: physical by nature, whatever the reading direction.
      setPosition({ position: 'fixed', top: at.top, left: at.left });
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      setPosition(UNPLACED);
    };
  }, [shown, ready, placement, content]);

  const press = usePressToggle(state);
  const behaviour: Record<string, (event: never) => void> = disabled
    ? {}
    : {
        onPointerEnter: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'touch') state.open();
        },
        onPointerLeave: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'touch') state.close();
        },
        onPointerDown: press.onPointerDown,
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

  const { isOpen, close } = state;
  useEffect(() => {
    if (!isOpen) return;
    // A tap or click anywhere else hides it (touch users have no "pointer leaves" to rely on).
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (triggerRef.current?.contains(target) || overlayRef.current?.contains(target))) return;
      close(true);
    };
    // Escape hides the tooltip and nothing else: listening on window in the capture phase runs before
    // a surrounding dialog's document listener, so Escape does not also close the dialog.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close(true);
    };
    // A scroll would leave it behind its trigger: it hides, as a native tooltip does.
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && overlayRef.current?.contains(event.target)) return;
      close(true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [isOpen, close]);

  if (!isValidElement<TriggerElementProps>(children))
    throw new Error('`Tooltip` needs one element as its child: its trigger.');
  const childProps = children.props;
  const describedBy =
    [childProps['aria-describedby'], shown ? tooltipId : undefined].filter(Boolean).join(' ') || undefined;
  const trigger = cloneElement(children, {
    ...withTooltipHandlers(childProps, behaviour),
    'aria-describedby': describedBy,
    ref: triggerRefs,
  });

  const bubble =
    shown && ready && typeof document !== 'undefined'
      ? createPortal(
          <div
            id={tooltipId}
            role="tooltip"
            ref={overlayRef}
            data-slot="tooltip"
            // Marks an earnkit layer: a tap on it is not a tap outside a surrounding modal.
            data-ek-layer=""
            className={styles.tooltip}
            style={position}
            // The pointer may travel onto the tooltip and rest there (WCAG 1.4.13, hoverable).
            onPointerEnter={() => state.open(true)}
            onPointerLeave={() => state.close()}
          >
            {content}
          </div>,
          container ?? document.body,
        )
      : null;

  return (
    <>
      {trigger}
      {bubble}
    </>
  );
}
