import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StakingProducts } from './StakingProducts';
import { USER_ONLY_PATHS } from './stakingPagesFixtures.testing';
import { renderStakingPages, TEST_USER } from './stakingPagesRender.testing';

const card = (coin: string) => screen.findByRole('article', { name: coin });

describe('StakingProducts', () => {
  it('DEC-28 lists every staking product with its kind (plain, DeFi, mint), APR, minimum and reward coins', async () => {
    renderStakingPages(<StakingProducts />);
    const list = await screen.findByRole('list', { name: 'Staking products' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    const eth = await card('ETH');
    expect(within(eth).getByText('Staking')).toBeInTheDocument();
    expect(eth).toHaveTextContent('APR3.20%');
    expect(eth).toHaveTextContent('Minimum stake0.01000000 ETH');
    const sol = await card('SOL');
    expect(within(sol).getByText('DeFi')).toBeInTheDocument();
    // The highest of its protocols' rates, 'up to' since they differ.
    expect(sol).toHaveTextContent(/Up to\s*7\.40%/i);
    expect(within(sol).getByRole('img', { name: /SOL and JTO|SOL, JTO/ })).toBeInTheDocument();
    const gusd = await card('GUSD');
    expect(within(gusd).getByText('Mint')).toBeInTheDocument();
    expect(gusd).toHaveTextContent('Minimum stake10.00000000 USDT');
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
    await waitFor(() => expect(screen.queryByRole('article', { name: 'ETH' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'SOL' })).toBeInTheDocument();
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
