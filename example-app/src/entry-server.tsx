/**
 * The server's first paint of a page (`documentSession.plugin.ts`, production builds): the app rendered
 * to HTML for the visitor's URL, settings and session, with no exchange data (the data parts show their
 * skeletons, as the app's own first render does). The browser shows it while the script loads; the app
 * then renders the same page over it (it does not hydrate: the server cannot know the viewport or
 * what the visitor's storage holds, so the client's first render may differ, and a mismatch must not
 * be an error).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './router';
import { App, pageOf, type PageName } from './App';
import type { DocumentSession } from './documentSession';
import { loadLocale } from './locale';
import type { AppSettings } from './settings';

export { settingsFrom, SETTINGS_KEY } from './settings';
export { pageOf, type PageName };

/** The app's HTML for `url`, waiting for the page's code and strings (nothing else is fetched). */
export async function renderPage(
  url: string,
  settings: AppSettings,
  session: DocumentSession | undefined,
): Promise<string> {
  await loadLocale(settings.locale, settings.site);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App settings={settings} session={session} />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
