import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { ResultDialog, resultStatusNames, type ResultDialogProps } from '../../src/components/ResultDialog';
import { catalogueText } from './storyCatalogue';

/** A result dialog opened from a button, as a flow opens it after a call answers. */
function Demo(props: ResultDialogProps) {
  return <ResultDialog {...props} trigger={<Button variant="secondary">Show result</Button>} />;
}

const meta = {
  title: 'Components/ResultDialog',
  component: Demo,
  args: {
    status: 'success',
    title: 'Subscribed successfully',
    subtitle: 'Your USDT starts earning today.',
    rows: [
      { label: 'Amount', amount: '1200.5', coin: 'USDT', decimals: 2 },
      { label: 'Product', value: 'Fixed 30 days' },
      { label: 'Interest starts', value: '2024-08-21 08:00' },
    ],
    primaryAction: { label: 'View holdings', onAction: fn() },
    secondaryAction: { label: 'Subscribe more', onAction: fn() },
  },
  argTypes: { status: { control: 'inline-radio', options: resultStatusNames } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Resolves once the dialog's entrance motion has finished, so measurements and visibility are final. */
async function settled(element: Element): Promise<DOMRect> {
  await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return element.getBoundingClientRect();
}

/** Opens the dialog from its trigger and waits for it to settle; portalled content lives outside the canvas. */
async function open(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
  name: string,
) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show result' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await settled(dialog);
  return dialog;
}

export const Success: Story = {
  name: 'SH-DIALOG-01 success: title, subtitle, rows, two buttons',
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const dialog = await open(canvasElement, userEvent, 'Subscribed successfully');
    await expect(dialog).toHaveAccessibleDescription('Your USDT starts earning today.');
    await expect(
      within(dialog).getByRole('img', { name: catalogueText(globals, 'kitData.result.success') }),
    ).toBeVisible();
    await expect(within(dialog).getAllByRole('term')).toHaveLength(3);
    await expect(within(dialog).getAllByRole('definition')[0]).toHaveTextContent('1,200.50 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'View holdings' }));
    await expect(args.primaryAction?.onAction).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Show result' })).toHaveFocus();
  },
};

export const Failure: Story = {
  name: 'SH-DIALOG-01 failure with one button',
  args: {
    status: 'failure',
    title: 'Redemption failed',
    subtitle: 'The order is locked until 2024-09-01.',
    rows: [],
    secondaryAction: undefined,
    primaryAction: { label: 'OK' },
  },
  play: async ({ canvasElement, userEvent, globals }) => {
    const dialog = await open(canvasElement, userEvent, 'Redemption failed');
    await expect(
      within(dialog).getByRole('img', { name: catalogueText(globals, 'kitData.result.failure') }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const Info: Story = {
  name: 'SH-DIALOG-01 information',
  args: {
    status: 'info',
    title: 'Not eligible',
    subtitle: 'This product is for new users only.',
    rows: [],
    secondaryAction: undefined,
    primaryAction: { label: 'Got it' },
  },
  play: async ({ canvasElement, userEvent, globals }) => {
    const dialog = await open(canvasElement, userEvent, 'Not eligible');
    await expect(
      within(dialog).getByRole('img', { name: catalogueText(globals, 'kitData.result.info') }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const FullScreenOnMobile: Story = {
  name: 'SH-DIALOG-02 full screen on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await open(canvasElement, userEvent, 'Subscribed successfully');
    const rect = await settled(dialog);
    const view = canvasElement.ownerDocument.defaultView!;
    await expect([rect.top, rect.left, rect.width, rect.height]).toEqual([0, 0, view.innerWidth, view.innerHeight]);
    const button = within(dialog).getByRole('button', { name: 'View holdings' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
