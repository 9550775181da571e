// Rendering the Simple Earn home in a test: the test provider (a guest unless told) over the API
// provider on the fake exchange of productsFixtures. Tests only.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { EarnApiProvider } from '../../api/hooks/EarnApiProvider';
import type { EarnUser, Site } from '../../context/types';
import { EarnTestProvider } from '../../testing/EarnTestProvider';
import { createProductsClient, type ProductsBackendOptions } from './productsFixtures.testing';

export interface RenderProductsOptions extends ProductsBackendOptions {
  readonly user?: EarnUser;
  readonly site?: Site;
  readonly locale?: string;
  readonly navigate?: (href: string) => void;
}

/** Renders `ui` under the test provider and the API provider over the fake exchange. */
export function renderWithProducts(
  ui: ReactElement,
  { user = { kind: 'guest' }, site, locale, navigate, ...backend }: RenderProductsOptions = {},
) {
  const { double, client } = createProductsClient(backend);
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <EarnTestProvider
        user={user}
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
  const requests = () =>
    double.calls.map((call) => {
      const url = new URL(call.request.url);
      return `${call.request.method} ${url.pathname}${url.search}`;
    });
  return { ...render(ui, { wrapper: Wrapper }), double, client, queryClient, requests };
}
