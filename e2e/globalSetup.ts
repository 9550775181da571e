/**
 * The end-to-end tests run against what `npm start` serves: the reference app and the simulated exchange.
 * The app is built for production (as a user would get it) and served by Vite's preview server, which
 * proxies the exchange's paths to a simulator on an in-memory database, fresh for each run.
 */
import type { TestProject } from 'vitest/node';
import { previewApp } from '../example-app/buildApp';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    simulatorUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const app = await previewApp({ port: 0, simulatorPort: 0, logLevel: 'warn' });
  project.provide('appUrl', app.url);
  project.provide('simulatorUrl', app.simulator.url);
  return () => app.close();
}
