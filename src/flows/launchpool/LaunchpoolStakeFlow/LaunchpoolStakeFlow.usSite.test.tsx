import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../../context/types';
import { renderFlow, testUser, type Routes } from '../../simpleEarn/testing/backend.testing';
import { SLOW } from '../../simpleEarn/testing/queries.testing';
import { LaunchpoolStakeFlow } from './LaunchpoolStakeFlow';
import { PROJECT_ID, stakeRoutes } from './stakeFixtures.testing';

/** The same answers on either site, so only the site tells the two renders apart. */
function routes(): Routes {
  return stakeRoutes({ 'GET /compliance/check': { data: { business: [], menu: [] } } });
}

/** Opens the stake modal on `site` and waits for the user's figures (the auto-filled maximum). */
async function openStake(site: Site) {
  const view = renderFlow(<LaunchpoolStakeFlow projectId={PROJECT_ID} defaultOpen />, {
    routes: routes(),
    user: testUser,
    site,
  });
  const dialog = await screen.findByRole('dialog', { name: site === 'us' ? 'Commit NEW' : 'Stake NEW' });
  const input = await within(dialog).findByRole('textbox', { name: /amount/ });
  await waitFor(() => expect(input).toHaveValue('500'));
  return { ...view, dialog, events: userEvent.setup() };
}

/** Confirms the auto-filled stake and returns the success view once the candy-drop answer is in. */
async function stakeAndSucceed(site: Site) {
  const view = await openStake(site);
  await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
  const title = site === 'us' ? 'Committed Successfully' : 'Staked Successfully';
  const success = await screen.findByRole('dialog', { name: title }, SLOW);
  return { ...view, success };
}

/** Opens the add-funds chooser of the Available row and returns its options' names. */
async function openFundsSources(site: Site) {
  const view = await openStake(site);
  await view.events.click(within(view.dialog).getByRole('button', { name: 'Add funds' }));
  const list = await screen.findByRole('list', { name: 'Ways to get USDT' }, SLOW);
  const names = within(list)
    .getAllByRole('link')
    .map((option) => option.querySelector('[data-slot="funds-source-name"]')?.textContent ?? '');
  return { ...view, names };
}

describe('LaunchpoolStakeFlow on the US site', () => {
  it(
    'SH-US-08 the stake success title reads Committed Successfully',
    async () => {
      const { success } = await stakeAndSucceed('us');
      expect(within(success).getByRole('heading', { name: 'Committed Successfully' })).toBeInTheDocument();
      expect(screen.queryByText('Staked Successfully')).not.toBeInTheDocument();
    },
    SLOW.timeout * 2,
  );

  it(
    'SH-US-07 the success view has no candy-drop card on the US site, where the global site shows it',
    async () => {
      const global = await stakeAndSucceed('global');
      expect(await within(global.success).findByRole('button', { name: 'Go to CandyDrop' })).toBeInTheDocument();
      expect(within(global.success).getByRole('region', { name: 'CandyDrop' })).toHaveTextContent(
        'Trade NEW in CandyDrop to share 5,000 NEW',
      );
      global.unmount();

      const us = await stakeAndSucceed('us');
      // Every answer is in, so a card that was coming would be on screen by now.
      await waitFor(() => expect(us.queryClient.isFetching()).toBe(0));
      expect(within(us.success).getByRole('button', { name: 'OK' })).toBeInTheDocument();
      expect(within(us.success).queryByRole('button', { name: 'Go to CandyDrop' })).not.toBeInTheDocument();
      expect(within(us.success).queryByRole('region', { name: 'CandyDrop' })).not.toBeInTheDocument();
      expect(us.success).not.toHaveTextContent('Trade NEW');
    },
    SLOW.timeout * 3,
  );

  it(
    'SH-US-03 the add-funds chooser offers no express buy on the US site, where the global site does',
    async () => {
      const global = await openFundsSources('global');
      expect(global.names).toEqual(['On-chain deposit', 'Express buy', 'Transfer to futures', 'Spot trade']);
      global.unmount();

      const us = await openFundsSources('us');
      expect(us.names).toContain('On-chain deposit');
      expect(us.names).not.toContain('Express buy');
    },
    SLOW.timeout * 3,
  );
});
