// The frame of the Simple Earn home stories: a fake exchange under the API provider and a provider with the user. Stories and tests only.
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { EarnApiProvider } from '../../api/hooks/EarnApiProvider';
import { createProductsClient, type ProductsBackendOptions } from './productsFixtures.testing';
import { EarnProvider } from '../../components/EarnProvider';
import { type EarnUser, type Site, type ThemeName } from '../../context';

export interface ProductsStoryFrameProps {
  /** What the fake exchange answers. */
  backend?: ProductsBackendOptions;
  /** Who is looking; a guest unless told. */
  user?: EarnUser;
  /** The toolbar's globals, so the inner provider keeps the story's theme, locale and site. */
  globals: Record<string, unknown>;
  children: ReactNode;
}

/**
 * The Simple Earn home's stories run on a real client (`createEarnClient({ fetch })`) over a fetch
 * double answering like the exchange, inside `EarnApiProvider`, under a provider that carries the user.
 */
export function ProductsStoryFrame({
  backend = {},
  user = { kind: 'guest' },
  globals,
  children,
}: ProductsStoryFrameProps) {
  const [{ client, queryClient }] = useState(() => ({
    client: createProductsClient(backend).client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }),
  }));
  return (
    <EarnProvider
      user={user}
      theme={(globals.theme ?? 'light') as ThemeName}
      locale={String(globals.locale ?? 'en')}
      site={(globals.site === 'us' ? 'us' : 'global') as Site}
      navigate={() => undefined}
    >
      <EarnApiProvider client={client} queryClient={queryClient}>
        {children}
      </EarnApiProvider>
    </EarnProvider>
  );
}
