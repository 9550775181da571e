import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OptionGroup, optionGroupLayoutNames } from '../../src/components/OptionGroup';

const options = [
  { value: 'daily', label: 'Daily', description: 'Interest every day' },
  { value: 'weekly', label: 'Weekly', description: 'Interest every Monday' },
  { value: 'monthly', label: 'Monthly', disabled: true, disabledReason: 'Not offered for this coin' },
];

const meta = {
  title: 'Components/OptionGroup',
  component: OptionGroup<string>,
  args: { label: 'Payout', options, defaultValue: 'daily', onValueChange: fn(), onDisabledSelect: fn() },
  argTypes: { layout: { control: 'inline-radio', options: optionGroupLayoutNames } },
} satisfies Meta<typeof OptionGroup<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group of cards: one Tab stop, arrows choose, following the reading direction. */
export const List: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payout' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toHaveFocus();
    await userEvent.keyboard(globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('weekly');
  },
};

/** Disabled options stay focusable, say why, and report a press instead of being chosen. */
export const Disabled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    await expect(monthly).toHaveAccessibleDescription('Not offered for this coin');
    await userEvent.click(monthly);
    await expect(args.onDisabledSelect).toHaveBeenCalledWith('monthly');
    await expect(monthly).not.toBeChecked();
  },
};

/** Side by side, wrapping; pressing the chosen option clears it when deselection is allowed. */
export const InlineDeselectable: Story = {
  args: { layout: 'inline', allowDeselect: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
  },
};

/** The US site: no change. */
export const UsSite: Story = {
  globals: { site: 'us' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** On a phone every option is a 44 px target. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
