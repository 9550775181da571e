import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue } from '../src/i18n/resolve';
import './missingMessages';

afterEach(() => {
  cleanup();
});

// Tests render Arabic and the US site synchronously: load what the provider would otherwise wait for.
await loadCatalogue('ar', 'us');
