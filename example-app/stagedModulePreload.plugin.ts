/**
 * Vite's loader starts a lazy part's module preloads a few at a time (P-59). Before a dynamic import, Vite's
 * preload helper links every chunk the part imports, in one go: about 33 for the Simple Earn page, 60 for a fixed
 * holding's detail, and starting that many fetches took the browser 8-30 ms in one task (Lighthouse counts each
 * task past 50 ms, after multiplying it by the phone's slowdown). The helper's code is Vite's `preload` function
 * as text; this rewrites its one `document.head.appendChild(link)` to start at most `PRELOADS_PER_TASK` links in a
 * task and the rest in the tasks after, in order. The import itself is not held back: the module loader shares a
 * fetch a preload started, and starts any the preloads have not reached yet.
 */
import type { Plugin } from 'vite';

/** How many module preloads one task starts: well under 10 ms of work on a slow phone. */
export const PRELOADS_PER_TASK = 8;

const HELPER_ID = /^\0vite\/preload-helper\.js$/;
const APPEND = 'document.head.appendChild(link)';

/** The staged start, as code in front of the helper's: `__earnkitStartPreload(link)` instead of the append. */
const STAGED = `
let __earnkitPreloadBudget = ${PRELOADS_PER_TASK};
let __earnkitPreloadReset = false;
const __earnkitPreloadWaiting = [];
function __earnkitStartNow(link) {
  __earnkitPreloadBudget -= 1;
  if (!__earnkitPreloadReset) {
    __earnkitPreloadReset = true;
    setTimeout(__earnkitNextPreloadTask, 0);
  }
  document.head.appendChild(link);
}
function __earnkitNextPreloadTask() {
  __earnkitPreloadReset = false;
  __earnkitPreloadBudget = ${PRELOADS_PER_TASK};
  while (__earnkitPreloadWaiting.length > 0 && __earnkitPreloadBudget > 0) __earnkitStartNow(__earnkitPreloadWaiting.shift());
}
function __earnkitStartPreload(link) {
  if (__earnkitPreloadBudget > 0 && __earnkitPreloadWaiting.length === 0) __earnkitStartNow(link);
  else __earnkitPreloadWaiting.push(link);
}
`;

/** The helper's code with its appends staged; throws when Vite's helper no longer has the append it rewrites. */
export function stagePreloads(code: string): string {
  const appends = code.split(APPEND).length - 1;
  if (appends !== 1)
    throw new Error(
      `stagedModulePreload: Vite's preload helper has ${appends} '${APPEND}', expected 1: update the plugin`,
    );
  return STAGED + code.replace(APPEND, '__earnkitStartPreload(link)');
}

/** The plugin (client builds): Vite's preload helper with its appends staged. */
export function stagedModulePreload(): Plugin {
  return {
    name: 'earnkit:staged-module-preload',
    apply: 'build',
    transform: {
      filter: { id: HELPER_ID },
      handler(code) {
        return { code: stagePreloads(code), map: null };
      },
    },
  };
}
