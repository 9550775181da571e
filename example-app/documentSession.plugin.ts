/**
 * The reference app's pages are served with their session, as a real exchange's are: a first visit
 * (no session cookie yet) is logged in as the default demo user, and the page carries who the session
 * belongs to and the demo users (`src/documentSession.ts`). The app then shows its first screen at once
 * instead of waiting for a login and a user list after its script has run. The app still logs in itself
 * when the page's session is not the demo user it wants (another saved user, or no simulator answer).
 *
 * In a production build (`npm run preview`, the end-to-end tests) the page also comes with the server's
 * first paint of it (`src/entry-server.tsx`, built beside the app by `buildApp.ts`), with the exchange's
 * answers it was painted with, and the styles of its page, so the visitor sees the page and its figures,
 * not placeholders, before the script has run. The dev
 * server (`npm start`) serves the static shell of `index.html` instead.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Connect, Manifest, Plugin } from 'vite';
import { SESSION_COOKIE } from './server/session.ts';
import {
  DEFAULT_DEMO_USER,
  documentSessionElement,
  type DemoUser,
  type DocumentSession,
} from './src/documentSession.ts';
import { callSimulator } from './src/simulatorCall.ts';

/** Paths that are never a page: the exchange's and the simulator's calls, and the dev server's files. */
const NOT_PAGES = ['/api', '/launch-pool', '/__sim', '/@', '/src/', '/node_modules/', '/assets/'];

/** A browser asking for a page of the app (a route, not a file). */
export function isPageRequest(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' || !(request.headers.accept ?? '').includes('text/html')) return false;
  const pathname = new URL(request.url ?? '/', 'http://app.invalid').pathname;
  if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return false;
  return !path.posix.basename(pathname).includes('.');
}

/** The value of one cookie of a Cookie header. */
function cookieValue(cookie: string | undefined, name: string): string | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The Cookie header a browser sends after these Set-Cookie lines (the last of a name wins; empty ones clear). */
export function cookieHeaderOf(setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const line of setCookies) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (at <= 0) continue;
    if (value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * The session a page is served with, and the cookies to set when this visit was just logged in;
 * undefined when the simulator does not answer (the app then logs in by itself).
 */
export async function pageSession(
  simulator: string,
  cookie: string | undefined,
): Promise<{ session: DocumentSession; setCookies: string[] } | undefined> {
  try {
    let cookies = cookie ?? '';
    let setCookies: string[] = [];
    if (cookieValue(cookie, SESSION_COOKIE) === undefined) {
      const login = await fetch(`${simulator}/__sim/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ user: DEFAULT_DEMO_USER }),
      });
      if (!login.ok) return undefined;
      setCookies = login.headers.getSetCookie();
      cookies = cookieHeaderOf(setCookies);
    }
    const [session, users, clock] = await Promise.all([
      callSimulator<{ user: { name: string } | null }>(`${simulator}/__sim/session`, undefined, { cookie: cookies }),
      callSimulator<DemoUser[]>(`${simulator}/__sim/users`),
      callSimulator<{ now_ms: number }>(`${simulator}/__sim/clock`),
    ]);
    return {
      session: { user: session.user?.name ?? 'guest', users, clockOffsetMs: clock.now_ms - Date.now() },
      setCookies,
    };
  } catch {
    return undefined;
  }
}

/**
 * A page with its session's element at the end of its body. (The replacement is a function: a `$` in
 * a demo user's name must not read as a replacement pattern.)
 */
export function pageWithSession(page: string, session: DocumentSession): string {
  return page.replace('</body>', () => `  ${documentSessionElement(session)}\n  </body>`);
}

/**
 * A page's HTML for a request, given the session it is served with and the Cookie header the exchange's
 * calls for it carry (the visitor's, or this visit's new session's).
 */
type PageHtml = (
  url: string,
  cookie: string | undefined,
  session: DocumentSession | undefined,
  exchangeCookie: string,
) => Promise<string>;

/** Answers page requests with the app's HTML and its session; everything else goes on. */
function servePages(simulator: string, html: PageHtml): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (!isPageRequest(request)) return next();
    pageSession(simulator, request.headers.cookie)
      .then(async (served) => {
        const exchangeCookie = served?.setCookies.length
          ? cookieHeaderOf(served.setCookies)
          : (request.headers.cookie ?? '');
        const page = await html(request.url ?? '/', request.headers.cookie, served?.session, exchangeCookie);
        const body = served ? pageWithSession(page, served.session) : page;
        response.statusCode = 200;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        // The page names its user: never cached, by the browser or anything between.
        response.setHeader('Cache-Control', 'no-store');
        if (served?.setCookies.length) response.setHeader('Set-Cookie', served.setCookies);
        // Compressed, as the server's other answers are (the page is written here, past their middleware).
        response.setHeader('Vary', 'Accept-Encoding');
        if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
          response.setHeader('Content-Encoding', 'gzip');
          response.end(gzipSync(body));
        } else response.end(body);
      })
      .catch(next);
  };
}

/** The server bundle's exports (`src/entry-server.tsx`). */
type ServerEntry = typeof import('./src/entry-server.tsx');

/** Where the server bundle of a build in `outDir` goes (beside it, so the preview does not serve it). */
export function serverOutDir(outDir: string): string {
  return `${outDir}-server`;
}

/**
 * The stylesheets a page's module needs, from the build's manifest: its imports' and its lazy parts' (dynamic
 * imports), which the server renders in its paint as well; without theirs a lazy part was painted unstyled,
 * then moved when the app loaded its styles. About 3 KB gzipped for any page.
 */
export function pageStylesheets(manifest: Manifest, source: string): string[] {
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const sheet of chunk.css ?? []) sheets.add(`/${sheet}`);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit(source);
  return [...sheets];
}

/**
 * The production page: `index.html` with the server's paint of the page in place of the static shell
 * and its page's styles. Falls back to the static shell when there is no server bundle or
 * the render fails (the app then renders over the shell as usual).
 */
function productionPage(outDir: string, simulator: string, log: (message: string) => void): PageHtml {
  const serverEntry = path.join(serverOutDir(outDir), 'entry-server.js');
  // Loaded, and warmed with a render of the main pages (their code), when the server starts: the first
  // visitor does not wait for it, and their page's data is not past its time budget because of it.
  const loaded: Promise<{ entry: ServerEntry; manifest: Manifest } | null> = Promise.all([
    import(pathToFileURL(serverEntry).href) as Promise<ServerEntry>,
    readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as Manifest),
  ])
    .then(async ([entry, manifest]) => {
      const settings = entry.settingsFrom(undefined);
      for (const url of WARM_PAGES)
        await entry.renderPage(url, settings, { user: settings.user, users: [] }).catch(() => undefined);
      return { entry, manifest };
    })
    .catch(() => null);
  return async (url, cookie, session, exchangeCookie) => {
    const [shell, server] = await Promise.all([readFile(path.join(outDir, 'index.html'), 'utf8'), loaded]);
    const pathname = new URL(url, 'http://app.invalid').pathname;
    const page = server?.entry.pageOf(pathname);
    const start = shell.indexOf(SHELL_START);
    const end = shell.indexOf(SHELL_END);
    // '/' only redirects; an unknown path renders the not-found page over the shell.
    if (!server || !page || pathname === '/' || start < 0 || end < start) return shell;
    try {
      const settings = server.entry.settingsFrom(
        decodeURIComponent(cookieValue(cookie, server.entry.SETTINGS_KEY) ?? ''),
      );
      // With the exchange's answers when the page has a session to ask under (not when the simulator is down).
      const { html, queries } = await server.entry.renderPage(
        url,
        settings,
        session,
        session ? { simulator, cookie: exchangeCookie } : undefined,
      );
      // The page's own styles go in the document: linked, they would be more requests before the
      // first paint.
      const hrefs = pageStylesheets(server.manifest, `src/pages/${page}.tsx`).filter(
        (href) => !shell.includes(`href="${href}"`),
      );
      const sheets = await Promise.all(hrefs.map((href) => readFile(path.join(outDir, href), 'utf8')));
      // Each sheet's link too, of a type no browser styles with, so none fetches or applies it (`disabled`
      // is not enough: Chromium 150 fetches a disabled sheet, render-blocking): the page's script loader
      // skips a sheet the document links already, where it would link it again and the browser restyle the
      // whole page when it arrives, in the middle of the app's first render.
      const styles = sheets.length
        ? `<style>${sheets.join('').replaceAll('</', '<\\/')}</style>` +
          hrefs.map((href) => `<link rel="stylesheet" type="${INLINED_SHEET_TYPE}" href="${href}">`).join('')
        : '';
      // Shown, not usable: its buttons do nothing until the app has replaced it, so it is inert and
      // out of the accessibility tree meanwhile (aria-hidden too, for tools that read roles but not inert).
      const paint = `<div inert aria-hidden="true">${html}</div>`;
      return (shell.slice(0, start) + paint + shell.slice(end + SHELL_END.length))
        .replace('</head>', () => `${styles}</head>`)
        .replace('</body>', () => `${queries}</body>`);
    } catch (error) {
      log(`The server's paint of ${url} failed; serving the static shell: ${String(error)}`);
      return shell;
    }
  };
}

/** The pages the server renders once when it starts: the home and the product pages. */
const WARM_PAGES = ['/simple-earn', '/launchpool', '/launchpool/1', '/staking', '/staking/ETH'];

/** The type of a sheet's link whose rules are inline in the page already: not a styling language, so not fetched. */
const INLINED_SHEET_TYPE = 'text/x-inlined-css';

/** The static shell's bounds in `index.html`, which the server's paint of a page replaces. */
const SHELL_START = '<!-- shell -->';
const SHELL_END = '<!-- /shell -->';

/** The plugin: pages with their session, in `vite` (dev) and `vite preview`. */
export function documentSession(simulator: string): Plugin {
  return {
    name: 'earnkit-document-session',
    configureServer(server) {
      const index = path.join(server.config.root, 'index.html');
      server.middlewares.use(
        servePages(simulator, async (url) => server.transformIndexHtml(url, await readFile(index, 'utf8'))),
      );
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(
        servePages(
          simulator,
          productionPage(outDir, simulator, (message) => server.config.logger.warn(message)),
        ),
      );
    },
  };
}
