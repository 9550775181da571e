import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarnTestProvider } from '../../testing/EarnTestProvider';
import { SimpleEarnProducts } from './SimpleEarnProducts';

// React logs a render error before rethrowing it; the test reads the thrown error, not the log.
afterEach(() => vi.restoreAllMocks());

describe('a flow without EarnApiProvider', () => {
  it('throws an error naming the provider to add and @tanstack/react-query to install, not a bare TanStack message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let thrown: unknown;
    try {
      render(
        <EarnTestProvider>
          <SimpleEarnProducts onSubscribe={() => undefined} />
        </EarnTestProvider>,
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const message = (thrown as Error).message;
    expect(message).toContain('<EarnApiProvider');
    expect(message).toContain('npm install @tanstack/react-query');
  });
});
