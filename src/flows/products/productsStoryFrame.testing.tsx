// The frame of the Simple Earn home stories: a fake exchange under the API provider and a provider with the user.
// Stories and tests only.
import type { ReactNode } from 'react';
import { createProductsClient, type ProductsBackendOptions } from './productsFixtures.testing';
import { type EarnUser } from '../../context';
import { ApiStoryFrame } from '../shared/apiStoryFrame.testing';

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
export function ProductsStoryFrame({ backend = {}, user, globals, children }: ProductsStoryFrameProps) {
  return (
    <ApiStoryFrame makeClient={() => createProductsClient(backend).client} user={user} globals={globals}>
      {children}
    </ApiStoryFrame>
  );
}
