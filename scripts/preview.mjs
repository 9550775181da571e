// `npm run preview`: the reference app's production build, served by Vite's preview with the simulated
// exchange behind it (in memory, a fresh seed each start). What a page's weight and a Lighthouse run are
// measured against (docs/performance.md):
//   npm run preview
//   npx lighthouse@12.8.2 http://127.0.0.1:4173/simple-earn --only-categories=performance
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { module: app } = await runnerImport(path.join(root, 'example-app/buildApp.ts'), {
  configFile: false,
  logLevel: 'error',
});
// The server's paint of a page runs React's production build too.
process.env.NODE_ENV = 'production';
const { url } = await app.previewApp({
  outDir: path.join(root, '.cache', 'preview'),
  simulatorPort: Number(process.env.SIM_PORT ?? 8797),
});
console.log(`\n  Earnkit reference app, production build: \x1b[1m${url}\x1b[0m\n  (Ctrl+C to stop)\n`);
