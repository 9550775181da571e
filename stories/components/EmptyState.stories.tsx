import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { EmptyState, emptyStateSizeNames } from '../../src/components/EmptyState';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizeNames } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SH-ERR-05: an empty list reads 'noRecord'. */
export const NoRecord: Story = {
  name: "SH-ERR-05 SE-HOLD-04 an empty list shows 'noRecord'",
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueOf(globals).noRecord)).toBeVisible();
  },
};

const subscribe = fn();

/** With a description and an action. */
export const WithAction: Story = {
  args: {
    description: 'Subscribe to a product to start earning.',
    action: (
      <Button size="sm" onClick={subscribe}>
        Subscribe
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(subscribe).toHaveBeenCalled();
  },
};

/** HD-FIXED-19: compact, with another text. */
export const Compact: Story = {
  name: "HD-FIXED-19 the fixed detail empty state reads 'No Data'",
  args: { size: 'compact', title: 'No Data' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Data')).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueOf(globals).noRecord)).toBeVisible();
  },
};
