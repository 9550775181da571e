import type { SyntheticEvent } from 'react';

/**
 * The caller's handler first, then ours unless the caller called `preventDefault()` (Radix's
 * `composeEventHandlers`). Handlers are chained, never replaced: a host can log or veto an edit
 * without losing the sanitising.
 */
export function chainHandlers<Event extends SyntheticEvent>(
  theirs: ((event: Event) => void) | undefined,
  ours: (event: Event) => void,
): (event: Event) => void {
  if (!theirs) return ours;
  return (event) => {
    theirs(event);
    if (!event.defaultPrevented) ours(event);
  };
}
