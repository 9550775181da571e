import type { MouseEvent } from 'react';

/**
 * A link's click that goes through the provider's `navigate` (a single-page app moves without a reload); a click
 * with a modifier or another button keeps the browser's own behaviour (a new tab, a download).
 */
export function followLink(navigate: (href: string) => void, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
}
