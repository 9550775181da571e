import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { EarnUser } from '../../../src/context';
import { LaunchpoolShare } from '../../../src/flows/launchpool';
import { shareRoutes } from '../../../src/flows/launchpool/LaunchpoolShare/shareFixtures.testing';
import type { Routes } from '../../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../../src/flows/simpleEarn/testing/storyBackend.testing';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Launchpool/LaunchpoolShare',
  component: LaunchpoolShare,
  args: { projectId: 1, defaultOpen: true },
  parameters: { routes: shareRoutes() },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders
        routes={context.parameters.routes as Routes}
        user={context.parameters.user as EarnUser | undefined}
        globals={context.globals}
      >
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof LaunchpoolShare>;
export default meta;
type Story = StoryObj<typeof meta>;

async function shareModal(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: catalogueText(globals, 'launchpool.share.title') },
    { timeout: 5000 },
  );
  await within(dialog).findByText('/launchpool/1?ref=3f9a1c0de27b4a55', {}, { timeout: 5000 });
  return dialog;
}

export const LoggedIn: Story = {
  name: 'LP-SHARE-01 logged in: the referral code, the invite link and Copy link',
  play: async ({ canvasElement, globals }) => {
    const dialog = await shareModal(canvasElement, globals);
    await expect(within(dialog).getByText('3f9a1c0de27b4a55')).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: catalogueText(globals, 'launchpool.share.copy') }),
    ).toBeEnabled();
  },
};

export const Guest: Story = {
  name: 'LP-SHARE-01 a guest gets no share modal',
  parameters: { user: { kind: 'guest' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const Arabic: Story = {
  name: 'in Arabic the modal is laid out right to left, the link kept left to right',
  globals: { locale: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await shareModal(canvasElement, globals);
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const Mobile: Story = {
  name: 'mobile 375 px: the link wraps inside the modal',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await shareModal(canvasElement, globals);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};
