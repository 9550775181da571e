import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AutoRenewSwitch } from '../../src/flows/simpleEarn';
import { fixedHolding } from '../../src/flows/simpleEarn/testing/fixtures.testing';
import type { Routes } from '../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../src/flows/simpleEarn/testing/storyBackend.testing';
import { catalogueText } from '../components/storyCatalogue';

const HOUR = 3_600_000;
const finishTime = Date.UTC(2026, 5, 1);

const meta = {
  title: 'Flows/AutoRenew',
  component: AutoRenewSwitch,
  args: { order: fixedHolding({ finishTime }), now: finishTime - 48 * HOUR },
  parameters: { routes: { 'PUT /fixed_earn/api/user/reinvest-status/9001': { data: null } } satisfies Routes },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders routes={context.parameters.routes as Routes} globals={context.globals}>
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof AutoRenewSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  name: 'SE-REINV-01 toggling auto-reinvest opens the confirm',
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('switch', { name: catalogueText(globals, 'simpleEarnFlows.subscribe.reinvest') }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: catalogueText(globals, 'simpleEarnFlows.autoRenew.enableTitle'),
    });
    await expect(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.confirm') })).toBeVisible();
    // Cancel leaves the switch as it was and the page without a modal over it.
    await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.cancel') }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const NotSupported: Story = {
  name: 'SE-REINV-07 a product without reinvest disables the switch',
  args: { order: fixedHolding({ finishTime, productInfo: { preRedeem: 1, reinvest: 0, redeemAccount: 1 } }) },
  play: async ({ canvasElement, globals }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: catalogueText(globals, 'simpleEarnFlows.subscribe.reinvest'),
    });
    await expect(toggle).toHaveAccessibleDescription(catalogueText(globals, 'simpleEarn.tip.autoRenewNotSupported'));
  },
};
