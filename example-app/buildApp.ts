/**
 * The reference app's production build, as `npm run preview` and the end-to-end tests serve it: the app
 * (with a manifest, so the server knows each page's stylesheets) and, beside it, the server bundle that
 * paints a page's first view (`src/entry-server.tsx`, see `documentSession.plugin.ts`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { serverOutDir } from './documentSession.plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const configFile = path.join(root, 'vite.config.ts');

/** Builds the app into `outDir` (the config's, example-app/dist, by default) and its server bundle beside it. */
export async function buildApp(outDir = path.join(root, 'dist')): Promise<void> {
  // A production build, as users get it: Vite follows an inherited NODE_ENV (Vitest's 'test', say).
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
    await build({ configFile, mode: 'production', logLevel: 'warn', build: { outDir: serverOutDir(outDir), emptyOutDir: true, ssr: path.join(root, 'src/entry-server.tsx') } });
  } finally {
    process.env.NODE_ENV = inherited;
  }
}
