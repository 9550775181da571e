// The frame of the staking pages' stories: the fake exchange under the API provider, a provider with the user and
// the samples' clock. Stories and tests only.
import type { ReactNode } from 'react';
import type { EarnUser } from '../../../context';
import { ApiStoryFrame } from '../../shared/apiStoryFrame.testing';
import { createStakingPagesClient, SAMPLE_NOW, type StakingPagesBackendOptions } from './stakingPagesFixtures.testing';

/** A story's `parameters.frame`: what the fake exchange answers and who is looking (a guest unless told). */
export interface StakingPagesFrameParameters {
  backend?: StakingPagesBackendOptions | undefined;
  user?: EarnUser | undefined;
}

export interface StakingPagesStoryFrameProps extends StakingPagesFrameParameters {
  /** The toolbar's globals, so the inner provider keeps the story's theme, locale and site. */
  globals: Record<string, unknown>;
  children: ReactNode;
}

/** A real client over a fetch double answering like the exchange, with the clock fixed at the samples' now. */
export function StakingPagesStoryFrame({ backend = {}, user, globals, children }: StakingPagesStoryFrameProps) {
  return (
    <ApiStoryFrame
      makeClient={() => createStakingPagesClient(backend).client}
      user={user}
      globals={globals}
      clock={() => SAMPLE_NOW}
      timeZone="UTC"
    >
      {children}
    </ApiStoryFrame>
  );
}
