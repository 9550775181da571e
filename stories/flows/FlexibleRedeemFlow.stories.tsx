import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FlexibleRedeemFlow } from '../../src/flows/simpleEarn';
import { flexibleHoldingDto, flexibleProductDto } from '../../src/flows/simpleEarn/testing/dto.testing';
import type { Routes } from '../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../src/flows/simpleEarn/testing/storyBackend.testing';
import { catalogueText } from '../components/storyCatalogue';

/** The fake exchange: a USDT position of 100 with 10 being redeemed, and a coin 85 % lent out. */
function routes(extra: Routes = {}): Routes {
  return {
    'GET /uni-loan/earn/subscribe/detail': { data: flexibleHoldingDto() },
    'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto([], { lend_ratio: '0.85' })] },
    'GET /account/spot/trading/home': { data: { use_funding: 0, locked: 0 } },
    'POST /uni-loan/earn/redeem': { data: { asset: 'USDT', amount: '20' } },
    'POST /uni-loan/earn/cancel-redeem': { data: null },
    ...extra,
  };
}

const meta = {
  title: 'Flows/FlexibleRedeemFlow',
  component: FlexibleRedeemFlow,
  args: { asset: 'USDT', defaultOpen: true },
  parameters: { routes: routes() },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders routes={context.parameters.routes as Routes} globals={context.globals}>
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof FlexibleRedeemFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

async function dialogNamed(canvasElement: HTMLElement, name: string) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 5000 });
}

export const Redeem: Story = {
  name: 'SE-REDEEM-01 SE-REDEEM-02 SE-REDEEM-03 SE-REDEEM-19 amount, redeemable, redeeming with cancel, borrowed-rules note',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.redeem.title', { coin: 'USDT' }),
    );
    await expect(
      await within(dialog).findByRole('button', { name: catalogueText(globals, 'simpleEarnFlows.redeem.cancel') }),
    ).toBeVisible();
  },
};

export const Redeemed: Story = {
  name: 'SE-REDEEM-09 a redemption opens the success dialog',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.redeem.title', { coin: 'USDT' }),
    );
    const input = await within(dialog).findByRole('textbox', {
      name: catalogueText(globals, 'simpleEarnFlows.redeem.amountLabel'),
    });
    await userEvent.type(input, '20');
    const confirm = within(dialog).getByRole('button', {
      name: catalogueText(globals, 'simpleEarnFlows.redeem.confirm'),
    });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    const success = await dialogNamed(canvasElement, catalogueText(globals, 'redeem success'));
    await expect(
      within(success).getByRole('button', { name: catalogueText(globals, 'simpleEarnFlows.redeem.viewHistory') }),
    ).toBeVisible();
  },
};

export const CancelRedemption: Story = {
  name: 'SE-REDEEM-05 cancelling asks for confirmation',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.redeem.title', { coin: 'USDT' }),
    );
    await userEvent.click(
      await within(dialog).findByRole('button', { name: catalogueText(globals, 'simpleEarnFlows.redeem.cancel') }),
    );
    const confirm = await dialogNamed(canvasElement, catalogueText(globals, 'simpleEarnFlows.redeem.cancelTitle'));
    await expect(confirm).toBeVisible();
    // Back to the redeem dialog, so the page is left with one modal (the one under it is hidden while it shows).
    await userEvent.click(
      within(confirm).getByRole('button', { name: catalogueText(globals, 'simpleEarnFlows.redeem.keep') }),
    );
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
  },
};
