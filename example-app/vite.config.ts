import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import shared from '../vite.config.ts';
import { documentSession } from './documentSession.plugin.ts';
import { stagedModulePreload } from './stagedModulePreload.plugin.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The exchange's paths go to the simulated exchange (example-app/server), started beside the app by
 * `npm start` and by the end-to-end tests; SIM_URL says where it listens.
 */
const simulator = process.env.SIM_URL ?? 'http://127.0.0.1:8787';
const proxy = Object.fromEntries(
  ['/api', '/launch-pool', '/__sim'].map((prefix) => [prefix, { target: simulator, changeOrigin: false }]),
);

/** The reference app: served by `npm start`, built by `vite build example-app`. */
export default mergeConfig(
  shared,
  defineConfig({
    root,
    plugins: [documentSession(simulator), stagedModulePreload()],
    // wouter's shim of useSyncExternalStore, for React before 18: React's own hook instead (0.5 KB on every page).
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim\/index\.js$/,
          replacement: path.join(root, 'src/useSyncExternalStore.ts'),
        },
      ],
    },
    server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1', strictPort: false, proxy },
    preview: { port: Number(process.env.PORT ?? 4173), host: '127.0.0.1', proxy },
    // Every browser the app supports preloads modules itself: no polyfill script on the first load.
    build: {
      outDir: path.join(root, 'dist'),
      emptyOutDir: true,
      modulePreload: { polyfill: false },
      // Chunks and stylesheets named by their hash alone: each chunk's list of what to preload with a lazy page
      // or dialog, and every import between chunks, spells these names, about 2 KB gzipped on a page.
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          // What the entry imports statically (React, the router, TanStack Query, decimal.js, small shared modules)
          // loads before any page anyway: one script rather than the entry and a dozen chunks, each compressed
          // alone and spelling its imports and exports (about 3.5 KB gzipped off every page).
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
  }),
);
