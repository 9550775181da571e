import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RewardPool } from '../../domain/launchpool';
import { renderFlow, type Routes } from '../simpleEarn/testing/backend.testing';
import { SLOW } from '../simpleEarn/testing/queries.testing';
import { LaunchpoolStakeFlow } from './LaunchpoolStakeFlow/LaunchpoolStakeFlow';
import {
  PROJECT_ID,
  poolDto,
  projectDto,
  stakeRoutes,
  statisticsDto,
} from './LaunchpoolStakeFlow/stakeFixtures.testing';
import { LaunchpoolProject } from './projects/LaunchpoolProject';
import { LaunchpoolProjects } from './projects/LaunchpoolProjects';
import { spokenRates } from '../shared/spokenRates.testing';

// Issue 17, "one honest rate": the same figure, with its label, on the project list, the stake dialog and the
// user's pool (the holding), all answered by one fake exchange. Launchpool draws no APR chart.
const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const DAY_S = 86_400;

/** One project with one USDT pool at `rate` (rate_year_type 2, an estimate), 200 USDT of it the user's. */
function launchpoolRoutes(rate: string): Routes {
  const pool = poolDto({ rate_year: rate, rate_year_type: 2, simple_earn: null, redeem_type: 0 });
  const start = NOW / 1000 - 3 * DAY_S;
  return stakeRoutes(
    {
      'GET /launch-pool/project-list': {
        data: [
          {
            pid: PROJECT_ID,
            coin: 'NEW',
            status: 1,
            start_timest: start,
            end_timest: NOW / 1000 + 14 * DAY_S,
            reward_pools: [
              { rid: 1, coin: 'USDT', rate_year: rate, rate_year_type: 2, reward_pool_type: 0, total_staked: '3000' },
            ],
          },
        ],
      },
      'GET /launch-pool/project-info': { data: projectDto([pool], { start_timest: start }) },
      'GET /launch-pool/user-project-statistics': { data: [statisticsDto('200', 1)] },
    },
    [pool],
  );
}

function ProjectScreens() {
  const [pool, setPool] = useState<RewardPool | null>(null);
  return (
    <>
      <LaunchpoolProject projectId={PROJECT_ID} onStake={setPool} />
      {pool ? <LaunchpoolStakeFlow projectId={PROJECT_ID} rid={pool.rid} defaultOpen /> : null}
    </>
  );
}

describe('one honest rate', () => {
  it('launchpool: the project list, the stake dialog and the holding show the same figure (no APR chart)', async () => {
    const figure = '12.50% APR, simple, estimate, net';
    const events = userEvent.setup();
    const options = { routes: launchpoolRoutes('0.125'), clock: () => NOW };

    const list = renderFlow(<LaunchpoolProjects />, options);
    const card = (await screen.findByRole('link', { name: 'NEW' }, SLOW)).closest('article')!;
    expect(spokenRates(card)).toEqual([figure]);
    list.unmount();

    renderFlow(<ProjectScreens />, options);
    await screen.findByText('200', { exact: false }, SLOW);
    const holding = document.querySelector('[data-slot="launchpool-pool"]')!;
    expect(spokenRates(holding)).toEqual([figure]);

    await events.click(within(holding as HTMLElement).getAllByRole('button', { name: /Stake/ })[0]!);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await within(dialog).findByText(/12\.50%/, {}, SLOW);
    expect(spokenRates(dialog)).toEqual([figure]);
  });
});
