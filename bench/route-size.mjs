// The JavaScript a route of the reference app loads before any interaction, gzipped (level 9), with
// React included: the production build served by Vite's preview with the simulated exchange behind it,
// opened in Chromium; every script the page requested until the network was idle is counted.
// Goal (issue 6): /simple-earn at most 150 KB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { runnerImport } from 'vite';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.cache', 'route-size');
// The build `npm run preview` serves (the app and the server's first paint of its pages), on free ports.
const { module: app } = await runnerImport(path.join(root, 'example-app/buildApp.ts'), {
  configFile: false,
  logLevel: 'error',
});
process.env.NODE_ENV = 'production';
const served = await app.previewApp({ outDir, port: 0, simulatorPort: 0, logLevel: 'error' });
const base = served.url.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const rows = [];
const details = [];
try {
  for (const route of ['/simple-earn', '/simple-earn/my-lendings']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() =>
      localStorage.setItem('earnkit-example-settings', JSON.stringify({ user: 'alice' })),
    );
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    let gzip = 0;
    let raw = 0;
    for (const script of scripts) {
      const bytes = readFileSync(path.join(outDir, script));
      const zipped = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gzip += zipped;
      details.push(`${route} ${(zipped / 1024).toFixed(1).padStart(6)} KB  ${script}`);
    }
    rows.push({
      route,
      scripts: scripts.size,
      'raw KB': (raw / 1024).toFixed(1),
      'gzip KB': (gzip / 1024).toFixed(1),
      ...(route === '/simple-earn'
        ? { goal: '<= 150 KB', met: gzip / 1024 <= 150 ? 'yes' : 'NO' }
        : { goal: '', met: '' }),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await served.close();
}
console.log('\nJavaScript loaded before interaction, React included (production build, gzip -9)');
console.table(rows);
if (process.env.ROUTE_SIZE_VERBOSE) console.log(details.join('\n'));
process.exit(0);
