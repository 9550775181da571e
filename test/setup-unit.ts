import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue } from '../src/i18n/resolve';
import './missingMessages';

// findBy and waitFor wait for what a user would see; on a busy shared machine the first render of a file can take
// more than Testing Library's 1 s default, so they wait longer. No test asserts on how long anything takes.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

// Tests render Arabic and the US site synchronously: load what the provider would otherwise wait for.
await loadCatalogue('ar', 'us');
