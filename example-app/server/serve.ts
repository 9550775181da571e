/**
 * Starts the simulator over HTTP. Used by `main.ts` and by any host that loads TypeScript through
 * Vite, e.g. `await (await viteServer.ssrLoadModule('/server/serve.ts')).startSimulatorServer()` from
 * a script that already runs the example app's Vite dev server (Node 20 runs no .ts on its own).
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createSimulator, type Simulator } from './app';
import { fileDatabase, memoryDatabase, postgresDatabase } from './db';

/** Options of `startSimulatorServer`; environment variables fill what is not given. */
export interface SimulatorServerOptions {
  /** Port; SIM_PORT or 8787; 0 for any free one (`url` says which). */
  readonly port?: number;
  /** Host; SIM_HOST or 127.0.0.1. */
  readonly hostname?: string;
  /** PGlite data folder; SIM_DATA_DIR or example-app/.data/pglite. */
  readonly dataDir?: string;
  /** Keep the database in memory (SIM_MEMORY=1). */
  readonly memory?: boolean;
  /** A PostgreSQL server instead of PGlite; DATABASE_URL when not given. */
  readonly databaseUrl?: string;
  /** Seed again at start (SIM_RESEED=1). */
  readonly reseed?: boolean;
}

/** A started simulator and how to stop it. */
export interface SimulatorServer {
  readonly simulator: Simulator;
  readonly server: ServerType;
  readonly url: string;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Opens the database, migrates, seeds when empty, and listens. */
export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<SimulatorServer> {
  const port = options.port ?? Number(process.env.SIM_PORT ?? 8787);
  const hostname = options.hostname ?? process.env.SIM_HOST ?? '127.0.0.1';
  const memory = options.memory ?? process.env.SIM_MEMORY === '1';
  const dataDir = options.dataDir ?? process.env.SIM_DATA_DIR ?? path.join(here, '..', '.data', 'pglite');
  // An explicit `memory: true` is memory, whatever DATABASE_URL says (the end-to-end tests rely on it).
  const databaseUrl = options.databaseUrl ?? (options.memory ? undefined : process.env.DATABASE_URL);
  const db = databaseUrl ? await postgresDatabase(databaseUrl) : memory ? memoryDatabase() : fileDatabase(dataDir);
  const simulator = await createSimulator({ db, reseed: options.reseed ?? process.env.SIM_RESEED === '1' });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: simulator.app.fetch, port, hostname }, () => resolve(started));
  });
  const url = `http://${hostname}:${(server.address() as AddressInfo).port}`;
  console.log(`  Earnkit simulated exchange: ${url}/ (${databaseUrl ? 'PostgreSQL' : memory ? 'in memory' : dataDir})`);
  return {
    simulator,
    server,
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
