// What a Vite host app bundles for one import of earnkit, built as a host builds it: the packed tarball installed
// in an app under .cache/ (its dependencies resolve from the project's node_modules, as from a host's), Vite's
// production build with the React plugin, every emitted chunk gzipped. Used by bench/host-imports.mjs (the
// figures) and scripts/check-package.mjs (the claims: no chart chunk without AprChart, domain per function).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The single imports measured: what a host writes to use one part. */
export const singleImports = {
  'React alone (baseline)': `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<p>host</p>);`,
  AmountInput: `import { createRoot } from 'react-dom/client';
import { AmountInput } from 'earnkit';
createRoot(document.getElementById('root')!).render(<AmountInput coin="USDT" />);`,
  // The same with the stylesheets it needs (P-44), for the CSS a host ships with it.
  'AmountInput with theme.css and amount-input.css': `import { createRoot } from 'react-dom/client';
import { AmountInput } from 'earnkit';
import 'earnkit/styles/theme.css';
import 'earnkit/styles/amount-input.css';
createRoot(document.getElementById('root')!).render(<AmountInput coin="USDT" />);`,
  'AmountInput with styles.css': `import { createRoot } from 'react-dom/client';
import { AmountInput } from 'earnkit';
import 'earnkit/styles.css';
createRoot(document.getElementById('root')!).render(<AmountInput coin="USDT" />);`,
  Modal: `import { createRoot } from 'react-dom/client';
import { Modal } from 'earnkit';
createRoot(document.getElementById('root')!).render(
  <Modal.Root>
    <Modal.Trigger>Open</Modal.Trigger>
    <Modal.Content>
      <Modal.Title>Title</Modal.Title>
      <Modal.Body>Body</Modal.Body>
    </Modal.Content>
  </Modal.Root>,
);`,
  'one domain function (sanitizeAmountText)': `import { sanitizeAmountText } from 'earnkit/domain';
document.getElementById('root')!.textContent = JSON.stringify(sanitizeAmountText('.5', {}));`,
  AprChart: `import { createRoot } from 'react-dom/client';
import { AprChart, SIMPLE_EARN_APR_CHART_RANGES } from 'earnkit';
createRoot(document.getElementById('root')!).render(<AprChart ranges={SIMPLE_EARN_APR_CHART_RANGES} points={[]} />);`,
  'one flow (SimpleEarnProducts)': `import { createRoot } from 'react-dom/client';
import { SimpleEarnProducts } from 'earnkit/flows';
createRoot(document.getElementById('root')!).render(<SimpleEarnProducts onSubscribe={() => undefined} />);`,
};

/** Packs the library (built already) and installs the tarball in a fresh host app; returns the app's folder. */
export function installHost(name = 'host-bundle') {
  const host = path.join(root, '.cache', name);
  rmSync(host, { recursive: true, force: true });
  mkdirSync(path.join(host, 'node_modules', 'earnkit'), { recursive: true });
  mkdirSync(path.join(host, 'src'), { recursive: true });
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', host], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  const target = path.join(host, 'node_modules', 'earnkit');
  execFileSync('tar', ['-xzf', path.join(host, tarball), '-C', target, '--strip-components=1']);
  rmSync(path.join(host, tarball));
  writeFileSync(
    path.join(host, 'index.html'),
    '<!doctype html><html><head><title>Host</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  return host;
}

const gzip = (code) => gzipSync(typeof code === 'string' ? Buffer.from(code) : code, { level: 9 }).length;

/**
 * Builds the host with `source` as its whole entry. Returns the gzipped bytes of the JavaScript loaded at start
 * (the entry and what it imports statically), of every JavaScript chunk emitted, of the CSS, the code loaded at
 * start, and the emitted chunks with the packages each holds.
 */
export async function bundleHost(host, source) {
  writeFileSync(path.join(host, 'src', 'main.tsx'), source);
  const output = await build({
    root: host,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, outDir: path.join(host, 'dist'), reportCompressedSize: false },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((each) => each.output);
  const chunks = files.filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set();
  const visit = (chunk) => {
    if (initial.has(chunk.fileName)) return;
    initial.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  const packagesOf = (chunk) =>
    [...new Set(Object.keys(chunk.modules).map((id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]))].filter(
      Boolean,
    );
  return {
    initialJs: chunks.filter((chunk) => initial.has(chunk.fileName)).reduce((sum, chunk) => sum + gzip(chunk.code), 0),
    allJs: chunks.reduce((sum, chunk) => sum + gzip(chunk.code), 0),
    css: files
      .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
      .reduce((sum, file) => sum + gzip(file.source), 0),
    initialCode: chunks
      .filter((chunk) => initial.has(chunk.fileName))
      .map((chunk) => chunk.code)
      .join('\n'),
    chunks: chunks.map((chunk) => ({
      fileName: chunk.fileName,
      initial: initial.has(chunk.fileName),
      packages: packagesOf(chunk),
      modules: Object.keys(chunk.modules),
    })),
  };
}
