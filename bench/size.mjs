// Bundle size of earnkit parts against peers, min+gzip, react external, measured the same way in one run.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reactExternal = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/**
 * Bundles one entry's source and returns { js, css } min+gzip sizes in bytes. With `atStart`, the
 * bundle is split at every dynamic import and only what loads before any of them is counted: the
 * entry's chunk and the chunks it imports statically, as a host's bundler splits it. Without splitting
 * esbuild inlines every lazily imported module (CoinIcon's drawing of every coin), which a host only
 * loads for what it shows.
 */
async function measure(source, { external = [], atStart = false } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'earnkit-size-'));
  try {
    const entry = path.join(dir, 'entry.tsx');
    writeFileSync(entry, source);
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      splitting: atStart,
      metafile: atStart,
      outdir: path.join(dir, 'out'),
      external: [...reactExternal, ...external],
      absWorkingDir: root,
      nodePaths: [path.join(root, 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
      logLevel: 'silent',
    });
    const counted = atStart ? loadedAtStart(result.metafile, entry) : undefined;
    const size = (ext) =>
      result.outputFiles
        .filter((file) => file.path.endsWith(ext) && (!counted || counted.has(file.path)))
        .reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
    return { js: size('.js'), css: size('.css') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Absolute paths of the entry's output files and of every output reached from it by static imports. */
function loadedAtStart(metafile, entryFile) {
  const outputs = metafile.outputs;
  // Every lazily imported module is an entry point of its own too: the entry is the one of `entryFile`.
  const entry = Object.keys(outputs).find(
    (file) => outputs[file].entryPoint && path.resolve(root, outputs[file].entryPoint) === entryFile,
  );
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { imports = [], cssBundle } = outputs[file];
    for (const imported of imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    // The stylesheet of what loads at start: a host links it with the entry.
    if (cssBundle) seen.add(cssBundle);
  };
  visit(entry);
  return new Set([...seen].map((file) => path.resolve(root, file)));
}

const src = (relative) => JSON.stringify(path.join(root, relative));
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Rows: [name, source, options, peerName, peerSource, goal KB]. */
export const comparisons = [
  {
    name: 'AmountInput (without decimal.js)',
    source: `export { AmountInput } from ${src('src/components/AmountInput/index.ts')};`,
    options: { external: ['decimal.js'] },
    peer: 'react-number-format NumericFormat',
    peerSource: `export { NumericFormat } from 'react-number-format';`,
    goalKb: 6,
  },
  {
    name: 'Modal',
    source: `export * from ${src('src/components/Modal/index.ts')};`,
    options: {},
    peer: '@radix-ui/react-dialog',
    peerSource: `export * from '@radix-ui/react-dialog';`,
    goalKb: 16,
  },
];

export async function runSizeBench() {
  const rows = [];
  for (const row of comparisons) {
    const ours = await measure(row.source, row.options);
    const peer = await measure(row.peerSource);
    rows.push({
      part: row.name,
      'JS KB': kb(ours.js),
      'JS bytes': ours.js,
      'CSS KB': kb(ours.css),
      peer: row.peer,
      'peer KB': kb(peer.js),
      ratio: (ours.js / peer.js).toFixed(2) + 'x',
      goal: `<= ${row.goalKb} KB`,
      met: ours.js / 1024 <= row.goalKb ? 'yes' : 'NO',
    });
  }
  console.log('\nBundle size, min+gzip, react external (one run, same esbuild settings for both sides)');
  console.table(rows);
  return rows;
}

/** Every component folder measured alone (its index.ts), react external, decimal.js bundled. */
export async function runPartSizes() {
  const { readdirSync } = await import('node:fs');
  const parts = readdirSync(path.join(root, 'src/components'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const rows = [];
  for (const part of parts) {
    const size = await measure(`export * from ${src(`src/components/${part}/index.ts`)};`, { atStart: true });
    rows.push({ part, 'JS KB': kb(size.js), 'CSS KB': kb(size.css) });
  }
  for (const [entry, file] of [
    ['earnkit/domain', 'src/domain/index.ts'],
    ['earnkit/headless', 'src/headless/index.ts'],
  ]) {
    const size = await measure(`export * from ${src(file)};`, { atStart: true });
    rows.push({ part: entry, 'JS KB': kb(size.js), 'CSS KB': kb(size.css) });
  }
  console.log(
    '\nEach part alone, min+gzip, react external (decimal.js and Radix bundled where a part uses them), what loads before any lazy import',
  );
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runSizeBench();
  await runPartSizes();
}
