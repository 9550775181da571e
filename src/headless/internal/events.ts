// Event helpers the headless hooks and the components share. Internal: not listed in `headless/index.ts`.

/** What `chainHandlers` reads of an event: React's synthetic events and Radix's custom events alike. */
interface PreventableEvent {
  readonly defaultPrevented: boolean;
}

export interface ChainHandlersOptions {
  /**
   * Skip ours when the event's default was prevented (by the caller's handler, or by a nested element
   * before it bubbled here). Default true. False where ours must run whatever the caller did (a tooltip
   * on a link-like trigger that prevents navigation must still show what it means).
   */
  readonly checkForDefaultPrevented?: boolean;
}

/**
 * The caller's handler first, then ours unless the event's default was prevented (Radix's
 * `composeEventHandlers`): handlers chain, never replace, so a host can log or veto a key or a click
 * without losing the component's own behaviour. Checked even without a caller's handler, as Radix does:
 * a key a nested element already handled (and prevented) is not handled twice.
 */
export function chainHandlers<Event extends PreventableEvent>(
  theirs: ((event: Event) => void) | undefined,
  ours: (event: Event) => void,
  { checkForDefaultPrevented = true }: ChainHandlersOptions = {},
): (event: Event) => void {
  return (event) => {
    theirs?.(event);
    if (!checkForDefaultPrevented || !event.defaultPrevented) ours(event);
  };
}

/**
 * 'rtl' when the element sits in right-to-left text: its nearest `dir`, else its computed style.
 * Read when a key is pressed, so arrow keys follow the page's direction without a prop. (A locale's
 * direction, before anything is rendered, is `directionOf` in `i18n/format`.)
 */
export function elementDirection(element: Element): 'ltr' | 'rtl' {
  const dir = element.closest('[dir]')?.getAttribute('dir');
  if (dir === 'rtl' || dir === 'ltr') return dir;
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}
