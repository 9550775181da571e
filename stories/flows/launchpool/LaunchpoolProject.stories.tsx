import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LaunchpoolProject } from '../../../src/flows/launchpool/projects';
import {
  LaunchpoolPagesStoryFrame,
  type LaunchpoolPagesFrameParameters,
} from '../../../src/flows/launchpool/projects/launchpoolPagesStoryFrame.testing';
import type { EarnUser } from '../../../src/context';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Launchpool/LaunchpoolProject',
  component: LaunchpoolProject,
  args: { projectId: 1, onStake: fn(), onRedeem: fn(), onClaim: fn(), onViewRules: fn(), onViewEligibility: fn() },
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as LaunchpoolPagesFrameParameters;
    return (
      <LaunchpoolPagesStoryFrame globals={context.globals} backend={frame.backend} user={frame.user}>
        <LaunchpoolProject {...args} />
      </LaunchpoolPagesStoryFrame>
    );
  },
} satisfies Meta<typeof LaunchpoolProject>;
export default meta;
type Story = StoryObj<typeof meta>;

const alice: EarnUser = { kind: 'user', name: 'Alice', vipLevel: 0, verified: true };
const pool = (globals: Record<string, unknown>, coin: string, number?: number) =>
  number === undefined
    ? catalogueText(globals, 'launchpoolPages.pool.name', { coin })
    : catalogueText(globals, 'launchpoolPages.pool.nameNumbered', { coin, number });

/** A guest: every pool with its rate and total staked, the countdown, Stake on the stakeable pools. */
export const Guest: Story = {
  name: 'LP-ROLE-01 guest: pools, rates, total staked, countdown',
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('region', { name: pool(globals, 'GT') })).toBeVisible();
    await expect(
      canvas.getByRole('timer', { name: catalogueText(globals, 'launchpoolPages.countdown.endsIn') }),
    ).toBeVisible();
  },
};

/** A logged-in user: their stake and rewards, Redeem early where they have a stake. */
export const LoggedIn: Story = {
  name: 'LP-ROLE-03 logged in: the user stake and rewards, Redeem early',
  parameters: { frame: { user: alice } },
  play: async ({ canvas, globals, args }) => {
    const gt = await canvas.findByRole('region', { name: pool(globals, 'GT') });
    const redeem = await within(gt).findByRole('button', {
      name: catalogueText(globals, 'launchpoolPages.action.named', {
        action: catalogueText(globals, 'common.action.redeemEarly'),
        pool: pool(globals, 'GT'),
      }),
    });
    await userEvent.click(redeem);
    await expect(args.onRedeem).toHaveBeenCalled();
  },
};

/** A completed project: Claim instead of Stake. */
export const Completed: Story = {
  name: 'completed project: Claim the stake',
  args: { projectId: 3 },
  parameters: { frame: { user: alice } },
  play: async ({ canvas, globals }) => {
    const usdt = await canvas.findByRole('region', { name: pool(globals, 'USDT') });
    await expect(
      await within(usdt).findByRole('button', {
        name: catalogueText(globals, 'launchpoolPages.action.named', {
          action: catalogueText(globals, 'launchpoolPages.action.claim'),
          pool: pool(globals, 'USDT'),
        }),
      }),
    ).toBeVisible();
  },
};

/** The project failed to load: an error with Retry. */
export const Failed: Story = {
  name: 'error: a failed project offers Retry',
  parameters: { frame: { backend: { fail: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: catalogueText(globals, 'common.retry') })).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  name: 'loading: placeholders',
  parameters: { frame: { backend: { hang: true } } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByText(catalogueText(globals, 'launchpoolPages.project.loading')),
    ).toBeInTheDocument();
  },
};

/** 375 px: the pools stack, actions full width. */
export const Mobile: Story = {
  name: 'mobile 375 px: pools stacked',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { frame: { user: alice } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('region', { name: pool(globals, 'USDT', 1) })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  name: 'Arabic RTL',
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: pool({ locale: 'ar' }, 'GT') })).toBeVisible();
  },
};

/** A logged-in user's Notifications and Share, which the host turns into the two modals. */
export const NotificationsAndShare: Story = {
  name: 'LP-ROLE-04 LP-SHARE-01 logged in: Notifications and Share open their modals',
  args: { onNotifications: fn(), onShare: fn() },
  parameters: { frame: { user: alice } },
  play: async ({ canvas, globals, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: catalogueText(globals, 'launchpoolPages.action.notifications') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: catalogueText(globals, 'launchpoolPages.action.share') }));
    await expect(args.onNotifications).toHaveBeenCalled();
    await expect(args.onShare).toHaveBeenCalled();
  },
};

/** A guest: no Notifications or Share, even when the host handles them. */
export const GuestWithoutNotificationsAndShare: Story = {
  name: 'LP-ROLE-04 LP-SHARE-01 guest: no Notifications or Share',
  args: { onNotifications: fn(), onShare: fn() },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('region', { name: pool(globals, 'GT') });
    await expect(
      canvas.queryByRole('button', { name: catalogueText(globals, 'launchpoolPages.action.notifications') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: catalogueText(globals, 'launchpoolPages.action.share') }),
    ).toBeNull();
  },
};
