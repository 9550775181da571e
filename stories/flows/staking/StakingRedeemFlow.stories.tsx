import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StakingRedeemFlow } from '../../../src/flows/staking';
import { REDEEM_CALL, stakingRedeemRoutes } from '../../../src/flows/staking/StakingRedeemFlow/redeemFixtures.testing';
import type { Routes } from '../../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../../src/flows/simpleEarn/testing/storyBackend.testing';
import type { MessageKey } from '../../../src/i18n/catalogue/en';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Staking/StakingRedeemFlow',
  component: StakingRedeemFlow,
  args: { coin: 'ETH', defaultOpen: true },
  parameters: { routes: stakingRedeemRoutes('ETH') },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders routes={context.parameters.routes as Routes} globals={context.globals}>
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof StakingRedeemFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const SLOW = { timeout: 5000 } as const;

const text = (globals: Globals, key: MessageKey, params: Record<string, string | number> = {}) =>
  catalogueText(globals, key, params);

/** The portalled dialog named `key`, found in the page rather than the canvas. */
function findDialog(canvasElement: HTMLElement, globals: Globals, key: MessageKey, params = {}) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: text(globals, key, params) }, SLOW);
}

/** The main view once the user's holding has loaded. */
async function mainView(canvasElement: HTMLElement, globals: Globals, coin = 'ETH') {
  const dialog = await findDialog(canvasElement, globals, 'launchpool.redeem.title', { coin });
  await within(dialog).findByText(text(globals, 'stakingRedeem.type'), {}, SLOW);
  return dialog;
}

function amountInput(dialog: HTMLElement, globals: Globals) {
  return within(dialog).getByRole('textbox', { name: text(globals, 'launchpool.redeem.redemptionAmount') });
}

function button(container: HTMLElement, globals: Globals, key: MessageKey, params = {}) {
  return within(container).getByRole('button', { name: text(globals, key, params) });
}

async function openTypeSelect(canvasElement: HTMLElement, dialog: HTMLElement, globals: Globals) {
  await userEvent.click(button(dialog, globals, 'stakingRedeem.type.changeLabel'));
  return findDialog(canvasElement, globals, 'stakingRedeem.typeSelect.title');
}

function fastOption(select: HTMLElement, globals: Globals) {
  return within(select).getByRole('radio', { name: new RegExp(text(globals, 'staking.redeem.type.fast')) });
}

/** Types the amount, presses Confirm and answers the confirmation. */
async function redeem(canvasElement: HTMLElement, dialog: HTMLElement, globals: Globals, amount: string) {
  await userEvent.type(amountInput(dialog, globals), amount);
  await userEvent.click(button(dialog, globals, 'common.confirm'));
  const confirm = await findDialog(canvasElement, globals, 'stakingRedeem.confirm.title');
  return confirm;
}

async function expectToast(canvasElement: HTMLElement, severity: 'warning' | 'error', message: string) {
  const title = await within(canvasElement.ownerDocument.body).findByText(
    message,
    { exact: false, selector: '[data-slot="toast"] p' },
    SLOW,
  );
  await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', severity);
}

export const Standard: Story = {
  name: 'ST-REDEEM-11 ST-MODAL-06 ST-REDEEM-04 standard redeem: up to 3 days, Confirm, In process with the timeline',
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals);
    const confirm = await redeem(canvasElement, dialog, globals, '1');
    await expect(within(confirm).getByText(text(globals, 'staking.redeem.maxDays', { days: 3 }))).toBeVisible();
    await userEvent.click(button(confirm, globals, 'common.confirm'));
    const success = await findDialog(canvasElement, globals, 'staking.redeem.inProcess');
    await expect(
      within(success).getByRole('list', { name: text(globals, 'kitSchedules.timeline.redeemLabel') }),
    ).toBeVisible();
  },
};

export const Fast: Story = {
  name: "ST-REDEEM-01 ST-REDEEM-13 ST-REDEEM-08 redeem_type_select: fast with its fee and today's quota",
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals);
    await userEvent.type(amountInput(dialog, globals), '2');
    const select = await openTypeSelect(canvasElement, dialog, globals);
    await expect(within(select).getByText(text(globals, 'stakingRedeem.typeSelect.quotaShared'))).toBeVisible();
    await userEvent.click(fastOption(select, globals));
    await userEvent.click(button(select, globals, 'common.confirm'));
    await waitFor(() => expect(within(dialog).getByText(text(globals, 'staking.redeem.type.fast'))).toBeVisible());
  },
};

export const FastDisabled: Story = {
  name: 'ST-REDEEM-07 fast disabled: the product has no quick option, and says so',
  args: { coin: 'USDT' },
  parameters: { routes: stakingRedeemRoutes('USDT', { hold: '500' }) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals, 'USDT');
    const select = await openTypeSelect(canvasElement, dialog, globals);
    await expect(fastOption(select, globals)).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(select).getByText(text(globals, 'stakingRedeem.fast.notOffered', { coin: 'USDT' }), { exact: false }),
    ).toBeVisible();
  },
};

export const QuotaUsedUp: Story = {
  name: "ST-REDEEM-08 ST-REDEEM-09 quota used up: today's fast quota is below the minimum, fast is disabled",
  args: { coin: 'BTC' },
  parameters: { routes: stakingRedeemRoutes('BTC', { hold: '1' }) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals, 'BTC');
    const select = await openTypeSelect(canvasElement, dialog, globals);
    await expect(fastOption(select, globals)).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(select).getByText(text(globals, 'stakingRedeem.fast.quotaUsedUp'), { exact: false }),
    ).toBeVisible();
  },
};

export const DefiOneProtocol: Story = {
  name: 'ST-DEFI-03 DeFi with one held protocol: picked by itself',
  args: { coin: 'SOL' },
  parameters: { routes: stakingRedeemRoutes('SOL', { balances: { 11: '20' } }) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals, 'SOL');
    await expect(within(dialog).getByText('Marinade')).toBeVisible();
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
  },
};

export const DefiTwoProtocols: Story = {
  name: 'ST-DEFI-02 DeFi with two held protocols: only those are listed to pick from',
  args: { coin: 'SOL' },
  parameters: { routes: stakingRedeemRoutes('SOL', { balances: { 11: '20', 12: '3' } }) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals, 'SOL');
    const group = within(dialog).getByRole('radiogroup', { name: text(globals, 'stakingRedeem.protocol') });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(within(group).getByRole('radio', { name: /Jito/ }));
    await expect(within(group).getByRole('radio', { name: /Jito/ })).toBeChecked();
  },
};

export const MinimumError: Story = {
  name: 'ST-REDEEM-05 below min_redeem_amount: the min-limit message',
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals);
    await userEvent.type(amountInput(dialog, globals), '0.005');
    await expect(
      within(dialog).getByText(text(globals, 'staking.redeem.minLimit', { min: '0.01', coin: 'ETH' })),
    ).toBeVisible();
    await expect(button(dialog, globals, 'common.confirm')).toBeDisabled();
  },
};

export const InsufficientError: Story = {
  name: 'ST-REDEEM-06 above the redeemable amount: the insufficient-balance message',
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals);
    await userEvent.type(amountInput(dialog, globals), '5');
    await expect(
      within(dialog).getByText(text(globals, 'staking.redeem.insufficientBalance', { redeemable: '2', coin: 'ETH' })),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  name: 'ST-ERR-01 a refused redeem: the server message as a warning toast',
  parameters: {
    routes: stakingRedeemRoutes('ETH', {}, { [REDEEM_CALL]: { code: 10012, message: 'Redemption is paused' } }),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals);
    const confirm = await redeem(canvasElement, dialog, globals, '1');
    await userEvent.click(button(confirm, globals, 'common.confirm'));
    await expectToast(canvasElement, 'warning', 'Redemption is paused');
  },
};

export const NetworkError: Story = {
  name: 'ST-ERR-02 a redeem without an answer: the Networkerr toast',
  parameters: {
    routes: stakingRedeemRoutes('ETH', {}, { [REDEEM_CALL]: () => Promise.reject(new TypeError('Failed to fetch')) }),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals);
    const confirm = await redeem(canvasElement, dialog, globals, '1');
    await userEvent.click(button(confirm, globals, 'common.confirm'));
    await expectToast(canvasElement, 'error', text(globals, 'Networkerr'));
  },
};

export const InstantSuccess: Story = {
  name: 'ST-REDEEM-10 ST-REDEEM-03 instant: the confirmation says so and success reads Redeem success',
  args: { coin: 'USDT' },
  parameters: { routes: stakingRedeemRoutes('USDT', { hold: '500' }) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals, 'USDT');
    const confirm = await redeem(canvasElement, dialog, globals, '100');
    await expect(within(confirm).getByText(text(globals, 'staking.redeem.instant'))).toBeVisible();
    await userEvent.click(button(confirm, globals, 'common.confirm'));
    await findDialog(canvasElement, globals, 'staking.redeem.success');
  },
};

export const Faq: Story = {
  name: 'ST-MODAL-09 the faq view of the redeem modal',
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals);
    await userEvent.click(button(dialog, globals, 'stakingRedeem.faq.title', { coin: 'ETH' }));
    const faq = await findDialog(canvasElement, globals, 'stakingRedeem.faq.title', { coin: 'ETH' });
    await expect(await within(faq).findByText('What is fast redemption?', {}, SLOW)).toBeVisible();
  },
};

export const DebtRedeemCoin: Story = {
  name: 'ST-STATE-04 a debt redeem pays out in USDC by default',
  args: { coin: 'GUSD' },
  parameters: { routes: stakingRedeemRoutes('GUSD', { hold: '1000' }) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals, 'GUSD');
    const coins = within(dialog).getByRole('radiogroup', { name: text(globals, 'stakingRedeem.redeemCoin') });
    await expect(within(coins).getByRole('radio', { name: 'USDC' })).toBeChecked();
  },
};

export const Mobile: Story = {
  name: 'the redeem modal is a bottom sheet at 375 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals);
    await expect(dialog).toHaveAttribute('data-presentation', 'sheet');
  },
};

export const Arabic: Story = {
  name: 'the redeem modal in Arabic, right to left',
  globals: { locale: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await mainView(canvasElement, globals);
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
