import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EarlyRedeemFlow } from '../../src/flows/simpleEarn';
import { fixedHolding } from '../../src/flows/simpleEarn/testing/fixtures.testing';
import type { Routes } from '../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../src/flows/simpleEarn/testing/storyBackend.testing';
import { catalogueText } from '../components/storyCatalogue';

const HOUR = 3_600_000;
const finishTime = Date.UTC(2026, 5, 1);

const meta = {
  title: 'Flows/EarlyRedeemFlow',
  component: EarlyRedeemFlow,
  args: { order: fixedHolding({ finishTime }), now: finishTime - 48 * HOUR, defaultOpen: true },
  parameters: { routes: { 'POST /fixed_earn/api/user/pre-redeem': { data: null } } satisfies Routes },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders routes={context.parameters.routes as Routes} globals={context.globals}>
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof EarlyRedeemFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

async function dialogNamed(canvasElement: HTMLElement, name: string) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 5000 });
}

export const Allowed: Story = {
  name: 'SE-EARLY-01 the early-redeem dialog of a fixed order',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, catalogueText(globals, 'common.action.redeemEarly'));
    await expect(
      within(dialog).getByRole('button', { name: catalogueText(globals, 'simpleEarnFlows.early.confirm') }),
    ).toBeEnabled();
  },
};

export const LastHour: Story = {
  name: 'SE-EARLY-02 within the last hour the confirm says why it is disabled',
  args: { now: finishTime - HOUR / 2 },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, catalogueText(globals, 'common.action.redeemEarly'));
    const confirm = within(dialog).getByRole('button', {
      name: catalogueText(globals, 'simpleEarnFlows.early.confirm'),
    });
    await expect(confirm).toHaveAccessibleDescription(catalogueText(globals, 'simpleEarn.tip.lessThanOneHour'));
  },
};
