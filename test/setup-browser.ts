import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogue } from '../src/i18n/resolve';
import './missingMessages';

// A screenshot must show the settled state, not a frame of a colour transition or a sheet rising:
// transitions and animations end at once in browser tests (as Playwright's `animations: 'disabled'`).
const settle = document.createElement('style');
settle.dataset.testSetup = 'settle-motion';
settle.textContent =
  '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; caret-color: transparent !important; }';
document.head.append(settle);

// Browser-mode tests share one page: unmount after each test (toolchain trap 9).
afterEach(() => {
  cleanup();
});

// Stories and browser tests render Arabic and the US site synchronously: load what the provider would otherwise wait
// for.
await loadCatalogue('ar', 'us');
