import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from '../../src/components/ErrorState';
import { emptyStateSizeNames } from '../../src/components/EmptyState';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
  argTypes: { size: { control: 'inline-radio', options: emptyStateSizeNames } },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LP-ERR-06: a network error shows 'Networkerr'; Retry loads again. */
export const NetworkError: Story = {
  name: "LP-ERR-06 a network error shows 'Networkerr' with Retry",
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = catalogueOf(globals);
    // The provider's empty toast regions are alerts too; this one says the error.
    const alert = canvas.getAllByRole('alert').find((element) => element.textContent?.includes(text.Networkerr));
    await expect(alert).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text['common.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Retrying: the button is busy and ignores clicks. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: catalogueOf(globals)['common.retry'] });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Compact, in a chart, without retry. */
export const CompactWithoutRetry: Story = {
  args: { onRetry: undefined, size: 'compact', message: 'The chart could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** On a phone the Retry button is a 44 px target. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button').getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
