import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Browser-mode tests share one page: unmount after each test (toolchain trap 9).
afterEach(() => {
  cleanup();
});
