import { afterEach, describe, expect, it } from 'vitest';
import { PRELOADS_PER_TASK, stagePreloads } from './stagedModulePreload.plugin';

/** A stand-in for Vite's helper: links each href in one go, as `preload` does (a stylesheet for a .css). */
const HELPER = `export function preload(hrefs) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
}`;

let loads = 0;
/** The rewritten helper, loaded as a module of its own each time (its queue is the module's). */
async function stagedHelper(): Promise<{ preload: (hrefs: string[]) => void }> {
  loads += 1;
  const url = `data:text/javascript,${encodeURIComponent(`${stagePreloads(HELPER)}\n// ${loads}`)}`;
  return (await import(/* @vite-ignore */ url)) as { preload: (hrefs: string[]) => void };
}

const linked = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("Vite's preload helper, staged", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it(`starts ${PRELOADS_PER_TASK} preloads in the task that asks, the rest in the tasks after, in order, each once`, async () => {
    const { preload } = await stagedHelper();
    const hrefs = Array.from({ length: 20 }, (_, index) => `/assets/chunk${index}.js`);
    preload(hrefs);
    expect(linked()).toEqual(hrefs.slice(0, PRELOADS_PER_TASK));
    await nextTask();
    expect(linked()).toEqual(hrefs.slice(0, 2 * PRELOADS_PER_TASK));
    await nextTask();
    await nextTask();
    expect(linked()).toEqual(hrefs);
  });

  it("stylesheets are linked at once, outside the modules' turn: the import waits for them", async () => {
    const { preload } = await stagedHelper();
    const modules = Array.from({ length: 12 }, (_, index) => `/assets/chunk${index}.js`);
    preload([...modules, '/assets/page.css']);
    expect(linked()).toEqual([...modules.slice(0, PRELOADS_PER_TASK), '/assets/page.css']);
    await nextTask();
    expect(linked()).toHaveLength(13);
  });

  it('a few preloads start at once', async () => {
    const { preload } = await stagedHelper();
    preload(['/assets/a.js', '/assets/b.js']);
    expect(linked()).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it("fails the build when Vite's helper no longer appends as it did", () => {
    expect(() => stagePreloads('export function preload() {}')).toThrow(/update the plugin/);
  });
});
