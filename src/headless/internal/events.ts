// Event helpers the headless hooks share. Internal: not listed in `headless/index.ts`.
import type { SyntheticEvent } from 'react';

/**
 * The caller's handler first, then ours unless the event's default was prevented (Radix's
 * `composeEventHandlers`): handlers chain, never replace, so a host can log or veto a key or a click
 * without losing the hook's own behaviour. Checked even without a caller's handler, as Radix does:
 * a key a nested element already handled (and prevented) is not handled twice.
 */
export function chainHandlers<Event extends SyntheticEvent>(
  theirs: ((event: Event) => void) | undefined,
  ours: (event: Event) => void,
): (event: Event) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/**
 * 'rtl' when the element sits in right-to-left text: its nearest `dir`, else its computed style.
 * Read when a key is pressed, so arrow keys follow the page's direction without a prop.
 */
export function directionOf(element: Element): 'ltr' | 'rtl' {
  const dir = element.closest('[dir]')?.getAttribute('dir');
  if (dir === 'rtl' || dir === 'ltr') return dir;
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}
