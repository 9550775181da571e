import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import shared from '../vite.config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The reference app: served by `npm start`, built by `vite build example-app`. */
export default mergeConfig(
  shared,
  defineConfig({
    root,
    server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1', strictPort: false },
    preview: { port: Number(process.env.PORT ?? 4173), host: '127.0.0.1' },
    build: { outDir: path.join(root, 'dist'), emptyOutDir: true },
  }),
);
