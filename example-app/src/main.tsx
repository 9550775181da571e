import { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareNumberFormat } from 'earnkit';
import { BrowserRouter } from './router';
import { App, loadPageOf } from './App';
import { startDemoSession } from './demoSession';
import { readDocumentSession } from './documentSession';
import { loadLocale } from './locale';
import { nextTask } from './nextTask';
import { seedServedQueries } from './servedQueries';
import { savedSettings, saveSettings } from './settings';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const saved = savedSettings();
// The server reads the settings from their cookie for its first paint; a visit that has them only in
// local storage (an older one) gets the cookie now.
saveSettings(saved);
const session = readDocumentSession();
startDemoSession(saved.user, session);
const queryClient = new QueryClient();

// What the page shows first (the server's paint, or the static shell) stays until the app can replace
// it with the same page: the visitor's strings (English is in the bundle; Arabic and the US wording
// load) and the page's code. Not a top-level await: that would make the bundler split the app into
// dozens of small chunks. It starts as a row of short tasks after the one that evaluates the app's code.
void nextTask()
  .then(() =>
    Promise.all([
      // The page's code first: its download is the longest wait (Vite's loader starts its module preloads 8 a
      // task, `stagedModulePreload.plugin.ts`).
      loadPageOf(window.location.pathname + window.location.search).catch(() => undefined),
      loadLocale(saved.locale, saved.site),
      nextTask()
        // The app starts from the answers the server painted the page with, so its first render is that page.
        .then(() => seedServedQueries(queryClient, saved.user))
        .then(nextTask)
        // ICU's first number formatter (12-28 ms), rather than inside the slice of the first render that
        // formats the first figure.
        .then(prepareNumberFormat),
    ]),
  )
  .then(nextTask)
  .then(() => {
    const root = createRoot(container);
    // A transition: React renders the first screen in slices and yields between them, so the page's first
    // render is not one long task that holds back input (Lighthouse's total blocking time).
    startTransition(() =>
      root.render(
        <StrictMode>
          <BrowserRouter>
            <App session={session} queryClient={queryClient} />
          </BrowserRouter>
        </StrictMode>,
      ),
    );
  });
