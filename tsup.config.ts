import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { splitStylesheet } from './scripts/style-families.mjs';

/**
 * Two builds of the same sources:
 * 1. the JavaScript entries (ESM + CJS + declarations) with vanilla-extract emitting class names only;
 * 2. one CSS pass over the components and the flows that writes every style to a single static `styles.css`, and
 *    the same rules cut by component family into `styles/*.css` (scripts/style-families.mjs).
 * Class names are derived from file paths and identifiers, so both passes agree on them.
 */
const clientBanner = { js: "'use client';" };
// msw is the host's (an optional peer): earnkit/testing/msw imports it, and a second copy would not intercept.
const external = ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', 'msw'];

/**
 * vanilla-extract's plugin, with the calls it writes for a `.css.ts` file's runtime exports (`createSprinkles(...)`
 * for `sprinkles`) marked pure: vanilla-extract writes them as plain calls, which a host's bundler keeps, and with
 * them the sprinkles' tables and runtime, in every app importing anything that shares their chunk (AmountInput,
 * Modal), whether it uses `sprinkles` or not.
 */
function vanillaExtract(options: Parameters<typeof vanillaExtractPlugin>[0]): Plugin {
  const plugin = vanillaExtractPlugin(options);
  return {
    name: plugin.name,
    setup(build) {
      return plugin.setup({
        ...build,
        onLoad(filter, callback) {
          build.onLoad(filter, async (args) => {
            const result = await callback(args);
            if (result?.loader !== 'js' || typeof result.contents !== 'string') return result;
            // `export var sprinkles = _ab12c({...})`: the serialised call is the export's whole initialiser.
            const contents = result.contents.replace(
              /^(export (?:var|const|let) [\w$]+ = )(_[\w$]+\()/gm,
              '$1/* @__PURE__ */ $2',
            );
            return { ...result, contents };
          });
        },
      });
    },
  };
}

const shared: Options = {
  target: 'es2022',
  platform: 'browser',
  sourcemap: true,
  // Maps name the original file and line for a host's stack traces; the sources themselves stay out of the
  // tarball (they were most of its size).
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  external,
  esbuildPlugins: [vanillaExtract({ outputCss: false, identifiers: 'short' })],
};

const clientEntries = {
  index: 'src/index.ts',
  headless: 'src/headless/index.ts',
  testing: 'src/testing/index.ts',
  'testing/msw': 'src/testing/msw/index.ts',
  // The typed client and its data hooks, and the flows wired to them: TanStack Query is their peer.
  api: 'src/api/index.ts',
  flows: 'src/flows/index.ts',
};
const serverEntries = { domain: 'src/domain/index.ts' };
// earnkit/domain's areas (`export * as launchpool from './launchpool'`) as files of their own, which the entry
// re-exports: bundled into it, each namespace is an object built at load, so a host importing one function
// would keep every area's functions. As modules, a host's bundler drops the areas it does not use.
const domainAreas = [...readFileSync('src/domain/index.ts', 'utf8').matchAll(/export \* as \w+ from '\.\/(\w+)'/g)].map(
  ([, area]) => area,
);
const domainAreaFiles: Plugin = {
  name: 'domain-area-files',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^\\./(${domainAreas.join('|')})$`) }, (args) =>
      args.importer.endsWith('src/domain/index.ts')
        ? { path: `./domain/${args.path.slice(2)}.js`, external: true }
        : undefined,
    );
  },
};

export default defineConfig([
  // ESM shares chunks between entries; CJS is one file per entry (tsup's CJS splitting would put
  // interop helpers above the 'use client' directive).
  // Client entries keep the directive first so React Server Components hosts can import them.
  { ...shared, format: ['esm'], splitting: true, entry: clientEntries, banner: clientBanner, dts: true },
  { ...shared, format: ['cjs'], splitting: false, entry: clientEntries, banner: clientBanner, dts: true },
  // The domain layer has no React: no client directive, usable on a server. ESM: the entry, each area a
  // module of its own, and their shared code in chunks, so a host's bundler keeps only the functions it uses.
  {
    ...shared,
    format: ['esm'],
    splitting: true,
    entry: {
      ...serverEntries,
      ...Object.fromEntries(domainAreas.map((area) => [`domain/${area}`, `src/domain/${area}/index.ts`])),
    },
    esbuildPlugins: [domainAreaFiles],
    dts: { entry: serverEntries },
  },
  { ...shared, format: ['cjs'], splitting: false, entry: serverEntries, dts: true },
  {
    entry: { 'styles-build': 'src/styles.entry.ts' },
    format: ['esm'],
    outDir: 'dist/.styles',
    external,
    esbuildPlugins: [vanillaExtractPlugin({ outputCss: true, identifiers: 'short' })],
    // Which families each family's code reaches, for the first line of its stylesheet.
    metafile: true,
    async onSuccess() {
      const marked = await readFile('dist/.styles/styles-build.css', 'utf8');
      const metafile = JSON.parse(await readFile('dist/.styles/metafile-esm.json', 'utf8'));
      // The whole, and the same rules cut by family (P-44): `styles/theme.css` and one file per component or flow
      // folder, so a host styling one part imports theme + that part's file, in the order its first line gives.
      const { whole, families } = splitStylesheet(marked, metafile);
      await writeFile('dist/styles.css', whole);
      for (const { family, css } of families) {
        await mkdir(path.dirname(`dist/styles/${family}.css`), { recursive: true });
        await writeFile(`dist/styles/${family}.css`, css);
      }
      await rm('dist/.styles', { recursive: true, force: true });
    },
  },
]);
