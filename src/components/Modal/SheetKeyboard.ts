'use client';
import { useEffect, type RefObject } from 'react';
import { keyboardInsetProperty } from './Modal.css';

/**
 * Keeps the fields of a bottom sheet or full-screen dialog above the on-screen keyboard while it is
 * mounted: ModalContent renders it inside the open content, for sheets and full screens only. It
 * renders nothing.
 *
 * Mobile browsers shrink the *visual* viewport when the keyboard opens but leave the layout
 * viewport, which `position: fixed; bottom: 0` is laid out against, as it was: without help the
 * sheet's lower part (its footer, often the focused field) sits under the keyboard. The VisualViewport
 * API tells us how much is covered; the sheet pads itself by that much (the `--ek-keyboard-inset`
 * custom property on the content, in CSS pixels, 0 without a keyboard or without the API), and the
 * focused field is scrolled into view inside the sheet's scrolling body.
 *
 * The property is written straight to the element, not through React state: a keyboard opening or
 * resizing re-renders nothing.
 *
 * Not debounced like breakpoint changes (SH-LAYOUT-02): the keyboard is not a layout decision, and a
 * lag would show the field hidden for 300 ms. Events are coalesced to one update per frame instead.
 */
export function SheetKeyboard({ contentRef }: { contentRef: RefObject<HTMLElement | null> }): null {
  useEffect(() => {
    const viewport = window.visualViewport;
    const content = contentRef.current;
    if (!viewport || !content) return;
    const listening = new AbortController();
    const options = { signal: listening.signal };
    let frame = 0;
    let inset = 0;
    // Moving between fields while the keyboard stays open fires no viewport event: focus is followed too.
    // Only a text field holds the keyboard open, so whatever has focus inside the sheet while it is open
    // is the field typed into (focus moving to a button closes the keyboard; scrolling the button to the
    // nearest edge on the way costs nothing, it is already in view).
    const reveal = (element: Element | null) => {
      if (inset > 0 && element !== content && content.contains(element)) element?.scrollIntoView({ block: 'nearest' });
    };
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Pinch zoom also shrinks the visual viewport; only an unzoomed one means a keyboard.
        const covered =
          Math.abs(viewport.scale - 1) > 0.01
            ? 0
            : Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop));
        if (covered === inset) return;
        inset = covered;
        content.style.setProperty(keyboardInsetProperty, `${covered}px`);
        // When the keyboard appears or changes height, bring the focused field back into view.
        reveal(document.activeElement);
      });
    };
    measure();
    viewport.addEventListener('resize', measure, options);
    viewport.addEventListener('scroll', measure, options);
    content.addEventListener('focusin', (event) => reveal(event.target as Element), options);
    return () => {
      listening.abort();
      cancelAnimationFrame(frame);
      content.style.setProperty(keyboardInsetProperty, '0px');
    };
  }, [contentRef]);
  return null;
}
