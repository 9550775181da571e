import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEarnClient } from '../../../api/client';
import { EarnApiProvider } from '../../../api/hooks/EarnApiProvider';
import { useFundingPasswordPrompt } from '../../../components/FundingPasswordModal';
import { RESPONSE_CODE } from '../../../domain/shared/constants';
import { EarnTestProvider } from '../../../testing/EarnTestProvider';
import { createFakeEarnBackend } from '../../simpleEarn/testing/fakeBackend.testing';
import type { Site } from '../../../context/types';
import { renderFlow, testUser, type Routes } from '../../simpleEarn/testing/backend.testing';
import { SLOW, findToast } from '../../simpleEarn/testing/queries.testing';
import { LaunchpoolStakeFlow, type LaunchpoolStakeFlowProps } from './LaunchpoolStakeFlow';
import {
  PROJECT_ID,
  multiMiningPool,
  newcomerBtcPool,
  poolDto,
  projectDto,
  stakeRoutes,
  statisticsDto,
} from './stakeFixtures.testing';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}
afterEach(() => setViewport(1280));

const CREATE_ORDER = 'POST /launch-pool/create-order';
const CHECK_RULE = 'POST /launch-pool/check-pool-rule';

interface OpenOptions {
  readonly routes?: Routes;
  readonly props?: Partial<LaunchpoolStakeFlowProps>;
  readonly site?: Site;
  readonly clock?: () => number;
  readonly guest?: boolean;
}

async function openStake({ routes = stakeRoutes(), props = {}, site, clock, guest = false }: OpenOptions = {}) {
  const navigate = vi.fn();
  const view = renderFlow(<LaunchpoolStakeFlow projectId={PROJECT_ID} defaultOpen {...props} />, {
    routes,
    navigate,
    user: guest ? { kind: 'guest' } : testUser,
    ...(site ? { site } : {}),
    ...(clock ? { clock } : {}),
  });
  const dialog = await screen.findByRole('dialog', { name: /^(Stake|Commit) NEW$/ });
  const input = await within(dialog).findByRole('textbox', { name: /amount/ });
  return { ...view, dialog, input, navigate, events: userEvent.setup() };
}

type View = Awaited<ReturnType<typeof openStake>>;

/** Waits for the user's figures: the auto-filled maximum is the sign they arrived. */
async function figuresLoaded(view: View, amount = '500') {
  await waitFor(() => expect(view.input).toHaveValue(amount));
}

function row(dialog: HTMLElement, label: string): string {
  const term = within(dialog).getByText(label, { selector: 'dt, dt *' });
  const item = term.closest('div');
  return item?.textContent ?? '';
}

async function createOrderBody(view: View) {
  const call = view.double.calls.find((candidate) => candidate.request.url.endsWith('/launch-pool/create-order'));
  return JSON.parse((await call?.request.clone().text()) ?? 'null') as Record<string, unknown>;
}

describe('LaunchpoolStakeFlow', () => {
  it('LP-STAKE-01 LP-STAKE-02 one tab per reward pool, the multi-mining pool has none', async () => {
    const { dialog } = await openStake();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['USDT', 'BTCNewcomer']);
    expect(within(dialog).queryByRole('tab', { name: /ETH/ })).not.toBeInTheDocument();
  });

  it('LP-STAKE-03 LP-STAKE-04 LP-STAKE-07 LP-QUOTA-01 LP-QUOTA-02 the amount input, the pool figures and Cancel/Confirm', async () => {
    const view = await openStake({
      routes: stakeRoutes({ 'GET /launch-pool/user-project-statistics': { data: [statisticsDto('300')] } }),
    });
    await figuresLoaded(view);
    const { dialog } = view;
    expect(within(dialog).getByRole('textbox', { name: 'Stake amount' })).toBeInTheDocument();
    expect(row(dialog, 'Available')).toMatch(/500(\.0+)?\s*USDT/);
    // 100000 - 20000 - 300 staked = 79700, capped by the personal maximum 1000 (LP-QUOTA-01/02).
    expect(row(dialog, 'Remaining quota')).toMatch(/1,000(\.0+)?\s*USDT/);
    expect(row(dialog, 'Staked')).toMatch(/300(\.0+)?\s*USDT/);
    expect(row(dialog, 'Minimum per user')).toMatch(/10(\.0+)?\s*USDT/);
    expect(row(dialog, 'Maximum per user')).toMatch(/1,000(\.0+)?\s*USDT/);
    expect(row(dialog, 'APR')).toContain('12.5');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('LP-QUOTA-01 LP-QUOTA-02 a pool without a personal maximum shows the quota left and no limit', async () => {
    const view = await openStake({
      routes: stakeRoutes({}, [poolDto({ personal_max_amount: '-1', left_buy_total_amount: '99600' })]),
    });
    await figuresLoaded(view, '400');
    expect(row(view.dialog, 'Remaining quota')).toMatch(/400(\.0+)?\s*USDT/);
    expect(row(view.dialog, 'Maximum per user')).toContain('No limit');
  });

  it('LP-QUOTA-03 LP-QUOTA-04 a borrow coin without launchpool support has its loan deducted, floored at 0', async () => {
    const borrowCoin: Routes = {
      'GET /earn/borrow-coin-settings': { data: { coin: 'USDT', is_support_launchpool: 0, is_support_staking: 1 } },
    };
    const view = await openStake({
      routes: stakeRoutes({ ...borrowCoin, 'GET /launch-pool/get-user-loan-property': { data: { USDT: '120' } } }),
    });
    await figuresLoaded(view, '380');
    expect(row(view.dialog, 'Available')).toMatch(/380(\.0+)?\s*USDT/);
    view.unmount();
    const floored = await openStake({
      routes: stakeRoutes({ ...borrowCoin, 'GET /launch-pool/get-user-loan-property': { data: { usdt: '900' } } }),
    });
    await waitFor(() => expect(row(floored.dialog, 'Available')).toMatch(/^Available0(\.0+)?\s*USDT/));
    expect(floored.input).toHaveValue('');
  });

  it('LP-STAKE-20 the maximum is filled in once on open, not again after the user changes it', async () => {
    const view = await openStake();
    await figuresLoaded(view);
    await view.events.clear(view.input);
    await view.events.type(view.input, '20');
    await view.queryClient.refetchQueries();
    expect(view.input).toHaveValue('20');
  });

  it('LP-STAKE-20 no auto-fill when the available balance does not exceed the minimum', async () => {
    const view = await openStake({
      routes: stakeRoutes({
        'POST /account/spot/asset/outable': {
          data: [{ asset: 'USDT', outable: '10', lend_earn_available: '10', mode: 'classic', available: '10' }],
        },
      }),
    });
    await waitFor(() => expect(row(view.dialog, 'Available')).toMatch(/10(\.0+)?\s*USDT/));
    expect(view.input).toHaveValue('');
  });

  it('LP-STAKE-23 LP-STAKE-20 a used-up pool reads Used up, stays disabled and is not auto-filled', async () => {
    const view = await openStake({ routes: stakeRoutes({}, [poolDto({ left_buy_total_amount: '100000' })]) });
    const usedUp = await within(view.dialog).findByRole('button', { name: 'Used up' });
    await waitFor(() => expect(row(view.dialog, 'Available')).toMatch(/500/));
    expect(usedUp).toBeDisabled();
    expect(view.input).toHaveValue('');
    await view.events.type(view.input, '20');
    expect(usedUp).toBeDisabled();
  });

  it('LP-AMT-08 LP-AMT-09 LP-AMT-10 LP-STAKE-21 LP-STAKE-22 each amount rule shows its message and disables Confirm', async () => {
    const view = await openStake({
      routes: stakeRoutes({
        'GET /launch-pool/user-project-statistics': { data: [statisticsDto('700')] },
        'POST /account/spot/asset/outable': {
          data: [{ asset: 'USDT', outable: '2000', lend_earn_available: '2000', mode: 'classic', available: '250' }],
        },
      }),
    });
    await figuresLoaded(view, '250');
    const confirm = within(view.dialog).getByRole('button', { name: 'Confirm' });
    await view.events.clear(view.input);
    expect(confirm).toBeDisabled(); // LP-STAKE-21
    await view.events.type(view.input, '5');
    expect(within(view.dialog).getByText('The minimum stake is 10 USDT')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await view.events.clear(view.input);
    await view.events.type(view.input, '301');
    expect(
      within(view.dialog).getByText('You can stake at most 1000 USDT in total, including what you have already staked'),
    ).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await view.events.clear(view.input);
    view.unmount();
    const poor = await openStake({
      routes: stakeRoutes({
        'POST /account/spot/asset/outable': {
          data: [{ asset: 'USDT', outable: '40', lend_earn_available: '40', mode: 'classic', available: '40' }],
        },
      }),
    });
    await figuresLoaded(poor, '40');
    await poor.events.clear(poor.input);
    await poor.events.type(poor.input, '41');
    expect(within(poor.dialog).getByText('Inadequate balance')).toBeInTheDocument();
    expect(poor.input).toHaveAttribute('aria-invalid', 'true');
    expect(within(poor.dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled(); // LP-STAKE-22
  });

  it('LP-AMT-01 LP-AMT-02 LP-AMT-03 LP-AMT-04 LP-AMT-05 LP-AMT-06 LP-AMT-07 the amount field keeps a decimal within the pool decimals', async () => {
    const view = await openStake();
    await figuresLoaded(view);
    const { input, events } = view;
    const typed = async (text: string) => {
      await events.clear(input);
      await events.type(input, text);
      return (input as HTMLInputElement).value;
    };
    expect(await typed('12a3')).toBe('123'); // LP-AMT-01
    expect(await typed('12.345')).toBe('12.34'); // LP-AMT-02: decimal_place 2
    expect(await typed('.5')).toBe('0.5'); // LP-AMT-03
    expect(await typed('007')).toBe('7'); // LP-AMT-04
    expect(await typed('-8')).toBe('8'); // LP-AMT-05
    expect(await typed('9999999999999')).toBe('999999999999'); // LP-AMT-06
    await typed('15.');
    await events.tab();
    expect(input).toHaveValue('15'); // LP-AMT-07
  });

  it('LP-STAKE-05 LP-DEST-03 LP-DEST-06 the destination section of a Simple Earn pool starts on flexible', async () => {
    const { dialog } = await openStake();
    const group = within(dialog).getByRole('radiogroup', { name: 'Redemption destination' });
    expect(within(group).getByRole('radio', { name: /Flexible Simple Earn/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Spot/ })).not.toBeChecked();
  });

  it('LP-DEST-05 LP-DEST-06 a pool with neither Simple Earn nor staking has no destination section', async () => {
    const { dialog } = await openStake({ routes: stakeRoutes({}, [poolDto({ simple_earn: null })]) });
    expect(within(dialog).queryByRole('radiogroup', { name: 'Redemption destination' })).not.toBeInTheDocument();
  });

  it('LP-STAKE-12 LP-STAKE-13 LP-DEST-04 choosing a tab clears the amount and recomputes the destination', async () => {
    const view = await openStake();
    await figuresLoaded(view);
    await view.events.click(within(view.dialog).getByRole('tab', { name: /BTC/ }));
    const input = within(view.dialog).getByRole('textbox', { name: 'Stake amount' });
    expect(input).toHaveValue('');
    const group = within(view.dialog).getByRole('radiogroup', { name: 'Redemption destination' });
    expect(within(group).getByRole('radio', { name: /Staking/ })).toBeChecked();
    expect(within(group).queryByRole('radio', { name: /Flexible/ })).not.toBeInTheDocument();
  });

  it('LP-DEST-02 LP-DEST-07 LP-DEST-08 a pool whose term the user chose is locked to fixed: another option shows tip 3', async () => {
    const fixed = poolDto({
      simple_earn: { fixed_period: 30, fixed_rate: '0.08', ext_rate: '0.01', rate: '0.05', user_period: 30 },
    });
    const view = await openStake({ routes: stakeRoutes({}, [fixed]) });
    const group = within(view.dialog).getByRole('radiogroup', { name: 'Redemption destination' });
    expect(within(group).getByRole('radio', { name: /Fixed-term Simple Earn/ })).toBeChecked();
    await view.events.click(within(group).getByRole('radio', { name: /Spot/ }));
    await findToast(
      'Information',
      'You chose a fixed term for this pool, so the redemption destination cannot be changed',
    );
    expect(within(group).getByRole('radio', { name: /Fixed-term Simple Earn/ })).toBeChecked();
  });

  it('LP-STAKE-06 the notes open as a dialog with the five points', async () => {
    const { dialog, events } = await openStake();
    await events.click(within(dialog).getByRole('button', { name: 'Notes' }));
    const notes = await screen.findByRole('dialog', { name: 'Before you stake' });
    const points = within(notes).getAllByRole('listitem');
    expect(points).toHaveLength(5);
    expect(points[2]).toHaveTextContent('cannot be redeemed early');
  });

  it('LP-STAKE-08 LP-STAKE-09 a newcomer pool and a VIP pool carry their tags', async () => {
    const vip = poolDto({ rid: 4, coin: 'GT', vip_config: { min_vip: 1 } });
    const { dialog } = await openStake({ routes: stakeRoutes({}, [poolDto(), newcomerBtcPool, vip]) });
    expect(within(within(dialog).getByRole('tab', { name: /BTC/ })).getByText('Newcomer')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('tab', { name: /GT/ })).getByText('VIP')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('tab', { name: /USDT/ })).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('LP-STAKE-10 LP-STAKE-11 a project that starts later shows its start time, but not on the US site', async () => {
    const start = Date.parse('2030-01-02T03:04:00Z');
    const routes = stakeRoutes({
      'GET /launch-pool/project-info': { data: projectDto([poolDto()], { start_timest: start / 1000 }) },
    });
    const clock = () => Date.parse('2029-12-31T00:00:00Z');
    const view = await openStake({ routes, clock });
    expect(within(view.dialog).getByRole('note')).toHaveTextContent(/The event starts at .*2030.*Rewards accrue/);
    view.unmount();
    const us = await openStake({ routes, clock, site: 'us' });
    expect(within(us.dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it(
    'LP-STAKE-14 LP-STAKE-15 LP-STAKE-16 LP-STAKE-18 LP-SUCCESS-02 LP-SUCCESS-04 LP-SUCCESS-05 LP-SUCCESS-06 Confirm stakes, the modal closes, the success view shows the candy-drop card, the project refreshes',
    async () => {
      const onSuccess = vi.fn();
      const view = await openStake({ props: { onSuccess } });
      await figuresLoaded(view);
      await view.events.clear(view.input);
      await view.events.type(view.input, '200');
      const projectCallsBefore = view.calls().filter((call) => call.endsWith('/project-info')).length;
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      const success = await screen.findByRole('dialog', { name: 'Staked Successfully' }, SLOW);
      expect(screen.queryByRole('dialog', { name: 'Stake NEW' })).not.toBeInTheDocument();
      expect(await createOrderBody(view)).toEqual({ pid: 7, rid: 1, amount: '200', simpleEarnStatus: 1 });
      expect(view.calls().filter((call) => call.endsWith('/check-pool-rule'))).toEqual([]);
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ rid: 1, coin: 'USDT', amount: '200' }));
      // The card's keywords are marked, and the server's text is never HTML.
      const marks = await within(success).findAllByText((_, element) => element?.tagName === 'MARK');
      expect(marks.map((mark) => mark.textContent)).toEqual(['CandyDrop', '5,000 NEW']);
      expect(within(success).queryByRole('note')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(view.calls().filter((call) => call.endsWith('/project-info')).length).toBeGreaterThan(
          projectCallsBefore,
        ),
      );
      expect(within(success).getByRole('button', { name: 'OK' })).toBeInTheDocument();
      await view.events.click(within(success).getByRole('button', { name: 'Go to CandyDrop' }));
      expect(view.navigate).toHaveBeenCalledWith('/candy-drop/NEW');
    },
    SLOW.timeout * 3,
  );

  it(
    'LP-SUCCESS-04 the candy-drop message is rendered as text, never as HTML',
    async () => {
      const view = await openStake({
        routes: stakeRoutes({
          'GET /launch-pool/promotion-list': {
            data: [
              { popup_msg: 'Win <img src=x onerror=alert(1)> NEW', popup_high_light: ['NEW'], url: '/candy-drop/NEW' },
            ],
          },
        }),
      });
      await figuresLoaded(view);
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      const success = await screen.findByRole('dialog', { name: 'Staked Successfully' }, SLOW);
      expect(await within(success).findByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
      expect(success.querySelector('img')).toBeNull();
    },
    SLOW.timeout * 2,
  );

  it(
    "LP-API-19 LP-SUCCESS-04 the candy-drop promotion is asked for by the project's coin (the new token), not the staked coin",
    async () => {
      // Like the simulator: a CandyDrop runs for a launched token, so only the project's coin has a promotion.
      const view = await openStake({
        routes: stakeRoutes({
          'GET /launch-pool/promotion-list': (request: Request) => ({
            code: 0,
            data:
              new URL(request.url).searchParams.get('coin') === 'NEW'
                ? [{ popup_msg: 'Trade NEW in CandyDrop', popup_high_light: ['CandyDrop'], url: '/candy-drop/NEW' }]
                : [],
          }),
        }),
      });
      await figuresLoaded(view);
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      const success = await screen.findByRole('dialog', { name: 'Staked Successfully' }, SLOW);
      expect(await within(success).findByRole('region', { name: 'CandyDrop' }, SLOW)).toHaveTextContent(
        'Trade NEW in CandyDrop',
      );
      expect(within(success).getByRole('button', { name: 'Go to CandyDrop' })).toBeInTheDocument();
    },
    SLOW.timeout * 2,
  );

  it(
    'LP-STAKE-17 LP-SUCCESS-03 the volume-requirement notice shows when the trading volume is below the first tier',
    async () => {
      const tiered = poolDto({
        transaction_config: [{ transaction_amount: '10000', mortgage_limit: '500' }],
        user_transaction_amount: '2500',
      });
      const view = await openStake({ routes: stakeRoutes({}, [tiered]) });
      await figuresLoaded(view);
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      const success = await screen.findByRole('dialog', { name: 'Staked Successfully' }, SLOW);
      expect(within(success).getByRole('note')).toBeInTheDocument();
    },
    SLOW.timeout * 2,
  );

  it(
    'LP-SUCCESS-01 on a phone the success view is a full page',
    async () => {
      setViewport(375);
      const view = await openStake();
      await figuresLoaded(view);
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      const success = await screen.findByRole('dialog', { name: 'Staked Successfully' }, SLOW);
      expect(success).toHaveAttribute('data-presentation', 'fullscreen');
    },
    SLOW.timeout * 2,
  );

  it(
    'LP-ERR-01 LP-STAKE-19 a failed stake shows the server message as an error toast and is tracked',
    async () => {
      const onFailure = vi.fn();
      const view = await openStake({
        routes: stakeRoutes({ [CREATE_ORDER]: { code: -1, message: 'Pool quota exceeded' } }),
        props: { onFailure },
      });
      await figuresLoaded(view);
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      await findToast('Error', 'Pool quota exceeded');
      expect(onFailure).toHaveBeenCalledWith('Pool quota exceeded');
      expect(screen.getByRole('dialog', { name: 'Stake NEW' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Staked Successfully' })).not.toBeInTheDocument();
    },
    SLOW.timeout * 2,
  );

  it(
    'LP-ERR-06 LP-STAKE-19 a stake without an answer shows Networkerr and is tracked with it',
    async () => {
      const onFailure = vi.fn();
      const view = await openStake({
        routes: stakeRoutes({ [CREATE_ORDER]: () => Promise.reject(new TypeError('Failed to fetch')) }),
        props: { onFailure },
      });
      await figuresLoaded(view);
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      await findToast('Error', 'Network error, please try again later');
      expect(onFailure).toHaveBeenCalledWith('Network error, please try again later');
    },
    SLOW.timeout * 2,
  );

  it(
    'LP-ERR-04 a newcomer pool checks its rule first; a refusal is a warning toast and nothing is staked',
    async () => {
      const view = await openStake({
        routes: stakeRoutes({ [CHECK_RULE]: { code: -1, message: 'This pool is for new users only' } }),
        props: { rid: 2 },
      });
      await figuresLoaded(view, '1');
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      await findToast('Warning', 'This pool is for new users only');
      expect(view.calls().filter((call) => call.endsWith('/create-order'))).toEqual([]);
      expect(view.calls().filter((call) => call.endsWith('/check-pool-rule'))).toHaveLength(1);
    },
    SLOW.timeout * 2,
  );

  it(
    'a newcomer pool that passes its rule stakes to staking, one request per click',
    async () => {
      const view = await openStake({ props: { rid: 2 } });
      await figuresLoaded(view, '1');
      const confirm = within(view.dialog).getByRole('button', { name: 'Confirm' });
      await view.events.click(confirm);
      await view.events.click(confirm);
      await screen.findByRole('dialog', { name: 'Staked Successfully' }, SLOW);
      expect(view.calls().filter((call) => call.endsWith('/check-pool-rule'))).toHaveLength(1);
      expect(view.calls().filter((call) => call.endsWith('/create-order'))).toHaveLength(1);
      expect(await createOrderBody(view)).toEqual({ pid: 7, rid: 2, amount: '1', simpleEarnStatus: 2 });
    },
    SLOW.timeout * 2,
  );

  it(
    'a stake sent again after a lost connection carries the same Idempotency-Key, and another amount a new one (P-35)',
    async () => {
      const view = await openStake({
        routes: stakeRoutes({ [CREATE_ORDER]: () => Promise.reject(new TypeError('Failed to fetch')) }),
      });
      await figuresLoaded(view);
      const confirm = within(view.dialog).getByRole('button', { name: 'Confirm' });
      await view.events.click(confirm);
      await findToast('Error', 'Network error, please try again later');
      await waitFor(() => expect(confirm).toBeEnabled());
      await view.events.click(confirm);
      await waitFor(() => expect(view.calls().filter((call) => call.endsWith('/create-order'))).toHaveLength(2));
      await waitFor(() => expect(confirm).toBeEnabled());
      await view.events.clear(view.input);
      await view.events.type(view.input, '300');
      await view.events.click(confirm);
      await waitFor(() => expect(view.calls().filter((call) => call.endsWith('/create-order'))).toHaveLength(3));
      const keys = view.double.calls
        .filter((call) => call.request.url.endsWith('/create-order'))
        .map((call) => call.request.headers.get('Idempotency-Key'));
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    },
    SLOW.timeout * 3,
  );

  it(
    'SH-FUNDPASS-02 SH-FUNDPASS-03 a user with a funding password is asked for it by the client, and the stake goes through with it (P-32)',
    async () => {
      const routes = stakeRoutes({
        [CREATE_ORDER]: async (request: Request) => {
          const body = (await request.json()) as { fundpass?: string };
          return body.fundpass === '135790'
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
            <LaunchpoolStakeFlow projectId={PROJECT_ID} defaultOpen />
          </EarnApiProvider>
        </EarnTestProvider>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Stake NEW' });
      const input = await within(dialog).findByRole('textbox', { name: 'Stake amount' });
      await waitFor(() => expect(input).toHaveValue('500'));
      const events = userEvent.setup();
      await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await screen.findByRole('dialog', { name: 'Funding password' }, SLOW);
      await events.type(screen.getByLabelText('Funding password', { selector: 'input' }), '135790{Enter}');
      await screen.findByRole('dialog', { name: 'Staked Successfully' }, SLOW);
      const orders = backend.double.calls.filter((call) => call.request.url.endsWith('/create-order'));
      expect(orders).toHaveLength(2);
      expect(JSON.parse(await (orders[1]?.request.clone().text() ?? '{}'))).toMatchObject({ fundpass: '135790' });
      expect(orders[1]?.request.headers.get('Idempotency-Key')).toBe(orders[0]?.request.headers.get('Idempotency-Key'));
    },
    SLOW.timeout * 3,
  );

  it(
    'LP-DEST-01 the destination chosen is what create-order sends: spot as 0, a fixed term as 1 with its period',
    async () => {
      const view = await openStake();
      await figuresLoaded(view);
      const group = within(view.dialog).getByRole('radiogroup', { name: 'Redemption destination' });
      await view.events.click(within(group).getByRole('radio', { name: /Spot/ }));
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      await screen.findByRole('dialog', { name: 'Staked Successfully' }, SLOW);
      expect(await createOrderBody(view)).toEqual({ pid: 7, rid: 1, amount: '500', simpleEarnStatus: 0 });
      view.unmount();
      const fixed = poolDto({
        simple_earn: { fixed_period: 30, fixed_rate: '0.08', ext_rate: '0.01', rate: '0.05', user_period: 30 },
      });
      const locked = await openStake({ routes: stakeRoutes({}, [fixed]) });
      await figuresLoaded(locked);
      await locked.events.click(within(locked.dialog).getByRole('button', { name: 'Confirm' }));
      await screen.findByRole('dialog', { name: 'Staked Successfully' }, SLOW);
      expect(await createOrderBody(locked)).toEqual({
        pid: 7,
        rid: 1,
        amount: '500',
        simpleEarnStatus: 1,
        simpleEarnPeriod: 30,
      });
    },
    SLOW.timeout * 3,
  );

  it(
    'a guest sees the pool, makes no user call, and Confirm sends them to log in',
    async () => {
      const view = await openStake({ guest: true });
      const login = within(view.dialog).getByRole('button', { name: 'Log in to stake' });
      await view.events.type(view.input, '20');
      await view.events.click(login);
      await waitFor(() => expect(view.navigate).toHaveBeenCalledWith('/login'));
      expect(view.calls()).toEqual(['GET /apiw/v2/earn/launch-pool/project-info']);
    },
    SLOW.timeout * 2,
  );

  it('LP-STAKE-02 a multi-mining pool passed as the initial pool opens on the first pool with a tab', async () => {
    const { dialog } = await openStake({ props: { rid: 3 } });
    expect(within(dialog).getByRole('tab', { name: 'USDT' })).toHaveAttribute('aria-selected', 'true');
    expect(multiMiningPool.reward_pool_type).toBe(1);
  });
});
