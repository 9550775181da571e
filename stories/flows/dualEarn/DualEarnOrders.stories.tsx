import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EarnUser } from '../../../src/context';
import { DualEarnOrders } from '../../../src/flows/dualEarn';
import {
  createDualOrdersClient,
  DUAL_NOW,
  sampleDualOrder,
  type DualOrdersBackendOptions,
} from '../../../src/flows/dualEarn/dualOrdersFixtures.testing';
import { ApiStoryFrame } from '../../../src/flows/shared/apiStoryFrame.testing';
import type { DualEarnOrderStatus } from '../../../src/domain/dualEarn/orderStatus';
import { catalogueText } from '../../components/storyCatalogue';

interface OrdersFrameParameters {
  backend?: DualOrdersBackendOptions;
  user?: EarnUser;
}

const alice: EarnUser = { kind: 'user', name: 'Alice', vipLevel: 0, verified: true };

const meta = {
  title: 'Flows/DualEarn/DualEarnOrders',
  component: DualEarnOrders,
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as OrdersFrameParameters;
    return (
      <ApiStoryFrame
        makeClient={() => createDualOrdersClient(frame.backend).client}
        user={frame.user ?? alice}
        globals={context.globals}
        clock={() => DUAL_NOW}
        timeZone="UTC"
      >
        <DualEarnOrders {...args} />
      </ApiStoryFrame>
    );
  },
} satisfies Meta<typeof DualEarnOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const kindText = (globals: Record<string, unknown>, sniper: boolean) =>
  catalogueText(globals, sniper ? 'dualEarnOrders.kind.sniper' : 'dualEarnOrders.kind.dual');

/** Every status of DE-ORDER-02 in one table, page 1 of 2. */
export const AllStatuses: Story = {
  name: 'DEC-30 desktop: every status in the table, paginated',
  play: async ({ canvas, globals }) => {
    const name = catalogueText(globals, 'dualEarnOrders.list');
    const table = await canvas.findByRole('table', { name });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
    await expect(within(table).getByText(catalogueText(globals, 'dualEarn.status.SETTLEMENT_SUCCESS'))).toBeVisible();
    await expect(within(table).getByText(catalogueText(globals, 'dualEarn.status.INTERNAL_ERROR'))).toBeVisible();
  },
};

/** One order of `status`, its detail opened from the list. */
function statusStory(status: DualEarnOrderStatus, sniper = false): Story {
  return {
    name: `DE-ORDER-02 ${sniper ? 'sniper ' : ''}${status}: tag and detail`,
    parameters: { frame: { backend: { orders: [sampleDualOrder(7, status, sniper)] } } },
    play: async ({ canvas, canvasElement, globals }) => {
      const label = catalogueText(globals, `dualEarn.status.${status}`);
      const table = await canvas.findByRole('table', { name: catalogueText(globals, 'dualEarnOrders.list') });
      await expect(await within(table).findByText(label)).toBeVisible();
      const kind = kindText(globals, sniper);
      await userEvent.click(
        canvas.getByRole('button', { name: catalogueText(globals, 'dualEarnOrders.detailsOf', { kind, id: '7' }) }),
      );
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: catalogueText(globals, 'dualEarnOrders.detail.title', { kind, id: '7' }),
      });
      await expect(await within(dialog).findByText(label)).toBeVisible();
    },
  };
}

export const Init = statusStory('INIT');
export const Processing = statusStory('PROCESSING');
export const SettlementSuccess = statusStory('SETTLEMENT_SUCCESS');
export const SettlementProcessing = statusStory('SETTLEMENT_PROCESSING');
export const SettlementFailed = statusStory('SETTLEMENT_FAILED');
export const Canceling = statusStory('CANCELING');
export const Canceled = statusStory('CANCELED');
export const Expired = statusStory('EXPIRED');
export const Failed = statusStory('FAILED');
export const InternalError = statusStory('INTERNAL_ERROR');
export const SniperProcessing = statusStory('PROCESSING', true);
export const SniperCanceled = statusStory('CANCELED', true);

/** 375 px: cards, and the next page loads as the end of the list scrolls into view. */
export const Mobile: Story = {
  name: 'DEC-30 mobile 375 px: cards with infinite scroll',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const list = await canvas.findByRole('list', { name: catalogueText(globals, 'dualEarnOrders.list') });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    within(list).getAllByRole('listitem').at(-1)!.scrollIntoView();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
  },
};

/** No orders. */
export const Empty: Story = {
  name: 'empty: no dual earn orders',
  parameters: { frame: { backend: { orders: [] } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'dualEarnOrders.empty'))).toBeVisible();
  },
};

/** The first page failed: an error with Retry, which loads it. */
export const LoadFailed: Story = {
  name: 'error: Retry loads the orders',
  parameters: { frame: { backend: { failFirst: 1 } } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: catalogueText(globals, 'common.retry') }));
    const table = await canvas.findByRole('table', { name: catalogueText(globals, 'dualEarnOrders.list') });
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
    const table = await canvas.findByRole('table', { name: catalogueText({ locale: 'ar' }, 'dualEarnOrders.list') });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(10));
    await expect(within(table).getByText(catalogueText({ locale: 'ar' }, 'dualEarn.status.CANCELED'))).toBeVisible();
  },
};
