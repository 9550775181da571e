import type { ReactNode } from 'react';
import { EarnProvider, type EarnProviderProps } from '../components/EarnProvider/EarnProvider';

/** Props of {@link EarnTestProvider}: every {@link EarnProviderProps} prop, with test-friendly defaults. */
export type EarnTestProviderProps = EarnProviderProps;

/** What a test gets when it passes nothing: the same output on every machine and in every time zone. */
export const earnTestDefaults = {
  locale: 'en',
  site: 'global',
  theme: 'light',
  timeZone: 'UTC',
  numberingSystem: 'latn',
  upColor: 'green',
} as const satisfies Partial<EarnProviderProps>;

// Tests must never trigger a real page load; a test that cares passes its own spy as `navigate`.
function ignoreNavigation(): void {}

/**
 * The {@link EarnProvider} for a consumer's tests, with deterministic defaults: English, the global
 * site, the light theme, dates in UTC (not the machine's zone), Latin digits, a guest user, and a
 * `navigate` that does nothing unless you pass a spy. Any prop overrides its default.
 *
 * @example
 * render(<SubscribeButton />, { wrapper: EarnTestProvider });
 * @example
 * const navigate = vi.fn();
 * render(<FundsSourceChooser coin="BTC" />, { wrapper: createEarnWrapper({ navigate, site: 'us' }) });
 * expect(navigate).toHaveBeenCalledWith('/myaccount/deposit/BTC');
 */
export function EarnTestProvider({ navigate = ignoreNavigation, ...props }: EarnTestProviderProps) {
  return <EarnProvider {...earnTestDefaults} navigate={navigate} {...props} />;
}

/**
 * A `wrapper` component for Testing Library's `render` and `renderHook` with the given provider props,
 * since a wrapper receives only `children`.
 */
export function createEarnWrapper(
  props: Omit<EarnTestProviderProps, 'children'> = {},
): (wrapperProps: { children?: ReactNode }) => ReactNode {
  function EarnTestWrapper({ children }: { children?: ReactNode }) {
    return <EarnTestProvider {...props}>{children}</EarnTestProvider>;
  }
  return EarnTestWrapper;
}
