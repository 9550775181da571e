import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { EarnUser } from '../../../src/context';
import { StakingHoldings } from '../../../src/flows/staking';
import {
  createStakingHoldingsClient,
  HOLDINGS_NOW,
  type StakingHoldingsBackendOptions,
} from '../../../src/flows/staking/holdings/stakingHoldingsFixtures.testing';
import { ApiStoryFrame } from '../../../src/flows/shared/apiStoryFrame.testing';
import { catalogueText } from '../../components/storyCatalogue';

interface HoldingsFrameParameters {
  backend?: StakingHoldingsBackendOptions;
  user?: EarnUser;
}
type Globals = Record<string, unknown>;

const alice: EarnUser = { kind: 'user', name: 'Alice', vipLevel: 0, verified: true };
const SLOW = { timeout: 5000 } as const;

const meta = {
  title: 'Flows/Staking/StakingHoldings',
  component: StakingHoldings,
  args: { coin: 'SOL' },
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as HoldingsFrameParameters;
    return (
      <ApiStoryFrame
        makeClient={() => createStakingHoldingsClient(frame.backend).client}
        user={frame.user ?? alice}
        globals={context.globals}
        clock={() => HOLDINGS_NOW}
        timeZone="UTC"
      >
        <StakingHoldings {...args} />
      </ApiStoryFrame>
    );
  },
} satisfies Meta<typeof StakingHoldings>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const position = (canvasElement: HTMLElement, name: string) =>
  page(canvasElement).findByRole('article', { name }, SLOW);
const button = (scope: HTMLElement, globals: Globals, key: 'stakingHoldings.stakeMore' | 'stakingHoldings.redeem') =>
  within(scope).getByRole('button', { name: catalogueText(globals, key) });

/**
 * DeFi positions: one card per protocol, with the APR it earns (the protocol's rate, before its fee, P-47) and the
 * rewards received in both reward coins.
 */
export const Positions: Story = {
  name: 'DEC-28 ST-LINK-03 positions per protocol with the rewards received',
  play: async ({ canvasElement, globals }) => {
    const marinade = await position(canvasElement, 'Marinade');
    await expect(within(marinade).getByText(catalogueText(globals, 'stakingHoldings.apr'))).toBeVisible();
    await expect(marinade.querySelector('[data-slot="rate-text"]')).toHaveTextContent(/6\.80/);
    await expect(await within(marinade).findByText(/JTO/, {}, SLOW)).toBeVisible();
    await expect(button(marinade, globals, 'stakingHoldings.stakeMore')).toBeVisible();
    await expect(button(await position(canvasElement, 'Jito'), globals, 'stakingHoldings.redeem')).toBeVisible();
  },
};

/** A redemption on its way with its timeline. */
export const PendingRedemption: Story = {
  name: 'DEC-28 a pending redemption with its timeline',
  args: { coin: 'ETH' },
  play: async ({ canvasElement, globals }) => {
    const card = await page(canvasElement).findByRole(
      'article',
      { name: catalogueText(globals, 'stakingHoldings.redemption.title', { amount: '1.00000000', coin: 'ETH' }) },
      SLOW,
    );
    await expect(within(card).getByRole('list')).toBeVisible();
  },
};

/**
 * A rate-based token (P-54): its balance never moves, so the position reads what one token is worth and the ledger's
 * rewards of yesterday and in all, from the token's exchange-rate growth, in the coin it is worth.
 */
export const RateBasedToken: Story = {
  name: 'a rate-based token with its ledger rewards',
  args: { coin: 'GTETH' },
  parameters: { frame: { backend: { rateToken: true } } },
  play: async ({ canvasElement, globals }) => {
    const token = await position(canvasElement, 'GTETH');
    const rewards = await within(token).findByText(catalogueText(globals, 'stakingHoldings.token.allTime'), {}, SLOW);
    await expect(rewards).toBeVisible();
    await expect(within(token).getByText(catalogueText(globals, 'stakingHoldings.token.yesterday'))).toBeVisible();
    await expect(await within(token).findByText(/0\.00015000/, {}, SLOW)).toBeVisible();
  },
};

/** open-history=1: the History tab with the rewards received in the date range. */
export const History: Story = {
  name: 'ST-LINK-03 DEC-28 history: rewards received in the date range',
  args: { coin: 'ETH', openHistory: true },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await page(canvasElement).findByRole(
        'table',
        { name: catalogueText(globals, 'stakingHoldings.history.list', { coin: 'ETH' }) },
        SLOW,
      ),
    ).toBeVisible();
  },
};

/** A guest: a way to log in, and nothing called. */
export const Guest: Story = {
  name: 'guest: a log-in link',
  parameters: { frame: { user: { kind: 'guest' } } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      page(canvasElement).getByRole('link', { name: catalogueText(globals, 'stakingHoldings.login') }),
    ).toBeVisible();
  },
};

/** Nothing staked. */
export const Empty: Story = {
  name: 'empty: nothing staked, a link to the products',
  parameters: { frame: { backend: { empty: true } } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await page(canvasElement).findByText(catalogueText(globals, 'stakingHoldings.empty', { coin: 'SOL' }), {}, SLOW),
    ).toBeVisible();
  },
};

/** Loading: skeleton cards. */
export const Loading: Story = {
  name: 'loading: skeleton cards',
  parameters: { frame: { backend: { hang: true } } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      (await page(canvasElement).findAllByText(catalogueText(globals, 'common.loading'))).length,
    ).toBeGreaterThan(0);
  },
};

/** The positions failed: an error with Retry, which loads them. */
export const LoadError: Story = {
  name: 'error: Retry loads the positions',
  parameters: { frame: { backend: { failFirst: 1 } } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', { name: catalogueText(globals, 'common.retry') }, SLOW),
    );
    await position(canvasElement, 'Marinade');
  },
};

/** 375 px: one column of cards. */
export const Mobile: Story = {
  name: 'mobile 375 px: one column of cards',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const marinade = await position(canvasElement, 'Marinade');
    const jito = await position(canvasElement, 'Jito');
    // One column: the second card sits under the first, in line with it.
    await expect(jito.getBoundingClientRect().top).toBeGreaterThan(marinade.getBoundingClientRect().top);
    await expect(jito.getBoundingClientRect().left).toBe(marinade.getBoundingClientRect().left);
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  name: 'Arabic, right to left',
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const card = await position(canvasElement, 'Marinade');
    await expect(card.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
