import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarnUser } from '../../context/types';
import { fixedProductDto, manyMarketItems, sampleFixedProducts } from './productsFixtures.testing';
import { renderWithProducts } from './productsRender.testing';
import { SimpleEarnProducts } from './SimpleEarnProducts';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

const vipUser = (vipLevel: number): EarnUser => ({ kind: 'user', name: 'tester', vipLevel, verified: true });

/** The column headings as read, without the tooltip trigger's decorative glyph. */
function headers(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

async function productTable() {
  const table = await screen.findByRole('table', { name: 'Simple Earn products' });
  await within(table).findByText('BTC');
  return table;
}

describe('SimpleEarnProducts', () => {
  afterEach(() => setViewport(1280));

  it('SE-ROUTE-01 SE-PROD-01 the home lists each coin with its flexible APR and its fixed terms with their rates', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const table = await productTable();
    expect(headers(table)).toEqual(['Coin', 'Flexible APR', 'Fixed terms']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('2.10%')).toBeInTheDocument();
    const btcTerms = within(table).getByRole('list', { name: 'Fixed terms of BTC' });
    expect(
      within(btcTerms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('30 days3.50%'), expect.stringContaining('90 days5.00%')]);
    expect(within(table).getAllByText('No fixed terms')).toHaveLength(2);
  });

  it("SE-ROUTE-01 a flexible APR with a bonus ladder reads 'Up to' the rate plus the best tier, and its badge opens the ladder", async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const table = await productTable();
    const upTo = within(table).getByText('3.25%').closest('[data-slot="rate-text"]');
    expect(upTo?.textContent).toBe('Up to 3.25%');
    await userEvent.click(within(table).getByRole('button', { name: 'Bonus tiers of BTC flexible' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus APR tiers' });
    expect(within(dialog).getByText('2.00%')).toBeInTheDocument();
  });

  it('SE-API-01 SE-API-05 SH-API-04 the list asks the market list for page 1 of 10 and the fixed lists of types 1, 2 and 3', async () => {
    const { requests } = renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    await productTable();
    expect(requests()).toEqual(
      expect.arrayContaining([
        'GET /apiw/v2/uni-loan/earn/market/list?page=1&limit=10',
        'GET /apiw/v2/fixed_earn/api/product/1/list?page=1&limit=100',
        'GET /apiw/v2/fixed_earn/api/product/2/list?page=1&limit=100',
        'GET /apiw/v2/fixed_earn/api/product/3/list?page=1&limit=100',
      ]),
    );
  });

  it('SE-PROD-01 each product has a Subscribe action reporting its coin, kind and product id', async () => {
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />, { user: vipUser(0) });
    await productTable();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe ETH flexible' }));
    expect(onSubscribe).toHaveBeenLastCalledWith({ asset: 'ETH', kind: 'flexible' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe BTC 30 days' }));
    expect(onSubscribe).toHaveBeenLastCalledWith({ asset: 'BTC', kind: 'fixed', productId: 11 });
  });

  it('SE-STATUS-02 SE-STATUS-03 SE-STATUS-05 a sold-out product keeps its rate, greyed, and its action reads a disabled Sold out', async () => {
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />);
    const table = await productTable();
    const soldOut = within(table).getByRole('button', { name: 'Sold out BTC 90 days' });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent('Sold out');
    const term = soldOut.closest('li');
    expect(term).toHaveAttribute('data-state', 'sold-out');
    expect(
      within(term as HTMLElement)
        .getByText('5.00%')
        .closest('[data-slot="rate-text"]'),
    ).toHaveAttribute('data-disabled');
    await userEvent.click(soldOut);
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it("SE-VIP-05 a VIP product is tagged 'V{min}-V{max}' and a special product is marked Special", async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const table = await productTable();
    expect(
      within(within(table).getByRole('list', { name: 'Fixed terms of USDT' })).getByText('V1-V3'),
    ).toBeInTheDocument();
    expect(
      within(within(table).getByRole('list', { name: 'Fixed terms of ETH' })).getByText('Special'),
    ).toBeInTheDocument();
  });

  it('SE-PROD-04 a user whose VIP level lies within the range can subscribe to the VIP product', async () => {
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />, { user: vipUser(2) });
    await productTable();
    const subscribe = screen.getByRole('button', { name: 'Subscribe USDT 60 days' });
    expect(subscribe).toBeEnabled();
    expect(screen.queryByText(/Upgrade to VIP|Exclusive to VIP/)).not.toBeInTheDocument();
    await userEvent.click(subscribe);
    expect(onSubscribe).toHaveBeenCalledWith({ asset: 'USDT', kind: 'fixed', productId: 21 });
  });

  it('SE-VIP-03 SE-VIP-01 SE-LINK-01 below the range the action is disabled with an upgrade message; Upgrade opens the guide linking to /vip?upTo={min}', async () => {
    const navigate = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { user: vipUser(0), navigate });
    await productTable();
    expect(screen.getByRole('button', { name: 'Subscribe USDT 60 days' })).toBeDisabled();
    expect(screen.getByText('Upgrade to VIP 1 to subscribe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    const guide = await screen.findByRole('dialog', { name: 'Upgrade to VIP 1' });
    const link = within(guide).getByRole('link', { name: 'Upgrade now' });
    expect(link).toHaveAttribute('href', '/vip?upTo=1');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/vip?upTo=1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade to VIP 1' })).not.toBeInTheDocument());
  });

  it("SE-VIP-02 above the range the action is disabled with a 'VIP exclusive' message and a benefits link", async () => {
    const navigate = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { user: vipUser(5), navigate });
    await productTable();
    expect(screen.getByRole('button', { name: 'Subscribe USDT 60 days' })).toBeDisabled();
    expect(screen.getByText('Exclusive to VIP 1-3. View your VIP benefits')).toBeInTheDocument();
    const benefits = screen.getByRole('link', { name: 'VIP benefits' });
    expect(benefits).toHaveAttribute('href', '/vip');
    await userEvent.click(benefits);
    expect(navigate).toHaveBeenCalledWith('/vip');
  });

  it('SE-VIP-04 a sold-out VIP product shows no VIP access message, only Sold out', async () => {
    const fixed = {
      ...sampleFixedProducts(),
      2: [
        fixedProductDto({ id: 22, asset: 'USDT', type: 2, min_vip: 4, max_vip: 6, lock_up_period: 60, sale_status: 2 }),
      ],
    };
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { user: vipUser(0), fixed });
    await productTable();
    expect(screen.getByRole('button', { name: 'Sold out USDT 60 days' })).toBeDisabled();
    expect(screen.queryByText(/Upgrade to VIP|Exclusive to VIP/)).not.toBeInTheDocument();
  });

  it('a guest sees the products and rates, and Subscribe still reports so the dialog can ask them to log in', async () => {
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />, { user: { kind: 'guest' } });
    await productTable();
    expect(screen.getByText('12.00%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe USDT 60 days' }));
    expect(onSubscribe).toHaveBeenCalledWith({ asset: 'USDT', kind: 'fixed', productId: 21 });
  });

  it('SE-ROUTE-01 the search box asks the market list for the coin (search_coin) and shows only it', async () => {
    const { requests } = renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const table = await productTable();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), 'eth');
    await waitFor(() => {
      expect(within(table).queryByText('BTC')).not.toBeInTheDocument();
      expect(within(table).getByText('ETH')).toBeInTheDocument();
    });
    expect(requests()).toContain('GET /apiw/v2/uni-loan/earn/market/list?page=1&limit=10&search_coin=ETH');
    // The box rests 300 ms before asking: one call for 'eth', none for 'e' or 'et'.
    expect(requests().filter((request) => request.includes('search_coin'))).toEqual([
      'GET /apiw/v2/uni-loan/earn/market/list?page=1&limit=10&search_coin=ETH',
    ]);
  });

  it('SE-PROD-02 SE-PROD-03 the Flexible filter shows flexible APRs only and the Fixed filter the coins with fixed terms only', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    await productTable();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Flexible', 'Fixed']);
    await userEvent.click(screen.getByRole('tab', { name: 'Flexible' }));
    let table = await screen.findByRole('table', { name: 'Simple Earn products' });
    await within(table).findByText('DOGE');
    expect(headers(table)).toEqual(['Coin', 'Flexible APR']);
    await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
    table = await screen.findByRole('table', { name: 'Simple Earn products' });
    await within(table).findByRole('list', { name: 'Fixed terms of BTC' });
    expect(headers(table)).toEqual(['Coin', 'Fixed terms']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('list')
        .map((list) => list.getAttribute('aria-label')),
    ).toEqual(['Fixed terms of BTC', 'Fixed terms of ETH', 'Fixed terms of USDT']);
  });

  it('SH-ERR-05 a list with no products shows noRecord', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { market: [], fixed: {} });
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('SE-ROUTE-01 while the lists load the table shows skeleton rows', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { hang: true });
    const table = await screen.findByRole('table', { name: 'Simple Earn products' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(10);
  });

  it('SE-ROUTE-01 a failed load shows an error with Retry, and Retry loads the list', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { failFirst: 4 });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await productTable();
  });

  it('SH-API-04 past 10 coins the table pages, asking the server for page 2', async () => {
    const { requests } = renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, {
      market: manyMarketItems(13),
      fixed: {},
    });
    const table = await screen.findByRole('table', { name: 'Simple Earn products' });
    await within(table).findByText('COIN1');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('COIN13');
    expect(requests()).toContain('GET /apiw/v2/uni-loan/earn/market/list?page=2&limit=10');
  });

  it('below 768 px the products are card rows that load the next page', async () => {
    setViewport(375);
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { market: manyMarketItems(13), fixed: {} });
    const list = await screen.findByRole('list', { name: 'Simple Earn products' });
    await within(list).findByText('COIN10');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /more/i }));
    expect(await within(list).findByText('COIN13')).toBeInTheDocument();
  });

  it('SH-US-05 the estimated-APR tooltip shows on the global site and is hidden on the US site', async () => {
    const { unmount } = renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    await productTable();
    expect(screen.getByRole('button', { name: 'About the APR' })).toBeInTheDocument();
    unmount();
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { site: 'us' });
    await productTable();
    expect(screen.queryByRole('button', { name: 'About the APR' })).not.toBeInTheDocument();
  });

  it('SE-LINK-03 a logged-in user gets my lendings (its tab follows the filter) and VIP wealth links through navigate; a guest gets none', async () => {
    const navigate = vi.fn();
    const { unmount } = renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, {
      user: vipUser(0),
      navigate,
    });
    await productTable();
    const account = screen.getByRole('navigation', { name: 'My account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My lendings', '/myaccount/funds/finance/my_lendings?tab=flexible'],
      ['VIP wealth', '/myaccount/funds/finance/vip-wealth'],
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
    expect(within(account).getByRole('link', { name: 'My lendings' })).toHaveAttribute(
      'href',
      '/myaccount/funds/finance/my_lendings?tab=fixed',
    );
    await userEvent.click(within(account).getByRole('link', { name: 'VIP wealth' }));
    expect(navigate).toHaveBeenCalledWith('/myaccount/funds/finance/vip-wealth');
    unmount();
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { user: { kind: 'guest' } });
    await productTable();
    expect(screen.queryByRole('navigation', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('SE-LINK-02 a VIP user also gets the VIP my-lendings link, which a host can point elsewhere', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} accountPaths={{ vipMyLendings: '/vip/lendings' }} />, {
      user: vipUser(3),
    });
    await productTable();
    const account = screen.getByRole('navigation', { name: 'My account' });
    expect(within(account).getByRole('link', { name: 'VIP my lendings' })).toHaveAttribute('href', '/vip/lendings');
  });

  it('SE-LINK-02 by default the VIP my-lendings link opens the account area on its VIP tab', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { user: vipUser(1) });
    await productTable();
    expect(screen.getByRole('link', { name: 'VIP my lendings' })).toHaveAttribute(
      'href',
      '/myaccount/funds/finance/my_lendings?tab=vip',
    );
  });

  it('on mobile, a search typed and undone before it rests still shows the cards', async () => {
    setViewport(375);
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const list = await screen.findByRole('list', { name: 'Simple Earn products' });
    await within(list).findByText('DOGE');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), 'x{Backspace}');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Simple Earn products' })).getByText('DOGE')).toBeInTheDocument(),
    );
  });

  it('SE-ROUTE-01 in Arabic the list reads right to left with the Arabic catalogue', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />, { locale: 'ar' });
    const table = await screen.findByRole('table', { name: 'منتجات الكسب البسيط' });
    await within(table).findByText('BTC');
    expect(table.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(within(table).getByRole('button', { name: 'اشترك BTC 30 يومًا' })).toBeInTheDocument();
  });
});
