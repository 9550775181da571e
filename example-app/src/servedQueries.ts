/**
 * The exchange's answers the server painted a page with (`entry-server.tsx`), carried in the page so the
 * app's first render starts from the same data: no skeleton over figures the visitor already sees, and
 * nothing pushed down when the browser's own calls answer. They count as fresh for a short while
 * (`SERVED_FRESH_MS`), so the app does not ask for them again the moment it starts. Written by the server,
 * read by the app (`main.tsx`).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How long after the server received them the page's answers count as fresh (P-58): the app's first render
 * shows them without asking the exchange again at once, which on a phone was 10-20 calls, their answers and
 * the renders they caused in the tasks right after the page became the app's. A mutation or a clock move
 * still refreshes what it changes (invalidation ignores freshness), and every call is the app's own again
 * after this window.
 */
export const SERVED_FRESH_MS = 30_000;

/** The id of the `<script type="application/json">` element that carries the answers. */
const SERVED_QUERIES_ID = 'served-queries';

/** One answer: its query key, its data, and when the server received it (ms since the epoch). */
type ServedQuery = readonly [key: QueryKey, data: unknown, updatedAt: number];

/** The answers of one page, and the demo user they belong to ('guest' for logged out). */
interface ServedQueries {
  readonly user: string;
  readonly queries: readonly ServedQuery[];
}

/** The element for a page's answers, with `<` escaped so no value can close the script early. */
export function servedQueriesElement(served: ServedQueries): string {
  const json = JSON.stringify(served).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVED_QUERIES_ID}">${json}</script>`;
}

/**
 * Puts the page's answers in the app's cache, when they are `user`'s: a visitor who switched users
 * in another tab (the app then logs in as the saved one) must not see the served user's figures.
 * Anything unreadable is left out: the app then fetches as it would without them.
 */
export function seedServedQueries(
  queryClient: QueryClient,
  user: string,
  doc: Pick<Document, 'getElementById'> = document,
): void {
  try {
    const served = JSON.parse(doc.getElementById(SERVED_QUERIES_ID)?.textContent || '{}') as Partial<ServedQueries>;
    if (served.user !== user) return;
    const keys: QueryKey[] = [];
    for (const [key, data, updatedAt] of served.queries ?? []) {
      queryClient.setQueryData(key, data, { updatedAt });
      queryClient.setQueryDefaults(key, { staleTime: SERVED_FRESH_MS });
      keys.push(key);
    }
    // Then each call is as fresh as the app's own rules make it.
    if (keys.length === 0) return;
    setTimeout(() => {
      for (const key of keys) queryClient.setQueryDefaults(key, {});
    }, SERVED_FRESH_MS);
  } catch {
    // An unreadable element is no data.
  }
}
