// Rendering a flow's screen in a test: the test provider (a guest unless told) over the API provider on
// a real client over the flow's fetch double. Tests only.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { EarnClient } from '../../api/client';
import { EarnApiProvider } from '../../api/hooks/EarnApiProvider';
import type { EarnUser, Site } from '../../context/types';
import { EarnTestProvider } from '../../testing/EarnTestProvider';

export interface RenderWithApiOptions {
  readonly user?: EarnUser | undefined;
  readonly site?: Site | undefined;
  readonly locale?: string | undefined;
  readonly navigate?: ((href: string) => void) | undefined;
  /** A fixed clock for samples dated against it; the test provider's unless given. */
  readonly clock?: (() => number) | undefined;
}

/** Renders `ui` under the test provider and the API provider over `client`, handing the double back. */
export function renderWithApi<Double>(
  ui: ReactElement,
  { double, client }: { readonly double: Double; readonly client: EarnClient },
  { user = { kind: 'guest' }, site, locale, navigate, clock }: RenderWithApiOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <EarnTestProvider
        user={user}
        {...(clock ? { clock } : {})}
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
  return { ...render(ui, { wrapper: Wrapper }), double, client, queryClient };
}
