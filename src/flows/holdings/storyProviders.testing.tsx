// The providers of the holdings, history and auto-earn stories: the toolbar's locale, theme and site, a
// logged-in user, and the data hooks over `createEarnClient({ fetch })` with a fetch double answering
// from the simulated exchange. Stories only.
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createEarnClient } from '../../api/client';
import { createFetchDouble } from '../../api/fetchDouble.testing';
import { EarnApiProvider } from '../../api/hooks/EarnApiProvider';
import { EarnProvider } from '../../components/EarnProvider/EarnProvider';
import type { EarnUser, Site, ThemeName } from '../../context/types';
import { createFakeEarnBackend, type FakeEarnBackendSeed } from './fakeEarnBackend.testing';
import { TEST_USER } from './holdingsFixtures.testing';

export interface HoldingsStoryProvidersProps {
  /** What the simulated exchange holds. */
  seed: FakeEarnBackendSeed;
  /** The story's globals: locale, theme, site. */
  globals: Record<string, unknown>;
  /** The user; a logged-in VIP 0 user by default. */
  user?: EarnUser;
  children?: ReactNode;
}

export function HoldingsStoryProviders({ seed, globals, user = TEST_USER, children }: HoldingsStoryProvidersProps) {
  const [client] = useState(() => {
    const backend = createFakeEarnBackend(seed);
    return createEarnClient({ fetch: createFetchDouble(backend.respond).fetch, retries: 0, log: () => undefined });
  });
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <EarnProvider
      locale={(globals.locale as string | undefined) ?? 'en'}
      theme={(globals.theme as ThemeName | undefined) ?? 'light'}
      site={(globals.site as Site | undefined) ?? 'global'}
      timeZone="UTC"
      user={user}
      navigate={() => undefined}
    >
      <EarnApiProvider client={client} queryClient={queryClient}>
        {children}
      </EarnApiProvider>
    </EarnProvider>
  );
}
