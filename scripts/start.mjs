// `npm start`: the reference app (Vite dev server). Prints its URL when ready.
import { createServer } from 'vite';

const server = await createServer({ configFile: new URL('../example-app/vite.config.ts', import.meta.url).pathname });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log(`\n  Earnkit reference app: \x1b[1m${url}\x1b[0m\n  (Ctrl+C to stop)\n`);
