'use client';
import {
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { mergeProps, useOverlayPosition, useTooltip, useTooltipTrigger } from 'react-aria';
import { lightTokens, vars } from '../../theme';
import { usePortalContainer } from '../Modal/usePortalContainer';
import * as styles from './Tooltip.css';
import { useTooltipState } from './useTooltipState';

// react-aria positions in JS and takes numbers: read them from the tokens so they follow the scale.
const OFFSET = Number.parseFloat(lightTokens.space.xs);
const CONTAINER_PADDING = Number.parseFloat(lightTokens.space.lg);

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

function assignRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * A short description of its trigger. It shows on hover (after `delay`) and on keyboard focus; on a
 * touch screen, where there is no hover, a tap toggles it and a tap elsewhere hides it. Escape hides
 * it. While shown it describes the trigger (`aria-describedby`). Max width 280 px at and above
 * 768 px, 327 px below (DEC-17). Portalled into the provider's container, so it keeps theme and
 * direction.
 *
 * Behaviour is react-aria's `useTooltipTrigger` and `useTooltip`; the state is `useTooltipState`.
 */
export function Tooltip({ content, children, placement = 'top', open, defaultOpen, onOpenChange, delay, closeDelay, disabled = false }: TooltipProps) {
  const state = useTooltipState({ isOpen: open, defaultOpen, onOpenChange, delay, closeDelay });
  const triggerRef = useRef<HTMLElement | null>(null);
  const overlayRef = useRef<HTMLDivElement | null>(null);
  const { container, ready } = usePortalContainer();
  const { triggerProps, tooltipProps: describedProps } = useTooltipTrigger({ isDisabled: disabled, delay, closeDelay }, state, triggerRef);
  const { tooltipProps } = useTooltip({}, state);
  const { overlayProps } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef,
    placement,
    offset: OFFSET,
    containerPadding: CONTAINER_PADDING,
    isOpen: state.isOpen,
    onClose: () => state.close(true),
  });

  // Touch has no hover and a tap gives no focus-visible, so react-aria would never show it: a tap
  // toggles instead. react-aria hides the tooltip on pointerdown, so remember whether it was showing.
  const tap = useRef({ touch: false, wasOpen: false });
  const touchProps = {
    onPointerDown: (event: ReactPointerEvent) => {
      tap.current = { touch: event.pointerType === 'touch', wasOpen: state.isOpen };
    },
    onClick: () => {
      if (!tap.current.touch || disabled) return;
      if (tap.current.wasOpen) state.close(true);
      else state.open(true);
    },
  };

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
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [isOpen, close]);

  if (!isValidElement<TriggerElementProps>(children)) throw new Error('`Tooltip` needs one element as its child: its trigger.');
  const childProps = children.props;
  // react-aria's `tabIndex: undefined` would wipe a trigger's own tabIndex; the trigger decides focusability.
  const { tabIndex: _ignored, 'aria-describedby': tooltipId, ...behaviour } = triggerProps;
  const describedBy = [childProps['aria-describedby'], tooltipId].filter(Boolean).join(' ') || undefined;
  const trigger = cloneElement(children, {
    ...mergeProps(childProps, touchProps, behaviour),
    'aria-describedby': describedBy,
    ref: assignRefs(childProps.ref, triggerRef),
  });

  const bubble =
    state.isOpen && ready && typeof document !== 'undefined'
      ? createPortal(
          <div
            {...mergeProps(describedProps, tooltipProps)}
            ref={overlayRef}
            data-slot="tooltip"
            // Marks an earnkit layer: a tap on it is not a tap outside a surrounding modal.
            data-ek-layer=""
            className={styles.tooltip}
            style={{ ...overlayProps.style, zIndex: vars.zIndex.tooltip }}
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
