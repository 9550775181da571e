import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs, tabsSizeNames, tabsVariantNames, type TabItem } from '../../src/components/Tabs';

const items: TabItem[] = [
  { value: 'flexible', label: 'Flexible', content: <p>Flexible products: redeem any time.</p> },
  { value: 'fixed', label: 'Fixed', content: <p>Fixed products: a higher rate for a set term.</p> },
  { value: 'vip', label: 'VIP only', content: <p>For VIP 1 and above.</p>, disabled: true },
  { value: 'history', label: 'History', content: <p>Your subscriptions and redemptions.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Products', onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: tabsVariantNames },
    size: { control: 'inline-radio', options: tabsSizeNames },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Underline tabs: the arrow keys follow the reading direction (in Arabic ArrowLeft goes to the next tab). */
export const Underline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rtl = canvas.getByRole('tablist').closest('[dir]')?.getAttribute('dir') === 'rtl';
    await userEvent.click(canvas.getByRole('tab', { name: 'Flexible' }));
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Fixed' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Fixed' })).toHaveTextContent('a higher rate');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('fixed');
    // The disabled tab is skipped.
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Segmented tabs, for filters over one list. */
export const Segmented: Story = {
  args: { variant: 'segmented', defaultValue: 'fixed' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Fixed' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Flexible' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Manual activation: arrows move focus, Enter selects. */
export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ canvas, userEvent }) => {
    const rtl = canvas.getByRole('tablist').closest('[dir]')?.getAttribute('dir') === 'rtl';
    await userEvent.click(canvas.getByRole('tab', { name: 'Flexible' }));
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Fixed' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Flexible' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Fixed' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Small size. */
export const Small: Story = {
  args: { size: 'sm', variant: 'segmented' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Products' })).toBeVisible();
  },
};

/** On a phone tabs share the width and are 44 px high. */
export const MobileFullWidth: Story = {
  args: { fullWidth: true, items: items.filter((item) => !item.disabled) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Flexible' });
    await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
