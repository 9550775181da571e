import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StakingProducts } from './StakingProducts';
import { USER_ONLY_PATHS } from './stakingPagesFixtures.testing';
import { renderStakingPages, TEST_USER } from './stakingPagesRender.testing';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

/** A product's row (a table row on desktop, a card on a phone): where its coin's link is. */
async function card(coin: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: coin });
  const row = link.closest('tr, li');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${coin}`);
  return row;
}

/** The coins in the order the list shows them. */
function coinsInOrder(): string[] {
  return within(screen.getByRole('table', { name: 'Staking products' }))
    .getAllByRole('button', { name: /^(Stake|Mint) / })
    .map((button) => (button.getAttribute('aria-label') ?? '').replace(/^(Stake|Mint) /, ''));
}

describe('StakingProducts', () => {
  afterEach(() => setViewport(1024));

  it('DEC-28 lists every staking product with its kind (plain, DeFi, mint), APR, minimum and reward coins', async () => {
    renderStakingPages(<StakingProducts />);
    const table = await screen.findByRole('table', { name: 'Staking products' });
    await card('ETH');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const eth = await card('ETH');
    expect(within(eth).getByText('Staking')).toBeInTheDocument();
    expect(eth).toHaveTextContent(/3\.20%/);
    expect(eth).toHaveTextContent('0.01000000 ETH');
    const sol = await card('SOL');
    expect(within(sol).getByText('DeFi')).toBeInTheDocument();
    // The highest of its protocols' rates, 'up to' since they differ.
    expect(sol).toHaveTextContent(/Up to\s*7\.40%/i);
    expect(within(sol).getByRole('img', { name: /SOL and JTO|SOL, JTO/ })).toBeInTheDocument();
    const gusd = await card('GUSD');
    // The kind tag (and the Mint action beside it).
    expect(within(gusd).getAllByText('Mint')).toHaveLength(2);
    expect(gusd).toHaveTextContent('10.00000000 USDT');
    expect(gusd).toHaveTextContent('Stake USDT, receive GUSD 1:1');
  });

  it('ST-VIP-05 a product with VIP discount tiers shows a VIP tag; one without does not', async () => {
    renderStakingPages(<StakingProducts />);
    expect(within(await card('ETH')).getByText('VIP')).toBeInTheDocument();
    expect(within(await card('BTC')).queryByText('VIP')).not.toBeInTheDocument();
  });

  it('ST-EXTRA-04 the extra-bonus tag shows while the bonus is processing, not once it has finished', async () => {
    renderStakingPages(<StakingProducts />);
    expect(within(await card('GUSD')).getByText('Extra bonus')).toBeInTheDocument();
    expect(within(await card('BTC')).queryByText('Extra bonus')).not.toBeInTheDocument();
  });

  it('at 1280 px each product is a table row: coin, APR, minimum stake, rewards in and its Stake', async () => {
    setViewport(1280);
    renderStakingPages(<StakingProducts />);
    const table = await screen.findByRole('table', { name: 'Staking products' });
    await card('ETH');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Coin', 'APR', 'Minimum stake', 'Rewards in', 'Action']);
    expect(within(await card('ETH')).getByRole('button', { name: 'Stake ETH' })).toHaveTextContent('Stake');
    expect(within(await card('SOL')).getByRole('button', { name: 'Stake SOL' })).toBeInTheDocument();
    // The mint product's action is the detail page's: Mint.
    expect(within(await card('GUSD')).getByRole('button', { name: 'Mint GUSD' })).toHaveTextContent('Mint');
    expect(screen.queryByRole('list', { name: 'Staking products' })).not.toBeInTheDocument();
  });

  it('at 375 px each product is a card with its APR, figures and Stake', async () => {
    setViewport(375);
    renderStakingPages(<StakingProducts />);
    const list = await screen.findByRole('list', { name: 'Staking products' });
    await card('ETH');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const eth = await card('ETH');
    expect(eth.tagName).toBe('LI');
    expect(eth).toHaveTextContent(/3\.20%/);
    expect(eth).toHaveTextContent('Minimum stake0.01000000 ETH');
    expect(within(eth).getByRole('button', { name: 'Stake ETH' })).toBeInTheDocument();
  });

  it('a user’s Stake goes to the coin’s page asking it to open the stake dialog, on the highest-rate protocol for DeFi', async () => {
    const navigate = vi.fn();
    renderStakingPages(<StakingProducts />, { navigate, user: TEST_USER });
    await userEvent.click(within(await card('ETH')).getByRole('button', { name: 'Stake ETH' }));
    expect(navigate).toHaveBeenLastCalledWith('/staking/ETH?stake=1');
    await userEvent.click(within(await card('SOL')).getByRole('button', { name: 'Stake SOL' }));
    expect(navigate).toHaveBeenLastCalledWith(expect.stringMatching(/^\/staking\/SOL\?pid=\d+&stake=1$/));
  });

  it('a host’s onStake gets the coin and protocol; a guest’s Stake goes to log in instead', async () => {
    const onStake = vi.fn();
    const user = renderStakingPages(<StakingProducts onStake={onStake} />, { user: TEST_USER });
    await userEvent.click(within(await card('GUSD')).getByRole('button', { name: 'Mint GUSD' }));
    expect(onStake).toHaveBeenCalledWith('GUSD', -1);
    user.unmount();
    const navigate = vi.fn();
    renderStakingPages(<StakingProducts onStake={onStake} />, { navigate });
    await userEvent.click(within(await card('ETH')).getByRole('button', { name: 'Stake ETH' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(onStake).toHaveBeenCalledTimes(1);
  });

  it('the APR sort beside the search orders the rows by the APR they show, and back', async () => {
    renderStakingPages(<StakingProducts />);
    await card('ETH');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(coinsInOrder()).toEqual(['BTC', 'ETH', 'GUSD', 'SOL']);
    await userEvent.selectOptions(sort, 'APR: high to low');
    // SOL's 'Up to 7.40%' first, BTC's 1.50% last.
    await waitFor(() => expect(coinsInOrder()).toEqual(['SOL', 'GUSD', 'ETH', 'BTC']));
    await userEvent.selectOptions(sort, 'APR: low to high');
    await waitFor(() => expect(coinsInOrder()).toEqual(['BTC', 'ETH', 'GUSD', 'SOL']));
    // The search keeps the order chosen.
    await userEvent.selectOptions(sort, 'APR: high to low');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), 'u');
    await waitFor(() => expect(coinsInOrder()).toEqual(['GUSD']));
  });

  it('the card links to the detail page through the provider navigate', async () => {
    const navigate = vi.fn();
    renderStakingPages(<StakingProducts />, { navigate });
    await userEvent.click(within(await card('SOL')).getByRole('link', { name: 'SOL' }));
    expect(navigate).toHaveBeenCalledWith('/staking/SOL');
  });

  it('the search shows only the products whose coin matches, and says when none does', async () => {
    renderStakingPages(<StakingProducts />);
    await card('ETH');
    const search = screen.getByRole('searchbox', { name: 'Search coin' });
    await userEvent.type(search, 'so');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ETH' })).not.toBeInTheDocument());
    expect(await card('SOL')).toBeInTheDocument();
    // USDT is what GUSD stakes: the mint product is found by it.
    await userEvent.clear(search);
    await userEvent.type(search, 'usdt');
    expect(await card('GUSD')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'doge');
    expect(await screen.findByText('No staking product matches "doge"')).toBeInTheDocument();
  });

  it('a guest and a user get the same list, and the list asks for nothing of the user', async () => {
    const guest = renderStakingPages(<StakingProducts />);
    await card('ETH');
    expect([...new Set(guest.paths())]).toEqual(['/apiw/v2/earn/staking/products']);
    guest.unmount();
    const user = renderStakingPages(<StakingProducts />, { user: TEST_USER });
    await card('ETH');
    for (const path of USER_ONLY_PATHS) expect(user.paths()).not.toContain(path);
  });

  it('shows placeholders while loading, then an error with Retry that loads the list', async () => {
    renderStakingPages(<StakingProducts />, { failFirst: 1 });
    expect(screen.getByText('Loading the staking products')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await card('ETH')).toBeInTheDocument();
  });

  it('says so when there is no staking product', async () => {
    renderStakingPages(<StakingProducts />, { products: [] });
    expect(await screen.findByText('No staking products')).toBeInTheDocument();
  });

  it('in Arabic the kinds and figures are named in Arabic', async () => {
    renderStakingPages(<StakingProducts />, { locale: 'ar' });
    const gusd = await card('GUSD');
    expect(within(gusd).getAllByText('سكّ')[0]).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ابحث عن عملة' })).toBeInTheDocument();
  });
});
