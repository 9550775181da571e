/**
 * `npx vite-node example-app/server/main.ts`: the simulator on port 8787 (SIM_PORT), its PGlite
 * database in example-app/.data/pglite (SIM_DATA_DIR; SIM_MEMORY=1 for memory; SIM_RESEED=1 to seed
 * again). Node 20 needs a TypeScript loader; vite-node ships with the toolchain.
 */
import { startSimulatorServer } from './serve';

const running = await startSimulatorServer();

async function shutdown(): Promise<void> {
  await running.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
