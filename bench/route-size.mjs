// The JavaScript a route of the reference app loads before any interaction, gzipped (level 9), with
// React included: the production build served by Vite's preview with the simulated exchange behind it,
// opened in Chromium; every script the page requested until the network was idle is counted.
// Goal (issues 6, 12, 13, 16): every route at most 150 KB. A route whose page is not in the app yet is
// reported as missing rather than measured as the not-found page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { runnerImport } from 'vite';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// ROUTE_SIZE_OUT names another build folder, so two people measuring at once do not overwrite each other's build.
const outDir = path.join(root, '.cache', process.env.ROUTE_SIZE_OUT ?? 'route-size');
// The build `npm run preview` serves (the app and the server's first paint of its pages), on free ports.
const { module: app } = await runnerImport(path.join(root, 'example-app/buildApp.ts'), {
  configFile: false,
  logLevel: 'error',
});
process.env.NODE_ENV = 'production';
const served = await app.previewApp({ outDir, port: 0, simulatorPort: 0, logLevel: 'error' });
const base = served.url.replace(/\/$/, '');
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const GOAL_KB = 150;
const NOT_FOUND = 'Page not found';
// One path per page of the app (`pageOf` in example-app/src/App.tsx), with the seeded ids the pages need.
const routes = [
  '/simple-earn',
  '/simple-earn/my-lendings',
  '/simple-earn/my-lendings/1?orderType=flexible&asset=USDT',
  '/simple-earn/history',
  '/simple-earn/faq',
  '/vip',
  '/launchpool',
  '/launchpool/1',
  '/staking',
  '/staking/ETH',
  '/myaccount/funds/finance/vip-wealth',
  '/myaccount/funds/finance/staking?asset=ETH&open-history=1&type=1',
  '/myaccount/funds/finance/my_lendings',
  '/login',
];
// ROUTE_SIZE_ROUTES=/launchpool/1,/staking/ETH measures only those (while working on one page).
const only = process.env.ROUTE_SIZE_ROUTES?.split(',').filter(Boolean);
const measured = only ? routes.filter((route) => only.includes(route)) : routes;
const rows = [];
const details = [];
try {
  for (const route of measured) {
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
    if (await page.getByRole('heading', { name: NOT_FOUND }).count()) {
      rows.push({ route, scripts: '', 'raw KB': '', 'gzip KB': '', goal: `<= ${GOAL_KB} KB`, met: 'no page yet' });
      await context.close();
      continue;
    }
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
      goal: `<= ${GOAL_KB} KB`,
      met: gzip / 1024 <= GOAL_KB ? 'yes' : 'NO',
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
