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

/** `entry` bundled with code splitting, as an app's build does (react, TanStack Query and decimal.js external). */
function bundle(entry: string) {
  return build({
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
}

/**
 * Bundles `entry` with code splitting, as an app's build does (react, TanStack Query and decimal.js
 * external), and returns the source files that load with it (`eager`) and every file bundled (`all`).
 */
export async function bundleInputs(entry: string): Promise<{ eager: string[]; all: string[] }> {
  const result = await bundle(entry);
  return eagerInputs(result.metafile, path.resolve(entry));
}

/**
 * As `bundleInputs`, but of the tree-shaken output: `eager` is the source files with code in the entry's chunk and the
 * chunks it imports statically, `all` those with code in any chunk. For a module that takes the library through a
 * package entry (an app's page importing `earnkit/flows`): its static imports reach every flow, while the build keeps
 * only what is used.
 */
export async function loadedInputs(entry: string): Promise<{ eager: string[]; all: string[] }> {
  const { metafile } = await bundle(entry);
  const outputs = metafile.outputs;
  const kept = (chunks: readonly string[]) => [
    ...new Set(
      chunks.flatMap((output) =>
        Object.entries(outputs[output]?.inputs ?? {}).flatMap(([input, { bytesInOutput }]) =>
          bytesInOutput > 0 ? [input] : [],
        ),
      ),
    ),
  ];
  return { eager: kept(loadedChunks(metafile, entry)), all: kept(Object.keys(outputs)) };
}

/** The output chunks that load with `entry`'s: its own and those it imports statically. */
function loadedChunks(metafile: Metafile, entry: string): string[] {
  const outputs = metafile.outputs;
  const start = Object.keys(outputs).find((output) => {
    const point = outputs[output]?.entryPoint;
    return point !== undefined && path.resolve(point) === path.resolve(entry);
  });
  if (!start) throw new Error('entry output not found');
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const output = queue.pop()!;
    if (seen.has(output)) continue;
    seen.add(output);
    for (const imported of outputs[output]?.imports ?? []) {
      if (imported.kind === 'import-statement' && outputs[imported.path]) queue.push(imported.path);
    }
  }
  return [...seen];
}

/**
 * The English entries (`"key": "text"`) in the tree-shaken code that loads with `entry`, as `loadedInputs` counts it:
 * which strings a screen carries before anything is opened (a domain rule's key, which is not its string, does not
 * count).
 */
export async function loadedMessageKeys(entry: string): Promise<Set<string>> {
  const result = await bundle(entry);
  const chunks = new Set(loadedChunks(result.metafile, entry).map((output) => path.resolve(output)));
  const text = result.outputFiles
    .filter((file) => chunks.has(path.resolve(file.path)))
    .map((file) => file.text)
    .join('\n');
  return new Set([...text.matchAll(/"([a-zA-Z]+\.[\w.]+)":\s*["`]/g)].map(([, key]) => key!));
}
