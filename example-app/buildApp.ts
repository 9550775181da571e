/**
 * The reference app's production build, and that build served with the simulated exchange behind it:
 * what `npm run preview`, the route-weight bench and the end-to-end tests run against. The build is the
 * app (with a manifest, so the server knows each page's stylesheets) and, beside it, the server bundle
 * that paints a page's first view (`src/entry-server.tsx`, see `documentSession.plugin.ts`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type LogLevel } from 'vite';
import { serverOutDir } from './documentSession.plugin.ts';
import { startSimulatorServer, type SimulatorServer } from './server/serve.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const configFile = path.join(root, 'vite.config.ts');

/** Builds the app into `outDir` (the config's, example-app/dist, by default) and its server bundle beside it. */
async function buildApp(outDir = path.join(root, 'dist')): Promise<void> {
  // A production build, as users get it: Vite follows an inherited NODE_ENV (Vitest's 'test', say).
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    await build({
      configFile,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: serverOutDir(outDir), emptyOutDir: true, ssr: path.join(root, 'src/entry-server.tsx') },
    });
  } finally {
    process.env.NODE_ENV = inherited;
  }
}

export interface PreviewAppOptions {
  /** Where the build goes (default example-app/dist). */
  readonly outDir?: string;
  /** The app's port (0 for any free one); the config's (PORT or 4173) when not given. */
  readonly port?: number;
  /** The simulator's port (0 for any free one); SIM_PORT or 8787 when not given. */
  readonly simulatorPort?: number;
  readonly logLevel?: LogLevel;
}

/** A served build: the app's and the simulator's URLs, the simulator itself, and how to stop both. */
export interface PreviewedApp {
  readonly url: string;
  readonly simulator: SimulatorServer;
  close(): Promise<void>;
}

/**
 * Starts a simulator on a fresh in-memory database, builds the app and serves the build with Vite's
 * preview, which proxies the exchange's paths to that simulator (SIM_URL, read when the config loads).
 */
export async function previewApp({
  outDir,
  port,
  simulatorPort,
  logLevel,
}: PreviewAppOptions = {}): Promise<PreviewedApp> {
  const simulator = await startSimulatorServer({
    memory: true,
    ...(simulatorPort === undefined ? {} : { port: simulatorPort }),
  });
  process.env.SIM_URL = simulator.url;
  await buildApp(outDir);
  const server = await preview({
    configFile,
    ...(logLevel ? { logLevel } : {}),
    ...(outDir ? { build: { outDir } } : {}),
    ...(port === undefined ? {} : { preview: { port, strictPort: false } }),
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report its URL');
  return {
    url,
    simulator,
    async close() {
      await new Promise((resolve) => server.httpServer.close(resolve));
      await simulator.close();
    },
  };
}
