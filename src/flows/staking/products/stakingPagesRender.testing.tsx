// Rendering the staking pages in a test: the test provider (a guest unless told, the samples' clock) over the API
// provider on the fake exchange. Tests only.
import type { ReactElement } from 'react';
import type { EarnUser } from '../../../context/types';
import { renderWithApi, type RenderWithApiOptions } from '../../shared/renderWithApi.testing';
import { createStakingPagesClient, SAMPLE_NOW, type StakingPagesBackendOptions } from './stakingPagesFixtures.testing';

export interface RenderStakingPagesOptions extends StakingPagesBackendOptions, Omit<RenderWithApiOptions, 'clock'> {}

/** A logged-in user of the tests. */
export const TEST_USER: EarnUser = { kind: 'user', name: 'alice', vipLevel: 3, verified: true };

/** Renders `ui` under the test provider and the API provider; `paths()` lists the paths requested so far. */
export function renderStakingPages(
  ui: ReactElement,
  { user, site, locale, navigate, ...backend }: RenderStakingPagesOptions = {},
) {
  const view = renderWithApi(ui, createStakingPagesClient(backend), {
    user,
    site,
    locale,
    navigate,
    clock: () => SAMPLE_NOW,
  });
  const paths = () => view.double.calls.map((call) => new URL(call.request.url).pathname);
  return { ...view, paths };
}
