import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { EarnUser } from '../../../src/context';
import { StakingDetail } from '../../../src/flows/staking/products';
import {
  StakingPagesStoryFrame,
  type StakingPagesFrameParameters,
} from '../../../src/flows/staking/products/stakingPagesStoryFrame.testing';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Staking/StakingDetail',
  component: StakingDetail,
  args: { coin: 'ETH', onStake: fn(), onRedeem: fn() },
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as StakingPagesFrameParameters;
    return (
      <StakingPagesStoryFrame globals={context.globals} backend={frame.backend} user={frame.user}>
        <StakingDetail {...args} />
      </StakingPagesStoryFrame>
    );
  },
} satisfies Meta<typeof StakingDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const alice: EarnUser = { kind: 'user', name: 'Alice', vipLevel: 3, verified: true };
const text = catalogueText;

/** ETH for a logged-in VIP 3 user: rates, their stake, the VIP discount tiers, the fund links. */
export const PlainVip: Story = {
  name: 'ST-VIP-02 plain ETH with the VIP discount tiers',
  parameters: { frame: { user: alice } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('region', { name: text(globals, 'stakingPages.vip.title') })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: text(globals, 'stakingPages.links.label') })).toBeVisible();
  },
};

/** SOL on Marinade and Jito, Jito paying in SOL and JTO. */
export const Defi: Story = {
  name: 'ST-PROD-02 DeFi SOL: two protocols, rewards in two coins',
  args: { coin: 'SOL' },
  parameters: { frame: { user: alice } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Jito' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Marinade' })).toBeVisible();
  },
};

/** GUSD: stake USDT, mint GUSD; its GT extra bonus is running. */
export const MintWithExtraBonus: Story = {
  name: 'ST-EXTRA-04 mint GUSD with the extra bonus on',
  args: { coin: 'GUSD' },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: text(globals, 'stakingPages.action.mint') })).toBeVisible();
    await expect(canvas.getByRole('region', { name: text(globals, 'stakingPages.detail.rates') })).toHaveTextContent(
      text(globals, 'stakingPages.extra.label'),
    );
  },
};

/** BTC: its extra bonus has finished. */
export const ExtraBonusOver: Story = {
  name: 'ST-EXTRA-03 extra bonus over',
  args: { coin: 'BTC' },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('region', { name: text(globals, 'stakingPages.detail.rates') }),
    ).toHaveTextContent(text(globals, 'stakingPages.extra.finished', { end: '' }).trim());
  },
};

/** The APR trend modal: 1 year first, then 7 days. */
export const AprTrend: Story = {
  name: 'ST-CHART-01 APR trend modal ranges',
  play: async ({ canvas, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(globals, 'stakingPages.detail.aprTrend') }));
    const dialog = await screen.findByRole('dialog', {
      name: text(globals, 'stakingPages.trend.title', { coin: 'ETH' }),
    });
    await expect(within(dialog).getByRole('tab', { name: text(globals, 'chart.range.1y') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: text(globals, 'chart.range.7d') }));
    await expect(within(dialog).getByRole('tab', { name: text(globals, 'chart.range.7d') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The APR trend has no points. */
export const AprTrendNoData: Story = {
  name: 'ST-CHART-03 APR trend with no data',
  parameters: { frame: { backend: { noTrend: true } } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text(globals, 'stakingPages.detail.aprTrend') }));
    const dialog = await screen.findByRole('dialog', {
      name: text(globals, 'stakingPages.trend.title', { coin: 'ETH' }),
    });
    await expect(await within(dialog).findByText(text(globals, 'chart.noData'))).toBeVisible();
  },
};

/** A guest: the product, no stake of theirs, Stake sends to log in. */
export const Guest: Story = {
  name: 'ST-ROLE-01 guest',
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: text(globals, 'stakingPages.action.stake') })).toBeVisible();
    await expect(canvas.queryByText(text(globals, 'stakingPages.figure.myStake'))).toBeNull();
  },
};

/** The intro's FAQ tab: ETH's own questions. */
export const IntroFaq: Story = {
  name: 'ST-MODAL-03 intro: the FAQ of the coin',
  play: async ({ canvas, globals }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: text(globals, 'stakingPages.intro.faq') }));
    await expect(await canvas.findByText('How does ETH staking work?')).toBeVisible();
  },
};

/** The product failed to load: an error with Retry. */
export const Failed: Story = {
  name: 'error: a failed product offers Retry',
  parameters: { frame: { backend: { fail: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: text(globals, 'common.retry') })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  name: 'loading: placeholders',
  parameters: { frame: { backend: { hang: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(text(globals, 'stakingPages.detail.loading'))).toBeInTheDocument();
  },
};

/** 375 px: protocols stacked, actions full width. */
export const Mobile: Story = {
  name: 'mobile 375 px',
  args: { coin: 'SOL' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { frame: { user: alice } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Jito' })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  name: 'Arabic RTL',
  args: { coin: 'GUSD' },
  globals: { locale: 'ar' },
  parameters: { frame: { user: alice } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: text({ locale: 'ar' }, 'stakingPages.detail.rates') }),
    ).toBeVisible();
  },
};
