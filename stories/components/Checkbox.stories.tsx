import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox, type CheckedState } from '../../src/components/Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'I have read and agree to the product terms', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unchecked; a click on the label ticks it. */
export const Unchecked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'I have read and agree to the product terms' });
    await userEvent.click(canvas.getByText('I have read and agree to the product terms'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** Checked; Space unticks it. */
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'I have read and agree to the product terms' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

/** A "select all" over a partly selected list: mixed until clicked. */
export const Indeterminate: Story = {
  render: function SelectAll(args) {
    const [state, setState] = useState<CheckedState>('indeterminate');
    return <Checkbox {...args} label="Select all coins" checked={state} onCheckedChange={setState} />;
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Select all coins' });
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** With a description, read as the checkbox's description. */
export const WithDescription: Story = {
  args: { label: 'Auto-subscribe', description: 'Idle balance joins the flexible product every day.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Auto-subscribe' })).toHaveAccessibleDescription(
      'Idle balance joins the flexible product every day.',
    );
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I have read and agree to the product terms' })).toBeDisabled();
  },
};

/** On a phone the target is 44 px; the text does not move. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'I have read and agree to the product terms' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
