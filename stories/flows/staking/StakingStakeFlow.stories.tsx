import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StakingStakeFlow } from '../../../src/flows/staking';
import {
  ethProductDto,
  ethWithBonusDto,
  gusdMintDto,
  solDefiDto,
  stakingStakeRoutes,
  userInfoDto,
} from '../../../src/flows/staking/StakingStakeFlow/stakingStakeFixtures.testing';
import type { Routes } from '../../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../../src/flows/simpleEarn/testing/storyBackend.testing';
import type { EarnUser } from '../../../src/context/types';
import type { MessageKey } from '../../../src/i18n/catalogue/en';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Staking/StakingStakeFlow',
  component: StakingStakeFlow,
  args: { coin: 'ETH', defaultOpen: true },
  parameters: { routes: stakingStakeRoutes([['ETH', ethProductDto()]]) },
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
} satisfies Meta<typeof StakingStakeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/** The portalled dialog named by a catalogue key, found in the page rather than the canvas. */
function dialogNamed(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  key: MessageKey,
  params: Record<string, string> = {},
) {
  return within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: catalogueText(globals, key, params) },
    SLOW,
  );
}

/** Types an amount once the user's figures are in, and ticks the agreement. */
async function fillAndAgree(dialog: HTMLElement, globals: Record<string, unknown>, amount: string) {
  const input = await within(dialog).findByRole('textbox', {}, SLOW);
  const agreement = within(dialog).getByRole('checkbox', { name: catalogueText(globals, 'stakingStake.agreement') });
  await waitFor(
    () => expect(within(dialog).getByText(catalogueText(globals, 'stakingStake.held'))).toBeVisible(),
    SLOW,
  );
  await userEvent.type(input, amount);
  await userEvent.click(agreement);
}

async function expectToast(canvasElement: HTMLElement, severity: 'error' | 'warning', text: string) {
  const title = await within(canvasElement.ownerDocument.body).findByText(
    text,
    { exact: false, selector: '[data-slot="toast"] p' },
    SLOW,
  );
  await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', severity);
}

async function stake(canvasElement: HTMLElement, globals: Record<string, unknown>, amount = '1') {
  const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
  await fillAndAgree(dialog, globals, amount);
  await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'stakingStake.stake') }));
  return dialog;
}

export const Main: Story = {
  name: 'ST-MODAL-08 ST-AMT-08 main: amount, figures, agreement and a Stake enabled once ticked',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    const button = await within(dialog).findByRole(
      'button',
      { name: catalogueText(globals, 'stakingStake.stake') },
      SLOW,
    );
    await expect(button).toBeDisabled();
    await fillAndAgree(dialog, globals, '1');
    await expect(button).toBeEnabled();
  },
};

export const Guest: Story = {
  name: 'ST-ROLE-01 a guest sees the product and a log-in button',
  parameters: { user: { kind: 'guest' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await expect(
      await within(dialog).findByRole('button', { name: catalogueText(globals, 'stakingStake.login') }, SLOW),
    ).toBeVisible();
  },
};

export const Defi: Story = {
  name: 'ST-DEFI-01 ST-MODAL-02 the DeFi protocol selector picks the highest rate',
  args: { coin: 'SOL' },
  parameters: { routes: stakingStakeRoutes([['SOL', solDefiDto]]) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'SOL' });
    const group = await within(dialog).findByRole(
      'radiogroup',
      { name: catalogueText(globals, 'stakingStake.protocol') },
      SLOW,
    );
    await waitFor(() => expect(within(group).getByRole('radio', { name: /Jito/ })).toBeChecked(), SLOW);
  },
};

export const Mint: Story = {
  name: 'ST-MODAL-05 a mint locks USDT and offers Mint more',
  args: { coin: 'GUSD' },
  parameters: { routes: stakingStakeRoutes([['GUSD', gusdMintDto]]) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.mintTitle', { coin: 'GUSD' });
    await fillAndAgree(dialog, globals, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'stakingStake.mint') }));
    const success = await dialogNamed(canvasElement, globals, 'stakingStake.mintSuccessTitle');
    await expect(
      within(success).getByRole('button', { name: catalogueText(globals, 'staking.success.mintMore') }),
    ).toBeVisible();
  },
};

export const ExtraBonus: Story = {
  name: 'ST-EXTRA-05 an extra bonus adds its estimate and opens its tiers and rules',
  parameters: { routes: stakingStakeRoutes([['ETH', ethWithBonusDto]]) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await fillAndAgree(dialog, globals, '12');
    await expect(within(dialog).getByText(catalogueText(globals, 'stakingStake.extraEstimate'))).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: catalogueText(globals, 'stakingStake.extraBonusLink') }),
    );
    const tiers = await dialogNamed(canvasElement, globals, 'stakingStake.extraBonusTitle');
    await userEvent.click(within(tiers).getByRole('button', { name: catalogueText(globals, 'stakingStake.back') }));
    await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
  },
};

export const RateView: Story = {
  name: 'ST-STATE-07 the rate view opens from main and goes back',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: catalogueText(globals, 'stakingStake.rateLink') }, SLOW),
    );
    await dialogNamed(canvasElement, globals, 'stakingStake.rateTitle');
  },
};

export const Faq: Story = {
  name: 'ST-STATE-07 the FAQ view lists the coin questions',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: catalogueText(globals, 'stakingStake.faqLink') }, SLOW),
    );
    const faq = await dialogNamed(canvasElement, globals, 'stakingStake.faqTitle', { coin: 'ETH' });
    await expect(await within(faq).findByText('How are staking rewards paid?', {}, SLOW)).toBeVisible();
  },
};

export const Vip: Story = {
  name: 'ST-ROLE-02 ST-MODAL-07 the VIP tier passed in shows its discount',
  args: { vipTier: 6 },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await expect(await within(dialog).findByText(/VIP 6/, {}, SLOW)).toBeVisible();
  },
};

export const Crowd: Story = {
  name: 'ST-LIMIT-02 a crowd-mode user reads the crowd limit',
  parameters: {
    routes: stakingStakeRoutes([['ETH', ethProductDto()]], {
      'GET /earn/staking/coin-user-info': { data: userInfoDto({ is_crowd: 1, hold_amount: '15' }) },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await expect(
      await within(dialog).findByText(catalogueText(globals, 'stakingStake.crowdLimit'), {}, SLOW),
    ).toBeVisible();
  },
};

export const Loans: Story = {
  name: 'ST-AMT-05 a coin without unified staking has its loans deducted',
  parameters: {
    routes: stakingStakeRoutes([['ETH', ethProductDto()]], {
      'GET /earn/borrow-coin-settings': { data: { coin: 'ETH', is_support_launchpool: 1, is_support_staking: 0 } },
      'GET /earn/staking/user-loans': { data: { assets: { ETH: '4.5' } } },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    const prefix = catalogueText(globals, 'stakingStake.loansDeducted').split('{')[0] ?? '';
    await expect(await within(dialog).findByText(new RegExp(prefix.trim()), {}, SLOW)).toBeVisible();
  },
};

export const Unverified: Story = {
  name: 'ST-ROLE-02 an unverified user reads why and cannot stake',
  args: { verified: false },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await expect(
      await within(dialog).findByText(catalogueText(globals, 'stakingStake.unverified'), {}, SLOW),
    ).toBeVisible();
  },
};

export const Success: Story = {
  name: 'ST-MODAL-04 ST-STATE-08 a stake opens the success view with View holdings and Continue to stake',
  play: async ({ canvasElement, globals }) => {
    await stake(canvasElement, globals);
    const success = await dialogNamed(canvasElement, globals, 'stakingStake.successTitle');
    await expect(
      within(success).getByRole('button', { name: catalogueText(globals, 'staking.success.viewHoldings') }),
    ).toBeVisible();
    await userEvent.click(
      within(success).getByRole('button', { name: catalogueText(globals, 'staking.success.continueStake') }),
    );
    await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
  },
};

export const Refused: Story = {
  name: 'ST-ERR-01 a refused stake shows the server message as a warning toast',
  parameters: {
    routes: stakingStakeRoutes([['ETH', ethProductDto()]], {
      'POST /earn/staking/coin-stake-redeem': { code: -1, message: 'Staking is paused for maintenance' },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await stake(canvasElement, globals);
    await expectToast(canvasElement, 'warning', 'Staking is paused for maintenance');
  },
};

export const NetworkError: Story = {
  name: 'ST-ERR-02 a stake without an answer shows the network error',
  parameters: {
    routes: stakingStakeRoutes([['ETH', ethProductDto()]], {
      'POST /earn/staking/coin-stake-redeem': () => Promise.reject(new TypeError('Failed to fetch')),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await stake(canvasElement, globals);
    await expectToast(canvasElement, 'error', catalogueText(globals, 'Networkerr'));
  },
};

export const AmountError: Story = {
  name: 'ST-AMT-02 an amount below the minimum shows the min message',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await fillAndAgree(dialog, globals, '0.001');
    await expect(
      within(dialog).getByText(catalogueText(globals, 'staking.stake.minLimit', { min: '0.01', coin: 'ETH' })),
    ).toBeVisible();
  },
};

export const MobileSheet: Story = {
  name: 'the stake modal is a bottom sheet at 375 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await expect(dialog).toHaveAttribute('data-presentation', 'sheet');
  },
};

export const Arabic: Story = {
  name: 'the stake modal in Arabic, right to left',
  globals: { locale: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, globals, 'stakingStake.title', { coin: 'ETH' });
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
