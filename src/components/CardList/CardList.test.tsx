import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider';
import type { ListColumn } from '../DataTable';
import { CardList, type CardListProps } from './index';

interface Order {
  id: string;
  coin: string;
  amount: string;
}

const columns: ListColumn<Order>[] = [
  { id: 'coin', header: 'Coin', cell: (order) => order.coin, card: 'title' },
  { id: 'amount', header: 'Amount', cell: (order) => `${order.amount} ${order.coin}`, numeric: true },
  { id: 'internal', header: 'Internal id', cell: (order) => order.id, card: 'hidden' },
];

const orders = (count: number): Order[] =>
  Array.from({ length: count }, (_, index) => ({ id: `o${index + 1}`, coin: 'ETH', amount: `${index + 1}.5` }));

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

function renderList(props: Partial<CardListProps<Order>> = {}, locale = 'en') {
  return render(
    <EarnProvider locale={locale}>
      <CardList
        columns={columns}
        items={orders(7)}
        getRowKey={(order) => order.id}
        label="Staking history"
        {...props}
      />
    </EarnProvider>,
  );
}

describe('CardList', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  test('LP-LIST-02 one card per record: the title column heads it, other columns are label/value rows', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Staking history' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    expect(cards[0]).toHaveTextContent('ETH');
    expect(within(cards[0]!).getByRole('term')).toHaveTextContent('Amount');
    expect(within(cards[0]!).getByRole('definition')).toHaveTextContent('1.5 ETH');
    expect(within(cards[0]!).queryByText('Internal id')).not.toBeInTheDocument();
  });

  test("a 'full' column spans the card under the rows, without a label", () => {
    const action: ListColumn<Order> = {
      id: 'action',
      header: 'Action',
      cell: (order) => <button type="button">Open {order.id}</button>,
      card: 'full',
    };
    renderList({ columns: [columns[0]!, action], items: orders(1) });
    const card = within(screen.getByRole('list', { name: 'Staking history' })).getByRole('listitem');
    expect(within(card).getByRole('button', { name: 'Open o1' })).toBeInTheDocument();
    expect(within(card).queryByText('Action')).not.toBeInTheDocument();
    expect(within(card).queryByRole('term')).not.toBeInTheDocument();
  });

  test('LP-LIST-02 when the end of the list comes into view the next page is asked for', () => {
    const onLoadMore = vi.fn();
    renderList({ hasMore: true, onLoadMore });
    FakeObserver.last!.reveal();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  test('LP-LIST-02 "Load more" does the same for keyboard and screen-reader users', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    renderList({ hasMore: true, onLoadMore });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  test('LP-LIST-02 while the next page loads a skeleton card says so; at the end the list says there is no more', () => {
    const { rerender } = renderList({ hasMore: true, loadingMore: true });
    expect(screen.getByText('Loading more')).toBeInTheDocument();
    rerender(
      <EarnProvider>
        <CardList
          columns={columns}
          items={orders(12)}
          getRowKey={(order) => order.id}
          label="Staking history"
          hasMore={false}
        />
      </EarnProvider>,
    );
    expect(screen.getByText('No more records')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('LP-LIST-02 a failed page pauses infinite scroll and offers Retry', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    renderList({ hasMore: true, loadMoreFailed: true, onLoadMore });
    FakeObserver.last?.reveal();
    expect(onLoadMore).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  test('LP-LIST-02 the first load shows skeleton cards, and says it is loading', () => {
    const { container } = renderList({ status: 'loading', skeletonCount: 4 });
    expect(container.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(4);
    expect(container.querySelector('[data-slot="card-list"] [aria-busy="true"]')).toHaveTextContent('Loading');
  });

  test('SH-ERR-05 no records: "No records"', () => {
    renderList({ items: [] });
    expect(screen.getByText('No records')).toBeInTheDocument();
  });

  test('LP-LIST-02 a failed first load shows the network error with Retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = renderList({ status: 'error', onRetry });
    expect(container.querySelector('[data-slot="card-list"]')).toHaveTextContent(
      'Network error, please try again later',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('LP-LIST-02 past 100 records only the cards near the screen render, each telling its place in the whole list', () => {
    renderList({ items: orders(500) });
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards.length).toBeLessThan(50);
    expect(cards[0]).toHaveAttribute('aria-setsize', '500');
    expect(cards[0]).toHaveAttribute('aria-posinset', '1');
  });

  test('a list short enough to render every card reads no card’s size (no layout forced while it mounts)', () => {
    const read = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    renderList({ items: orders(7) });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(7);
    expect(read.mock.contexts.filter((element) => (element as HTMLElement).tagName === 'LI')).toHaveLength(0);
    read.mockRestore();
  });

  test('a windowed list measures its first card, the stride it windows by', () => {
    const read = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    renderList({ items: orders(500) });
    expect(read.mock.contexts.filter((element) => (element as HTMLElement).tagName === 'LI')).not.toHaveLength(0);
    read.mockRestore();
  });

  test('SH-LOCALE-01 in Arabic the footer reads in Arabic', () => {
    renderList({ hasMore: true }, 'ar');
    expect(screen.getByRole('button', { name: 'تحميل المزيد' })).toBeInTheDocument();
  });
});
