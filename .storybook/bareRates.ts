/**
 * Issue 17, P-47: a percentage on screen is a rate, and a rate carries its label (APR or APY, simple or compounding,
 * estimate or fixed, net or gross). This finds text that reads as a percentage outside a labelled rate element
 * (`RateText`'s `[data-rate-basis]`). A percentage that is not a rate (a share of a total, a discount, a progress)
 * says so with `data-percent="not-a-rate"` on an element around it. A chart's readings (its drawing's `svg`, and the
 * summary, tooltip, table and slider a chart marks `data-percent="chart"`) are labelled by its series and axis names.
 * A sentence whose own words name the rate it states (the spec's minimum-APR messages) carries `data-rate-basis`.
 */

/**
 * The percentages under `root` not inside a labelled rate, each with where it is. Self-contained (no outer names), so
 * the journeys can run it in the page with Playwright's `page.evaluate`.
 */
export function bareRates(root: Node): string[] {
  const PERCENT = /[\d٠-٩][\s\u200e\u200f\u061c]*[%٪]|[%٪][\s\u200e\u200f\u061c]*[\d٠-٩]/;
  // recharts measures a tick's text in an off-screen span of its own at the end of the body.
  const EXEMPT =
    '[data-rate-basis], [data-percent="not-a-rate"], [data-percent="chart"], #recharts_measurement_span, svg, script, ' +
    'style, template';
  const found: string[] = [];
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!PERCENT.test(text)) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest(EXEMPT)) continue;
    const slot = parent.closest('[data-slot]')?.getAttribute('data-slot') ?? '';
    found.push(`'${text.trim()}' in <${parent.tagName.toLowerCase()}> ${slot}`.trim());
  }
  return found;
}
