// The providers a flow story needs: a user, and the API over the fake backend. Stories only.
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { EarnApiProvider } from '../../../api/hooks/EarnApiProvider';
import { EarnProvider } from '../../../components/EarnProvider/EarnProvider';
import type { EarnUser, Site, ThemeName } from '../../../context/types';
import { createFakeEarnBackend, type Routes } from './fakeBackend.testing';

export interface FlowStoryProvidersProps {
  /** The fake backend's answers. */
  routes: Routes;
  /** The user; a logged-in regular user by default. */
  user?: EarnUser;
  /** The story's globals: locale, theme, site. */
  globals: Record<string, unknown>;
  children?: ReactNode;
}

/** A logged-in story user. */
const storyUser: EarnUser = { kind: 'user', name: 'Story', vipLevel: 0, verified: true };

/**
 * The provider of a flow story: an `EarnProvider` with the toolbar's locale, theme and site and a user,
 * and an `EarnApiProvider` whose client fetches from the fake backend through `createEarnClient({ fetch })`.
 */
export function FlowStoryProviders({ routes, user = storyUser, globals, children }: FlowStoryProvidersProps) {
  const [backend] = useState(() => createFakeEarnBackend(routes));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <EarnProvider
      locale={(globals.locale as string | undefined) ?? 'en'}
      theme={(globals.theme as ThemeName | undefined) ?? 'light'}
      site={(globals.site as Site | undefined) ?? 'global'}
      user={user}
      navigate={() => undefined}
    >
      <EarnApiProvider client={backend.client} queryClient={queryClient}>
        {children}
      </EarnApiProvider>
    </EarnProvider>
  );
}
