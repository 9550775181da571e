import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build, type Metafile } from 'esbuild';

/**
 * The source files `entry` reaches through static imports (whole modules, as Vite's bundler splits an app:
 * a module imported for one small function brings all of it and what it imports), and every file bundled.
 */
function eagerInputs(metafile: Metafile, entry: string): { eager: string[]; all: string[] } {
  const all = Object.keys(metafile.inputs);
  const start = all.find((input) => path.resolve(input) === entry);
  if (!start) throw new Error('entry input not found');
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path);
    }
  }
  return { eager: [...seen], all };
}

/**
 * Bundles `entry` with code splitting, as an app's build does (react, TanStack Query and decimal.js
 * external), and returns the source files that load with it (`eager`) and every file bundled (`all`).
 */
export async function bundleInputs(entry: string): Promise<{ eager: string[]; all: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.resolve(__dirname, '../node_modules/.cache/eager-bundle-check'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@tanstack/react-query', 'decimal.js'],
    plugins: [vanillaExtractPlugin()],
  });
  return eagerInputs(result.metafile, path.resolve(entry));
}
