import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EarnUser } from '../../../src/context';
import { LaunchpoolRecords } from '../../../src/flows/launchpool/LaunchpoolRecords';
import {
  createRecordsClient,
  RECORDS_NOW,
  RECORDS_TODAY,
  type RecordsBackendOptions,
} from '../../../src/flows/launchpool/LaunchpoolRecords/recordsFixtures.testing';
import { ApiStoryFrame } from '../../../src/flows/shared/apiStoryFrame.testing';
import { catalogueText } from '../../components/storyCatalogue';

interface RecordsFrameParameters {
  backend?: RecordsBackendOptions;
  user?: EarnUser;
}

const alice: EarnUser = { kind: 'user', name: 'Alice', vipLevel: 0, verified: true };

const meta = {
  title: 'Flows/Launchpool/LaunchpoolRecords',
  component: LaunchpoolRecords,
  args: { today: RECORDS_TODAY },
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as RecordsFrameParameters;
    return (
      <ApiStoryFrame
        makeClient={() => createRecordsClient(frame.backend).client}
        user={frame.user ?? alice}
        globals={context.globals}
        clock={() => RECORDS_NOW}
        timeZone="UTC"
      >
        <LaunchpoolRecords {...args} />
      </ApiStoryFrame>
    );
  },
} satisfies Meta<typeof LaunchpoolRecords>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** Desktop: the stakes as a table of 10 a page; page 2 holds the rest. */
export const Stakes: Story = {
  name: 'LP-LIST-01 desktop: stakes table, paginated',
  play: async ({ canvas, globals }) => {
    const name = catalogueText(globals, 'launchpoolRecords.list.stakes');
    const table = await canvas.findByRole('table', { name });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
    const pages = canvas.getByRole('navigation', { name: catalogueText(globals, 'kitData.pagination.label') });
    await userEvent.click(
      within(pages).getByRole('button', { name: catalogueText(globals, 'kitData.pagination.page', { page: 2 }) }),
    );
    await waitFor(() => expect(rowsOf(canvas.getByRole('table', { name }))).toHaveLength(3));
  },
};

/** The Rewards tab: each hourly reward of the project. */
export const Rewards: Story = {
  name: 'LP-LIST-01 rewards of one project',
  args: { projectId: 1, defaultList: 'rewards' },
  play: async ({ canvas, globals }) => {
    const table = await canvas.findByRole('table', { name: catalogueText(globals, 'launchpoolRecords.list.rewards') });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
  },
};

/** The date filter narrows the list to its range. */
export const DateRange: Story = {
  name: 'LP-LIST-03 date range narrows the records',
  play: async ({ canvas, globals }) => {
    const name = catalogueText(globals, 'launchpoolRecords.list.stakes');
    await waitFor(async () => expect(rowsOf(await canvas.findByRole('table', { name }))).toHaveLength(10));
    const start = canvas.getByRole('textbox', { name: catalogueText(globals, 'kitData.dateRange.start') });
    await userEvent.clear(start);
    await userEvent.type(start, '2026-02-25{Enter}');
    await waitFor(() => expect(rowsOf(canvas.getByRole('table', { name }))).toHaveLength(6));
  },
};

/** 375 px: cards, and the next page loads as the end of the list scrolls into view. */
export const Mobile: Story = {
  name: 'LP-LIST-02 mobile 375 px: cards with infinite scroll',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const list = await canvas.findByRole('list', { name: catalogueText(globals, 'launchpoolRecords.list.stakes') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    within(list).getAllByRole('listitem').at(-1)!.scrollIntoView();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
  },
};

/** Nothing in the range: 'noRecord'. */
export const Empty: Story = {
  name: 'empty: No records',
  parameters: { frame: { backend: { empty: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'noRecord'))).toBeVisible();
  },
};

/** The first page failed: an error with Retry, which loads it. */
export const Failed: Story = {
  name: 'error: Retry loads the records',
  parameters: { frame: { backend: { failFirst: 1 } } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: catalogueText(globals, 'common.retry') }));
    const table = await canvas.findByRole('table', { name: catalogueText(globals, 'launchpoolRecords.list.stakes') });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
  },
};

/** Loading: skeleton rows. */
export const Loading: Story = {
  name: 'loading: skeleton rows',
  parameters: { frame: { backend: { hang: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'common.loading'))).toBeInTheDocument();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  name: 'Arabic RTL',
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: catalogueText({ locale: 'ar' }, 'launchpoolRecords.list.stakes') }),
    ).toBeVisible();
  },
};
