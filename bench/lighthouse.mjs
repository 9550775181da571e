// Lighthouse mobile performance of the reference app's routes (issues 12, 13, 16): the production build
// served by Vite's preview with the simulated exchange behind it, as `npm run preview` serves it, measured
// by the pinned devDependency (Lighthouse 12.8.2, the newest release that runs on Node 20) with its default
// mobile settings (simulated throttling, 4x CPU slowdown). Each run starts a fresh Chromium, as the CLI does.
// The score moves with the machine, so each route runs RUNS times and the median is the figure, printed
// beside its spread and the Chromium version. Goal: median at least 95 on every route.
// LIGHTHOUSE_RUNS (default 10) and LIGHTHOUSE_ROUTES (comma-separated paths) narrow a run. LIGHTHOUSE_CPU_SLOWDOWN
// (default 4, Lighthouse's own) stands in for a slower machine: the simulation multiplies the main thread's measured
// tasks by it, so 6 asks how the routes score on a machine half as fast again as this one. CHROME_PATH picks the
// browser (e.g. an older Chromium unpacked from Debian's package).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { runnerImport } from 'vite';
import { chromiumArgs, ensureChromium } from '../scripts/chromium.mjs';

const GOAL = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 10);
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier);
const ROUTES = (process.env.LIGHTHOUSE_ROUTES ?? '/simple-earn,/launchpool,/launchpool/1,/staking,/staking/ETH')
  .split(',')
  .filter(Boolean);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { module: app } = await runnerImport(path.join(root, 'example-app/buildApp.ts'), {
  configFile: false,
  logLevel: 'error',
});
process.env.NODE_ENV = 'production';
const served = await app.previewApp({
  outDir: path.join(root, '.cache', 'lighthouse'),
  port: 0,
  simulatorPort: 0,
  logLevel: 'error',
});
const base = served.url.replace(/\/$/, '');
const chromePath = ensureChromium();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
    const { lhr } = result;
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      browser: /(?:Headless)?Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'unknown',
    };
  } finally {
    await chrome.kill();
  }
}

const rows = [];
let browser = 'unknown';
let slowdown = CPU_SLOWDOWN;
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await runOnce(base + route));
    browser = runs[0].browser;
    slowdown = runs[0].slowdown;
    const scores = runs.map((run) => run.score);
    const ms = (key) => runs.map((run) => Math.round(run[key]));
    rows.push({
      route,
      runs: scores.join(' '),
      median: median(scores),
      spread: spread(scores),
      'FCP ms': spread(ms('fcp')),
      'LCP ms': spread(ms('lcp')),
      'TBT ms': `${spread(ms('tbt'))} (median ${median(ms('tbt'))})`,
      CLS: spread(runs.map((run) => Number(run.cls.toFixed(3)))),
      goal: `median >= ${GOAL}`,
      met: median(scores) >= GOAL ? 'yes' : 'NO',
    });
  }
} finally {
  await served.close();
}
console.log(`\nLighthouse 12.8.2, mobile, ${slowdown}x CPU slowdown, ${RUNS} runs per route, Chromium ${browser}`);
console.table(rows);
process.exit(0);
