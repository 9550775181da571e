import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createEarnClient } from '../../../api/client';
import { EarnApiProvider } from '../../../api/hooks/EarnApiProvider';
import { useFundingPasswordPrompt } from '../../../components/FundingPasswordModal';
import { RESPONSE_CODE } from '../../../domain/shared/constants';
import { EarnTestProvider } from '../../../testing/EarnTestProvider';
import { createFakeEarnBackend } from '../../simpleEarn/testing/fakeBackend.testing';
import { testUser } from '../../simpleEarn/testing/backend.testing';
import { SLOW } from '../../simpleEarn/testing/queries.testing';
import { StakingStakeFlow } from './StakingStakeFlow';
import { ethProductDto, stakingStakeRoutes } from './stakingStakeFixtures.testing';

describe('StakingStakeFlow and the funding password', () => {
  it(
    'SH-FUNDPASS-02 SH-FUNDPASS-03 a user with a funding password is asked for it by the client, and the stake goes through with it under the same key (P-32, P-35)',
    async () => {
      const routes = stakingStakeRoutes([['ETH', ethProductDto()]], {
        'POST /earn/staking/coin-stake-redeem': async (request: Request) => {
          const body = new URLSearchParams(await request.text());
          return body.get('fundpass') === '135790'
            ? { code: 0, data: null }
            : {
                code: RESPONSE_CODE.fundingPasswordRequired,
                message: 'Funding password required',
                data: { require_fundpass: true },
              };
        },
      });
      const backend = createFakeEarnBackend(routes);
      const ask: { current: (() => Promise<string | null>) | null } = { current: null };
      const client = createEarnClient({
        fetch: backend.double.fetch,
        retries: 0,
        log: () => undefined,
        onFundingPasswordRequired: () => ask.current?.() ?? Promise.resolve(null),
      });
      // What a host mounts once, as the reference app does: the modal, lent to the client.
      function FundingPasswordHost() {
        const { requestFundingPassword, modal } = useFundingPasswordPrompt();
        useEffect(() => {
          ask.current = () => requestFundingPassword();
        }, [requestFundingPassword]);
        return modal;
      }
      render(
        <EarnTestProvider user={testUser}>
          <EarnApiProvider client={client} queryClient={new QueryClient()}>
            <FundingPasswordHost />
            <StakingStakeFlow coin="ETH" defaultOpen />
          </EarnApiProvider>
        </EarnTestProvider>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Stake ETH' }, SLOW);
      const input = await within(dialog).findByRole('textbox', { name: 'Stake amount' }, SLOW);
      await waitFor(() => expect(within(dialog).getByText('Staked', { selector: 'dt, dt *' })).toBeInTheDocument());
      const events = userEvent.setup();
      await events.type(input, '1');
      await events.click(within(dialog).getByRole('checkbox', { name: /agree/ }));
      await events.click(within(dialog).getByRole('button', { name: 'Stake' }));
      await screen.findByRole('dialog', { name: 'Funding password' }, SLOW);
      await events.type(screen.getByLabelText('Funding password', { selector: 'input' }), '135790{Enter}');
      await screen.findByRole('dialog', { name: 'Staked successfully' }, SLOW);
      const sent = backend.double.calls.filter((call) => call.request.url.endsWith('/coin-stake-redeem'));
      expect(sent).toHaveLength(2);
      expect(new URLSearchParams(await (sent[1]?.request.clone().text() ?? '')).get('fundpass')).toBe('135790');
      expect(sent[1]?.request.headers.get('Idempotency-Key')).toBe(sent[0]?.request.headers.get('Idempotency-Key'));
    },
    SLOW.timeout * 3,
  );
});
