// Rendering the Simple Earn home in a test: the test provider (a guest unless told) over the API
// provider on the fake exchange of productsFixtures. Tests only.
import type { ReactElement } from 'react';
import { renderWithApi, type RenderWithApiOptions } from '../shared/renderWithApi.testing';
import { createProductsClient, type ProductsBackendOptions } from './productsFixtures.testing';

export interface RenderProductsOptions extends ProductsBackendOptions, Omit<RenderWithApiOptions, 'clock'> {}

/** Renders `ui` under the test provider and the API provider over the fake exchange. */
export function renderWithProducts(
  ui: ReactElement,
  { user, site, locale, navigate, ...backend }: RenderProductsOptions = {},
) {
  const view = renderWithApi(ui, createProductsClient(backend), { user, site, locale, navigate });
  const requests = () =>
    view.double.calls.map((call) => {
      const url = new URL(call.request.url);
      return `${call.request.method} ${url.pathname}${url.search}`;
    });
  return { ...view, requests };
}
