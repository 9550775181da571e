import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DeferredSwitch, Switch, switchSizeNames } from '../../src/components/Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Notify me when the pool opens', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: switchSizeNames } },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off; a click turns it on. */
export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Notify me when the pool opens' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** On; Space turns it off. */
export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Notify me when the pool opens' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

/** With a description under the label, read as the switch's description. */
export const WithDescription: Story = {
  args: { label: 'Auto-reinvest', description: 'Principal and interest roll into the same product at maturity.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Auto-reinvest' })).toHaveAccessibleDescription(
      'Principal and interest roll into the same product at maturity.',
    );
  },
};

/** Both sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--ek-space-md)' }}>
      {switchSizeNames.map((size) => (
        <Switch key={size} {...args} size={size} label={`Size ${size}`} defaultChecked />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of switchSizeNames)
      await expect(canvas.getByRole('switch', { name: `Size ${size}` })).toBeChecked();
  },
};

/** Loading: a request is toggling it, so it is busy and does not move. */
export const Loading: Story = {
  args: { loading: true, defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Notify me when the pool opens' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

/** The request runs for 600 ms: busy meanwhile, on when it succeeds. */
export const TogglesThroughARequest: Story = {
  args: { onCheckedChange: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))) },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Notify me when the pool opens' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(toggle).toBeChecked(), { timeout: 2000 });
    await expect(toggle).not.toHaveAttribute('aria-busy');
  },
};

/** DEC-08 disabled with a reason: focusable, and the reason is its description. */
export const DisabledWithReason: Story = {
  name: 'DEC-08 disabled with a reason',
  args: { label: 'Auto-reinvest', disabled: true, disabledReason: 'Less than 1 hour remains before the product ends.' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Auto-reinvest' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleDescription('Less than 1 hour remains before the product ends.');
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

/** Disabled with nothing to explain. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Notify me when the pool opens' })).toBeDisabled();
  },
};

/** On a phone the hit area grows to 44 px while the drawn track stays the same. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Notify me when the pool opens' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

/**
 * `DeferredSwitch`: the same switch, its code (Radix's) loaded on first contact. Reached by keyboard, the first
 * Space turns it on and the focus stays on it.
 */
export const Deferred: Story = {
  render: (args) => <DeferredSwitch {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('switch', { name: 'Notify me when the pool opens' })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Notify me when the pool opens' })).toBeChecked());
    await expect(canvas.getByRole('switch', { name: 'Notify me when the pool opens' })).toHaveFocus();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
