/**
 * What every page loads before its own code (issue 16's route budgets): React, the router, TanStack Query,
 * decimal.js and the app shell come as one script, not as the entry and a dozen small chunks it imports, each
 * compressed on its own and each spelling the names it imports and exports (about 3.5 KB gzipped on every page).
 */
import { describe, expect, it } from 'vitest';
import { urls } from './support';

describe("the app's entry script", () => {
  it('imports no other script statically: what every page needs first is one file', async () => {
    const html = await (await fetch(`${urls().app}/vip`)).text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const code = await (await fetch(new URL(entry!, urls().app))).text();
    // A static import between chunks reads `from"./<hash>.js"` in the minified output; dynamic ones `import("./...")`.
    expect(code.match(/from\s*"\.\/[^"]+\.js"/g) ?? []).toEqual([]);
    expect(html.match(/rel="modulepreload"[^>]*/g) ?? []).toEqual([]);
  });
});
