// `npm test`: every test, in order, stopping at the first failure.
//   1. typecheck  1b. the house rules: dependency-cruiser, ESLint, Prettier, knip
//   2. unit tests (domain in Node, the rest in happy-dom, the simulator on PGlite)
//   2b. the simulator's tests again on a real PostgreSQL server
//   3. every story in real Chromium, light / dark / Arabic RTL, with accessibility violations failing
//   4. visual regression  5. end-to-end journeys through the reference app and the simulated exchange
//   6. package checks (build, publint, attw)  7. a host app installs the packed tarball, type-checks every ts/tsx
//      example of README.md and docs/ against it, and renders the README's Modal example
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const steps = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  // The house rules of docs/architecture.md, checked rather than remembered.
  { name: 'layers and cycles (dependency-cruiser)', command: ['npm', 'run', '--silent', 'lint:deps'] },
  {
    name: 'lint (ESLint: typescript-eslint, rules of hooks, jsx-a11y)',
    command: ['npm', 'run', '--silent', 'lint:code'],
  },
  { name: 'formatting (Prettier)', command: ['npm', 'run', '--silent', 'format:check'] },
  { name: 'unused files, exports and dependencies (knip)', command: ['npm', 'run', '--silent', 'lint:unused'] },
  {
    name: 'unit tests: domain (Node) and components (happy-dom)',
    command: ['npx', 'vitest', 'run', '--project', 'domain', '--project', 'unit'],
  },
  {
    name: "the simulator on a real PostgreSQL server (Debian's postgresql, a throwaway cluster)",
    command: ['node', 'scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'unit', 'example-app/server'],
    env: { SIM_TEST_DATABASE: 'postgres' },
  },
  {
    name: 'story tests in Chromium: light, dark, Arabic RTL (accessibility violations fail)',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'stories-light',
      '--project',
      'stories-dark',
      '--project',
      'stories-ar',
    ],
    browser: true,
  },
  { name: 'visual regression in Chromium', command: ['npx', 'vitest', 'run', '--project', 'visual'], browser: true },
  {
    name: 'end to end: the reference app (production build) and the simulated exchange, in Chromium with axe',
    command: ['npx', 'vitest', 'run', '--project', 'e2e'],
    browser: true,
  },
  { name: 'package checks (tsup, publint --strict, attw --pack)', command: ['node', 'scripts/check-package.mjs'] },
  {
    name: "host app: the packed tarball installed in a Vite app, the docs' examples type-checked, rendered in Chromium",
    command: ['node', 'scripts/check-host-app.mjs'],
    browser: true,
  },
];

const only = process.argv.slice(2);
let chrome;
const started = Date.now();
for (const step of steps) {
  if (only.length && !only.some((word) => step.name.includes(word))) continue;
  if (step.browser && !chrome) chrome = ensureChromium();
  console.log(`\n\x1b[1m▶ ${step.name}\x1b[0m${step.browser ? ` (Chromium: ${chrome})` : ''}`);
  const stepStarted = Date.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env, CHROME_PATH: chrome ?? process.env.CHROME_PATH ?? '' },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n\x1b[31m✖ ${step.name} failed after ${seconds} s\x1b[0m`);
    process.exit(result.status ?? 1);
  }
  console.log(`\x1b[32m✔ ${step.name} (${seconds} s)\x1b[0m`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
