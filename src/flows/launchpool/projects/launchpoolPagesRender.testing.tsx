// Rendering the launchpool pages in a test: the test provider (a guest unless told, the samples' clock)
// over the API provider on the fake exchange. Tests only.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { EarnApiProvider } from '../../../api/hooks/EarnApiProvider';
import type { EarnUser, Site } from '../../../context/types';
import { EarnTestProvider } from '../../../testing/EarnTestProvider';
import {
  createLaunchpoolPagesClient,
  SAMPLE_NOW,
  type LaunchpoolPagesBackendOptions,
} from './launchpoolPagesFixtures.testing';

export interface RenderLaunchpoolOptions extends LaunchpoolPagesBackendOptions {
  readonly user?: EarnUser;
  readonly site?: Site;
  readonly locale?: string;
  readonly navigate?: (href: string) => void;
}

/** A logged-in user of the tests. */
export const TEST_USER: EarnUser = { kind: 'user', name: 'alice', vipLevel: 0, verified: true };

/** Renders `ui` under the test provider and the API provider; `paths()` lists the paths requested so far. */
export function renderLaunchpool(
  ui: ReactElement,
  { user = { kind: 'guest' }, site, locale, navigate, ...backend }: RenderLaunchpoolOptions = {},
) {
  const { double, client } = createLaunchpoolPagesClient(backend);
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <EarnTestProvider
        user={user}
        clock={() => SAMPLE_NOW}
        {...(site ? { site } : {})}
        {...(locale ? { locale } : {})}
        {...(navigate ? { navigate } : {})}
      >
        <EarnApiProvider client={client} queryClient={queryClient}>
          {children}
        </EarnApiProvider>
      </EarnTestProvider>
    );
  }
  const paths = () => double.calls.map((call) => new URL(call.request.url).pathname);
  return { ...render(ui, { wrapper: Wrapper }), double, paths };
}
