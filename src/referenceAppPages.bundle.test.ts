// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInputs } from './eagerBundle.testing';

// A page takes the library through 'earnkit/flows', whose static imports reach every flow; the app's build
// keeps only what the page uses. What a page loads on demand comes from a module of the page's own (one
// re-export line), which only a dynamic import may reach.
const pages = path.resolve(__dirname, '../example-app/src/pages');

describe('reference app pages bundle', () => {
  it("the holding detail page loads its dialogs' code (redeem, APR detail, early redeem, subscribe) only when one opens", async () => {
    const { eager, all } = await bundleInputs(path.join(pages, 'HoldingDetailPage.tsx'));
    const onDemand = ['example-app/src/pages/holdingDetailDialogs.ts', 'example-app/src/pages/subscribeFlow.ts'];
    for (const part of onDemand) expect(all.some((input) => input.endsWith(part))).toBe(true);
    expect(eager.filter((input) => onDemand.some((part) => input.endsWith(part)))).toEqual([]);
  }, 60_000);
});
