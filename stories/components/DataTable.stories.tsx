import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ComponentType } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DataTable } from '../../src/components/DataTable';
import { PAGE_SIZE } from '../../src/domain/shared';
import { catalogueText } from './storyCatalogue';
import { stakeColumns, stakeRecords, usePagedRecords, type StakeRecord } from './listDemo';

interface DemoProps {
  /** How many records the fake server holds. */
  count: number;
  /** Rows per page (DEC-02). */
  pageSize: number;
  /** Fail the first request of this page once. */
  failPage?: number;
  /** Stay in the loading state. */
  loadingForever?: boolean;
  /** Called with each page asked for. */
  onPageChange?: (page: number) => void;
}

/** A table paged through a fake server, as a flow pages it through the API. */
function Demo({ count, pageSize, failPage, loadingForever, onPageChange }: DemoProps) {
  const records = useMemo(() => stakeRecords(count), [count]);
  const list = usePagedRecords(records, { pageSize, failPage, delayMs: loadingForever ? 1e9 : 150 });
  return (
    <DataTable<StakeRecord>
      columns={stakeColumns}
      rows={list.status === 'ready' ? list.rows : []}
      getRowKey={(record) => record.id}
      caption="Staking history"
      status={list.status}
      onRetry={list.onRetry}
      pageSize={pageSize}
      pagination={{
        total: list.total,
        page: list.page,
        onPageChange: (page) => (list.onPageChange(page), onPageChange?.(page)),
      }}
    />
  );
}

/** What "Show code" shows: the table as a host renders one page of its list (the stories page a fake server). */
const usage = `import { DataTable, type ListColumn } from 'earnkit';

const columns: ListColumn<StakeRecord>[] = [
  { id: 'coin', header: 'Coin', cell: (record) => record.coin },
  { id: 'amount', header: 'Amount', numeric: true, cell: (record) => record.amount },
];

<DataTable
  columns={columns}
  rows={page.rows}
  getRowKey={(record) => record.id}
  caption="Staking history"
  status={page.status} // 'loading' | 'error' | 'ready'
  onRetry={page.retry}
  pagination={{ total: page.total, page: page.number, onPageChange: setPageNumber }}
/>`;

const meta = {
  title: 'Components/DataTable',
  // The table documents DataTable's props; the stories render it through Demo, which pages a fake server.
  // (Typed as Demo's props: the args are the story's, the docgen table is DataTable's.)
  component: DataTable as unknown as ComponentType<DemoProps>,
  render: (args) => <Demo {...args} />,
  args: { count: 57, pageSize: PAGE_SIZE.table, onPageChange: fn() },
  argTypes: {
    count: { description: 'Story only: how many records the fake server holds.', table: { category: 'story' } },
    failPage: { description: 'Story only: fail the first request of this page once.', table: { category: 'story' } },
    loadingForever: { description: 'Story only: stay in the loading state.', table: { category: 'story' } },
    onPageChange: { description: 'Story only: called with each page asked for.', table: { category: 'story' } },
  },
  parameters: { docs: { source: { code: usage, language: 'tsx' } } },
} satisfies Meta<DemoProps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {
  name: 'LP-LIST-01 SH-API-04 many pages of 10, amounts aligned at the end',
  play: async ({ canvas, userEvent, args, globals }) => {
    const table = await canvas.findByRole('table', { name: 'Staking history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const nav = canvas.getByRole('navigation', { name: catalogueText(globals, 'kitData.pagination.label') });
    await userEvent.click(
      within(nav).getByRole('button', { name: catalogueText(globals, 'kitData.pagination.page', { page: 6 }) }),
    );
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    // Amount cells end-align in both directions: their right (LTR) or left (RTL) edges line up.
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.children[3] as HTMLElement);
    const rtl = table.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const edges = amounts.map((cell) => {
      const range = cell.ownerDocument.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      return Math.round(rtl ? text.left : text.right);
    });
    await expect(new Set(edges).size).toBe(1);
    await expect(getComputedStyle(amounts[0]!).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Loading: Story = {
  name: 'DEC-02 loading: one skeleton row per row of a page',
  args: { loadingForever: true, pageSize: PAGE_SIZE.history },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(8);
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: 'SH-ERR-05 no records',
  args: { count: 0 },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'noRecord'))).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  name: 'LP-LIST-01 a failed load, then Retry',
  args: { failPage: 1 },
  play: async ({ canvas, userEvent, globals }) => {
    const alert = await within(canvas.getByRole('table')).findByRole('alert');
    await expect(alert).toHaveTextContent(catalogueText(globals, 'Networkerr'));
    await userEvent.click(within(alert).getByRole('button', { name: catalogueText(globals, 'common.retry') }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(11));
  },
};
