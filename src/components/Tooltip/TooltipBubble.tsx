'use client';
import { useEffect, useLayoutEffect, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { space } from '../../theme/scale';
import { placeTooltip } from './placeTooltip';
import * as styles from './Tooltip.css';
import type { TooltipState } from './useTooltipState';

// Placement works in pixels: read them from the tokens so they follow the scale.
const OFFSET = Number.parseFloat(space.xs);
const CONTAINER_PADDING = Number.parseFloat(space.lg);
// Measured before it is placed: laid out at the viewport's corner, invisible, for one layout pass.
const UNPLACED: CSSProperties = { position: 'fixed', top: 0, left: 0, visibility: 'hidden' };

interface TooltipBubbleProps {
  /** The bubble's id: the trigger's `aria-describedby` names it. */
  readonly id: string;
  /** What the tooltip says. */
  readonly content: ReactNode;
  /** Preferred side; it flips when there is no room. */
  readonly placement: 'top' | 'bottom';
  /** The tooltip's state: the pointer resting on the bubble keeps it open. */
  readonly state: TooltipState;
  /** Where it is portalled: the provider's container, or `document.body`. */
  readonly container: HTMLElement;
  /** The trigger, placed against. */
  readonly triggerRef: RefObject<HTMLElement | null>;
  /** The bubble's element, for the trigger's tap-outside check. */
  readonly overlayRef: RefObject<HTMLDivElement | null>;
}

/**
 * A shown tooltip's bubble, placed before paint from the trigger's box and its own size, and again when the window
 * resizes; while it shows, a tap elsewhere, Escape or a scroll hides it. A module of its own, which `Tooltip` loads
 * the first time a tooltip is about to show (a pointer resting on a trigger, a focus, a tap): a page pays for its
 * triggers, not for the bubbles nobody opens.
 */
export function TooltipBubble({
  id,
  content,
  placement,
  state,
  container,
  triggerRef,
  overlayRef,
}: TooltipBubbleProps) {
  const [position, setPosition] = useState<CSSProperties>(UNPLACED);
  useLayoutEffect(() => {
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
  }, [placement, content, triggerRef, overlayRef]);

  const { close } = state;
  useEffect(() => {
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
  }, [close, triggerRef, overlayRef]);

  return createPortal(
    <div
      id={id}
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
    container,
  );
}
