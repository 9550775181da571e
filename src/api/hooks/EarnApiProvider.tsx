/**
 * The provider of the data hooks: the host's `EarnClient`, and a TanStack Query client. A host that
 * already has a QueryClientProvider keeps its own (one cache, one devtools); otherwise the provider
 * makes one, so `<EarnApiProvider client={client}>` alone is enough.
 */
import { QueryClient, QueryClientContext, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { EarnClient } from '../client';

const EarnClientContext = createContext<EarnClient | null>(null);

/** Props of `EarnApiProvider`. */
export interface EarnApiProviderProps {
  /** The client every hook calls through (`createEarnClient(...)`). */
  readonly client: EarnClient;
  /** The query client; default: the one of an enclosing QueryClientProvider, else a new one. */
  readonly queryClient?: QueryClient;
  readonly children?: ReactNode;
}

/** Makes `client` available to the data hooks. */
export function EarnApiProvider({ client, queryClient, children }: EarnApiProviderProps) {
  const outer = useContext(QueryClientContext);
  const [own] = useState(() => (queryClient || outer ? null : new QueryClient()));
  const content = <EarnClientContext.Provider value={client}>{children}</EarnClientContext.Provider>;
  const chosen = queryClient ?? own;
  return chosen ? <QueryClientProvider client={chosen}>{content}</QueryClientProvider> : content;
}

/**
 * Thrown when a data hook or a flow runs outside `EarnApiProvider`. Without an error boundary React leaves
 * a blank page, so the message says the whole remedy: the peer package a host may not have installed (it is
 * optional, so npm says nothing) and the provider to wrap the flows in.
 */
export class EarnApiProviderMissingError extends Error {
  override readonly name = 'EarnApiProviderMissingError';
  constructor() {
    super(
      'earnkit: the data hooks and flows need <EarnApiProvider client={createEarnClient(...)}> above them ' +
        "(from 'earnkit/api'), and the TanStack Query peer: npm install @tanstack/react-query. " +
        'EarnApiProvider reuses an enclosing QueryClientProvider or makes its own.',
    );
  }
}

/** The client of the nearest `EarnApiProvider`. */
export function useEarnClient(): EarnClient {
  const client = useContext(EarnClientContext);
  if (!client) throw new EarnApiProviderMissingError();
  return client;
}

/**
 * The query client under `EarnApiProvider`, for a flow that reads the cache itself. It asks for the Earn
 * client first, so outside the provider the error names what to add rather than TanStack's QueryClientProvider.
 */
export function useEarnQueryClient(): QueryClient {
  useEarnClient();
  return useQueryClient();
}
