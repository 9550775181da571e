// The frame of the launchpool pages' stories: the fake exchange under the API provider, a provider with
// the user and the samples' clock. Stories and tests only.
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { EarnApiProvider } from '../../../api/hooks/EarnApiProvider';
import { EarnProvider } from '../../../components/EarnProvider';
import type { EarnUser, Site, ThemeName } from '../../../context';
import {
  createLaunchpoolPagesClient,
  SAMPLE_NOW,
  type LaunchpoolPagesBackendOptions,
} from './launchpoolPagesFixtures.testing';

export interface LaunchpoolPagesStoryFrameProps {
  /** What the fake exchange answers. */
  backend?: LaunchpoolPagesBackendOptions;
  /** Who is looking; a guest unless told. */
  user?: EarnUser;
  /** The toolbar's globals, so the inner provider keeps the story's theme, locale and site. */
  globals: Record<string, unknown>;
  children: ReactNode;
}

/** A real client over a fetch double answering like the exchange, with the clock fixed at the samples' now. */
export function LaunchpoolPagesStoryFrame({
  backend = {},
  user = { kind: 'guest' },
  globals,
  children,
}: LaunchpoolPagesStoryFrameProps) {
  const [{ client, queryClient }] = useState(() => ({
    client: createLaunchpoolPagesClient(backend).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }),
  }));
  return (
    <EarnProvider
      user={user}
      theme={(globals.theme ?? 'light') as ThemeName}
      locale={String(globals.locale ?? 'en')}
      site={(globals.site === 'us' ? 'us' : 'global') as Site}
      timeZone="UTC"
      clock={() => SAMPLE_NOW}
      navigate={() => undefined}
    >
      <EarnApiProvider client={client} queryClient={queryClient}>
        {children}
      </EarnApiProvider>
    </EarnProvider>
  );
}
