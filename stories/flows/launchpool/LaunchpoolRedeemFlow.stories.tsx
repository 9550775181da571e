import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LaunchpoolRedeemFlow } from '../../../src/flows/launchpool';
import {
  EVENT_STATE,
  PROJECT_ID,
  redeemRoutes,
} from '../../../src/flows/launchpool/LaunchpoolRedeemFlow/redeemFixtures.testing';
import type { Routes } from '../../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../../src/flows/simpleEarn/testing/storyBackend.testing';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Launchpool/LaunchpoolRedeemFlow',
  component: LaunchpoolRedeemFlow,
  args: { projectId: PROJECT_ID, rid: 1, defaultOpen: true },
  parameters: { routes: redeemRoutes() },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders routes={context.parameters.routes as Routes} globals={context.globals}>
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof LaunchpoolRedeemFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/** The portalled dialog, found in the page rather than the canvas, once the user's stake has loaded. */
async function redeemDialog(canvasElement: HTMLElement, globals: Globals, coin = 'NEW', claim = false) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: catalogueText(globals, claim ? 'launchpool.redeem.claimTitle' : 'launchpool.redeem.title', { coin }) },
    { timeout: 5000 },
  );
  const label = catalogueText(globals, claim ? 'launchpool.redeem.claimable' : 'launchpool.redeem.redeemable');
  await within(dialog).findByText(label, {}, { timeout: 5000 });
  return dialog;
}

function amountInput(dialog: HTMLElement, globals: Globals, claim = false) {
  const label = claim ? 'launchpool.redeem.amount' : 'launchpool.redeem.redemptionAmount';
  return within(dialog).getByRole('textbox', { name: catalogueText(globals, label) });
}

/** The toast showing `text`, checked for its severity (the live region repeats the text for screen readers). */
async function expectToast(canvasElement: HTMLElement, severity: 'success' | 'error', text: string) {
  const title = await within(canvasElement.ownerDocument.body).findByText(
    text,
    { exact: false, selector: '[data-slot="toast"] p' },
    { timeout: 5000 },
  );
  await expect(title).toBeVisible();
  await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', severity);
}

export const Redeem: Story = {
  name: 'LP-REDEEM-02 LP-REDEEM-03 LP-REDEEM-04 LP-REDEEM-06 LP-REDEEM-12 LP-REDEEM-14 redeem: Max, the redeemable and last-hour lines, success toast',
  play: async ({ canvasElement, globals }) => {
    const dialog = await redeemDialog(canvasElement, globals);
    await within(dialog).findByText(catalogueText(globals, 'launchpool.redeem.lastHourReward'), {}, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.cancel') })).toBeVisible();
    const input = amountInput(dialog, globals);
    await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.max') }));
    // Max is debounced (LP-REDEEM-13).
    await waitFor(() => expect(input).toHaveValue('120'));
    await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.confirm') }));
    await expectToast(canvasElement, 'success', catalogueText(globals, 'launchpool.redeem.success'));
  },
};

export const Claim: Story = {
  name: 'LP-REDEEM-07 LP-REDEEM-15 claim: Claimable and Amount, no last-hour reward, Claim successful',
  args: { mode: 'claim' },
  parameters: { routes: redeemRoutes({}, EVENT_STATE.completed) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await redeemDialog(canvasElement, globals, 'NEW', true);
    await expect(within(dialog).queryByText(catalogueText(globals, 'launchpool.redeem.lastHourReward'))).toBeNull();
    await userEvent.type(amountInput(dialog, globals, true), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.confirm') }));
    await expectToast(canvasElement, 'success', catalogueText(globals, 'launchpool.redeem.claimSuccess'));
  },
};

export const NotStarted: Story = {
  name: 'LP-REDEEM-04 before the event starts there is no last-hour reward line',
  parameters: { routes: redeemRoutes({}, EVENT_STATE.notStarted) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await redeemDialog(canvasElement, globals);
    // The figures have loaded (the redeemable line shows its amount) and the list says 'not started'.
    await waitFor(() => expect(within(dialog).getByText(/120/)).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).queryByText(catalogueText(globals, 'launchpool.redeem.lastHourReward'))).toBeNull();
  },
};

export const AutoStake: Story = {
  name: 'LP-REDEEM-05 an auto-stake coin (ETH with staking) offers the auto-stake checkbox',
  args: { rid: 2 },
  play: async ({ canvasElement, globals }) => {
    const dialog = await redeemDialog(canvasElement, globals, 'ETH');
    const box = await within(dialog).findByRole(
      'checkbox',
      { name: catalogueText(globals, 'launchpool.redeem.autoStake', { coin: 'ETH' }) },
      { timeout: 5000 },
    );
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const MinimumError: Story = {
  name: 'LP-REDEEM-09 LP-REDEEM-11 below 0.1^decimal_place shows the minimum error and Confirm is disabled',
  play: async ({ canvasElement, globals }) => {
    const dialog = await redeemDialog(canvasElement, globals);
    await userEvent.type(amountInput(dialog, globals), '0.00');
    await expect(
      within(dialog).getByText(catalogueText(globals, 'launchpool.redeem.min', { amount: '0.01', coin: 'NEW' })),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.confirm') })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'LP-ERR-02 a refused redeem shows the server message as an error toast',
  parameters: {
    routes: redeemRoutes({ 'POST /launch-pool/redeem': { code: -1, message: 'Redemption is paused for this pool' } }),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await redeemDialog(canvasElement, globals);
    await userEvent.type(amountInput(dialog, globals), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.confirm') }));
    await expectToast(canvasElement, 'error', 'Redemption is paused for this pool');
  },
};

export const MobileSheet: Story = {
  name: 'the redeem dialog is a bottom sheet at 375 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await redeemDialog(canvasElement, globals);
    await expect(dialog).toHaveAttribute('data-presentation', 'sheet');
  },
};

export const Arabic: Story = {
  name: 'the redeem dialog in Arabic, right to left',
  globals: { locale: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await redeemDialog(canvasElement, globals);
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
