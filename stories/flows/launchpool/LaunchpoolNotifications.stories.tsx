import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EarnUser } from '../../../src/context';
import type { NotificationState } from '../../../src/domain/launchpool/notifications';
import { LaunchpoolNotifications } from '../../../src/flows/launchpool';
import { notificationRoutes } from '../../../src/flows/launchpool/LaunchpoolNotifications/notificationFixtures.testing';
import { FlowStoryProviders } from '../../../src/flows/simpleEarn/testing/storyBackend.testing';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Launchpool/LaunchpoolNotifications',
  component: LaunchpoolNotifications,
  args: { defaultOpen: true },
  parameters: { notifications: {} },
  decorators: [
    // A backend per story (the states change as the play switches them), made from the story's starting states.
    (Story, context) => (
      <FlowStoryProviders
        routes={notificationRoutes(context.parameters.notifications as Partial<NotificationState>)}
        user={context.parameters.user as EarnUser | undefined}
        globals={context.globals}
      >
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof LaunchpoolNotifications>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/** The portalled modal, found in the page rather than the canvas, once the three states have loaded. */
async function notificationsModal(canvasElement: HTMLElement, globals: Globals) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: catalogueText(globals, 'launchpool.notification.title') },
    { timeout: 5000 },
  );
  await within(dialog).findAllByRole('switch', {}, { timeout: 5000 });
  return dialog;
}

function toggle(dialog: HTMLElement, globals: Globals, service: 'candyDrop' | 'launchpool' | 'hodlerAirdrop') {
  return within(dialog).getByRole('switch', { name: catalogueText(globals, `launchpool.notification.${service}`) });
}

/** The toast showing `text`, checked for its severity. */
async function expectToast(canvasElement: HTMLElement, text: string) {
  const title = await within(canvasElement.ownerDocument.body).findByText(
    text,
    { exact: false, selector: '[data-slot="toast"] p' },
    { timeout: 5000 },
  );
  await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'success');
}

export const AllOff: Story = {
  name: 'LP-NOTIF-01 LP-NOTIF-03 logged in, every toggle off: switching HODLer Airdrop on toasts subscribed',
  play: async ({ canvasElement, globals }) => {
    const dialog = await notificationsModal(canvasElement, globals);
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(3);
    for (const service of ['candyDrop', 'launchpool', 'hodlerAirdrop'] as const)
      await expect(toggle(dialog, globals, service)).not.toBeChecked();
    await userEvent.click(toggle(dialog, globals, 'hodlerAirdrop'));
    await expectToast(canvasElement, catalogueText(globals, 'launchpool.notification.subscribed'));
    await waitFor(() => expect(toggle(dialog, globals, 'hodlerAirdrop')).toBeChecked());
  },
};

export const AllOn: Story = {
  name: 'LP-NOTIF-04 logged in, every toggle on: switching CandyDrop off toasts subscription cancelled',
  parameters: { notifications: { candyDrop: true, launchpool: true, hodlerAirdrop: true } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await notificationsModal(canvasElement, globals);
    await userEvent.click(toggle(dialog, globals, 'candyDrop'));
    await expectToast(canvasElement, catalogueText(globals, 'launchpool.notification.unsubscribed'));
    await waitFor(() => expect(toggle(dialog, globals, 'candyDrop')).not.toBeChecked());
    await expect(toggle(dialog, globals, 'launchpool')).toBeChecked();
    await expect(toggle(dialog, globals, 'hodlerAirdrop')).toBeChecked();
  },
};

export const Mixed: Story = {
  name: 'LP-NOTIF-02 logged in, Launchpool on only: each toggle shows its own service',
  parameters: { notifications: { launchpool: true } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await notificationsModal(canvasElement, globals);
    await expect(toggle(dialog, globals, 'candyDrop')).not.toBeChecked();
    await expect(toggle(dialog, globals, 'launchpool')).toBeChecked();
    await expect(toggle(dialog, globals, 'hodlerAirdrop')).not.toBeChecked();
  },
};

export const Guest: Story = {
  name: 'LP-ROLE-04 a guest gets no notification modal',
  parameters: { user: { kind: 'guest' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const Arabic: Story = {
  name: 'in Arabic the modal is laid out right to left',
  globals: { locale: 'ar' },
  parameters: { notifications: { candyDrop: true } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await notificationsModal(canvasElement, globals);
    await expect(toggle(dialog, globals, 'candyDrop')).toBeChecked();
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const Mobile: Story = {
  name: 'mobile 375 px: the three toggles in the modal',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await notificationsModal(canvasElement, globals);
    await expect(toggle(dialog, globals, 'launchpool')).toBeVisible();
  },
};
