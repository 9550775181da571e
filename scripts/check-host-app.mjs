// A host app, as a front-end team would write it: installs the packed tarball, then
//   1. type-checks every ts/tsx example of README.md, docs/*.md and the Storybook guides (stories/guides/*.mdx;
//      scripts/doc-snippets.mjs) under the compiler options of Vite's react-ts template (strict, no unused
//      locals), importing earnkit, earnkit/api, earnkit/flows, ... as a host does, so an example that does not
//      compile fails here;
//   2. builds with Vite an app that renders the README's Modal example, and opens it in Chromium: the Modal
//      opens, the AmountInput in it takes input and sanitises it, earnkit/styles.css defines the theme; at
//      `?families`, the same AmountInput with only earnkit/styles/theme.css and amount-input.css is styled alike; at
//      `?flow`, the README's SimpleEarnPage (SimpleEarnProducts of earnkit/flows) over a client whose calls MSW's
//      browser worker answers with earnkit/testing/msw's handlers (the worker script copied into public/, as
//      `npx msw init public` does): the product list shows the fixture's coins.
// Fails on any console error. Works offline: the host sits in .cache/ inside the project, so the tarball's own
// dependencies (decimal.js, Radix, ...), React and the test libraries the examples import resolve from the
// project's node_modules, as they would from the host's.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { documentationSnippets, snippetFolder } from './doc-snippets.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const host = path.join(root, '.cache', 'host-app');
rmSync(host, { recursive: true, force: true });
mkdirSync(path.join(host, 'node_modules', 'earnkit'), { recursive: true });
mkdirSync(path.join(host, 'src'), { recursive: true });

const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', host], { cwd: root, encoding: 'utf8' })
  .trim()
  .split('\n')
  .pop();
execFileSync('tar', [
  '-xzf',
  path.join(host, tarball),
  '-C',
  path.join(host, 'node_modules', 'earnkit'),
  '--strip-components=1',
]);

writeFileSync(
  path.join(host, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Host</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>`,
);
// Each page's examples in a folder of their own (README.md -> src/snippets/README/, stories/guides/Theming.mdx ->
// src/snippets/guides/Theming/), so `./App` in one page's example is that page's App.
const snippets = documentationSnippets(root).map((snippet) => ({
  ...snippet,
  path: path.posix.join('src', 'snippets', snippetFolder(snippet.doc), snippet.file),
}));
for (const snippet of snippets.filter((each) => each.checked)) {
  mkdirSync(path.join(host, path.dirname(snippet.path)), { recursive: true });
  writeFileSync(path.join(host, snippet.path), snippet.code);
}
const modalExample = snippets.find(
  (snippet) => snippet.doc === 'README.md' && snippet.checked && /export function Subscribe\(/.test(snippet.code),
);
if (!modalExample) {
  console.error('Host app check failed: README.md has no checked example exporting `function Subscribe` (the Modal).');
  process.exit(1);
}
// The README's flow example (SimpleEarnProducts under EarnApiProvider and EarnProvider, a client of its own baseUrl),
// without a backend, as docs/getting-started.md tells a host: MSW's worker with earnkit/testing/msw's handlers for
// that baseUrl starts before the first render; an unhandled call is a console error, which fails.
const flowExample = snippets.find(
  (snippet) => snippet.doc === 'README.md' && snippet.checked && /export function SimpleEarnPage\(/.test(snippet.code),
);
const flowBaseUrl = flowExample && /baseUrl: '([^']+)'/.exec(flowExample.code)?.[1];
if (!flowExample || !flowBaseUrl) {
  console.error(
    "Host app check failed: README.md has no checked example exporting `function SimpleEarnPage` with a `baseUrl: '...'`.",
  );
  process.exit(1);
}
writeFileSync(
  path.join(host, 'src', 'mockedExchange.ts'),
  `import { setupWorker } from 'msw/browser';
import { createEarnHandlers } from 'earnkit/testing/msw';

export async function startMockedExchange() {
  await setupWorker(...createEarnHandlers({ baseUrl: ${JSON.stringify(flowBaseUrl)} })).start({
    quiet: true,
    onUnhandledFrame: 'error',
  });
}
`,
);
mkdirSync(path.join(host, 'public'), { recursive: true });
copyFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib', 'mockServiceWorker.js'),
  path.join(host, 'public', 'mockServiceWorker.js'),
);
// The AmountInput styled by its family's stylesheet alone (P-44): the theme's and its own, not earnkit/styles.css.
writeFileSync(
  path.join(host, 'src', 'AmountInputAlone.tsx'),
  `import { useState } from 'react';
import { AmountInput, EarnProvider } from 'earnkit';
import 'earnkit/styles/theme.css';
import 'earnkit/styles/amount-input.css';

export function AmountInputAlone() {
  const [amount, setAmount] = useState('');
  return (
    <EarnProvider locale="en" site="global" theme="light" navigate={(href) => window.location.assign(href)}>
      <AmountInput label="Amount" coin="USDT" decimals={8} value={amount} onValueChange={setAmount} maxAmount="1250.5" />
    </EarnProvider>
  );
}
`,
);
const importPath = (snippet) => `./${path.posix.relative('src', snippet.path).replace(/\.tsx$/, '')}`;
// Each page's module loaded on demand, so a page has only its own stylesheets (Vite splits CSS by chunk).
writeFileSync(
  path.join(host, 'src', 'main.tsx'),
  `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = createRoot(document.getElementById('root')!);
const search = new URLSearchParams(window.location.search);
if (search.has('families')) {
  const { AmountInputAlone } = await import('./AmountInputAlone');
  root.render(<StrictMode><AmountInputAlone /></StrictMode>);
} else if (search.has('flow')) {
  const [{ SimpleEarnPage }, { startMockedExchange }] = await Promise.all([
    import('${importPath(flowExample)}'),
    import('./mockedExchange'),
  ]);
  await startMockedExchange();
  root.render(<StrictMode><SimpleEarnPage /></StrictMode>);
} else {
  const { Subscribe } = await import('${importPath(modalExample)}');
  root.render(<StrictMode><Subscribe /></StrictMode>);
}
`,
);
// The compiler options of `npm create vite -- --template react-ts` (its tsconfig.app.json): what a newcomer has.
writeFileSync(
  path.join(host, 'tsconfig.json'),
  JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        useDefineForClassFields: true,
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        types: ['vite/client'],
        skipLibCheck: true,
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        verbatimModuleSyntax: true,
        moduleDetection: 'force',
        noEmit: true,
        jsx: 'react-jsx',
        strict: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        erasableSyntaxOnly: true,
        noFallthroughCasesInSwitch: true,
        noUncheckedSideEffectImports: true,
      },
      include: ['src'],
    },
    null,
    2,
  ),
);
const checked = snippets.filter((snippet) => snippet.checked);
const typecheck = spawnSync('npx', ['tsc', '-p', path.join(host, 'tsconfig.json')], { cwd: host, encoding: 'utf8' });
if (typecheck.status !== 0) {
  // Point at the page and line of the example, not at the generated file.
  let report = typecheck.stdout + typecheck.stderr;
  for (const snippet of checked) {
    report = report.replaceAll(
      new RegExp(`${snippet.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\((\\d+),(\\d+)\\)`, 'g'),
      (_, row, column) => `${snippet.doc}:${snippet.line + Number(row)}:${column}`,
    );
  }
  console.error(`Host app check failed: documentation examples do not compile against the packed earnkit\n${report}`);
  console.error(
    'An example that is deliberately partial can opt out with ```tsx no-check (see scripts/doc-snippets.mjs).',
  );
  process.exit(1);
}
console.log(
  `Host app check: ${checked.length} examples of README.md, docs/*.md and stories/guides/*.mdx type-check under strict ` +
    `(${snippets.length - checked.length} marked no-check).`,
);
// `--examples-only`: stop here, for a quick run while editing the docs.
if (process.argv.includes('--examples-only')) process.exit(0);

const config = { root: host, logLevel: 'error', plugins: [react()], build: { outDir: path.join(host, 'dist') } };
await build(config);
const server = await preview({ ...config, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const errors = [];
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe USDT' });
  const field = dialog.getByRole('textbox', { name: 'Amount' });
  await field.pressSequentially('.5');
  const value = await field.inputValue();
  if (value !== '0.5') errors.push(`typing ".5" in the README's AmountInput gave "${value}", expected "0.5"`);
  // Inside Modal.Body the field keeps the dialog's inner margin; outside it, it touches the dialog's edges.
  const [dialogBox, labelBox] = await Promise.all([
    dialog.boundingBox(),
    dialog.getByText('Amount', { exact: true }).first().boundingBox(),
  ]);
  const inset = Math.min(labelBox.x - dialogBox.x, dialogBox.x + dialogBox.width - (labelBox.x + labelBox.width));
  if (inset < 8) errors.push(`the README's AmountInput sits ${inset} px from the dialog's edge (is it in Modal.Body?)`);
  const background = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--ek-color-brand').trim(),
  );
  if (!background) errors.push('earnkit/styles.css did not define the theme variables');

  // The same field with only earnkit/styles/theme.css and amount-input.css: every element of it styled as with the
  // whole stylesheet (sizes that follow the dialog's width, and the border colour's transition, left out).
  const styledAs = (input) => {
    const properties = [
      'display',
      'position',
      'font-family',
      'font-size',
      'font-weight',
      'font-variant-numeric',
      'line-height',
      'color',
      'background-color',
      'border-top-style',
      'border-top-width',
      'border-top-left-radius',
      'padding-top',
      'padding-left',
      'margin-top',
      'row-gap',
      'column-gap',
      'text-align',
      'cursor',
    ];
    const root = input.closest('[data-slot="amount-input"]');
    return [root, ...root.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}.${element.className}: ${properties.map((name) => `${name}=${style.getPropertyValue(name)}`).join(' ')}`;
    });
  };
  const withWhole = await field.evaluate(styledAs);
  const familyPage = await context.newPage();
  familyPage.on('console', (message) => message.type() === 'error' && errors.push(`?families: ${message.text()}`));
  familyPage.on('pageerror', (error) => errors.push(`?families: ${error}`));
  await familyPage.goto(new URL('?families', url).href);
  const familyField = familyPage.getByRole('textbox', { name: 'Amount' });
  await familyField.pressSequentially('.5');
  const withFamily = await familyField.evaluate(styledAs);
  const unlike = withWhole.filter((line, at) => line !== withFamily[at]);
  if (withWhole.length !== withFamily.length || unlike.length) {
    errors.push(
      `AmountInput with earnkit/styles/theme.css and amount-input.css is not styled as with earnkit/styles.css: ` +
        `${unlike[0] ?? `${withFamily.length} elements, not ${withWhole.length}`} (whole) vs ` +
        `${withFamily[withWhole.indexOf(unlike[0])] ?? ''} (family)`,
    );
  }
  const familyStyles = await familyPage.evaluate(() =>
    [...document.styleSheets].map((sheet) => [...sheet.cssRules].length).reduce((sum, count) => sum + count, 0),
  );
  const wholeStyles = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => [...sheet.cssRules].length).reduce((sum, count) => sum + count, 0),
  );
  if (familyStyles >= wholeStyles) {
    errors.push(`the ?families page has ${familyStyles} CSS rules, the whole stylesheet's page ${wholeStyles}`);
  }

  // The coins of earnkit/testing/msw's SAMPLE_MARKET (src/testing/msw/fixtures.ts), each a row of the list.
  const flowPage = await context.newPage();
  flowPage.on('console', (message) => message.type() === 'error' && errors.push(`?flow: ${message.text()}`));
  flowPage.on('pageerror', (error) => errors.push(`?flow: ${error}`));
  await flowPage.goto(new URL('?flow', url).href);
  const table = flowPage.getByRole('table', { name: 'Simple Earn products' });
  for (const coin of ['BTC', 'ETH', 'USDT', 'SOL', 'DOGE']) {
    try {
      await table.getByRole('row').filter({ hasText: coin }).first().waitFor({ timeout: 15_000 });
    } catch {
      const shown = (
        await flowPage
          .locator('#root')
          .innerText()
          .catch(() => '')
      ).slice(0, 300);
      errors.push(`SimpleEarnProducts over the MSW handlers shows no ${coin} row; the page reads: ${shown}`);
      break;
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
for (const file of readdirSync(host).filter((name) => name.endsWith('.tgz'))) rmSync(path.join(host, file));
if (errors.length) {
  console.error('Host app check failed:\n  ' + errors.join('\n  '));
  process.exit(1);
}
console.log(
  `Host app check: installed ${tarball}; the README's Modal example opened in Chromium and its AmountInput took input (styled alike with only earnkit/styles/theme.css and amount-input.css), and its SimpleEarnPage listed the ` +
    `fixture's coins from earnkit/testing/msw's handlers through MSW's browser worker, with no console errors.`,
);
