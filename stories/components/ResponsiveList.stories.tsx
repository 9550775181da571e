import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { DateRangeFilter } from '../../src/components/DateRangeFilter';
import { ResponsiveList } from '../../src/components/ResponsiveList';
import { PAGE_SIZE } from '../../src/domain/shared';
import { catalogueText } from './storyCatalogue';
import { stakeColumns, stakeRecords, usePagedRecords, type StakeRecord } from './listDemo';

/** A history list as a screen lays it out: the date-range filter above one list that is a table or cards. */
function Demo({ count, pageSize }: { count: number; pageSize: number }) {
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

const meta = {
  title: 'Components/ResponsiveList',
  component: Demo,
  args: { count: 40, pageSize: PAGE_SIZE.history },
} satisfies Meta<typeof Demo>;
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
