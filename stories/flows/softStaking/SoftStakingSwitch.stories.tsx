import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SoftStakingSwitch } from '../../../src/flows/softStaking';
import type { Routes } from '../../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../../src/flows/simpleEarn/testing/storyBackend.testing';
import type { MessageKey } from '../../../src/i18n/catalogue/en';
import { catalogueText } from '../../components/storyCatalogue';

const SWITCH = 'POST /soft-staking/switch';

const meta = {
  title: 'Flows/SoftStaking/SoftStakingSwitch',
  component: SoftStakingSwitch,
  args: { coin: 'ETH', defaultOpen: true },
  parameters: { routes: { [SWITCH]: { code: 200, data: { status: true } } } },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders routes={context.parameters.routes as Routes} globals={context.globals}>
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof SoftStakingSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const SLOW = { timeout: 5000 } as const;

function findDialog(canvasElement: HTMLElement, globals: Globals, key: MessageKey) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: catalogueText(globals, key) }, SLOW);
}

async function expectToast(canvasElement: HTMLElement, severity: 'success' | 'error', text: string) {
  const title = await within(canvasElement.ownerDocument.body).findByText(
    text,
    { exact: false, selector: '[data-slot="toast"] p' },
    SLOW,
  );
  await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', severity);
}

export const Activate: Story = {
  name: 'SS-SWITCH-02 SS-SWITCH-03 SS-SWITCH-04 SS-SWITCH-06 activate: terms checkbox, agreement link, switched on',
  play: async ({ canvasElement, globals }) => {
    const dialog = await findDialog(canvasElement, globals, 'softStakingSwitch.activate.title');
    await expect(
      within(dialog).getByRole('link', { name: catalogueText(globals, 'softStakingSwitch.agreement') }),
    ).toHaveAttribute('href', '/soft-staking/agreement');
    const activate = within(dialog).getByRole('button', { name: catalogueText(globals, 'softStaking.activate') });
    await expect(activate).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: catalogueText(globals, 'softStakingSwitch.terms') }),
    );
    await userEvent.click(activate);
    await expectToast(canvasElement, 'success', catalogueText(globals, 'softStakingSwitch.activated'));
  },
};

export const Close: Story = {
  name: "SS-SWITCH-05 close: 'Stop earning' or 'Continue earning'",
  args: { defaultActive: true },
  play: async ({ canvasElement, globals }) => {
    const dialog = await findDialog(canvasElement, globals, 'softStakingSwitch.close.title');
    await expect(
      within(dialog).getByRole('button', { name: catalogueText(globals, 'softStaking.close.continueEarning') }),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: catalogueText(globals, 'softStaking.close.stopEarning') }),
    );
    await expectToast(canvasElement, 'success', catalogueText(globals, 'softStakingSwitch.closed'));
  },
};

export const NotTwoHundred: Story = {
  name: 'SS-API-02 DEC-06 an answer whose code is not 200 is a failure',
  parameters: { routes: { [SWITCH]: { code: 0, message: 'Soft staking is not available', data: null } } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await findDialog(canvasElement, globals, 'softStakingSwitch.activate.title');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'softStaking.activate') }));
    await expectToast(canvasElement, 'error', 'Soft staking is not available');
  },
};

export const Mobile: Story = {
  name: 'the soft staking modal is a bottom sheet at 375 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await findDialog(canvasElement, globals, 'softStakingSwitch.activate.title');
    await expect(dialog).toHaveAttribute('data-presentation', 'sheet');
  },
};

export const Arabic: Story = {
  name: 'the soft staking modal in Arabic, right to left',
  globals: { locale: 'ar' },
  args: { defaultActive: true },
  play: async ({ canvasElement, globals }) => {
    const dialog = await findDialog(canvasElement, globals, 'softStakingSwitch.close.title');
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
