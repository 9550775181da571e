'use client';
import { useEffect, useState, type RefObject } from 'react';

function isTextField(element: Element): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color', 'image'].includes(element.type);
}

/**
 * Keeps the fields of a bottom sheet or full-screen dialog above the on-screen keyboard.
 *
 * Mobile browsers shrink the *visual* viewport when the keyboard opens but leave the layout
 * viewport, which `position: fixed; bottom: 0` is laid out against, as it was: without help the
 * sheet's lower part (its footer, often the focused field) sits under the keyboard. The VisualViewport
 * API tells us how much is covered; the sheet pads itself by that much, and the focused field is
 * scrolled into view inside the sheet's scrolling body.
 *
 * Not debounced like breakpoint changes (SH-LAYOUT-02): the keyboard is not a layout decision, and a
 * lag would show the field hidden for 300 ms. Events are coalesced to one update per frame instead.
 *
 * @returns the covered height in CSS pixels (0 when no keyboard, when disabled, or without the API).
 */
export function useSheetKeyboard(contentRef: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [inset, setInset] = useState(0);

  useEffect(() => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    if (!enabled || !viewport) {
      setInset(0);
      return;
    }
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Pinch zoom also shrinks the visual viewport; only an unzoomed one means a keyboard.
        const zoomed = Math.abs(viewport.scale - 1) > 0.01;
        const covered = window.innerHeight - viewport.height - viewport.offsetTop;
        setInset(zoomed ? 0 : Math.max(0, Math.round(covered)));
      });
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, [enabled]);

  // When the keyboard appears or changes height, bring the focused field back into view.
  useEffect(() => {
    if (!enabled || inset === 0) return;
    const active = document.activeElement;
    if (active && isTextField(active) && contentRef.current?.contains(active)) {
      active.scrollIntoView({ block: 'nearest' });
    }
  }, [enabled, inset, contentRef]);

  // Moving between fields while the keyboard stays open fires no viewport event: follow focus too.
  useEffect(() => {
    const content = contentRef.current;
    if (!enabled || inset === 0 || !content) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && isTextField(event.target)) event.target.scrollIntoView({ block: 'nearest' });
    };
    content.addEventListener('focusin', onFocusIn);
    return () => content.removeEventListener('focusin', onFocusIn);
  }, [enabled, inset, contentRef]);

  return inset;
}
