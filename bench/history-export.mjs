// History export memory: 10,000 history records exported as CSV, streamed page by page (historyCsvChunks into
// Blob parts, as the History flow does) beside a naive export of the same records (every page fetched into one
// array, then every row joined into one string), in the same run. Prints the peak live JavaScript heap (sampled
// after a collection at each page) above the starting heap of each. Goal (issue 14): the streamed export's peak
// stays bounded (one page of records), well under the naive one's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// A heap figure means little without a collection before each run: run again with the collector exposed.
if (typeof globalThis.gc !== 'function') {
  const result = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(tmpdir(), 'earnkit-bench-history-export-'));
const outfile = path.join(dir, 'export.mjs');
await build({
  stdin: {
    contents: [
      `export { historyCsvChunks, HISTORY_EXPORT_PAGE_SIZE } from './src/flows/history/historyExport.ts';`,
      `export { blobSink, writeHistoryExport } from './src/flows/history/historyExportFile.ts';`,
      `export { CSV_BYTE_ORDER_MARK, csvHeaderLine, csvLines } from './src/domain/shared/csv.ts';`,
      `export { historyExportColumns } from './src/domain/simpleEarn/historyExport.ts';`,
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile,
  logLevel: 'silent',
});
const {
  historyCsvChunks,
  HISTORY_EXPORT_PAGE_SIZE,
  blobSink,
  writeHistoryExport,
  CSV_BYTE_ORDER_MARK,
  csvHeaderLine,
  csvLines,
  historyExportColumns,
} = await import(pathToFileURL(outfile).href);
rmSync(dir, { recursive: true, force: true });

const RECORDS = 10_000;
const START = Date.parse('2024-05-15T12:00:00Z');
const label = (key) => key;
const filters = { product: 'flexible', asset: null, type: null, range: { start: '2023-11-15', end: '2024-05-15' } };

/** A history of RECORDS records whose pages are made when asked, as a server's would arrive. */
const history = {
  async flexibleHistory({ page, limit }) {
    const from = (page - 1) * limit;
    const count = Math.max(0, Math.min(limit, RECORDS - from));
    const list = Array.from({ length: count }, (_, offset) => {
      const index = from + offset;
      return {
        id: index + 1,
        asset: index % 3 === 0 ? 'USDT' : index % 3 === 1 ? 'BTC' : 'ETH',
        type: (index % 5) + 1,
        timeAt: START - index * 3_600_000,
        amount: `${1000 + index}.${String(index).padStart(8, '0')}`,
        interest: `0.${String(index + 1).padStart(8, '0')}`,
        mode: index % 7 === 0 ? 5 : undefined,
      };
    });
    return { list, total: 9999 };
  },
};
history.fixedHistory = history.flexibleHistory;

let peak = 0;
let base = 0;
// The live heap at each step: a collection first, or the garbage the young generation has not yet swept (the
// same in both exports) would hide what each one keeps.
const sample = () => {
  globalThis.gc();
  peak = Math.max(peak, process.memoryUsage().heapUsed - base);
};
function startMeasure() {
  globalThis.gc();
  globalThis.gc();
  base = process.memoryUsage().heapUsed;
  peak = 0;
}

async function streamed() {
  startMeasure();
  let size = 0;
  const sink = blobSink('history.csv', (file) => {
    size = file.size;
  });
  const write = sink.write;
  sink.write = async (text) => {
    await write(text);
    sample();
  };
  const signal = new AbortController().signal;
  await writeHistoryExport(historyCsvChunks({ history, filters, label, signal }), sink, { signal, onProgress: sample });
  sample();
  return { peak, size };
}

async function naive() {
  startMeasure();
  const records = [];
  for (let page = 1; ; page++) {
    const { list } = await history.flexibleHistory({ page, limit: HISTORY_EXPORT_PAGE_SIZE });
    if (list.length === 0) break;
    records.push(...list);
    sample();
  }
  const columns = historyExportColumns(label);
  const text =
    CSV_BYTE_ORDER_MARK +
    csvHeaderLine(columns) +
    csvLines(
      records.map((record) => ({ product: 'flexible', record })),
      columns,
    );
  sample();
  const file = new File([text], 'history.csv', { type: 'text/csv;charset=utf-8' });
  sample();
  return { peak, size: file.size };
}

// Interleaved, three rounds each, medians: a noisy moment on a shared machine hits both alike.
const runs = { streamed: [], naive: [] };
let sizes = {};
for (let round = 0; round < 3; round++) {
  const a = await streamed();
  const b = await naive();
  runs.streamed.push(a.peak);
  runs.naive.push(b.peak);
  sizes = { streamed: a.size, naive: b.size };
}
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);
const streamedPeak = median(runs.streamed);
const naivePeak = median(runs.naive);
console.log(
  `\nHistory export of ${RECORDS.toLocaleString('en')} records, peak live heap above the start (median of 3)`,
);
console.table([
  { export: 'naive (all records, then one string)', 'peak heap MB': mb(naivePeak), 'file MB': mb(sizes.naive) },
  {
    export: `streamed (${HISTORY_EXPORT_PAGE_SIZE} a page, Blob parts)`,
    'peak heap MB': mb(streamedPeak),
    'file MB': mb(sizes.streamed),
    'vs naive': `${((streamedPeak / naivePeak) * 100).toFixed(0)} %`,
  },
]);
if (sizes.streamed !== sizes.naive) {
  console.error('the two exports differ in size');
  process.exit(1);
}
