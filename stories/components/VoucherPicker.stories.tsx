import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VoucherPicker } from '../../src/components/VoucherPicker';
import { rateFromFraction, type Rate } from '../../src/domain/shared/rate';
import type { Voucher } from '../../src/domain/simpleEarn/models';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

/** The catalogue of the locale the story runs in (the story tests run in English and Arabic). */
const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

const vouchers: Voucher[] = [
  {
    id: 1,
    title: 'Summer boost',
    rateDay: 7,
    rateRatio: rateFromFraction('0.05') as Rate,
    buyLimitLow: '100',
    buyLimitHigh: '10000',
    usingCurrency: 'USDT',
    expiredTimest: Date.UTC(2030, 6, 1, 8, 30) / 1000,
  },
  {
    id: 2,
    title: 'Welcome gift',
    rateDay: 30,
    rateRatio: rateFromFraction('0.02') as Rate,
    buyLimitLow: '10',
    buyLimitHigh: '0',
    usingCurrency: 'USDT',
    expiredTimest: Date.UTC(2030, 11, 31, 23, 59) / 1000,
  },
];

const meta = {
  title: 'Components/VoucherPicker',
  component: VoucherPicker,
  args: { vouchers, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 'var(--ek-size-dialogSm)' }}>{Story()}</div>],
} satisfies Meta<typeof VoucherPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const checked = (radios: HTMLElement[]) => radios.filter((radio) => radio.getAttribute('aria-checked') === 'true');

/** SE-VOUCH-01, -02, -10: the list, with the first recommended voucher selected on load. */
export const Default: Story = {
  name: 'SE-VOUCH-01 SE-VOUCH-02 the first voucher is selected on load',
  play: async ({ canvas, args, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.getByRole('radiogroup', { name: m['kitChoices.voucher.label'] })).toBeVisible();
    await expect(checked(canvas.getAllByRole('radio'))).toEqual([canvas.getByRole('radio', { name: 'Summer boost' })]);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** SE-VOUCH-03: tapping the selected voucher deselects it. */
export const TapToDeselect: Story = {
  name: 'SE-VOUCH-03 tapping the selected voucher deselects it',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Summer boost' }));
    await expect(checked(canvas.getAllByRole('radio'))).toHaveLength(0);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
    await userEvent.click(canvas.getByRole('radio', { name: 'Welcome gift' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2, vouchers[1]);
  },
};

/** SE-VOUCH-04: revoking clears the choice and focus returns to the list. */
export const Revoke: Story = {
  name: 'SE-VOUCH-04 revoking resets the selection',
  play: async ({ canvas, userEvent, args, globals }) => {
    const revoke = canvas.getByRole('button', { name: catalogueOf(globals)['kitChoices.voucher.revoke'] });
    await userEvent.click(revoke);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, null);
    await expect(revoke).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Summer boost' })).toHaveFocus();
  },
};

/** SE-VOUCH-09: the estimated extra interest of the selected voucher for the amount typed. */
export const WithAmount: Story = {
  name: 'SE-VOUCH-09 estimated extra interest for the amount',
  args: { amount: '1000' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueOf(globals)['kitChoices.voucher.estimatedBonus'])).toBeVisible();
    await expect(canvas.getByText('0.95890410')).toBeVisible();
  },
};

/** While the vouchers load. */
export const Loading: Story = {
  args: { loading: true, vouchers: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    // The toast viewport is a status region too; the loading one is the busy one.
    await expect(
      canvas.getAllByRole('status').filter((region) => region.getAttribute('aria-busy') === 'true'),
    ).toHaveLength(1);
  },
};

/** No vouchers for this product. */
export const Empty: Story = {
  args: { vouchers: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueOf(globals)['kitChoices.voucher.empty'])).toBeVisible();
  },
};

/** The vouchers failed to load: the error and Retry. */
export const LoadError: Story = {
  name: 'the vouchers failed to load (error)',
  args: { error: true, onRetry: fn() },
  play: async ({ canvas, userEvent, args, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.getByText(m.Networkerr)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m['common.retry'] }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Nothing selected: the revoke action is disabled. */
export const NothingSelected: Story = {
  args: { autoSelect: false },
  play: async ({ canvas, globals }) => {
    await expect(checked(canvas.getAllByRole('radio'))).toHaveLength(0);
    await expect(
      canvas.getByRole('button', { name: catalogueOf(globals)['kitChoices.voucher.revoke'] }),
    ).toBeDisabled();
  },
};

/** The US site: the same vouchers. */
export const UsSite: Story = {
  globals: { site: 'us' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

/** On a phone: the cards are touch targets; arrow keys move the selection. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2, vouchers[1]);
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
