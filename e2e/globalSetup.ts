/**
 * The end-to-end tests run against what `npm start` serves: the reference app and the simulated exchange.
 * The app is built for production (as a user would get it) and served by Vite's preview server, which
 * proxies the exchange's paths to a simulator on an in-memory database, fresh for each run.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { buildApp } from '../example-app/buildApp';
import { createSimulator } from '../example-app/server/app';
import { memoryDatabase } from '../example-app/server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    simulatorUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default async function setup(project: TestProject) {
  const db = memoryDatabase();
  const simulator = await createSimulator({ db });
  const simulatorServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const server = serve({ fetch: simulator.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
  const simulatorUrl = `http://127.0.0.1:${(simulatorServer.address() as AddressInfo).port}`;
  process.env.SIM_URL = simulatorUrl;

  const configFile = path.join(root, 'example-app/vite.config.ts');
  await buildApp();
  const app = await preview({ configFile, logLevel: 'warn', preview: { port: 0, strictPort: false } });
  const appUrl = app.resolvedUrls?.local[0] ?? '';
  if (!appUrl) throw new Error('The preview server did not report its URL');

  project.provide('appUrl', appUrl);
  project.provide('simulatorUrl', simulatorUrl);

  return async () => {
    await new Promise((resolve) => app.httpServer.close(resolve));
    await new Promise((resolve) => simulatorServer.close(resolve));
    await db.close();
  };
}
