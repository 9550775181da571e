import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountMode } from '../../../domain/shared/accountMode';
import type { StakingProductDto } from '../../../api/dto/staking';
import { renderFlow, testUser, type Routes } from '../../simpleEarn/testing/backend.testing';
import { SLOW, findToast } from '../../simpleEarn/testing/queries.testing';
import { StakingStakeFlow, type StakingStakeFlowProps } from './StakingStakeFlow';
import {
  STAKE_TEST_NOW,
  ethProductDto,
  ethWeb3TaskDto,
  ethWithBonusDto,
  gusdMintDto,
  solDefiDto,
  stakingStakeRoutes,
  usdtWhenRedeemedDto,
  userInfoDto,
} from './stakingStakeFixtures.testing';

const ACTION = 'POST /earn/staking/coin-stake-redeem';
const LONG = SLOW.timeout * 3;

interface OpenOptions {
  readonly coin?: string;
  readonly product?: StakingProductDto;
  readonly extra?: Routes;
  readonly props?: Partial<StakingStakeFlowProps>;
  readonly guest?: boolean;
  readonly accountMode?: AccountMode;
  readonly title?: string;
  readonly theme?: 'vip';
}

async function openStake({
  coin = 'ETH',
  product = ethProductDto(),
  extra = {},
  props = {},
  guest = false,
  accountMode,
  title,
  theme,
}: OpenOptions = {}) {
  const navigate = vi.fn();
  const view = renderFlow(<StakingStakeFlow coin={coin} defaultOpen {...props} />, {
    routes: stakingStakeRoutes([[coin, product]], extra),
    navigate,
    user: guest ? { kind: 'guest' } : testUser,
    clock: () => STAKE_TEST_NOW,
    ...(accountMode ? { accountMode } : {}),
    ...(theme ? { theme } : {}),
  });
  const dialog = await screen.findByRole('dialog', { name: title ?? `Stake ${coin}` }, SLOW);
  const input = await within(dialog).findByRole('textbox', { name: /amount|lock/i }, SLOW);
  return { ...view, dialog, input, navigate, events: userEvent.setup() };
}

type View = Awaited<ReturnType<typeof openStake>>;

function row(dialog: HTMLElement, label: string): string {
  const term = within(dialog).getByText(label, { selector: 'dt, dt *' });
  return term.closest('div')?.textContent ?? '';
}

/** Waits for the user's figures: the available balance reads a number. */
async function figuresLoaded(view: View, available: RegExp) {
  await waitFor(() => expect(row(view.dialog, 'Available')).toMatch(available), SLOW);
}

async function fillAndAgree(view: View, amount: string) {
  await view.events.type(view.input, amount);
  await view.events.click(within(view.dialog).getByRole('checkbox', { name: /agree/ }));
}

function stakeButton(view: View, name = 'Stake') {
  return within(view.dialog).getByRole('button', { name });
}

async function actionBodies(view: View) {
  const calls = view.double.calls.filter((call) => call.request.url.endsWith('/coin-stake-redeem'));
  return Promise.all(calls.map(async (call) => new URLSearchParams(await call.request.clone().text())));
}

describe('StakingStakeFlow', () => {
  it(
    'ST-MODAL-08 ST-AMT-06 ST-AMT-08 ST-AMT-09 ST-ROLE-01 main shows the amount, the figures and a Stake disabled until an amount > 0 and the agreement',
    async () => {
      const view = await openStake();
      await figuresLoaded(view, /12(\.0+)?\s*ETH/);
      expect(row(view.dialog, 'Minimum stake')).toMatch(/0\.010*\s*ETH/);
      expect(row(view.dialog, 'Your staking limit')).toMatch(/100(\.0+)?\s*ETH/);
      expect(row(view.dialog, 'APR')).toContain('3.2');
      expect(stakeButton(view)).toBeDisabled();
      await view.events.type(view.input, '0');
      await view.events.click(within(view.dialog).getByRole('checkbox', { name: /agree/ }));
      expect(stakeButton(view)).toBeDisabled();
      await view.events.clear(view.input);
      await view.events.type(view.input, '1');
      expect(stakeButton(view)).toBeEnabled();
      await view.events.click(within(view.dialog).getByRole('checkbox', { name: /agree/ }));
      expect(stakeButton(view)).toBeDisabled();
    },
    LONG,
  );

  it(
    'ST-AMT-01 ST-AMT-02 ST-AMT-03 ST-AMT-07 an amount below the minimum or above the balance shows its message and keeps Stake disabled',
    async () => {
      const view = await openStake();
      await figuresLoaded(view, /12/);
      await fillAndAgree(view, '0.001');
      expect(within(view.dialog).getByText('The minimum stake amount is 0.01 ETH')).toBeInTheDocument();
      expect(stakeButton(view)).toBeDisabled();
      await view.events.clear(view.input);
      await view.events.type(view.input, '13');
      expect(within(view.dialog).getByText(/Insufficient balance: 12 ETH available/)).toBeInTheDocument();
      expect(stakeButton(view)).toBeDisabled();
      await view.events.clear(view.input);
      expect(within(view.dialog).queryByText(/Insufficient balance|minimum stake/)).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'ST-LIMIT-01 the personal limit counts what is held: 95 held of 100 leaves 5',
    async () => {
      const view = await openStake({
        extra: { 'GET /earn/staking/coin-user-info': { data: userInfoDto({ hold_amount: '95' }) } },
      });
      await figuresLoaded(view, /12/);
      expect(row(view.dialog, 'You can stake')).toMatch(/5(\.0+)?\s*ETH/);
      await fillAndAgree(view, '6');
      expect(
        within(view.dialog).getByText(/Above your staking limit of 100 ETH; you can stake 5 ETH more/),
      ).toBeInTheDocument();
      expect(stakeButton(view)).toBeDisabled();
    },
    LONG,
  );

  it(
    'ST-LIMIT-02 ST-STATE-06 ST-VIP-04 a crowd-mode user is limited by the crowd limit and sees no VIP discount',
    async () => {
      const view = await openStake({
        extra: { 'GET /earn/staking/coin-user-info': { data: userInfoDto({ is_crowd: 1, hold_amount: '15' }) } },
      });
      await figuresLoaded(view, /12/);
      expect(within(view.dialog).getByText('You stake in crowd mode: the crowd limit applies.')).toBeInTheDocument();
      expect(row(view.dialog, 'Crowd staking limit')).toMatch(/20(\.0+)?\s*ETH/);
      expect(row(view.dialog, 'You can stake')).toMatch(/5(\.0+)?\s*ETH/);
      await fillAndAgree(view, '6');
      expect(within(view.dialog).getByText(/Above the crowd staking limit of 20 ETH/)).toBeInTheDocument();
      expect(within(view.dialog).queryByText(/off redemption fees/)).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'ST-AMT-05 DEC-25 a coin without unified staking has its loans deducted from the available balance',
    async () => {
      const view = await openStake({
        extra: {
          'GET /earn/borrow-coin-settings': {
            data: { coin: 'ETH', is_support_launchpool: 1, is_support_staking: 0 },
          },
          'GET /earn/staking/user-loans': { data: { assets: { ETH: '4.5' } } },
        },
      });
      await figuresLoaded(view, /7\.50*\s*ETH/);
      expect(within(view.dialog).getByText(/Loans of 4\.50* ETH are deducted from your balance\./)).toBeInTheDocument();
      await fillAndAgree(view, '8');
      expect(within(view.dialog).getByText(/Insufficient balance: 7\.5 ETH available/)).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'ST-ROLE-02 ST-VIP-02 ST-VIP-03 ST-MODAL-07 the VIP tier passed in shows its discount tier; without a tier or a VIP config none shows',
    async () => {
      const view = await openStake({ props: { vipTier: 6 } });
      await figuresLoaded(view, /12/);
      expect(within(view.dialog).getByText(/VIP 6: 50(\.0+)?% off redemption fees/)).toBeInTheDocument();
      view.unmount();
      const noTier = await openStake({
        props: { vipTier: null },
        extra: { 'GET /earn/staking/coin-user-info': { data: userInfoDto({ tier: null }) } },
      });
      await figuresLoaded(noTier, /12/);
      expect(within(noTier.dialog).queryByText(/off redemption fees/)).not.toBeInTheDocument();
      noTier.unmount();
      const noConfig = await openStake({ product: ethProductDto({ vip_config: null }), props: { vipTier: 6 } });
      await figuresLoaded(noConfig, /12/);
      expect(within(noConfig.dialog).queryByText(/off redemption fees/)).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'ST-ROLE-02 an unverified user reads why and cannot stake',
    async () => {
      const view = await openStake({ props: { verified: false } });
      await figuresLoaded(view, /12/);
      expect(within(view.dialog).getByText('Verify your identity to stake.')).toBeInTheDocument();
      await fillAndAgree(view, '1');
      expect(stakeButton(view)).toBeDisabled();
    },
    LONG,
  );

  it(
    'ST-ROLE-03 ST-ROLE-04 a unified account gets the unified wording and availability tooltip',
    async () => {
      const view = await openStake({ accountMode: { mode: 'unified', firstOpen: false, useFunding: true } });
      await figuresLoaded(view, /12/);
      expect(
        within(view.dialog).getByText('Rewards and redeemed coins go to your unified account.'),
      ).toBeInTheDocument();
      await view.events.hover(within(view.dialog).getByRole('button', { name: /available/i }));
      expect(await screen.findByRole('tooltip', {}, SLOW)).toHaveTextContent('unified account balance');
    },
    LONG,
  );

  it(
    'ST-ROLE-03 ST-ROLE-04 a classic account gets the spot wording and availability tooltip',
    async () => {
      const view = await openStake({ accountMode: { mode: 'classic', firstOpen: false, useFunding: false } });
      await figuresLoaded(view, /12/);
      expect(within(view.dialog).getByText('Rewards and redeemed coins go to your spot account.')).toBeInTheDocument();
      await view.events.hover(within(view.dialog).getByRole('button', { name: /available/i }));
      expect(await screen.findByRole('tooltip', {}, SLOW)).toHaveTextContent('spot balance');
    },
    LONG,
  );

  it(
    'ST-EXTRA-05 ST-CALC-01 ST-CALC-02 ST-CALC-03 the estimate adds the tiered extra bonus, with the reward dates',
    async () => {
      const view = await openStake({ product: ethWithBonusDto });
      await figuresLoaded(view, /12/);
      await view.events.type(view.input, '12');
      // 12 × 3.2 % / 365 = 0.00105205; bonus (10 × 3 % + 2 × 1 %) / 365 = 0.00087671.
      expect(row(view.dialog, 'Estimated daily reward')).toMatch(/0\.00105205\s*ETH/);
      expect(row(view.dialog, 'Estimated daily extra bonus')).toMatch(/0\.00087671\s*ETH/);
      // Now 2024-06-01 12:00 UTC, one day's delay: rewards from 2024-06-02 12:00, paid from 2024-06-03 00:00.
      expect(row(view.dialog, 'Rewards start')).toMatch(/06\/02\/2024, 12:00/);
      expect(row(view.dialog, 'First distribution')).toMatch(/06\/03\/2024, 00:00/);
    },
    LONG,
  );

  it(
    'ST-EXTRA-04 ST-DATA-10 a finished extra bonus adds nothing to the estimate or the APR and offers no bonus views',
    async () => {
      const extra = ethWithBonusDto.extra_interest;
      const finished = ethProductDto({
        extra_interest_show: 1,
        ...(extra ? { extra_interest: { ...extra, status: 2 } } : {}),
      });
      const view = await openStake({ product: finished });
      await figuresLoaded(view, /12/);
      await view.events.type(view.input, '12');
      expect(within(view.dialog).queryByText('Estimated daily extra bonus')).not.toBeInTheDocument();
      expect(row(view.dialog, 'APR')).toContain('3.2');
      expect(within(view.dialog).queryByRole('button', { name: 'Extra bonus' })).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'ST-CALC-04 a reward delay of 0 reads When redeemed',
    async () => {
      const view = await openStake({ coin: 'USDT', product: usdtWhenRedeemedDto });
      await figuresLoaded(view, /500/);
      expect(row(view.dialog, 'Rewards start')).toContain('When redeemed');
      expect(row(view.dialog, 'First distribution')).toContain('When redeemed');
    },
    LONG,
  );

  it(
    'ST-STATE-07 ST-MODAL-01 main moves to rate, faq, extra_bonus and bonus_rules, and each goes back to main',
    async () => {
      const view = await openStake({ product: ethWithBonusDto });
      await figuresLoaded(view, /12/);
      const visits: [string, string, string][] = [
        ['Rate details', 'Rate details', 'Total estimated APR'],
        ['FAQ', 'ETH staking FAQ', 'How are staking rewards paid?'],
        ['Extra bonus', 'Extra bonus', '+3.00%'],
        ['Bonus rules', 'Bonus rules', 'like tax brackets'],
      ];
      for (const [link, title, text] of visits) {
        await view.events.click(within(view.dialog).getByRole('button', { name: link }));
        const dialog = await screen.findByRole('dialog', { name: title }, SLOW);
        expect(
          await within(dialog).findByText(new RegExp(text.replace(/[+.]/g, '\\$&')), {}, SLOW),
        ).toBeInTheDocument();
        await view.events.click(within(dialog).getByRole('button', { name: 'Back' }));
        await screen.findByRole('dialog', { name: 'Stake ETH' }, SLOW);
      }
    },
    LONG,
  );

  it(
    'ST-DEFI-01 ST-MODAL-02 the protocol selector picks the highest rate; its terms follow the protocol',
    async () => {
      const view = await openStake({ coin: 'SOL', product: solDefiDto });
      const group = within(view.dialog).getByRole('radiogroup', { name: 'DeFi protocol' });
      await waitFor(() => expect(within(group).getByRole('radio', { name: /Jito/ })).toBeChecked(), SLOW);
      expect(row(view.dialog, 'Minimum stake')).toMatch(/1(\.0+)?\s*SOL/);
      expect(row(view.dialog, 'Your staking limit')).toMatch(/50(\.0+)?\s*SOL/);
      await view.events.click(within(group).getByRole('radio', { name: /Marinade/ }));
      expect(row(view.dialog, 'Minimum stake')).toMatch(/0\.10*\s*SOL/);
      await figuresLoaded(view, /40/);
      await fillAndAgree(view, '2');
      await view.events.click(stakeButton(view));
      await screen.findByRole('dialog', { name: 'Staked successfully' }, SLOW);
      const [body] = await actionBodies(view);
      expect(Object.fromEntries(body ?? [])).toEqual({ side: '0', amount: '2', coin: 'SOL', pid: '11' });
    },
    LONG,
  );

  it(
    'ST-STATE-02 opened from /staking/sol?pid=11 the modal stakes SOL on protocol 11, paying SOL',
    async () => {
      const view = await openStake({ coin: 'sol', product: solDefiDto, props: { pid: 11 }, title: 'Stake SOL' });
      await waitFor(() => expect(within(view.dialog).getByRole('radio', { name: /Marinade/ })).toBeChecked(), SLOW);
      expect(row(view.dialog, 'Estimated daily reward')).toMatch(/SOL/);
      await figuresLoaded(view, /40/);
      await fillAndAgree(view, '1');
      await view.events.click(stakeButton(view));
      await screen.findByRole('dialog', { name: 'Staked successfully' }, SLOW);
      const [body] = await actionBodies(view);
      expect(Object.fromEntries(body ?? [])).toEqual({ side: '0', amount: '1', coin: 'SOL', pid: '11' });
    },
    LONG,
  );

  it(
    'ST-DEFI-04 the rate view of a DeFi protocol shows its reward coins and the highest reward fee',
    async () => {
      const view = await openStake({ coin: 'SOL', product: solDefiDto });
      await waitFor(() => expect(within(view.dialog).getByRole('radio', { name: /Jito/ })).toBeChecked(), SLOW);
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Rate details' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rate details' }, SLOW);
      expect(row(dialog, 'Rewards paid in')).toContain('SOL, JTO');
      expect(row(dialog, 'Protocol fee on rewards')).toContain('12');
    },
    LONG,
  );

  it(
    'ST-MODAL-04 ST-STATE-08 ST-API-14 ST-API-16 a stake sends side 0 without pid and offers View holdings and Continue to stake',
    async () => {
      const onViewHoldings = vi.fn();
      const onSuccess = vi.fn();
      const view = await openStake({ props: { onViewHoldings, onSuccess } });
      await figuresLoaded(view, /12/);
      await fillAndAgree(view, '1.5');
      await view.events.click(stakeButton(view));
      const success = await screen.findByRole('dialog', { name: 'Staked successfully' }, SLOW);
      expect(row(success, 'Staked')).toMatch(/1\.50*\s*ETH/);
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ coin: 'ETH', amount: '1.5', pid: -1 }));
      const [body] = await actionBodies(view);
      expect(Object.fromEntries(body ?? [])).toEqual({ side: '0', amount: '1.5', coin: 'ETH' });
      await view.events.click(within(success).getByRole('button', { name: 'Continue to stake' }));
      const main = await screen.findByRole('dialog', { name: 'Stake ETH' }, SLOW);
      expect(within(main).getByRole('textbox', { name: 'Stake amount' })).toHaveValue('');
      // The agreement stays ticked for the next stake of this opening.
      expect(within(main).getByRole('checkbox', { name: /agree/ })).toBeChecked();
      await view.events.type(within(main).getByRole('textbox', { name: 'Stake amount' }), '1');
      await view.events.click(within(main).getByRole('button', { name: 'Stake' }));
      const again = await screen.findByRole('dialog', { name: 'Staked successfully' }, SLOW);
      await view.events.click(within(again).getByRole('button', { name: 'View holdings' }));
      await waitFor(() => expect(onViewHoldings).toHaveBeenCalledWith(expect.objectContaining({ amount: '1' })));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    LONG,
  );

  it(
    'ST-VIP-06 ST-API-18 in the VIP theme the stake sends src 1',
    async () => {
      const view = await openStake({ theme: 'vip' });
      await figuresLoaded(view, /12/);
      await fillAndAgree(view, '1');
      await view.events.click(stakeButton(view));
      await screen.findByRole('dialog', { name: 'Staked successfully' }, SLOW);
      const [body] = await actionBodies(view);
      expect(Object.fromEntries(body ?? [])).toEqual({ side: '0', amount: '1', coin: 'ETH', src: '1' });
    },
    LONG,
  );

  it(
    'ST-MODAL-04 a web3-task bonus offers Go to web3 tasks, which leads to its page',
    async () => {
      const view = await openStake({ product: ethWeb3TaskDto });
      await figuresLoaded(view, /12/);
      await fillAndAgree(view, '1');
      await view.events.click(stakeButton(view));
      const success = await screen.findByRole('dialog', { name: 'Staked successfully' }, SLOW);
      expect(within(success).queryByRole('button', { name: 'View holdings' })).not.toBeInTheDocument();
      await view.events.click(within(success).getByRole('button', { name: 'Go to web3 tasks' }));
      await waitFor(() => expect(view.navigate).toHaveBeenCalledWith('https://example.com/web3/quest'));
    },
    LONG,
  );

  it(
    'ST-MODAL-05 ST-PROD-01 a mint locks USDT, sends coin GUSD and offers Mint more',
    async () => {
      const view = await openStake({ coin: 'GUSD', product: gusdMintDto, title: 'Mint GUSD' });
      expect(within(view.dialog).getByRole('textbox', { name: 'Amount of USDT to lock' })).toBeInTheDocument();
      await figuresLoaded(view, /500(\.0+)?\s*USDT/);
      await fillAndAgree(view, '100');
      expect(row(view.dialog, 'You receive')).toMatch(/100(\.0+)?\s*GUSD/);
      await view.events.click(stakeButton(view, 'Mint'));
      const success = await screen.findByRole('dialog', { name: 'Minted successfully' }, SLOW);
      expect(row(success, 'Minted')).toMatch(/100(\.0+)?\s*GUSD/);
      const [body] = await actionBodies(view);
      expect(Object.fromEntries(body ?? [])).toEqual({ side: '0', amount: '100', coin: 'GUSD' });
      await view.events.click(within(success).getByRole('button', { name: 'Mint more' }));
      await screen.findByRole('dialog', { name: 'Mint GUSD' }, SLOW);
    },
    LONG,
  );

  it(
    'ST-ERR-01 a refused stake shows the server message as a warning toast and stays on main',
    async () => {
      const onFailure = vi.fn();
      const view = await openStake({
        props: { onFailure },
        extra: { [ACTION]: { code: -1, message: 'Staking is paused for maintenance' } },
      });
      await figuresLoaded(view, /12/);
      await fillAndAgree(view, '1');
      await view.events.click(stakeButton(view));
      await findToast('Warning', 'Staking is paused for maintenance');
      expect(onFailure).toHaveBeenCalledWith('Staking is paused for maintenance');
      expect(screen.getByRole('dialog', { name: 'Stake ETH' })).toBeInTheDocument();
      expect(stakeButton(view)).toBeEnabled();
    },
    LONG,
  );

  it(
    'ST-ERR-02 a stake without an answer shows the error toast Networkerr',
    async () => {
      const view = await openStake({ extra: { [ACTION]: () => Promise.reject(new TypeError('Failed to fetch')) } });
      await figuresLoaded(view, /12/);
      await fillAndAgree(view, '1');
      await view.events.click(stakeButton(view));
      await findToast('Error', 'Network error, please try again later');
    },
    LONG,
  );

  it(
    'P-35 one request per click: a double click sends one stake, and a retry after no answer keeps its key',
    async () => {
      let calls = 0;
      const view = await openStake({
        extra: {
          [ACTION]: () => {
            calls += 1;
            return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : { code: 0, data: null };
          },
        },
      });
      await figuresLoaded(view, /12/);
      await fillAndAgree(view, '1');
      await view.events.dblClick(stakeButton(view));
      await findToast('Error', 'Network error, please try again later');
      await waitFor(() => expect(stakeButton(view)).toBeEnabled());
      await view.events.click(stakeButton(view));
      await screen.findByRole('dialog', { name: 'Staked successfully' }, SLOW);
      const sent = view.double.calls.filter((call) => call.request.url.endsWith('/coin-stake-redeem'));
      expect(sent).toHaveLength(2);
      expect(sent[1]?.request.headers.get('Idempotency-Key')).toBe(sent[0]?.request.headers.get('Idempotency-Key'));
    },
    LONG,
  );

  it(
    'ST-ROLE-01 a guest sees the product and a log-in button instead of Stake',
    async () => {
      const view = await openStake({ guest: true });
      expect(row(view.dialog, 'Minimum stake')).toMatch(/0\.010*\s*ETH/);
      expect(within(view.dialog).getByRole('button', { name: 'Log in to stake' })).toBeEnabled();
      expect(view.calls().some((call) => call.endsWith('/coin-user-info'))).toBe(false);
    },
    LONG,
  );
});
