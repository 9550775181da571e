// `npm start`: the reference app with its simulated exchange, nothing else to install.
//   1. the simulator (example-app/server: Hono over an embedded PostgreSQL file, PGlite), on SIM_PORT (8787);
//   2. the app (Vite dev server), which proxies the exchange's paths to it. Prints the app's URL when ready.
// The simulator is TypeScript; Vite's module runner loads it, so Node needs no loader of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.SIM_PORT ??= '8787';
process.env.SIM_URL ??= `http://127.0.0.1:${process.env.SIM_PORT}`;

await runnerImport(path.join(root, 'example-app/server/main.ts'), { configFile: false, logLevel: 'error' });

const server = await createServer({ configFile: path.join(root, 'example-app/vite.config.ts') });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log(`\n  Earnkit reference app: \x1b[1m${url}\x1b[0m\n  (Ctrl+C to stop)\n`);
