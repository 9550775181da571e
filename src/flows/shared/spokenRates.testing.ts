// Reading the rates a screen shows as a screen reader reads them (issue 17's "one honest rate" tests). Tests only.

/** The figure and its full label ('5.25% APR, simple, estimate, net'), without the short label a list row shows. */
export function spokenRate(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Every `RateText` inside `scope`, read as `spokenRate` reads it. */
export function spokenRates(scope: Element): string[] {
  return [...scope.querySelectorAll('[data-slot="rate-text"]')].map(spokenRate);
}
