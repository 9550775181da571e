import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import type { EarnUser } from '../../../context/types';
import { renderWithApi } from '../../shared/renderWithApi.testing';
import { createWealthClient, WEALTH_NOW, type WealthBackendOptions } from './vipWealthFixtures.testing';
import { VipWealth } from './VipWealth';

const victor: EarnUser = { kind: 'user', name: 'victor', vipLevel: 6, verified: true };
const alice: EarnUser = { kind: 'user', name: 'alice', vipLevel: 0, verified: true };
const SLOW = { timeout: 3000 } as const;

function renderPage(
  options: WealthBackendOptions & { user?: EarnUser; locale?: string; navigate?: (href: string) => void } = {},
) {
  const { user = victor, locale, navigate, ...backend } = options;
  const view = renderWithApi(<VipWealth />, createWealthClient(backend), {
    user,
    locale,
    navigate,
    clock: () => WEALTH_NOW,
  });
  const paths = () => view.double.calls.map((call) => new URL(call.request.url).pathname);
  return { ...view, paths, events: userEvent.setup() };
}

const productCard = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Products' })).getByRole('article', { name });
const holdingList = async () => screen.findByRole('list', { name: 'My holdings' });
const rowOf = (scope: HTMLElement, label: string) => within(scope).getByText(label).closest('div');

describe('VipWealth', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  });
  afterEach(() => vi.restoreAllMocks());

  it('VW-PROD-01 VW-PROD-03 DEC-29 the page lists the private-wealth (4) and asset-management (5) products with net value, 30-day rate and minimum', async () => {
    renderPage();
    const income = await productCard('Private Wealth USDT Income');
    expect(rowOf(income, 'Type')).toHaveTextContent('Private wealth');
    expect(rowOf(income, 'Net value')).toHaveTextContent('1.0425');
    expect(rowOf(income, '30-day rate')).toHaveTextContent('7.66%');
    expect(rowOf(income, 'Minimum')).toHaveTextContent('10,000.00000000 USDT');
    const quant = await productCard('BTC Quant Asset Management');
    expect(rowOf(quant, 'Type')).toHaveTextContent('Asset management');
    expect(rowOf(quant, '30-day rate')).toHaveTextContent('-2.92%');
    expect(within(quant).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('VW-DATA-01 VW-PROD-02 DEC-29 each holding shows its amount, units, income, net value and 30-day rate, with subscribe more, redeem and details', async () => {
    renderPage();
    const holding = within(await holdingList()).getByRole('article', { name: 'Private Wealth USDT Income' });
    expect(rowOf(holding, 'Amount')).toHaveTextContent('104,250.00000000 USDT');
    expect(rowOf(holding, 'Units')).toHaveTextContent('100,000.000000');
    expect(rowOf(holding, 'Income')).toHaveTextContent('+250.50000000 USDT');
    expect(rowOf(holding, 'Net value')).toHaveTextContent('1.0425');
    expect(rowOf(holding, '30-day rate')).toHaveTextContent('7.66%');
    for (const name of ['Subscribe more', 'Redeem', 'Details'])
      expect(within(holding).getByRole('button', { name })).toBeEnabled();
  });

  it('DEC-29 a user below the VIP level sees the upgrade guide instead of Subscribe, linking to the VIP page', async () => {
    const navigate = vi.fn();
    const { events } = renderPage({ user: alice, noHoldings: true, navigate });
    const income = await productCard('Private Wealth USDT Income');
    expect(within(income).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(within(income).getByRole('heading', { name: 'For VIP 1 and above' })).toBeInTheDocument();
    const upgrade = within(income).getByRole('link', { name: 'Upgrade to VIP 1' });
    expect(upgrade).toHaveAttribute('href', '/vip?upTo=1');
    await events.click(upgrade);
    expect(navigate).toHaveBeenCalledWith('/vip?upTo=1');
  });

  it('VW-SUB-01 VW-SUB-02 VW-SUB-03 VW-SUB-06 VW-SUCCESS-01 subscribe more opens the modal with the disclaimer, refused until ticked, then the success view', async () => {
    const { events, double } = renderPage();
    const holding = within(await holdingList()).getByRole('article', { name: 'Private Wealth USDT Income' });
    await events.click(within(holding).getByRole('button', { name: 'Subscribe more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe more USDT' });
    await events.type(within(dialog).getByRole('textbox', { name: 'Subscription amount' }), '20000');
    expect(within(dialog).getByRole('link', { name: 'Read the disclaimer' })).toHaveAttribute(
      'href',
      '/asset-management/institution/disclaimer',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Subscribe' });
    expect(confirm).toBeDisabled();
    await events.click(within(dialog).getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }));
    await events.click(confirm);
    const success = await screen.findByRole('dialog', { name: 'Subscription successful' }, SLOW);
    expect(rowOf(success, 'Amount subscribed')).toHaveTextContent('20,000.00000000 USDT');
    expect(double.calls.some((call) => call.request.url.endsWith('/private-wealth/purchase'))).toBe(true);
    await events.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('VW-SUB-04 VW-SUB-05 the subscribe amount is checked against the balance and the minimum', async () => {
    const { events } = renderPage();
    await events.click(
      within(await productCard('Private Wealth USDT Income')).getByRole('button', { name: 'Subscribe' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe more USDT' });
    const input = within(dialog).getByRole('textbox', { name: 'Subscription amount' });
    await events.type(input, '5000');
    expect(within(dialog).getByText('Less than minimum amount of 10000 USDT')).toBeInTheDocument();
    await events.clear(input);
    await events.type(input, '60000');
    expect(within(dialog).getByText(/^Inadequate balance: 50000(\.0+)? USDT available$/)).toBeInTheDocument();
  });

  it('VW-REDEEM-01 VW-REDEEM-04 VW-SUCCESS-01 redeem by units with 6 decimals moves to the success view', async () => {
    const { events } = renderPage();
    const holding = within(await holdingList()).getByRole('article', { name: 'Private Wealth USDT Income' });
    await events.click(within(holding).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
    const input = within(dialog).getByRole('textbox', { name: 'Units to redeem' });
    await events.type(input, '1000.1234567');
    expect(input).toHaveValue('1000.123456');
    await events.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const success = await screen.findByRole('dialog', { name: 'Redemption submitted' }, SLOW);
    expect(rowOf(success, 'Units redeemed')).toHaveTextContent('1,000.123456');
  });

  it('VW-REDEEM-02 units above the holding show less redeemable units', async () => {
    const { events } = renderPage();
    const holding = within(await holdingList()).getByRole('article', { name: 'Private Wealth USDT Income' });
    await events.click(within(holding).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
    await events.type(within(dialog).getByRole('textbox', { name: 'Units to redeem' }), '100001');
    expect(within(dialog).getByText(/^Less redeemable units: 100000(\.0+)? units available$/)).toBeInTheDocument();
  });

  it('VW-ERR-01 DEC-06 a purchase answered with another code than 200 shows the server message and keeps the form', async () => {
    const { events } = renderPage({ purchase: 'business' });
    await events.click(
      within(await productCard('Private Wealth USDT Income')).getByRole('button', { name: 'Subscribe' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe more USDT' });
    await events.type(within(dialog).getByRole('textbox', { name: 'Subscription amount' }), '20000');
    await events.click(within(dialog).getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }));
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Error: Quota exhausted', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Subscribe more USDT' })).toBeInTheDocument();
  });

  it('VW-ERR-02 a redeem whose request fails shows the network error toast', async () => {
    const { events } = renderPage({ redeem: 'network' });
    const holding = within(await holdingList()).getByRole('article', { name: 'Private Wealth USDT Income' });
    await events.click(within(holding).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
    await events.type(within(dialog).getByRole('textbox', { name: 'Units to redeem' }), '10');
    await events.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Error: Network error, please try again later', {}, SLOW)).toBeInTheDocument();
  });

  it('VW-DETAIL-01 VW-DETAIL-02 VW-DATA-01 VW-DATA-02 VW-API-03 VW-API-04 the detail modal shows the order detail and the assets trend or change rate over 30, 180, 365 and 730 days', async () => {
    const { events, double } = renderPage();
    const holding = within(await holdingList()).getByRole('article', { name: 'Private Wealth USDT Income' });
    await events.click(within(holding).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Private Wealth USDT Income' });
    await waitFor(() => expect(rowOf(dialog, 'Net value at purchase')).toHaveTextContent('1.04'));
    expect(rowOf(dialog, 'Running days')).toHaveTextContent('200 days');
    expect(rowOf(dialog, 'Order ID')).toHaveTextContent('11');
    const charts = within(dialog).getByRole('tablist', { name: 'Trend chart' });
    expect(
      within(charts)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Assets trend', 'Change rate']);
    const ranges = within(dialog).getByRole('tablist', { name: 'Chart range' });
    expect(
      within(ranges)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['30 days', '180 days', '365 days', '730 days']);
    expect(
      await within(dialog).findByRole('img', { name: /^Assets trend over 30 days: latest 104,250/ }),
    ).toBeInTheDocument();
    await events.click(within(ranges).getByRole('tab', { name: '730 days' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: /^Assets trend over 730 days/ })).toBeInTheDocument(),
    );
    await events.click(within(charts).getByRole('tab', { name: 'Change rate' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('img', { name: /^Change rate over 730 days: latest 14\.58%/ }),
      ).toBeInTheDocument(),
    );
    await events.click(within(dialog).getByRole('button', { name: 'Show as table' }));
    expect(within(dialog).getByRole('table')).toHaveAccessibleName(/^Change rate over 730 days/);
    const lineCalls = double.calls
      .map((call) => new URL(call.request.url))
      .filter((url) => url.pathname.endsWith('/lines'));
    const detailCall = double.calls
      .map((call) => new URL(call.request.url))
      .find((url) => url.pathname.endsWith('/private-wealth/order-detail'));
    expect(Object.fromEntries(detailCall?.searchParams ?? [])).toEqual({ order_id: '11', project_type: '4' });
    for (const url of lineCalls)
      expect([url.searchParams.get('order_id'), url.searchParams.get('project_type')]).toEqual(['11', '4']);
    expect(lineCalls.map((url) => [url.searchParams.get('type'), url.searchParams.get('range')])).toEqual([
      ['balance', '30'],
      ['balance', '730'],
      ['rate', '730'],
    ]);
  });

  it('a guest sees the products, a way to log in for holdings, and no user call; Subscribe goes to log in', async () => {
    const navigate = vi.fn();
    const { events, paths } = renderPage({ user: { kind: 'guest' }, navigate });
    await events.click(
      within(await productCard('Private Wealth USDT Income')).getByRole('button', { name: 'Subscribe' }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(screen.getByText('Log in to see your VIP wealth holdings')).toBeInTheDocument();
    expect(paths()).toEqual(['/apiw/v2/earn/private-wealth/products']);
  });

  it('empty: no products and no holdings each say so', async () => {
    renderPage({ noProducts: true, noHoldings: true });
    expect(await screen.findByText('No VIP wealth products right now')).toBeInTheDocument();
    expect(await screen.findByText('You hold no VIP wealth products')).toBeInTheDocument();
  });

  it('error: a failed product list offers Retry, which loads it', async () => {
    const { events } = renderPage({ failFirst: 1 });
    await events.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await productCard('Private Wealth USDT Income')).toBeInTheDocument();
  });

  it('loading: skeletons while the lists load', async () => {
    renderPage({ hang: true });
    expect(await screen.findAllByText('Loading')).not.toHaveLength(0);
  });

  it('in Arabic the page, its cards and buttons follow the locale', async () => {
    renderPage({ locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'ثروة كبار العملاء', level: 1 })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'اشترك' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'اشترك بالمزيد' })).toBeInTheDocument();
  });
});
