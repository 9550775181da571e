/**
 * The server's first paint of a page (`documentSession.plugin.ts`, production builds): the app rendered
 * to HTML for the visitor's URL, settings and session, with the exchange's answers the page asks for
 * (fetched from the simulator under the visitor's session, within a time budget), and those answers
 * for the app to start from (`servedQueries.ts`). The browser shows it while the script loads; the app
 * then renders the same page over it (it does not hydrate: the server cannot know the viewport or
 * what the visitor's storage holds, so the client's first render may differ, and a mismatch must not
 * be an error).
 */
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import type { EarnClientOptions } from 'earnkit/api';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './router';
import { App, pageOf, type PageName } from './App';
import type { DocumentSession } from './documentSession';
import { loadLocale } from './locale';
import { servedQueriesElement } from './servedQueries';
import type { AppSettings } from './settings';

export { settingsFrom, SETTINGS_KEY } from './settings';
export { pageOf, type PageName };

/** Where the server fetches the page's data: the simulator, under the visitor's session cookie. */
export interface PageExchange {
  /** The simulator's origin, e.g. http://127.0.0.1:8787. */
  readonly simulator: string;
  /** The Cookie header the visitor's browser sends (or will send, after this visit's login). */
  readonly cookie: string;
  /**
   * How long the page may wait for the exchange, ms, over all rounds (its renders are not counted: a
   * slow simulator must not hold the page, a busy server renders slowly with or without data). Past it
   * the page is painted with what has answered, and the rest shows its skeleton (the app fetches it).
   * Default 400.
   */
  readonly budgetMs?: number;
}

/** A page's first paint: its HTML, and the element with the answers it was painted with ('' for none). */
export interface RenderedPage {
  readonly html: string;
  readonly queries: string;
}

/**
 * Rounds of render-then-fetch: a page whose calls depend on earlier answers (a project's details after
 * the project list) asks for them in the second render.
 */
const MAX_FETCH_ROUNDS = 2;
const DEFAULT_BUDGET_MS = 400;

async function renderToHtml(url: string, settings: AppSettings, session: DocumentSession | undefined, data?: Data) {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App
          settings={settings}
          session={session}
          queryClient={data?.queryClient}
          clientOptions={data?.clientOptions}
        />
      </StaticRouter>
    </StrictMode>,
    // Every finished boundary in place. Past this size React moves a boundary's content to the end of the
    // document and paints its fallback first (the page's loading skeleton), swapping the content in from
    // a script in a later batch of reveals: the page's heading became a largest paint 0.5-0.8 s after the
    // first (Lighthouse on /launchpool). The page is sent whole anyway, after its data.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

interface Data {
  readonly queryClient: QueryClient;
  readonly clientOptions: EarnClientOptions;
}

/** True when the render that built `query` asked for it to be fetched (a guest's user-only calls are not). */
function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  // The observer's options the query was built with; TanStack's own `isDisabled` needs subscribed
  // observers, and a server render subscribes none.
  const { enabled } = query.options as { enabled?: boolean | ((query: unknown) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * The app's HTML for `url`, waiting for the page's code and strings; with `exchange`, also for the
 * answers of the calls the page makes, within the budget.
 */
export async function renderPage(
  url: string,
  settings: AppSettings,
  session: DocumentSession | undefined,
  exchange?: PageExchange,
): Promise<RenderedPage> {
  await loadLocale(settings.locale, settings.site);
  if (!exchange) return { html: await renderToHtml(url, settings, session), queries: '' };
  const budgetMs = exchange.budgetMs ?? DEFAULT_BUDGET_MS;
  let waitedMs = 0;
  const queryClient = new QueryClient();
  const data: Data = {
    queryClient,
    clientOptions: {
      baseUrl: exchange.simulator,
      headers: { cookie: exchange.cookie },
      // One try each: what does not answer in the budget is the app's to fetch.
      retries: 0,
      timeoutMs: budgetMs,
      log: () => undefined,
    },
  };
  // Calls that failed are asked once: the page shows their loading state, and the app fetches them.
  const failed = new Set<string>();
  let html = await renderToHtml(url, settings, session, data);
  for (let round = 0; round < MAX_FETCH_ROUNDS; round += 1) {
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => wanted(query) && !failed.has(query.queryHash));
    const left = budgetMs - waitedMs;
    if (asked.length === 0 || left <= 0) break;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled(asked.map((query) => query.fetch())),
      new Promise((resolve) => (timer = setTimeout(resolve, left))),
    ]);
    clearTimeout(timer);
    waitedMs += Date.now() - started;
    // A failed call shows the page's loading state, not an error the app, which fetches again, may not show.
    for (const query of asked) if (query.state.status === 'error') failed.add(query.queryHash);
    queryClient.removeQueries({ predicate: (query) => failed.has(query.queryHash) });
    if (!asked.some((query) => query.state.status === 'success')) break;
    html = await renderToHtml(url, settings, session, data);
  }
  // Calls still under way are the app's now.
  void queryClient.cancelQueries();
  const queries = dehydrate(queryClient).queries.map(
    (query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt] as const,
  );
  const user = session?.user ?? 'guest';
  return { html, queries: queries.length ? servedQueriesElement({ user, queries }) : '' };
}
