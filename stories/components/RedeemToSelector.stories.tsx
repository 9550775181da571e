import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RedeemToSelector } from '../../src/components/RedeemToSelector';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

/** The catalogue of the locale the story runs in (the story tests run in English and Arabic). */
const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

const meta = {
  title: 'Components/RedeemToSelector',
  component: RedeemToSelector,
  args: { onValueChange: fn() },
} satisfies Meta<typeof RedeemToSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SE-DEST-01..03: flexible (1) by default; spot reports 0. */
export const Default: Story = {
  name: 'SE-DEST-01 SE-DEST-03 flexible by default, spot reports 0',
  play: async ({ canvas, userEvent, args, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.getByRole('radiogroup', { name: m['kitChoices.redeemTo.label'] })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: m['launchpool.destination.flexible'] })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: m['launchpool.destination.spot'] }));
    await expect(args.onValueChange).toHaveBeenCalledWith(0);
  },
};

/** SH-MODE-04: a unified account mode names the spot option 'Unified account'. */
export const UnifiedAccount: Story = {
  name: 'SH-MODE-04 the spot option reads Unified account',
  args: { accountMode: 'multi_currency', value: 0 },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('radio', { name: catalogueOf(globals)['launchpool.destination.unifiedAccount'] }),
    ).toBeChecked();
  },
};

/** SE-DEST-04: within the last hour the choice is locked; pressing says why. */
export const Disabled: Story = {
  name: 'SE-DEST-04 locked within the last hour (disabled)',
  args: { value: 1, unavailableReason: en['simpleEarn.tip.lessThanOneHour'] },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const spot = canvas.getByRole('radio', { name: catalogueOf(globals)['launchpool.destination.spot'] });
    await expect(spot).toHaveAttribute('aria-disabled', 'true');
    await expect(spot).toHaveAccessibleDescription(expect.stringContaining(en['simpleEarn.tip.lessThanOneHour']));
    await userEvent.click(spot);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getAllByText(en['simpleEarn.tip.lessThanOneHour']).length).toBeGreaterThan(1));
  },
};

/** The US site: the same choices. */
export const UsSite: Story = {
  globals: { site: 'us' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

/** On a phone: options are 44 px targets; ArrowDown chooses the next. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenCalledWith(0);
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
