import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createEarnClient } from '../client';
import { createFetchDouble } from '../fetchDouble.testing';
import { EarnApiProvider, EarnApiProviderMissingError, useEarnClient } from './EarnApiProvider';
import { useAccountMode } from './shared';

describe('EarnApiProvider', () => {
  it('SH-API-01 useEarnClient outside the provider throws a named error', () => {
    expect(() => renderHook(() => useEarnClient())).toThrow(EarnApiProviderMissingError);
  });

  it('SH-API-01 the hooks call through the given client', async () => {
    const double = createFetchDouble(() => ({
      code: 0,
      data: { mode: 'unified', first_open: 0, settings: { use_funding: 1 } },
    }));
    const client = createEarnClient({ fetch: double.fetch });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <EarnApiProvider client={client}>{children}</EarnApiProvider>
    );
    const { result } = renderHook(() => useAccountMode(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ mode: 'unified', firstOpen: false, useFunding: true }));
    expect(double.calls.map((call) => new URL(call.request.url).pathname)).toEqual(['/apiw/v2/unified/account_mode']);
  });

  it('SH-API-01 an enclosing QueryClientProvider is reused, so the host keeps one cache', () => {
    const hostClient = new QueryClient();
    const client = createEarnClient({ fetch: createFetchDouble().fetch });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <QueryClientProvider client={hostClient}>
        <EarnApiProvider client={client}>{children}</EarnApiProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useQueryClient(), { wrapper });
    expect(result.current).toBe(hostClient);
  });

  it('SH-API-01 without a query client anywhere, the provider makes its own', () => {
    const client = createEarnClient({ fetch: createFetchDouble().fetch });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <EarnApiProvider client={client}>{children}</EarnApiProvider>
    );
    const { result } = renderHook(() => useQueryClient(), { wrapper });
    expect(result.current).toBeInstanceOf(QueryClient);
  });
});
