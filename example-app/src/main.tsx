import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { startDemoSession } from './demoSession';
import { loadLocale } from './locale';
import { savedSettings } from './settings';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = createRoot(container);
// An Arabic or US visitor's strings load before the first render (English is in the bundle). Not a
// top-level await: that would make the bundler split the app into dozens of small chunks.
const saved = savedSettings();
startDemoSession(saved.user);
// A transition: React renders the first screen in slices and yields between them, so the page's first
// render is not one long task that holds back input (Lighthouse's total blocking time).
void loadLocale(saved.locale, saved.site).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
