/**
 * Starts the simulator over HTTP (default port 8787). The database is PGlite in
 * `example-app/.data/pglite` unless `SIM_DATA_DIR` names another folder; `SIM_MEMORY=1` keeps it in
 * memory. Run with `npx vite-node example-app/server/main.ts` (Node 20 needs a TypeScript loader).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createSimulator } from './app';
import { fileDatabase, memoryDatabase } from './db';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.SIM_PORT ?? process.env.PORT ?? 8787);
const dataDir = process.env.SIM_DATA_DIR ?? path.join(here, '..', '.data', 'pglite');
const db = process.env.SIM_MEMORY === '1' ? memoryDatabase() : fileDatabase(dataDir);

const simulator = await createSimulator({ db, reseed: process.env.SIM_RESEED === '1' });
const server = serve({ fetch: simulator.app.fetch, port, hostname: process.env.SIM_HOST ?? '127.0.0.1' }, (info) => {
  console.log(`  Earnkit simulated exchange: http://${info.address}:${info.port}/ (${process.env.SIM_MEMORY === '1' ? 'in memory' : dataDir})`);
});

async function shutdown(): Promise<void> {
  server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
