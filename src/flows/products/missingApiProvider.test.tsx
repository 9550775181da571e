import { render, renderHook } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoEarnToggle } from '../autoEarn';
import { EarnTestProvider } from '../../testing/EarnTestProvider';
import { SimpleEarnProducts } from './SimpleEarnProducts';

// React logs a render error before rethrowing it; the test reads the thrown error, not the log.
afterEach(() => vi.restoreAllMocks());

/** The message of what rendering `ui` under the test provider alone throws. */
function errorOutsideApiProvider(ui: ReactElement): string {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(<EarnTestProvider>{ui}</EarnTestProvider>);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'nothing thrown';
}

describe('a flow without EarnApiProvider', () => {
  it('throws an error naming the provider to add and @tanstack/react-query to install, not a bare TanStack message', () => {
    const message = errorOutsideApiProvider(<SimpleEarnProducts onSubscribe={() => undefined} />);
    expect(message).toContain('<EarnApiProvider');
    expect(message).toContain('npm install @tanstack/react-query');
  });

  it('a public flow hook that reads the query cache itself (useAutoEarnToggle) says the same', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let message = 'nothing thrown';
    try {
      renderHook(() => useAutoEarnToggle(), { wrapper: EarnTestProvider });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toContain('<EarnApiProvider');
    expect(message).toContain('npm install @tanstack/react-query');
  });
});
