/**
 * Vite's loader starts a lazy part's module preloads a few at a time (P-59). Before a dynamic import, Vite's
 * preload helper links every chunk the part imports, in one go: 33 for the Simple Earn page, 52 more for a fixed
 * holding's panel, and starting that many fetches took the browser 8-20 ms in one task (Lighthouse counts each
 * task past 50 ms, after multiplying it by the phone's slowdown). The helper's code is Vite's `preload` function
 * as text; this rewrites its one `document.head.appendChild(link)` to start at most `PRELOADS_PER_TASK` module
 * links in a task and the rest in the tasks after, in order. Stylesheets are linked at once: the helper waits for
 * them before the import. The import itself is not held back by the modules: the module loader shares a fetch a
 * preload started, and starts any the preloads have not reached yet.
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
  if (link.rel === 'stylesheet') document.head.appendChild(link);
  else if (__earnkitPreloadBudget > 0 && __earnkitPreloadWaiting.length === 0) __earnkitStartNow(link);
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

/**
 * The plugin (the client's build): Vite's preload helper with its appends staged. The build fails when the app's
 * chunks came out without the helper passing through it (Vite renamed it, or stopped running plugins on it).
 */
export function stagedModulePreload(): Plugin {
  let staged = false;
  return {
    name: 'earnkit:staged-module-preload',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: HELPER_ID },
      handler(code) {
        staged = true;
        return { code: stagePreloads(code), map: null };
      },
    },
    generateBundle(_options, bundle) {
      const lazyParts = Object.values(bundle).some((file) => file.type === 'chunk' && file.isDynamicEntry);
      if (lazyParts && !staged)
        this.error("stagedModulePreload: Vite's preload helper was not staged: update the plugin");
    },
  };
}
