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

/** A coin's term chips. */
function chipsOf(coin: string): HTMLElement {
  return screen.getByRole('radiogroup', { name: `Terms of ${coin}` });
}

/** A coin's terms with its chosen term and its one Subscribe. */
function offerOf(coin: string): HTMLElement {
  return chipsOf(coin).closest('[data-slot="product-terms"]') as HTMLElement;
}

/** What the chosen term of a coin shows: its rate, its tags and the coin's action. */
function chosenOf(coin: string): HTMLElement {
  return within(offerOf(coin)).getByText((_, element) => element?.getAttribute('data-slot') === 'chosen-term');
}

async function chooseTerm(coin: string, term: string | RegExp) {
  await userEvent.click(within(chipsOf(coin)).getByRole('radio', { name: term }));
}

/** The coins in the order the table lists them. */
function coinsInOrder(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('radiogroup')
    .map((group) => (group.getAttribute('aria-label') ?? '').replace('Terms of ', ''));
}

describe('SimpleEarnProducts', () => {
  afterEach(() => setViewport(1280));

  it('SE-ROUTE-01 SE-PROD-01 the home lists one row per coin with its APR range and its terms as chips, Flexible first', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const table = await productTable();
    expect(headers(table)).toEqual(['Coin', 'APR', 'Terms']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const btc = chipsOf('BTC').closest('tr') as HTMLElement;
    // Flexible 'Up to 3.25%' and 30 days 3.50%; the sold-out 90 days does not stretch the range.
    expect(btc.querySelector('[data-slot="apr-range"]')?.textContent).toMatch(
      /^3\.25%–3\.50% .*APR, simple, estimate, net$/,
    );
    expect(
      within(chipsOf('BTC'))
        .getAllByRole('radio')
        .map((chip) => [chip.textContent, chip.getAttribute('aria-checked')]),
    ).toEqual([
      ['Flexible', 'true'],
      ['30 days', 'false'],
      ['90 days Sold out', 'false'],
    ]);
    expect(
      within(chipsOf('DOGE'))
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual(['Flexible']);
    expect(within(table).getAllByRole('button', { name: /^Subscribe / })).toHaveLength(5);
  });

  it('SE-ROUTE-01 the term chips are one Tab stop and the arrow keys choose a term, showing its APR', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    await productTable();
    const [flexible, thirty] = within(chipsOf('BTC')).getAllByRole('radio');
    expect(flexible).toHaveAttribute('tabindex', '0');
    expect(thirty).toHaveAttribute('tabindex', '-1');
    flexible!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(thirty).toHaveFocus();
    expect(thirty).toHaveAttribute('aria-checked', 'true');
    expect(within(chosenOf('BTC')).getByText('3.50%')).toBeInTheDocument();
    expect(within(offerOf('BTC')).getByRole('button', { name: 'Subscribe BTC 30 days' })).toBeInTheDocument();
  });

  it("SE-ROUTE-01 a flexible APR with a bonus ladder reads 'Up to' the rate plus the best tier, and its badge opens the ladder", async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    await productTable();
    const upTo = within(chosenOf('BTC')).getByText('3.25%').closest('[data-slot="rate-text"]');
    expect(upTo?.textContent).toBe('Up to 3.25% APR, simple, estimate, net');
    await userEvent.click(within(offerOf('BTC')).getByRole('button', { name: 'Bonus tiers of BTC flexible' }));
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

  it("SE-PROD-01 a coin's one Subscribe reports the chosen term: its coin, kind and product id", async () => {
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />, { user: vipUser(0) });
    await productTable();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe ETH flexible' }));
    expect(onSubscribe).toHaveBeenLastCalledWith({ asset: 'ETH', kind: 'flexible' });
    await chooseTerm('BTC', '30 days');
    expect(within(offerOf('BTC')).getAllByRole('button', { name: /^Subscribe/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe BTC 30 days' }));
    expect(onSubscribe).toHaveBeenLastCalledWith({ asset: 'BTC', kind: 'fixed', productId: 11 });
  });

  it('SE-STATUS-02 SE-STATUS-03 SE-STATUS-05 a sold-out product keeps its rate, greyed, and its action reads a disabled Sold out', async () => {
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />);
    await productTable();
    await chooseTerm('BTC', '90 days Sold out');
    const soldOut = within(offerOf('BTC')).getByRole('button', { name: 'Sold out BTC 90 days' });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent('Sold out');
    const term = chosenOf('BTC');
    expect(term).toHaveAttribute('data-state', 'sold-out');
    expect(within(term).getByText('5.00%').closest('[data-slot="rate-text"]')).toHaveAttribute('data-disabled');
    await userEvent.click(soldOut);
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it("SE-VIP-05 a VIP product's chip is tagged 'V{min}-V{max}' and a special product's chip is marked Special", async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    await productTable();
    expect(within(chipsOf('USDT')).getByRole('radio', { name: '60 days V1-V3' })).toHaveTextContent('V1-V3');
    expect(within(chipsOf('ETH')).getByRole('radio', { name: '14 days Special' })).toHaveTextContent('Special');
  });

  it('SE-PROD-04 a user whose VIP level lies within the range can subscribe to the VIP product', async () => {
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />, { user: vipUser(2) });
    await productTable();
    await chooseTerm('USDT', '60 days V1-V3');
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
    await chooseTerm('USDT', '60 days V1-V3');
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
    await chooseTerm('USDT', '60 days V1-V3');
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
    await chooseTerm('USDT', /^60 days/);
    expect(screen.getByRole('button', { name: 'Sold out USDT 60 days' })).toBeDisabled();
    expect(screen.queryByText(/Upgrade to VIP|Exclusive to VIP/)).not.toBeInTheDocument();
  });

  it('a guest sees the products and rates, and Subscribe still reports so the dialog can ask them to log in', async () => {
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />, { user: { kind: 'guest' } });
    await productTable();
    await chooseTerm('USDT', '60 days V1-V3');
    expect(within(chosenOf('USDT')).getByText('12.00%')).toBeInTheDocument();
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

  it('SE-PROD-02 SE-PROD-03 the Flexible filter shows flexible terms only and the Fixed filter the coins with fixed terms only', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    await productTable();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Flexible', 'Fixed']);
    await userEvent.click(screen.getByRole('tab', { name: 'Flexible' }));
    let table = await screen.findByRole('table', { name: 'Simple Earn products' });
    await within(table).findByText('DOGE');
    expect(
      within(chipsOf('BTC'))
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual(['Flexible']);
    // No fixed terms, so nothing to filter by term.
    expect(screen.queryByRole('combobox', { name: 'Term' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
    table = await screen.findByRole('table', { name: 'Simple Earn products' });
    await within(table).findByRole('radiogroup', { name: 'Terms of BTC' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(coinsInOrder(table)).toEqual(['BTC', 'ETH', 'USDT']);
    expect(
      within(chipsOf('BTC'))
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual(['30 days', '90 days Sold out']);
  });

  it('SE-ROUTE-01 beside the search, sorting by APR orders the coins by their best or lowest rate', async () => {
    renderWithProducts(<SimpleEarnProducts onSubscribe={vi.fn()} />);
    const table = await productTable();
    expect(coinsInOrder(table)).toEqual(['BTC', 'ETH', 'USDT', 'SOL', 'DOGE']);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    // ETH's special 15 %, USDT's VIP 12 %, SOL 4.30 %, BTC 3.50 %, DOGE 0.80 %.
    await userEvent.selectOptions(sort, 'APR: high to low');
    expect(coinsInOrder(table)).toEqual(['ETH', 'USDT', 'SOL', 'BTC', 'DOGE']);
    await userEvent.selectOptions(sort, 'APR: low to high');
    expect(coinsInOrder(table)).toEqual(['DOGE', 'ETH', 'BTC', 'SOL', 'USDT']);
  });

  it('SE-ROUTE-01 filtering by a term keeps the coins that offer it, each with that term chosen for Subscribe', async () => {
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />);
    const table = await productTable();
    const term = screen.getByRole('combobox', { name: 'Term' });
    expect(
      within(term)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any term', '7 days', '14 days', '30 days', '60 days', '90 days']);
    await userEvent.selectOptions(term, '30 days');
    expect(coinsInOrder(table)).toEqual(['BTC']);
    expect(within(chipsOf('BTC')).getByRole('radio', { name: '30 days' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(offerOf('BTC')).getByRole('button', { name: 'Subscribe BTC 30 days' }));
    expect(onSubscribe).toHaveBeenCalledWith({ asset: 'BTC', kind: 'fixed', productId: 11 });
    await userEvent.selectOptions(term, 'Any term');
    expect(coinsInOrder(table)).toEqual(['BTC', 'ETH', 'USDT', 'SOL', 'DOGE']);
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

  it('below 768 px each coin is a card: the coin and its APR range, its term chips and one Subscribe', async () => {
    setViewport(375);
    const onSubscribe = vi.fn();
    renderWithProducts(<SimpleEarnProducts onSubscribe={onSubscribe} />);
    const list = await screen.findByRole('list', { name: 'Simple Earn products' });
    await within(list).findByText('BTC');
    const card = chipsOf('BTC').closest('li') as HTMLElement;
    expect(card.querySelector('[data-slot="apr-range"]')?.textContent).toMatch(
      /^3\.25%–3\.50% .*APR, simple, estimate, net$/,
    );
    expect(within(card).getAllByRole('button', { name: /^Subscribe/ })).toHaveLength(1);
    await chooseTerm('BTC', '30 days');
    await userEvent.click(within(card).getByRole('button', { name: 'Subscribe BTC 30 days' }));
    expect(onSubscribe).toHaveBeenCalledWith({ asset: 'BTC', kind: 'fixed', productId: 11 });
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
    expect(within(table).getByRole('button', { name: 'اشترك BTC مرن' })).toBeInTheDocument();
    const chips = within(table).getByRole('radiogroup', { name: 'مدد BTC' });
    within(chips).getAllByRole('radio')[0]!.focus();
    // Right to left, the next chip is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(chips).getByRole('radio', { name: '30 يومًا' })).toHaveAttribute('aria-checked', 'true');
    expect(within(table).getByRole('button', { name: 'اشترك BTC 30 يومًا' })).toBeInTheDocument();
  });
});
