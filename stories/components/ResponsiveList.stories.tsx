import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { DateRangeFilter } from '../../src/components/DateRangeFilter';
import { ResponsiveList } from '../../src/components/ResponsiveList';
import { PAGE_SIZE } from '../../src/domain/shared';
import { catalogueText } from './storyCatalogue';
import { stakeColumns, stakeRecords, usePagedRecords, type StakeRecord } from './listDemo';

/** A history list as a screen lays it out: the date-range filter above one list that is a table or cards. */
interface DemoProps {
  count: number;
  pageSize: number;
}

function Demo({ count, pageSize }: DemoProps) {
  const records = useMemo(() => stakeRecords(count), [count]);
  const list = usePagedRecords(records, { pageSize });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--ek-space-lg)' }}>
      <DateRangeFilter maxMonths={6} today="2024-08-20" defaultValue={{ start: '2024-02-20', end: '2024-08-20' }} />
      <ResponsiveList<StakeRecord>
        columns={stakeColumns}
        getRowKey={(record) => record.id}
        label="Staking history"
        status={list.status}
        onRetry={list.onRetry}
        pageSize={pageSize}
        total={list.total}
        rows={list.status === 'ready' ? list.rows : []}
        page={list.page}
        onPageChange={list.onPageChange}
        items={list.items}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        loadMoreFailed={list.loadMoreFailed}
        onLoadMore={list.onLoadMore}
      />
    </div>
  );
}

/** What "Show code" shows: one list a host pages itself, a table on desktop and cards with "load more" below 768 px. */
const usage = `import { ResponsiveList } from 'earnkit';
import { useIsMobile } from 'earnkit/headless';

// useIsMobile() says which form shows: replace \`rows\` with the page asked for on desktop,
// append to \`items\` on mobile.
<ResponsiveList
  columns={columns}
  getRowKey={(record) => record.id}
  label="Staking history"
  status={list.status} // 'loading' | 'error' | 'ready'
  onRetry={list.retry}
  pageSize={8}
  total={list.total}
  rows={list.rows}
  page={list.page}
  onPageChange={list.goToPage}
  items={list.items}
  hasMore={list.hasMore}
  loadingMore={list.loadingMore}
  onLoadMore={list.loadMore}
/>`;

const meta = {
  title: 'Components/ResponsiveList',
  // The table documents ResponsiveList's props; the stories render it through Demo, which pages a fake server.
  // (Typed as Demo's props: the args are the story's, the docgen table is ResponsiveList's.)
  component: ResponsiveList as unknown as ComponentType<DemoProps>,
  render: (args) => <Demo {...args} />,
  args: { count: 40, pageSize: PAGE_SIZE.history },
  argTypes: {
    count: { description: 'Story only: how many records the fake server holds.', table: { category: 'story' } },
  },
  parameters: { docs: { source: { code: usage, language: 'tsx' } } },
} satisfies Meta<DemoProps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TableOnDesktop: Story = {
  name: 'LP-LIST-01 LP-LIST-03 SE-HIST-06 desktop: a table of 8 a page, with the date filter',
  play: async ({ canvas, globals }) => {
    const table = await canvas.findByRole('table', { name: 'Staking history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    const nav = canvas.getByRole('navigation', { name: catalogueText(globals, 'kitData.pagination.label') });
    await expect(
      within(nav).getAllByRole('button', {
        name: new RegExp(catalogueText(globals, 'kitData.pagination.page', { page: '\\d+' })),
      }),
    ).toHaveLength(5);
    await expect(canvas.getByRole('group', { name: catalogueText(globals, 'kitData.dateRange.label') })).toBeVisible();
  },
};

export const CardsOnMobile: Story = {
  name: 'LP-LIST-02 mobile: the same columns as cards, with infinite scroll',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Staking history' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(8));
  },
};

export const UsSite: Story = {
  name: 'SH-ERR-05 the same list on the US site: "noRecord" when empty',
  args: { count: 0 },
  globals: { site: 'us' },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'noRecord'))).toBeVisible();
  },
};
