/**
 * The scripts of the page the server painted, listed in the page by the server (`documentSession.plugin.ts`), so
 * the app can ask for them a few at a time before it loads the page (`main.tsx`). Vite's loader would otherwise
 * add a preload link for each of them (about 30 on a Simple Earn page) in one go, and starting that many fetches
 * took the browser 8-20 ms in one task; the loader leaves out a script a link asks for already.
 */
import { nextTask } from './nextTask';

/** The id of the `<script type="application/json">` element that lists them. */
const PAGE_MODULES_ID = 'page-modules';

/** How many preloads one task starts: well under 10 ms of work on a slow phone. */
export const PRELOADS_PER_TASK = 8;

/** The element listing a page's scripts (their paths), with `<` escaped so no path can close the script early. */
export function pageModulesElement(hrefs: readonly string[]): string {
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(hrefs).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Starts loading the scripts the page lists, `PRELOADS_PER_TASK` in each task; resolves once every preload has
 * started. A page without the list (the static shell, the dev server) preloads nothing here.
 */
export async function preloadPageModules(doc: Document = document): Promise<void> {
  let listed: unknown;
  try {
    listed = JSON.parse(doc.getElementById(PAGE_MODULES_ID)?.textContent || '[]');
  } catch {
    return;
  }
  if (!Array.isArray(listed)) return;
  const hrefs = listed.filter((href): href is string => typeof href === 'string');
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      // As Vite's loader links a module: the module's own fetch then uses this one.
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
  }
}
