import { afterEach } from 'vitest';

/**
 * A key rendered with no text anywhere (the provider's layers, the component's or flow's English) is a
 * bug: `useTranslate` reports it on the console in development builds. Here it fails the test that
 * rendered it, so a component or flow cannot ship a screen that shows a raw key.
 */
const missing: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('earnkit: no message for')) missing.push(args[0]);
  consoleError(...args);
};

afterEach(() => {
  if (missing.length === 0) return;
  const found = missing.splice(0);
  throw new Error(found.join('\n'));
});
