// `npm run preview`: the reference app's production build, served by Vite's preview with the simulated
// exchange behind it (in memory, a fresh seed each start). What a page's weight and a Lighthouse run are
// measured against (docs/performance.md):
//   npm run preview
//   npx lighthouse@12.8.2 http://127.0.0.1:4173/simple-earn --only-categories=performance
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview, runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.cache', 'preview');
process.env.SIM_MEMORY = '1';
process.env.SIM_PORT ??= '8797';
process.env.SIM_URL = `http://127.0.0.1:${process.env.SIM_PORT}`;
await runnerImport(path.join(root, 'example-app/server/main.ts'), { configFile: false, logLevel: 'error' });

const configFile = path.join(root, 'example-app/vite.config.ts');
const { module: builder } = await runnerImport(path.join(root, 'example-app/buildApp.ts'), { configFile: false, logLevel: 'error' });
await builder.buildApp(outDir);
// The server's paint of a page runs React's production build too.
process.env.NODE_ENV = 'production';
const server = await preview({ configFile, build: { outDir } });
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4173/';
console.log(`\n  Earnkit reference app, production build: \x1b[1m${url}\x1b[0m\n  (Ctrl+C to stop)\n`);
