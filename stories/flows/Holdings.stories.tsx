import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Holdings } from '../../src/flows/holdings';
import type { FakeEarnBackendSeed } from '../../src/flows/holdings/fakeEarnBackend.testing';
import {
  fixedHoldingDto,
  flexibleHoldingDto,
  manyFlexibleHoldings,
} from '../../src/flows/holdings/holdingsFixtures.testing';
import { HoldingsStoryProviders } from '../../src/flows/holdings/storyProviders.testing';
import { catalogueText } from '../components/storyCatalogue';

const standard: FakeEarnBackendSeed = {
  flexibleHoldings: [
    flexibleHoldingDto('USDT'),
    flexibleHoldingDto('BTC', { curr_amount: '0.5', cumulative: '0.0012', interest: '0.00000041' }),
    ...manyFlexibleHoldings(12),
  ],
  fixedHoldings: [
    fixedHoldingDto(1),
    fixedHoldingDto(2, { asset: 'BTC', principal: '0.25', status: 3 }),
    fixedHoldingDto(3, { product_type: 2 }),
  ],
};

const meta = {
  title: 'Flows/Holdings',
  component: Holdings,
  parameters: { seed: standard },
  decorators: [
    (Story, context) => (
      <HoldingsStoryProviders seed={context.parameters.seed as FakeEarnBackendSeed} globals={context.globals}>
        <Story />
      </HoldingsStoryProviders>
    ),
  ],
} satisfies Meta<typeof Holdings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Flexible: Story = {
  name: 'SE-HOLD-01 SE-HOLD-02 the flexible tab, 10 a page',
  play: async ({ canvas, globals }) => {
    const table = await canvas.findByRole(
      'table',
      { name: catalogueText(globals, 'holdingsFlows.holdings.flexibleList') },
      { timeout: 5000 },
    );
    await within(table).findByText('USDT');
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
  },
};

export const FixedTab: Story = {
  name: 'SE-ROUTE-03 ?tab=fixed selects the fixed tab',
  args: { tab: 'fixed' },
  play: async ({ canvas, globals }) => {
    const table = await canvas.findByRole(
      'table',
      { name: catalogueText(globals, 'holdingsFlows.holdings.fixedList') },
      { timeout: 5000 },
    );
    await expect(await within(table).findAllByText(catalogueText(globals, 'simpleEarn.order.holding'))).toHaveLength(2);
  },
};

export const SwitchTabs: Story = {
  name: 'SE-HOLD-01 switching to Fixed',
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('tab', { name: catalogueText(globals, 'holdingsFlows.tab.fixed') }));
    await expect(
      await canvas.findByRole(
        'table',
        { name: catalogueText(globals, 'holdingsFlows.holdings.fixedList') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const SingleOrder: Story = {
  name: 'SE-HOLD-05 the single-order section of ?asset=BTC&order_id=F1002',
  args: { asset: 'BTC', orderId: 'F1002' },
  play: async ({ canvas, globals }) => {
    // The section's code loads when a route names an order.
    const section = await canvas.findByRole(
      'region',
      { name: catalogueText(globals, 'holdingsFlows.holdings.singleOrder') },
      { timeout: 5000 },
    );
    await expect(
      await within(section).findByText(catalogueText(globals, 'simpleEarn.order.redeeming'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'SE-HOLD-04 no holdings: noRecord',
  parameters: { seed: { flexibleHoldings: [], fixedHoldings: [] } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'noRecord'), {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'SE-HOLD-02 loading: skeleton rows',
  parameters: { seed: { hang: ['flexibleHoldings'] } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('table', { name: catalogueText(globals, 'holdingsFlows.holdings.flexibleList') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: 'SE-HOLD-01 a failed load offers Retry',
  parameters: { seed: { fail: ['flexibleHoldings'] } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('button', { name: catalogueText(globals, 'common.retry') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'SE-HOLD-03 card rows on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole(
        'list',
        { name: catalogueText(globals, 'holdingsFlows.holdings.flexibleList') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const HistoryModal: Story = {
  name: 'SE-ROUTE-04 ?show_history_modal=1 opens the history dialog',
  // The route owns the open state: it starts open from the query and closing writes it back.
  render: function HistoryFromQuery(args) {
    const [open, setOpen] = useState(true);
    return <Holdings {...args} historyOpen={open} onHistoryOpenChange={setOpen} />;
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: catalogueText(globals, 'holdingsFlows.history.dialogTitle') },
      { timeout: 5000 },
    );
    await expect(dialog).toBeVisible();
    // Closed again, so the page is not left under a modal (content under a modal is aria-hidden).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
