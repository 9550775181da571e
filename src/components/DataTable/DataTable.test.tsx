import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { PAGE_SIZE } from '../../domain/shared';
import { EarnProvider } from '../EarnProvider';
import { DataTable, type DataTableProps, type ListColumn } from './index';

interface Order {
  id: string;
  coin: string;
  amount: string;
  apr: string;
}

const columns: ListColumn<Order>[] = [
  { id: 'coin', header: 'Coin', cell: (order) => order.coin, card: 'title' },
  { id: 'amount', header: 'Amount', cell: (order) => `${order.amount} ${order.coin}`, numeric: true },
  { id: 'apr', header: 'APR', cell: (order) => order.apr, numeric: true },
];

const orders: Order[] = Array.from({ length: 23 }, (_, index) => ({
  id: `order-${index + 1}`,
  coin: index % 2 === 0 ? 'BTC' : 'USDT',
  amount: `${index + 1}.00000000`,
  apr: '5.25%',
}));

function renderTable(props: Partial<DataTableProps<Order>> = {}, locale = 'en') {
  return render(
    <EarnProvider locale={locale}>
      <DataTable
        columns={columns}
        rows={orders.slice(0, 10)}
        getRowKey={(order) => order.id}
        caption="Staking history"
        {...props}
      />
    </EarnProvider>,
  );
}

/** A table paged by its owner, as a flow would: the page asked for decides the rows passed. */
function PagedTable({ onPageChange }: { onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  const size = PAGE_SIZE.table;
  return (
    <DataTable
      columns={columns}
      rows={orders.slice((page - 1) * size, page * size)}
      getRowKey={(order) => order.id}
      caption="Staking history"
      pagination={{ total: orders.length, page, onPageChange: (next) => (setPage(next), onPageChange?.(next)) }}
    />
  );
}

describe('DataTable', () => {
  test('LP-LIST-01 a table with column headers and one row per record, named by its caption', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Staking history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Coin', 'Amount', 'APR']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('cell', { name: '1.00000000 BTC' })).toBeInTheDocument();
  });

  test('LP-LIST-01 numeric columns are end-aligned in tabular numerals, in LTR and RTL alike', () => {
    renderTable({}, 'ar');
    const amount = screen.getByRole('cell', { name: '1.00000000 BTC' });
    expect(amount).toHaveAttribute('data-align', 'end');
    expect(amount).toHaveAttribute('data-numeric');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('data-align', 'end');
    expect(screen.getAllByRole('cell', { name: 'BTC' })[0]).toHaveAttribute('data-align', 'start');
  });

  test('LP-LIST-01 SH-API-04 pages of 10: the page buttons ask for the next page and show its rows', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <EarnProvider>
        <PagedTable onPageChange={onPageChange} />
      </EarnProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('cell', { name: '23.00000000 BTC' })).toBeInTheDocument();
  });

  test('DEC-02 while loading it shows one skeleton row per row of a page, and says it is loading', () => {
    const { container } = renderTable({ status: 'loading', pageSize: PAGE_SIZE.history });
    const table = container.querySelector<HTMLElement>('[data-slot="data-table"]')!;
    expect(table.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(8);
    expect(within(table).getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  test('SH-ERR-05 no records: the table says "No records"', () => {
    renderTable({ rows: [] });
    expect(within(screen.getByRole('table')).getByText('No records')).toBeInTheDocument();
  });

  test('SH-ERR-05 in Arabic the empty state reads in Arabic', () => {
    renderTable({ rows: [] }, 'ar');
    expect(screen.getByText('لا توجد سجلات')).toBeInTheDocument();
  });

  test('LP-LIST-01 a failed load shows the network error and Retry loads again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ status: 'error', onRetry });
    expect(within(screen.getByRole('table')).getByRole('alert')).toHaveTextContent(
      'Network error, please try again later',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
