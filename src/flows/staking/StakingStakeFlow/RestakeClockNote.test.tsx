import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFlow, testUser } from '../../simpleEarn/testing/backend.testing';
import { pendingRedemptionDto } from '../holdings/stakingHoldingsFixtures.testing';
import { ethProductDto, STAKE_TEST_NOW, stakingStakeRoutes } from './stakingStakeFixtures.testing';
import { StakingStakeFlow } from './StakingStakeFlow';

const SLOW = { timeout: 5000 } as const;
const HOUR_S = 3600;
const nowS = STAKE_TEST_NOW / 1000;

async function openStake(redemptions: readonly object[]) {
  renderFlow(<StakingStakeFlow coin="ETH" defaultOpen />, {
    routes: stakingStakeRoutes([['ETH', ethProductDto()]], {
      'GET /earn/staking/redemptions': { data: redemptions },
    }),
    user: testUser,
    clock: () => STAKE_TEST_NOW,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Stake ETH' }, SLOW);
  await within(dialog).findByRole('textbox', { name: /amount/i }, SLOW);
  return dialog;
}

describe('staking again while a redemption is on its way', () => {
  it('the stake dialog says the redemption keeps its clock, with its latest arrival', async () => {
    const dialog = await openStake([
      pendingRedemptionDto({
        redeem_type: 'standard',
        create_time: nowS - HOUR_S,
        // Paid by the settlement run on the hour after its stamp: the latest is the next whole hour.
        redeem_stamp: nowS + 2 * 86_400 + 600,
      }),
    ]);
    const latest = new Date(Math.ceil((nowS + 2 * 86_400 + 600) / HOUR_S) * HOUR_S * 1000);
    const note = await within(dialog).findByText(/Staking again does not change the clock/, {}, SLOW);
    expect(note.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain(
      `${latest.toISOString().slice(11, 16)} UTC at the latest`,
    );
  });

  it('no redemption on its way: no note', async () => {
    const dialog = await openStake([]);
    expect(within(dialog).queryByText(/Staking again does not change the clock/)).not.toBeInTheDocument();
  });
});
