import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue } from '../src/i18n/resolve';

afterEach(() => {
  cleanup();
});

// Tests render Arabic synchronously: load the catalogue the provider would otherwise wait for.
await loadCatalogue('ar');
