// `npm run bench`: every benchmark, each side by side with its peer or baseline in the same run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

const chrome = ensureChromium();
const benches = [
  'bench/size.mjs',
  'bench/host-imports.mjs',
  'bench/amount-input-keystroke.mjs',
  'bench/domain.mjs',
  'bench/history-export.mjs',
  'bench/apr-chart.mjs',
  'bench/simulator.mjs',
  'bench/route-size.mjs',
  'bench/stake-inp.mjs',
  'bench/lighthouse.mjs',
];
let failed = 0;
for (const file of benches) {
  if (!existsSync(file)) {
    console.error(`missing benchmark ${file}`);
    failed++;
    continue;
  }
  console.log(`\n\x1b[1m▶ ${file}\x1b[0m`);
  const result = spawnSync('node', [file], { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
