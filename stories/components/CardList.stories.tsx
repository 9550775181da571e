import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { CardList } from '../../src/components/CardList';
import { catalogueText } from './storyCatalogue';
import { stakeColumns, stakeRecords, usePagedRecords, type StakeRecord } from './listDemo';

interface DemoProps {
  /** How many records the fake server holds. */
  count: number;
  /** Fail the first request of this page once. */
  failPage?: number;
  /** Stay in the loading state. */
  loadingForever?: boolean;
  /** Start with every record loaded (a long list, to show windowing). */
  preloaded?: boolean;
}

/** A card list fed page by page by a fake server, as a flow feeds it from the API. */
function Demo({ count, failPage, loadingForever, preloaded }: DemoProps) {
  const records = useMemo(() => stakeRecords(count), [count]);
  const list = usePagedRecords(records, { failPage, delayMs: loadingForever ? 1e9 : 150 });
  return (
    <CardList<StakeRecord>
      columns={stakeColumns}
      items={preloaded ? records : list.items}
      getRowKey={(record) => record.id}
      label="Staking history"
      status={preloaded ? 'ready' : list.status}
      onRetry={list.onRetry}
      hasMore={preloaded ? false : list.hasMore}
      loadingMore={list.loadingMore}
      loadMoreFailed={list.loadMoreFailed}
      onLoadMore={list.onLoadMore}
    />
  );
}

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Components/CardList',
  component: Demo,
  args: { count: 57 },
  globals: mobile,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls the page to its end, as a reader flicking down. */
function scrollToEnd(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView!;
  view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
}

export const InfiniteScroll: Story = {
  name: 'LP-LIST-02 infinite scroll on mobile, to the last record',
  play: async ({ canvas, canvasElement, globals }) => {
    const list = await canvas.findByRole('list', { name: 'Staking history' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(10));
    await waitFor(
      () => {
        scrollToEnd(canvasElement);
        expect(canvas.getByText(catalogueText(globals, 'kitData.list.end'))).toBeVisible();
      },
      { timeout: 5000, interval: 100 },
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(57);
    const card = within(list).getAllByRole('listitem')[0]!;
    await expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Time', 'Type', 'Amount', 'APR']);
  },
};

export const Loading: Story = {
  name: 'LP-LIST-02 first load: skeleton cards',
  args: { loadingForever: true },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(3);
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="card-list"]')!;
    await expect(within(root).getByRole('status')).toHaveTextContent(catalogueText(globals, 'common.loading'));
  },
};

export const Empty: Story = {
  name: 'SH-ERR-05 no records',
  args: { count: 0 },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'noRecord'))).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  name: 'LP-LIST-02 a failed first load, then Retry',
  args: { failPage: 1 },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const alert = await waitFor(() =>
      within(canvasElement.querySelector<HTMLElement>('[data-slot="card-list"][data-state="error"]')!).getByRole(
        'alert',
      ),
    );
    await expect(alert).toHaveTextContent(catalogueText(globals, 'Networkerr'));
    await userEvent.click(within(alert).getByRole('button', { name: catalogueText(globals, 'common.retry') }));
    await expect(await canvas.findByRole('list', { name: 'Staking history' })).toBeVisible();
  },
};

export const FailedNextPage: Story = {
  name: 'LP-LIST-02 a failed next page pauses scrolling and offers Retry',
  args: { failPage: 2 },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const list = await canvas.findByRole('list', { name: 'Staking history' });
    scrollToEnd(canvasElement);
    const retry = await canvas.findByRole(
      'button',
      { name: catalogueText(globals, 'common.retry') },
      { timeout: 3000 },
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(retry);
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(10));
  },
};

export const LongListWindowed: Story = {
  name: 'LP-LIST-02 500 records: only the cards near the screen render',
  args: { count: 500, preloaded: true },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Staking history' });
    const rendered = within(list).getAllByRole('listitem');
    await expect(rendered.length).toBeLessThan(40);
    await expect(rendered[0]).toHaveAttribute('aria-setsize', '500');
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, list.getBoundingClientRect().top + view.scrollY + list.scrollHeight / 2);
    await waitFor(() => {
      const first = Number(within(list).getAllByRole('listitem')[0]!.getAttribute('aria-posinset'));
      expect(first).toBeGreaterThan(200);
      expect(first).toBeLessThan(260);
    });
  },
};
