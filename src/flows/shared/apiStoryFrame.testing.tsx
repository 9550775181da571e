// The frame of a flow's stories on a fake exchange: a provider with the user and the toolbar's globals
// over the API provider on a real client. Stories and tests only.
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { EarnClient } from '../../api/client';
import { EarnApiProvider } from '../../api/hooks/EarnApiProvider';
import { EarnProvider } from '../../components/EarnProvider';
import type { EarnUser, Site, ThemeName } from '../../context';

export interface ApiStoryFrameProps {
  /** Makes the real client over the flow's fetch double; called once per story. */
  makeClient: () => EarnClient;
  /** Who is looking; a guest unless told. */
  user?: EarnUser | undefined;
  /** The toolbar's globals, so the inner provider keeps the story's theme, locale and site. */
  globals: Record<string, unknown>;
  /** A fixed clock for samples dated against it; the device's unless given. */
  clock?: (() => number) | undefined;
  /** The time zone of dates; the device's unless given. */
  timeZone?: string | undefined;
  children: ReactNode;
}

/** The story's client and query cache live as long as the story, inside `EarnApiProvider` under `EarnProvider`. */
export function ApiStoryFrame({
  makeClient,
  user = { kind: 'guest' },
  globals,
  clock,
  timeZone,
  children,
}: ApiStoryFrameProps) {
  const [{ client, queryClient }] = useState(() => ({
    client: makeClient(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }),
  }));
  return (
    <EarnProvider
      user={user}
      theme={(globals.theme ?? 'light') as ThemeName}
      locale={String(globals.locale ?? 'en')}
      site={(globals.site === 'us' ? 'us' : 'global') as Site}
      {...(clock ? { clock } : {})}
      {...(timeZone ? { timeZone } : {})}
      navigate={() => undefined}
    >
      <EarnApiProvider client={client} queryClient={queryClient}>
        {children}
      </EarnApiProvider>
    </EarnProvider>
  );
}
