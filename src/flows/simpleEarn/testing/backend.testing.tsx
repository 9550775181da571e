// Renders a Simple Earn flow for a component test: test provider, API provider, fake backend.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { EarnApiProvider } from '../../../api/hooks/EarnApiProvider';
import type { AccountMode, EarnUser, Site, ThemeName } from '../../../context/types';
import { EarnTestProvider } from '../../../testing/EarnTestProvider';
import { createFakeEarnBackend, type Routes } from './fakeBackend.testing';

export type { Routes } from './fakeBackend.testing';

/** A logged-in test user. */
export const testUser: EarnUser = { kind: 'user', name: 'Test', vipLevel: 0, verified: true };

export interface RenderFlowOptions {
  readonly routes: Routes;
  readonly user?: EarnUser;
  readonly navigate?: (href: string) => void;
  readonly site?: Site;
  readonly accountMode?: AccountMode;
  /** The exchange's clock the provider gives the flows (`EarnProvider`'s `clock`); the device's by default. */
  readonly clock?: () => number;
  /** The provider's theme; the test provider's light theme by default. */
  readonly theme?: ThemeName;
}

/** Renders a flow under the test provider and the API provider over the fake backend. */
export function renderFlow(
  ui: ReactElement,
  { routes, user = testUser, navigate, site, accountMode, clock, theme }: RenderFlowOptions,
) {
  const backend = createFakeEarnBackend(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <EarnTestProvider
      user={user}
      {...(navigate ? { navigate } : {})}
      {...(site ? { site } : {})}
      {...(accountMode ? { accountMode } : {})}
      {...(clock ? { clock } : {})}
      {...(theme ? { theme } : {})}
    >
      <EarnApiProvider client={backend.client} queryClient={queryClient}>
        {children}
      </EarnApiProvider>
    </EarnTestProvider>
  );
  return { ...render(ui, { wrapper }), ...backend, queryClient };
}
