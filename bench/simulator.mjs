// Requests per second of the simulated exchange, for the product list and a flexible subscribe, on the
// embedded database (PGlite) and on a real PostgreSQL server, side by side in one run
// (example-app/server/bench.ts; the PostgreSQL column comes from a throwaway cluster, scripts/with-postgres.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runner = `import('vite').then(({ runnerImport }) => runnerImport(${JSON.stringify(path.join(root, 'example-app/server/bench.ts'))}, { configFile: false, logLevel: 'error' })).then(() => process.exit(0))`;
const result = spawnSync('node', ['scripts/with-postgres.mjs', 'node', '--input-type=module', '-e', runner], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
