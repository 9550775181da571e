import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LaunchpoolProjects } from '../../../src/flows/launchpool/projects';
import {
  LaunchpoolPagesStoryFrame,
  type LaunchpoolPagesFrameParameters,
} from '../../../src/flows/launchpool/projects/launchpoolPagesStoryFrame.testing';
import type { EarnUser } from '../../../src/context';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Launchpool/LaunchpoolProjects',
  component: LaunchpoolProjects,
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as LaunchpoolPagesFrameParameters;
    return (
      <LaunchpoolPagesStoryFrame globals={context.globals} backend={frame.backend} user={frame.user}>
        <LaunchpoolProjects {...args} />
      </LaunchpoolPagesStoryFrame>
    );
  },
} satisfies Meta<typeof LaunchpoolProjects>;
export default meta;
type Story = StoryObj<typeof meta>;

const alice: EarnUser = { kind: 'user', name: 'Alice', vipLevel: 0, verified: true };

/** A guest: the projects in progress with their pools, rates, totals and a countdown to the end. */
export const Guest: Story = {
  name: 'LP-ROLE-01 LP-EVENT-01 guest: projects in progress with pools, APR, total staked and countdown',
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('tab', { name: catalogueText(globals, 'launchpoolPages.state.inProgress') }),
    ).toHaveAttribute('aria-selected', 'true');
    const newt = (await canvas.findByRole('link', { name: 'NEWT' })).closest('article')!;
    await expect(
      within(newt as HTMLElement).getByRole('timer', {
        name: catalogueText(globals, 'launchpoolPages.countdown.endsIn'),
      }),
    ).toBeVisible();
    await expect(
      within(newt as HTMLElement).queryByText(catalogueText(globals, 'launchpoolPages.pool.myStake')),
    ).toBeNull();
  },
};

/** A logged-in user: their stake and rewards on each card, and their rewards per coin above the tabs. */
export const LoggedIn: Story = {
  name: 'LP-ROLE-05 logged in: the user stake on each card and the rewards per coin',
  parameters: { frame: { user: alice } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('region', { name: catalogueText(globals, 'launchpoolPages.myRewards.title') }),
    ).toBeVisible();
    await expect((await canvas.findAllByText(catalogueText(globals, 'launchpoolPages.pool.myStake')))[0]).toBeVisible();
  },
};

/** The not-started tab: a countdown to the start. */
export const NotStarted: Story = {
  name: 'LP-EVENT-01 not started: a countdown to the start',
  args: { defaultTab: 'notStarted' },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('link', { name: 'ORBIT' });
    await expect(
      canvas.getByRole('timer', { name: catalogueText(globals, 'launchpoolPages.countdown.startsIn') }),
    ).toBeVisible();
  },
};

/** The completed tab: the end date instead of a countdown. */
export const Completed: Story = {
  name: 'LP-EVENT-01 completed: the end date',
  args: { defaultTab: 'completed' },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'LUMA' });
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** A tab with no project. */
export const Empty: Story = {
  name: 'empty: no project in the tab',
  parameters: { frame: { backend: { projects: [] } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'launchpoolPages.empty.inProgress'))).toBeVisible();
  },
};

/** Skeleton cards while the list loads. */
export const Loading: Story = {
  name: 'loading: skeleton cards',
  parameters: { frame: { backend: { hang: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'launchpoolPages.list.loading'))).toBeInTheDocument();
  },
};

/** The list failed: an error with Retry. */
export const Failed: Story = {
  name: 'error: a failed list offers Retry',
  parameters: { frame: { backend: { fail: true } } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: catalogueText(globals, 'common.retry') })).toBeVisible();
  },
};

/** 375 px: one column of cards; the tabs by keyboard. */
export const Mobile: Story = {
  name: 'mobile 375 px: one column of cards',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('link', { name: 'NEWT' });
    await userEvent.click(
      canvas.getByRole('tab', { name: catalogueText(globals, 'launchpoolPages.state.notStarted') }),
    );
    await expect(await canvas.findByRole('link', { name: 'ORBIT' })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  name: 'Arabic RTL',
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: catalogueText({ locale: 'ar' }, 'launchpoolPages.state.inProgress') }),
    ).toBeVisible();
    await canvas.findByRole('link', { name: 'NEWT' });
  },
};
