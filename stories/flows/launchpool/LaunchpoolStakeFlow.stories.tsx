import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LaunchpoolStakeFlow } from '../../../src/flows/launchpool';
import {
  PROJECT_ID,
  newcomerBtcPool,
  poolDto,
  projectDto,
  stakeRoutes,
} from '../../../src/flows/launchpool/LaunchpoolStakeFlow/stakeFixtures.testing';
import type { Routes } from '../../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../../src/flows/simpleEarn/testing/storyBackend.testing';
import type { EarnUser } from '../../../src/context/types';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Launchpool/LaunchpoolStakeFlow',
  component: LaunchpoolStakeFlow,
  args: { projectId: PROJECT_ID, defaultOpen: true },
  parameters: { routes: stakeRoutes() },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders
        routes={context.parameters.routes as Routes}
        globals={context.globals}
        {...(context.parameters.user ? { user: context.parameters.user as EarnUser } : {})}
      >
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof LaunchpoolStakeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The portalled stake dialog, found in the page rather than the canvas. */
function stakeDialog(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  return within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: catalogueText(globals, 'launchpoolStake.title', { coin: 'NEW' }) },
    { timeout: 5000 },
  );
}

/** Waits for the user's figures (the auto-filled maximum), then presses Confirm. */
async function confirmStake(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const dialog = await stakeDialog(canvasElement, globals);
  const input = within(dialog).getByRole('textbox', { name: catalogueText(globals, 'launchpoolStake.amount') });
  await waitFor(() => expect(input).toHaveValue('500'), { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.confirm') }));
  return dialog;
}

/** The toast showing `text`, checked for its severity (the live region repeats the text for screen readers). */
async function expectToast(canvasElement: HTMLElement, severity: 'error' | 'warning', text: string) {
  const title = await within(canvasElement.ownerDocument.body).findByText(
    text,
    { exact: false, selector: '[data-slot="toast"] p' },
    { timeout: 5000 },
  );
  await expect(title).toBeVisible();
  await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', severity);
}

export const LoggedIn: Story = {
  name: 'LP-STAKE-01 LP-STAKE-03 LP-STAKE-07 LP-STAKE-20 a user sees a tab per pool and the maximum filled in',
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
    const input = within(dialog).getByRole('textbox', { name: catalogueText(globals, 'launchpoolStake.amount') });
    await waitFor(() => expect(input).toHaveValue('500'), { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.cancel') })).toBeVisible();
  },
};

export const Guest: Story = {
  name: 'a guest sees the pools and a log-in button',
  parameters: { user: { kind: 'guest' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    await expect(
      within(dialog).getByRole('button', { name: catalogueText(globals, 'launchpoolStake.login') }),
    ).toBeVisible();
  },
};

export const FutureStart: Story = {
  name: 'LP-STAKE-10 a project that starts later shows its start time',
  parameters: {
    routes: stakeRoutes({
      'GET /launch-pool/project-info': {
        data: projectDto([poolDto()], { start_timest: Date.parse('2099-01-02T03:04:00Z') / 1000 }),
      },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    await within(dialog).findAllByRole('tab', {}, { timeout: 5000 });
    // LP-STAKE-11: the US site shows no notice.
    if (globals.site === 'us') await expect(within(dialog).queryByRole('note')).toBeNull();
    else await expect(within(dialog).getByRole('note')).toHaveTextContent('2099');
  },
};

export const UsedUp: Story = {
  name: 'LP-STAKE-23 a used-up pool reads Used up and cannot be confirmed',
  parameters: { routes: stakeRoutes({}, [poolDto({ left_buy_total_amount: '100000' })]) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    const usedUp = await within(dialog).findByRole(
      'button',
      { name: catalogueText(globals, 'launchpool.stake.usedUp') },
      { timeout: 5000 },
    );
    await expect(usedUp).toBeDisabled();
  },
};

export const Vip: Story = {
  name: 'LP-STAKE-09 a VIP pool carries the VIP tag',
  parameters: { routes: stakeRoutes({}, [poolDto({ vip_config: { min_vip: 1 } })]) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    const tab = within(dialog).getByRole('tab');
    await expect(within(tab).getByText(catalogueText(globals, 'launchpool.stake.vip'))).toBeVisible();
  },
};

export const Newcomer: Story = {
  name: 'LP-STAKE-08 LP-DEST-04 a newcomer pool carries its tag and stakes to staking',
  args: { rid: 2 },
  parameters: { routes: stakeRoutes({}, [poolDto(), newcomerBtcPool]) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    const tab = within(dialog).getByRole('tab', { selected: true });
    await expect(within(tab).getByText(catalogueText(globals, 'launchpool.stake.newcomer'))).toBeVisible();
    const group = within(dialog).getByRole('radiogroup', {
      name: catalogueText(globals, 'kitChoices.destination.label'),
    });
    await expect(
      within(group).getByRole('radio', { name: new RegExp(catalogueText(globals, 'launchpool.destination.staking')) }),
    ).toBeChecked();
  },
};

export const Staked: Story = {
  name: 'LP-STAKE-16 LP-SUCCESS-02 LP-SUCCESS-04 staking opens the success view with the candy-drop card',
  play: async ({ canvasElement, globals }) => {
    await confirmStake(canvasElement, globals);
    const success = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: catalogueText(globals, 'launchpool.success.title') },
      { timeout: 5000 },
    );
    if (globals.site !== 'us') {
      await expect(await within(success).findByText('CandyDrop', { selector: 'mark' })).toBeVisible();
    }
  },
};

export const StakeRefused: Story = {
  name: 'LP-ERR-01 a refused stake shows the server message as an error toast',
  parameters: {
    routes: stakeRoutes({ 'POST /launch-pool/create-order': { code: -1, message: 'Pool quota exceeded' } }),
  },
  play: async ({ canvasElement, globals }) => {
    await confirmStake(canvasElement, globals);
    await expectToast(canvasElement, 'error', 'Pool quota exceeded');
  },
};

export const NetworkError: Story = {
  name: 'LP-ERR-06 a stake without an answer shows the network error',
  parameters: {
    routes: stakeRoutes({ 'POST /launch-pool/create-order': () => Promise.reject(new TypeError('Failed to fetch')) }),
  },
  play: async ({ canvasElement, globals }) => {
    await confirmStake(canvasElement, globals);
    await expectToast(canvasElement, 'error', catalogueText(globals, 'Networkerr'));
  },
};

export const RuleRefused: Story = {
  name: 'LP-ERR-04 a refused new-user rule check is a warning toast',
  args: { rid: 2 },
  parameters: {
    routes: stakeRoutes(
      { 'POST /launch-pool/check-pool-rule': { code: -1, message: 'This pool is for new users only' } },
      [poolDto(), newcomerBtcPool],
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    const input = within(dialog).getByRole('textbox', { name: catalogueText(globals, 'launchpoolStake.amount') });
    await waitFor(() => expect(input).toHaveValue('1'), { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.confirm') }));
    await expectToast(canvasElement, 'warning', 'This pool is for new users only');
  },
};

export const AmountErrors: Story = {
  name: 'LP-AMT-08 an amount below the minimum shows the min message',
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    const input = within(dialog).getByRole('textbox', { name: catalogueText(globals, 'launchpoolStake.amount') });
    await waitFor(() => expect(input).toHaveValue('500'), { timeout: 5000 });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await expect(
      within(dialog).getByText(catalogueText(globals, 'launchpool.stake.min', { amount: '10', coin: 'USDT' })),
    ).toBeVisible();
  },
};

export const MobileSheet: Story = {
  name: 'the stake modal is a bottom sheet at 375 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    await expect(dialog).toHaveAttribute('data-presentation', 'sheet');
  },
};

export const Arabic: Story = {
  name: 'the stake modal in Arabic, right to left',
  globals: { locale: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await stakeDialog(canvasElement, globals);
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
