import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarnUser } from '../../context/types';
import { renderWithApi } from '../shared/renderWithApi.testing';
import { spokenRates } from '../shared/spokenRates.testing';
import { MyEarn, type MyEarnProps } from './MyEarn';
import {
  ALL_FAMILIES,
  EMPTY_ACCOUNT,
  MY_EARN_NOW,
  ONE_FAMILY,
  createMyEarnClient,
  type MyEarnSeed,
} from './myEarnFixtures.testing';

const alice: EarnUser = { kind: 'user', name: 'alice', vipLevel: 0, verified: true };

function renderMyEarn(
  seed: MyEarnSeed = ALL_FAMILIES,
  {
    user = alice,
    locale,
    navigate,
    ...props
  }: Partial<MyEarnProps> & { user?: EarnUser; locale?: string; navigate?: (href: string) => void } = {},
) {
  return renderWithApi(<MyEarn simpleEarn={<p>Simple Earn holdings</p>} {...props} />, createMyEarnClient(seed), {
    user,
    clock: () => MY_EARN_NOW,
    locale,
    navigate,
  });
}

const figure = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('MyEarn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('DEC-31 shows a tab per family, the Simple Earn tab being the holdings flow the host hands in', async () => {
    renderMyEarn(ALL_FAMILIES, { wealth: <p>Wealth holdings</p>, dual: <p>Dual orders</p> });
    const tabs = screen.getByRole('tablist', { name: 'Product families' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Simple Earn', 'Staking', 'Launchpool', 'VIP wealth', 'Dual earn']);
    expect(await within(screen.getByRole('tabpanel')).findByText('Simple Earn holdings')).toBeInTheDocument();
  });

  it('leaves out the VIP wealth and dual earn tabs when the host has no screen for them', () => {
    renderMyEarn();
    const tabs = screen.getByRole('tablist', { name: 'Product families' });
    expect(within(tabs).queryByRole('tab', { name: 'VIP wealth' })).toBeNull();
    expect(within(tabs).queryByRole('tab', { name: 'Dual earn' })).toBeNull();
  });

  it('totals everything held and earned in USDT at the tickers, exactly, with each family share', async () => {
    const { double } = renderMyEarn();
    await screen.findByRole('heading', { name: 'Summary' });
    // 1000.1 + 0.5 BTC × 90000 + 500 + 0.25 BTC × 90000 + 2 ETH × 3000.5 + 300 + 100 units × 1.05, and 200 in
    // a dual order in progress (the settled one is no longer held)
    expect(figure('Total held')).toBe('75,606.1 USDT');
    // 12.5 + 0.0012 BTC × 90000 + 40 NEWT × 0.5 + 5
    expect(figure('All-time earnings')).toBe('145.5 USDT');
    expect(figure("Yesterday's earnings")).toBe('0 USDT');
    expect(screen.getByText('Simple Earn: 69,000.1 USDT, 91.26%')).toBeInTheDocument();
    expect(screen.getByText('Staking: 6,001 USDT, 7.94%')).toBeInTheDocument();
    expect(screen.getByText('Launchpool: 300 USDT, 0.40%')).toBeInTheDocument();
    expect(screen.getByText('VIP wealth: 105 USDT, 0.14%')).toBeInTheDocument();
    expect(screen.getByText('Dual earn: 200 USDT, 0.26%')).toBeInTheDocument();
    const tickers = double.calls
      .map((call) => new URL(call.request.url))
      .find((url) => url.pathname === '/apiw/v2/market/tickers');
    expect(tickers?.searchParams.get('currency_pairs')?.split(',').sort()).toEqual([
      'BTC_USDT',
      'ETH_USDT',
      'NEWT_USDT',
    ]);
  });

  it("counts yesterday's Simple Earn flexible interest from the daily log of yesterday's UTC day", async () => {
    const yesterday = MY_EARN_NOW / 1000 - 86_400;
    const { double } = renderMyEarn({
      ...ONE_FAMILY,
      holdings: {
        ...ONE_FAMILY.holdings,
        flexibleHistory: [{ id: 1, asset: 'USDT', type: 3, amount: '0.75', time_at: yesterday }],
      },
    });
    await screen.findByRole('heading', { name: 'Summary' });
    await waitFor(() => expect(figure("Yesterday's earnings")).toBe('0.75 USDT'));
    const history = double.calls
      .map((call) => new URL(call.request.url))
      .find((url) => url.pathname === '/apiw/v2/uni-loan/earn/history');
    expect(history?.searchParams.get('is_daily_log')).toBe('1');
    expect(history?.searchParams.get('start_at')).toBe(String(Date.UTC(2026, 10, 25) / 1000));
  });

  it("a rate-based staking token's daily growth counts in the staking tab and in yesterday's and all-time totals, exactly (P-54)", async () => {
    // 10 WBETH worth 1 ETH two days ago, 1.01 yesterday and 1.015 today: yesterday earned 10 × 0.01 = 0.1 ETH, in
    // all 10 × 0.015 = 0.15 ETH, and the tokens are worth 10.15 ETH.
    renderMyEarn({
      ...ONE_FAMILY,
      stakingTokens: [{ coin: 'WBETH', mortgageCoin: 'ETH', tokens: '10', dailyRates: ['1', '1.01', '1.015'] }],
    });
    await screen.findByRole('heading', { name: 'Summary' });
    // 250 + 10.15 × 3000.5; 0.1 × 3000.5; 3.25 + 0.15 × 3000.5
    expect(figure('Total held')).toBe('30,705.075 USDT');
    expect(figure("Yesterday's earnings")).toBe('300.05 USDT');
    expect(figure('All-time earnings')).toBe('453.325 USDT');
    await userEvent.click(screen.getByRole('tab', { name: 'Staking' }));
    const staking = await screen.findByRole('table', { name: 'Staking positions' });
    const row = within(staking).getByRole('row', { name: /WBETH/ });
    expect(row).toHaveTextContent('10.15000000 ETH');
    expect(row).toHaveTextContent('0.10000000 ETH');
    expect(row).toHaveTextContent('0.15000000 ETH');
  });

  it('lists the staking positions and launchpool stakes in their tabs', async () => {
    renderMyEarn();
    await userEvent.click(screen.getByRole('tab', { name: 'Staking' }));
    const staking = await screen.findByRole('table', { name: 'Staking positions' });
    expect(await within(staking).findByText('2.00000000 ETH')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Launchpool' }));
    const launchpool = await screen.findByRole('table', { name: 'Launchpool stakes' });
    expect(within(launchpool).getByText('300.00000000 USDT')).toBeInTheDocument();
    expect(within(launchpool).getByText('40.00000000 NEWT')).toBeInTheDocument();
  });

  it('the staking list shows the APR each position earns with its label, as the staking holdings do (P-47)', async () => {
    renderMyEarn();
    await userEvent.click(screen.getByRole('tab', { name: 'Staking' }));
    const staking = await screen.findByRole('table', { name: 'Staking positions' });
    expect(within(staking).getByRole('columnheader', { name: 'APR' })).toBeInTheDocument();
    // The ETH product's rate, 0.05 %, and no bonus running.
    const row = await within(staking).findByRole('row', { name: /2\.00000000 ETH/ });
    expect(spokenRates(row)).toEqual(['0.05% APR, simple, estimate, net']);
  });

  it('the staking tab is the staking holdings screen when the host hands it in', async () => {
    renderMyEarn(ALL_FAMILIES, { tab: 'staking', staking: <p>Staking holdings screen</p> });
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Staking' })).findByText('Staking holdings screen'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Staking positions' })).toBeNull();
  });

  it('selects the tab it is given and reports the tab the user picks, for the route to keep in ?tab=', async () => {
    const onTabChange = vi.fn();
    renderMyEarn(ALL_FAMILIES, { tab: 'launchpool', onTabChange });
    expect(screen.getByRole('tab', { name: 'Launchpool' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Staking' }));
    expect(onTabChange).toHaveBeenCalledWith('staking');
  });

  it('a dual-earn order being cancelled still holds its principal until it is returned: it counts in the total and the dual share', async () => {
    // CANCELING is not final (DE-ORDER-02): the exchange returns the principal when the cancellation ends, so until
    // then the money is neither in the wallet nor anywhere else the user can see it.
    renderMyEarn({
      ...EMPTY_ACCOUNT,
      dual: [
        { order_id: 'D1', status: 'PROCESSING', invest_coin: 'USDT', invest_amount: '200', settleInHours: 100 },
        { order_id: 'D3', status: 'CANCELING', invest_coin: 'USDT', invest_amount: '75', settleInHours: 20 },
        { order_id: 'D4', status: 'CANCELED', invest_coin: 'USDT', invest_amount: '30', settleInHours: -5 },
      ],
    });
    await screen.findByRole('heading', { name: 'Summary' });
    expect(figure('Total held')).toBe('275 USDT');
    expect(screen.getByText('Dual earn: 275 USDT, 100.00%')).toBeInTheDocument();
  });

  it('the calendar lists every dated event ahead and the arrow keys move between days', async () => {
    renderMyEarn();
    const list = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('ETH staking redemption arrives'),
      expect.stringContaining('USDT fixed order matures'),
      expect.stringContaining('USDT dual-earn order settles'),
      expect.stringContaining('USDT launchpool event ends'),
      expect.stringContaining('BTC fixed order renews'),
    ]);
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    const today = within(grid).getByRole('gridcell', { name: 'Thursday, November 26, 2026, no events' });
    expect(today).toHaveAttribute('aria-current', 'date');
    today.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const maturity = await within(grid).findByRole('gridcell', { name: 'Sunday, November 29, 2026, events: 1' });
    await waitFor(() => expect(maturity).toHaveFocus());
    expect(maturity).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('USDT fixed order matures').length).toBeGreaterThan(1);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const december = await screen.findByRole('grid', { name: 'December 2026' });
    await waitFor(() =>
      expect(within(december).getByRole('gridcell', { name: 'Sunday, December 13, 2026, no events' })).toHaveFocus(),
    );
  });

  it('an event leaves the calendar once the exchange clock passes it', async () => {
    let now = MY_EARN_NOW;
    const view = renderWithApi(<MyEarn simpleEarn={<p>Simple Earn holdings</p>} />, createMyEarnClient(ALL_FAMILIES), {
      user: alice,
      clock: () => now,
    });
    const list = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    // Two days on: the staking redemption (+30 h) has arrived.
    now += 2 * 86_400_000;
    view.rerender(<MyEarn simpleEarn={<p>Simple Earn holdings</p>} />);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).queryByText('ETH staking redemption arrives')).toBeNull();
    // It has moved to the calendar's history, as what happened.
    const past = screen.getByRole('region', { name: 'Past events' });
    expect(within(past).getAllByRole('listitem')[0]).toHaveTextContent('ETH staking redemption arrived');
  });

  it('the calendar’s past events list fixed orders paid out at maturity and settled dual-earn orders, newest first', async () => {
    const { double } = renderMyEarn({
      ...ALL_FAMILIES,
      holdings: {
        ...ALL_FAMILIES.holdings,
        fixedHistory: [
          { id: 9, asset: 'USDT', type: 2, amount: '1000', order_id: 42, time_at: MY_EARN_NOW / 1000 - 2 * 86_400 },
        ],
      },
    });
    const past = await screen.findByRole('region', { name: 'Past events' });
    expect(
      within(past)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('USDT dual-earn order settled50 USDT'),
      expect.stringContaining('USDT fixed order matured1,000 USDT'),
    ]);
    const history = double.calls
      .map((call) => new URL(call.request.url))
      .find((url) => url.pathname === '/apiw/v2/fixed_earn/api/user/history');
    expect(history?.searchParams.get('type')).toBe('2');
    // The day it matured, in the grid, still says so.
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(within(grid).getByRole('gridcell', { name: 'Tuesday, November 24, 2026, events: 1' })).toBeInTheDocument();
  });

  it('an account holding nothing says so and offers Simple Earn', async () => {
    const navigate = vi.fn();
    renderMyEarn(EMPTY_ACCOUNT, { navigate });
    await userEvent.click(await screen.findByRole('button', { name: 'Explore Simple Earn' }));
    expect(screen.getByText('You hold no earn products yet.')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/simple-earn');
  });

  it('an error shows Retry, which loads again', async () => {
    const seed = { ...ONE_FAMILY, failing: ['stakingProducts'] as string[] };
    const { double } = renderMyEarn(seed);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Your earn holdings could not be loaded.').closest('[role="alert"]')).not.toBeNull();
    seed.failing = [];
    await userEvent.click(retry);
    await screen.findByRole('heading', { name: 'Summary' });
    expect(double.calls.filter((call) => call.request.url.endsWith('/earn/staking/products'))).toHaveLength(2);
  });

  it('while loading, a skeleton is announced', () => {
    renderMyEarn({ ...ALL_FAMILIES, hanging: true });
    expect(screen.getByText('Loading your earn holdings').closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('while the summary loads, the selected tab shows none of its content yet (it mounts where it will stay)', () => {
    renderMyEarn({ ...ALL_FAMILIES, hanging: true });
    expect(screen.getByRole('tab', { name: 'Simple Earn' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('Simple Earn holdings');
  });

  it('a guest is sent to log in and no user call is made', async () => {
    const navigate = vi.fn();
    const { double } = renderMyEarn(ALL_FAMILIES, { user: { kind: 'guest' }, navigate });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(double.calls).toHaveLength(0);
  });

  it('reads right to left in Arabic', async () => {
    renderMyEarn(ALL_FAMILIES, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الملخص' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'التخزين' })).toBeInTheDocument();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
