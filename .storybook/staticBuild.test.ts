// @vitest-environment node
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import config, { vanillaExtractSideEffects } from './main';

type Transform = (this: unknown, code: string, id: string) => { moduleSideEffects?: unknown } | null;

describe('the static docs site (npm run docs:build)', () => {
  it("keeps the themes' stylesheet, which src/theme imports for its side effect alone", async () => {
    const viteConfig = await (config.viteFinal as (input: { plugins: Plugin[] }) => Promise<{ plugins: Plugin[] }>)({
      plugins: [],
    });
    expect(viteConfig.plugins).toContain(vanillaExtractSideEffects);
    const transform = vanillaExtractSideEffects.transform as Transform;
    expect(transform.call(null, 'export {}', '/repo/src/theme/themes.css.ts')).toMatchObject({
      moduleSideEffects: true,
    });
    expect(transform.call(null, 'export {}', '/repo/src/theme/index.ts')).toBeNull();
  });
});
