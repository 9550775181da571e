// Mount-to-painted time in Chromium (production React) of earnkit's AprChart beside a bare recharts
// LineChart drawing the same hourly series, both 800 × 400, for 730 and 8760 points.
//
// Procedure, identical for the two charts: in the page, performance.now(), then createRoot().render();
// a MutationObserver notes when the line's <path d> is in the DOM ('committed'), then two
// requestAnimationFrames later the frame holding it has been painted ('painted'). The bare chart is what a
// host would write by hand with the same recharts settings as ours (numeric time axis on a linear scale,
// linear line, no dots, no animation, grid, tooltip) and gets its data as ready-made numbers; AprChart gets exact rate
// strings and does everything it ships with (conversion at the plotting boundary, largest-triangle-
// three-buckets downsampling to the pixel width, tabs, summary, legend). AprChart's lazily loaded recharts
// chunk is loaded before timing starts (a warm-up mount), as it is on any screen after the first chart.
// Runs of the charts alternate; the median of RUNS is compared.
// Goals: 730 points within 1.2× of bare recharts; 8760 points at most 0.5× of bare recharts.
// A third row, for reference only, is the bare chart with scale="time": recharts then maps every point
// through d3's time scale, several times slower at 8760 points than the linear scale of the same epoch-ms
// axis (which is why AprChart uses the linear scale, with its own ticks on whole hours or days).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SIZES = [730, 8760];
const WARMUP = 4;
// More runs where a run is short: painting waits for the next frame (16.7 ms), so single runs jitter by a
// frame and only the median over many random frame phases is steady.
const RUNS = { 730: 41, 8760: 15 };
const GOALS = { 730: { max: 1.2, text: '≤ 1.2× bare' }, 8760: { max: 0.5, text: '≤ 0.5× bare' } };
const src = (file) => JSON.stringify(path.join(root, 'src', file));

const page = `
import { createRoot } from 'react-dom/client';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { AprChart, SIMPLE_EARN_APR_CHART_RANGES, preloadAprChart } from ${src('components/AprChart/index.ts')};
import { EarnProvider } from ${src('components/EarnProvider/index.ts')};
import { rateFromFraction } from ${src('domain/shared/rate.ts')};

const HOUR = 3600000;
/** A deterministic hourly APR series: a slow wave plus seeded noise, as rate strings and as numbers. */
function series(count) {
  let seed = 7;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.004;
  const points = [];
  const numbers = [];
  for (let i = 0; i < count; i += 1) {
    const text = (0.05 + 0.01 * Math.sin(i / 40) + noise()).toFixed(6);
    points.push({ at: 1700000000000 + i * HOUR, rate: rateFromFraction(text) });
    numbers.push({ at: 1700000000000 + i * HOUR, rate: Number(text) * 100 });
  }
  return { points, numbers };
}
const data = Object.fromEntries(${JSON.stringify(SIZES)}.map((size) => [size, series(size)]));

function Bare({ rows, scale }) {
  return (
    <LineChart width={800} height={400} data={rows}>
      <CartesianGrid vertical={false} />
      <XAxis dataKey="at" type="number" scale={scale} domain={['dataMin', 'dataMax']} />
      <YAxis domain={['auto', 'auto']} tickCount={5} />
      <Tooltip isAnimationActive={false} />
      <Line type="linear" dataKey="rate" dot={false} isAnimationActive={false} />
    </LineChart>
  );
}

function Ours({ points }) {
  return (
    <EarnProvider>
      <AprChart {...SIMPLE_EARN_APR_CHART_RANGES} points={points} animate={false} />
    </EarnProvider>
  );
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Mounts one chart; returns ms to the line's path in the DOM and to the frame showing it painted. */
window.mount = async (kind, size) => {
  const host = document.createElement('div');
  host.style.width = '800px';
  document.body.append(host);
  const reactRoot = createRoot(host);
  let committed = 0;
  const pathThere = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (host.querySelector('.recharts-line-curve[d]')) {
        committed = performance.now();
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(host, { childList: true, subtree: true, attributes: true });
  });
  const start = performance.now();
  reactRoot.render(kind === 'ours' ? <Ours points={data[size].points} /> : <Bare rows={data[size].numbers} scale={kind === 'bareTime' ? 'time' : 'linear'} />);
  await pathThere;
  await frame();
  await frame();
  const painted = performance.now();
  const plot = host.querySelector('.recharts-surface');
  const box = plot.getBoundingClientRect();
  const drawnPoints = host.querySelector('.recharts-line-curve').getAttribute('d').split('L').length;
  reactRoot.unmount();
  host.remove();
  return { committed: committed - start, painted: painted - start, width: Math.round(box.width), height: Math.round(box.height), drawnPoints };
};

preloadAprChart();
// Make sure the lazy chunk is in before any timing: mount once and wait for the line.
window.mount('ours', 730).then(() => { window.ready = true; });
`;

async function buildPage(dir) {
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body style="margin:0"><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'main.jsx'), page);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, minify: true },
  });
  return path.join(dir, 'dist');
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((request, response) => {
    const file = path.join(
      dir,
      decodeURIComponent(new URL(request.url, 'http://x').pathname).replace(/^\/$/, '/index.html'),
    );
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    // Cross-origin isolation gives performance.now() its fine resolution.
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(root, '.cache/bench-apr-chart-'));
  let browser;
  let server;
  try {
    server = await serve(await buildPage(dir));
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const tab = await context.newPage();
    await tab.goto(`http://127.0.0.1:${server.address().port}/`);
    await tab.waitForFunction(() => window.ready === true, null, { timeout: 30_000 });

    const results = {};
    for (const size of SIZES) {
      const samples = { bare: [], ours: [], bareTime: [] };
      let shape;
      for (let run = 0; run < WARMUP + RUNS[size]; run += 1) {
        const order = run % 2 ? ['ours', 'bare', 'bareTime'] : ['bareTime', 'bare', 'ours'];
        for (const kind of order) {
          const result = await tab.evaluate(([k, s]) => window.mount(k, s), [kind, size]);
          if (result.width !== 800 || result.height !== 400)
            throw new Error(`${kind} drew ${result.width}×${result.height}, not 800×400`);
          if (run >= WARMUP) samples[kind].push(result);
          if (kind === 'ours') shape = result.drawnPoints;
          // A random pause, so each run starts at a random point of the 16.7 ms frame: the painted time's
          // wait for the next frame then averages out in the median instead of favouring one chart.
          await tab.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 17)));
        }
      }
      results[size] = { samples, drawnPoints: shape };
    }

    console.log(
      `APR chart mount in Chromium, production React, 800 × 400, hourly points; median of ${RUNS[730]} runs (730 points) and ${RUNS[8760]} (8760) (lower is better)\n`,
    );
    console.log(
      `${'points'.padEnd(8)}${'chart'.padEnd(18)}${'drawn'.padStart(7)}${'committed ms'.padStart(14)}${'painted ms'.padStart(12)}${'× bare'.padStart(9)}`,
    );
    const verdicts = [];
    for (const size of SIZES) {
      const { samples, drawnPoints } = results[size];
      const bare = {
        committed: median(samples.bare.map((s) => s.committed)),
        painted: median(samples.bare.map((s) => s.painted)),
      };
      const ours = {
        committed: median(samples.ours.map((s) => s.committed)),
        painted: median(samples.ours.map((s) => s.painted)),
      };
      const bareTime = {
        committed: median(samples.bareTime.map((s) => s.committed)),
        painted: median(samples.bareTime.map((s) => s.painted)),
      };
      const ratio = ours.painted / bare.painted;
      const row = (name, drawn, m, r) =>
        console.log(
          `${String(size).padEnd(8)}${name.padEnd(18)}${String(drawn).padStart(7)}${m.committed.toFixed(1).padStart(14)}${m.painted.toFixed(1).padStart(12)}${r.padStart(9)}`,
        );
      row('bare recharts', size, bare, '1.00');
      row('AprChart', drawnPoints, ours, ratio.toFixed(2));
      row('bare, time scale', size, bareTime, (bareTime.painted / bare.painted).toFixed(2));
      verdicts.push(
        `${size} points, goal ${GOALS[size].text}: ${ratio <= GOALS[size].max ? 'met' : 'NOT met'} (${ratio.toFixed(2)}×; committed ${(ours.committed / bare.committed).toFixed(2)}×)`,
      );
    }
    console.log(`\n${verdicts.join('\n')}`);
  } finally {
    await browser?.close();
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
