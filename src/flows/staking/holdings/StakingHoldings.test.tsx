import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarnUser } from '../../../context/types';
import { renderWithApi } from '../../shared/renderWithApi.testing';
import {
  createStakingHoldingsClient,
  HOLDINGS_NOW,
  type StakingHoldingsBackendOptions,
} from './stakingHoldingsFixtures.testing';
import { StakingHoldings, type StakingHoldingsProps } from './StakingHoldings';
import { spokenRates } from '../../shared/spokenRates.testing';

const alice: EarnUser = { kind: 'user', name: 'alice', vipLevel: 0, verified: true };
const SLOW = { timeout: 3000 } as const;

function renderHoldings(
  props: StakingHoldingsProps = {},
  options: StakingHoldingsBackendOptions & { user?: EarnUser; locale?: string; navigate?: (href: string) => void } = {},
) {
  const { user = alice, locale, navigate, ...backend } = options;
  const view = renderWithApi(<StakingHoldings {...props} />, createStakingHoldingsClient(backend), {
    user,
    locale,
    navigate,
    clock: () => HOLDINGS_NOW,
  });
  const paths = () => view.double.calls.map((call) => new URL(call.request.url).pathname);
  return { ...view, paths, events: userEvent.setup() };
}

const rowOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt, dt *' }).closest('div');

describe('StakingHoldings', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  });
  afterEach(() => vi.restoreAllMocks());

  it('ST-LINK-03 DEC-28 asset=SOL shows each protocol position with its staked amount and the rewards received in each coin', async () => {
    const onStake = vi.fn();
    const onRedeem = vi.fn();
    const view = renderHoldings({ coin: 'sol', onStake, onRedeem });
    const marinade = await screen.findByRole('article', { name: 'Marinade' }, SLOW);
    expect(rowOf(marinade, 'Staked')).toHaveTextContent('20.00000000 SOL');
    await waitFor(() => expect(rowOf(marinade, 'Rewards received')).toHaveTextContent('0.00335342 SOL'), SLOW);
    expect(rowOf(marinade, 'Rewards received')).toHaveTextContent('0.01200000 JTO');
    const jito = screen.getByRole('article', { name: 'Jito' });
    expect(rowOf(jito, 'Staked')).toHaveTextContent('5.50000000 SOL');
    await view.events.click(within(jito).getByRole('button', { name: 'Stake more' }));
    await view.events.click(within(marinade).getByRole('button', { name: 'Redeem' }));
    // What the host is asked to open: the stake flow on Jito, the redeem flow on Marinade.
    expect(onStake.mock.calls).toEqual([['SOL', 12]]);
    expect(onRedeem.mock.calls).toEqual([['SOL', 11]]);
  });

  it("each position shows the APR it earns with its label: a DeFi protocol's own rate, before its fee (P-47)", async () => {
    renderHoldings({ coin: 'SOL' });
    const marinade = await screen.findByRole('article', { name: 'Marinade' }, SLOW);
    await waitFor(() => expect(spokenRates(marinade)).toEqual(['6.80% APR, simple, estimate, before fees']), SLOW);
    expect(spokenRates(screen.getByRole('article', { name: 'Jito' }))).toEqual([
      '7.40% APR, simple, estimate, before fees',
    ]);
  });

  it("a rate-based token's position shows its ledger's rewards of yesterday and in all, in the coin it is worth, with its APR (P-54)", async () => {
    renderHoldings({ coin: 'GTETH' }, { rateToken: true });
    const token = await screen.findByRole('article', { name: 'GTETH' }, SLOW);
    expect(rowOf(token, 'Staked')).toHaveTextContent('1.50000000 GTETH');
    // 1.5 tokens × 0.0001 ETH of growth yesterday, × 0.0002 over the line's three days.
    await waitFor(() => expect(rowOf(token, "Yesterday's rewards")).toHaveTextContent('0.00015000 ETH'), SLOW);
    expect(rowOf(token, 'All-time rewards')).toHaveTextContent('0.00030000 ETH');
    expect(rowOf(token, '1 GTETH is worth')).toHaveTextContent('1.00600000 ETH');
    // Its balance never moves: the paid-rewards row, always empty for it, is not offered.
    expect(within(token).queryByText('Rewards received')).toBeNull();
    expect(spokenRates(token)).toEqual(['3.65% APR, simple, estimate, net']);
  });

  it('DEC-28 a redemption on its way shows its type, fee, what arrives and its timeline by the clock', async () => {
    renderHoldings({ coin: 'ETH' });
    const redemption = await screen.findByRole('article', { name: 'Redeem 1.00000000 ETH' }, SLOW);
    expect(rowOf(redemption, 'Type')).toHaveTextContent('Standard');
    expect(rowOf(redemption, 'Fee')).toHaveTextContent('0.00100000 ETH');
    expect(rowOf(redemption, 'You receive')).toHaveTextContent('0.99900000 ETH');
    const timeline = within(redemption).getByRole('list', { name: 'Redemption timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    // Submitted yesterday: the step reached; the payout in two days: still to come.
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent('Upcoming');
    expect(screen.getByRole('article', { name: 'ETH' })).toBeInTheDocument();
  });

  it('ST-LINK-03 DEC-28 open-history opens History: the rewards received, 10 a page, within the date range', async () => {
    const view = renderHoldings({ coin: 'ETH', openHistory: true });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('table', { name: 'ETH rewards received' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(11), SLOW);
    expect(within(list).getAllByText('0.00017534 ETH')).toHaveLength(10);
    const query = () =>
      view.double.calls
        .map((call) => new URL(call.request.url))
        .filter((url) => url.pathname.endsWith('/coin-user-profit-records') && url.searchParams.get('limit') === '10')
        .at(-1)?.searchParams;
    // The 12 months up to today, to the end of today (UTC).
    expect(query()?.get('from')).toBe(String(Date.UTC(2025, 2, 9) / 1000));
    expect(query()?.get('to')).toBe(String(Date.UTC(2026, 2, 10) / 1000 - 1));
  });

  it('DEC-28 with no asset the first staking coin shows, and the coin choice switches to another', async () => {
    const view = renderHoldings();
    expect(await screen.findByRole('article', { name: 'ETH' }, SLOW)).toBeInTheDocument();
    await view.events.click(screen.getByRole('radio', { name: 'SOL' }));
    expect(await screen.findByRole('article', { name: 'Marinade' }, SLOW)).toBeInTheDocument();
  });

  it('DEC-28 nothing staked: says so and links to the staking products', async () => {
    const navigate = vi.fn();
    const view = renderHoldings({ coin: 'ETH' }, { empty: true, navigate });
    expect(await screen.findByText('You have no ETH staked', {}, SLOW)).toBeInTheDocument();
    await view.events.click(screen.getByRole('link', { name: 'View staking products' }));
    expect(navigate).toHaveBeenCalledWith('/staking');
  });

  it('DEC-28 loading shows a skeleton, an error offers Retry, which loads the positions', async () => {
    const view = renderHoldings({ coin: 'ETH' }, { failFirst: 1 });
    expect(screen.getAllByText('Loading')).not.toHaveLength(0);
    expect(await screen.findByText('Your staking holdings could not be loaded', {}, SLOW)).toBeInTheDocument();
    await view.events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'ETH' }, SLOW)).toBeInTheDocument();
  });

  it('rewards that cannot be read show -- and leave the position usable', async () => {
    renderHoldings({ coin: 'ETH' }, { failRewards: true });
    const position = await screen.findByRole('article', { name: 'ETH' }, SLOW);
    await waitFor(() => expect(rowOf(position, 'Rewards received')).toHaveTextContent('--'), SLOW);
    expect(within(position).getByRole('button', { name: 'Redeem' })).toBeEnabled();
  });

  it('DEC-28 a guest is offered a log in and no user call is made', async () => {
    const navigate = vi.fn();
    const view = renderHoldings({ coin: 'ETH' }, { user: { kind: 'guest' }, navigate });
    await view.events.click(screen.getByRole('link', { name: 'Log in' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(view.paths()).toEqual([]);
  });

  it('DEC-28 in Arabic the page reads right to left in the catalogue’s words', async () => {
    renderHoldings({ coin: 'ETH' }, { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'مقتنيات التخزين' })).toBeInTheDocument();
    const position = await screen.findByRole('article', { name: 'ETH' }, SLOW);
    expect(within(position).getByRole('button', { name: 'تخزين المزيد' })).toBeInTheDocument();
  });
});
