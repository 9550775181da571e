/** One slot of a pagination bar: a page number, or a gap standing for the pages it skips. */
export type PageItem =
  { readonly type: 'page'; readonly page: number } | { readonly type: 'gap'; readonly key: 'start' | 'end' };

/**
 * The slots of a pagination bar: every page when they fit in `maxSlots`, otherwise the first and last
 * page, the current page with `siblings` on each side, and a gap where pages are skipped. The bar
 * always has the same number of slots while paging through, so the buttons under the pointer do not
 * jump about. Presentation logic, not a business rule: it lives beside the hook, not in the domain.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const pages = (from: number, to: number): PageItem[] =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => ({ type: 'page', page: from + index }) as const);
  // first + last + current + siblings on each side + two gaps
  const maxSlots = 2 * siblings + 5;
  if (pageCount <= maxSlots) return pages(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  // Near either end a gap would hide a single page: show the pages up to the window instead.
  const edgeSpan = 2 * siblings + 3;
  if (current <= edgeSpan - siblings) {
    return [...pages(1, edgeSpan), { type: 'gap', key: 'end' }, ...pages(pageCount, pageCount)];
  }
  if (current >= pageCount - edgeSpan + siblings + 1) {
    return [...pages(1, 1), { type: 'gap', key: 'start' }, ...pages(pageCount - edgeSpan + 1, pageCount)];
  }
  return [
    ...pages(1, 1),
    { type: 'gap', key: 'start' },
    ...pages(current - siblings, current + siblings),
    { type: 'gap', key: 'end' },
    ...pages(pageCount, pageCount),
  ];
}
