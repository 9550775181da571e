/**
 * Rendering a flow in a test: the provider (a logged-in user unless told otherwise, UTC, English) over
 * the data hooks' provider with a real client on a recording fetch double. Tests only.
 */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createEarnClient } from '../../api/client';
import { createFetchDouble, type DoubleAnswer } from '../../api/fetchDouble.testing';
import { EarnApiProvider } from '../../api/hooks/EarnApiProvider';
import type { AccountMode, EarnUser, ThemeName } from '../../context';
import { EarnTestProvider } from '../../testing';
import { TEST_USER } from './holdingsFixtures.testing';

export { TEST_USER } from './holdingsFixtures.testing';

export interface RenderFlowOptions {
  readonly respond: (request: Request, index: number) => DoubleAnswer | Promise<DoubleAnswer>;
  readonly user?: EarnUser;
  readonly navigate?: (href: string) => void;
  readonly locale?: string;
  /** The account mode the exchange reports (SH-MODE); none by default. */
  readonly accountMode?: AccountMode;
  /** The provider's theme; the test provider's light theme by default. */
  readonly theme?: ThemeName;
}

/** Renders `ui` against a fake backend; returns Testing Library's result plus the recorded calls. */
export function renderFlow(
  ui: ReactElement,
  { respond, user = TEST_USER, navigate, locale, accountMode, theme }: RenderFlowOptions,
) {
  const double = createFetchDouble(respond);
  const client = createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined });
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <EarnTestProvider
        user={user}
        {...(navigate ? { navigate } : {})}
        {...(locale ? { locale } : {})}
        {...(accountMode ? { accountMode } : {})}
        {...(theme ? { theme } : {})}
      >
        <EarnApiProvider client={client} queryClient={queryClient}>
          {children}
        </EarnApiProvider>
      </EarnTestProvider>
    );
  }
  const result = render(ui, { wrapper: Wrapper });
  /** Every call as 'METHOD /path?query'. */
  const requests = () =>
    double.calls.map((call) => {
      const url = new URL(call.request.url);
      return `${call.request.method} ${url.pathname}${url.search}`;
    });
  return { ...result, double, client, queryClient, requests };
}
