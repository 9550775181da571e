import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as tagStyles from '../../components/Tag/Tag.css';
import type { EarnUser } from '../../context/types';
import { renderWithApi } from '../shared/renderWithApi.testing';
import { DualEarnOrders } from './DualEarnOrders';
import {
  createDualOrdersClient,
  DUAL_NOW,
  sampleDualOrder,
  type DualOrdersBackendOptions,
} from './dualOrdersFixtures.testing';

const alice: EarnUser = { kind: 'user', name: 'alice', vipLevel: 0, verified: true };

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

/** The card list's sentinel observer: `reveal()` brings the end of the list into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  reveal() {
    act(() =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
}

function renderOrders(
  { user = alice, ...backend }: DualOrdersBackendOptions & { user?: EarnUser } = {},
  locale?: string,
) {
  const view = renderWithApi(<DualEarnOrders />, createDualOrdersClient(backend), {
    user,
    clock: () => DUAL_NOW,
    locale,
  });
  const paths = () => view.double.calls.map((call) => new URL(call.request.url));
  return { ...view, paths };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The tone class a status tag carries: the colour the user sees. */
function toneOf(element: HTMLElement): string {
  const tones = ['positive', 'caution', 'critical', 'neutral', 'info'] as const;
  return tones.find((tone) => element.classList.contains(tagStyles.kind[tone])) ?? 'none';
}

describe('DualEarnOrders', () => {
  beforeEach(() => setViewport(1280, 800));
  afterEach(() => {
    vi.unstubAllGlobals();
    setViewport(1280, 800);
  });

  it('DEC-30 DE-ORDER-01 DE-ORDER-02 every status shows its label in a tag coloured settled, in progress, cancelled or failed', async () => {
    const { paths } = renderOrders();
    const table = await screen.findByRole('table', { name: 'Dual earn orders' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(paths().at(-1)!.pathname).toBe('/apiw/v2/earn/dual/orders');
    expect(paths().at(-1)!.searchParams.get('limit')).toBe('10');
    const expected: [string, string][] = [
      ['Pending', 'caution'],
      ['In progress', 'caution'],
      ['Settled', 'positive'],
      ['Settling', 'caution'],
      ['Settlement failed', 'critical'],
      ['Cancelling', 'neutral'],
      ['Cancelled', 'neutral'],
      ['Expired', 'neutral'],
      ['Failed', 'critical'],
      ['System error', 'critical'],
    ];
    bodyRows(table).forEach((row, index) => {
      const [label, tone] = expected[index]!;
      const tag = within(row).getByText(label);
      expect(toneOf(tag)).toBe(tone);
    });
    const first = bodyRows(table)[0]!;
    expect(within(first).getByText('Dual earn #1')).toBeInTheDocument();
    expect(within(first).getByText('1,000.00000000 USDT')).toBeInTheDocument();
    expect(within(first).getByText('60,000.00')).toBeInTheDocument();
    expect(within(first).getByText('35.00%')).toBeInTheDocument();
  });

  it('DEC-30 DE-ORDER-02 sniper orders are listed with their own kind and status tags; page 2 holds them', async () => {
    renderOrders();
    const table = await screen.findByRole('table', { name: 'Dual earn orders' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }),
    );
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Dual earn orders' }))).toHaveLength(3));
    const rows = bodyRows(screen.getByRole('table', { name: 'Dual earn orders' }));
    expect(within(rows[0]!).getByText('Sniper #11')).toBeInTheDocument();
    expect(toneOf(within(rows[0]!).getByText('In progress'))).toBe('caution');
    expect(within(rows[1]!).getByText('Sniper #12')).toBeInTheDocument();
    expect(toneOf(within(rows[1]!).getByText('Cancelled'))).toBe('neutral');
  });

  it('DE-API-01 DE-ORDER-02 Details opens the order detail from the order-detail call in a dialog, with what was paid out', async () => {
    const { paths } = renderOrders();
    await screen.findByRole('table', { name: 'Dual earn orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Dual earn order 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dual earn order 3' });
    await within(dialog).findByText('Paid out');
    expect(toneOf(within(dialog).getByText('Settled'))).toBe('positive');
    expect(within(dialog).getByText('0.01673059')).toBeInTheDocument();
    expect(within(dialog).getByText('BTC')).toBeInTheDocument();
    const detail = paths().find((url) => url.pathname === '/apiw/v2/earn/dual/order-detail')!;
    expect(detail.searchParams.get('order_id')).toBe('3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('DE-API-02 DE-ORDER-02 a sniper order opens its detail from the dual-sniper call; not yet settled reads so', async () => {
    const { paths } = renderOrders({ orders: [sampleDualOrder(11, 'PROCESSING', true)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Sniper order 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sniper order 11' });
    expect(await within(dialog).findByText('Not yet settled')).toBeInTheDocument();
    expect(toneOf(within(dialog).getByText('In progress'))).toBe('caution');
    expect(paths().some((url) => url.pathname === '/apiw/v2/earn/dual-sniper/order')).toBe(true);
    expect(paths().some((url) => url.pathname === '/apiw/v2/earn/dual/order-detail')).toBe(false);
  });

  it('DE-ORDER-02 a failed or cancelled order shows the principal returned', async () => {
    renderOrders({ orders: [sampleDualOrder(9, 'FAILED')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Dual earn order 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dual earn order 9' });
    expect(await within(dialog).findByText('Principal returned')).toBeInTheDocument();
    expect(toneOf(within(dialog).getByText('Failed'))).toBe('critical');
  });

  it('a detail that fails to load shows an error with Retry, and Retry loads it', async () => {
    renderOrders({ orders: [sampleDualOrder(1, 'INIT')], failDetailFirst: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of Dual earn order 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dual earn order 1' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Pending')).toBeInTheDocument();
  });

  it('DE-ORDER-02 an order with a status outside the list reads Unknown', async () => {
    renderOrders({ orders: [sampleDualOrder(1, 'SETTLED_SOMEHOW')] });
    const table = await screen.findByRole('table', { name: 'Dual earn orders' });
    expect(await within(table).findByText('Unknown')).toBeInTheDocument();
  });

  it('with no orders the list says so', async () => {
    renderOrders({ orders: [] });
    expect(await screen.findByText('No dual earn orders yet')).toBeInTheDocument();
  });

  it('a failed load shows an error with Retry, and Retry loads the orders', async () => {
    renderOrders({ failFirst: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Dual earn orders' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
  });

  it('while the first page loads the table is busy with skeleton rows', async () => {
    renderOrders({ hang: true });
    const table = await screen.findByRole('table', { name: 'Dual earn orders' });
    expect(table).toHaveAttribute('aria-busy', 'true');
  });

  it('a guest sees no orders and no call is made', async () => {
    const { paths } = renderOrders({ user: { kind: 'guest' } });
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'Dual earn orders' })).not.toBeInTheDocument();
    expect(paths()).toHaveLength(0);
  });

  it('DEC-30 at 375 px the orders are cards with their status tags, and the next page loads as the end scrolls into view', async () => {
    setViewport(375);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { paths } = renderOrders();
    const list = await screen.findByRole('list', { name: 'Dual earn orders' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(toneOf(within(list).getByText('Settlement failed'))).toBe('critical');
    FakeObserver.last!.reveal();
    await waitFor(() => expect(paths().at(-1)!.searchParams.get('page')).toBe('2'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    await userEvent.click(within(list).getByRole('button', { name: 'Details of Sniper order 12' }));
    expect(await screen.findByRole('dialog', { name: 'Sniper order 12' })).toBeInTheDocument();
  });

  it('DE-ORDER-02 in Arabic the orders read right to left with translated headings and status labels', async () => {
    renderOrders({}, 'ar');
    const heading = await screen.findByRole('heading', { name: 'أوامر الربح المزدوج' });
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const table = await screen.findByRole('table', { name: 'أوامر الربح المزدوج' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(toneOf(within(table).getByText('تمت التسوية'))).toBe('positive');
  });
});
