import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AmountInput, amountInputSizeNames } from '../../src/components/AmountInput';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';
import { compose, compositionOrders, keyByKey } from '../../src/components/AmountInput/inputMethod.testing';
import { stripIsolates } from '../../src/i18n/bidi';
import { interpolate } from '../../src/i18n/format';

const column = { display: 'grid', gap: 'var(--ek-space-xl)', maxInlineSize: '400px' } as const;

/** The catalogue of the locale the story runs in (the story tests run in English and Arabic). */
const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

const meta = {
  title: 'Components/AmountInput',
  component: AmountInput,
  args: { coin: 'USDT', onValueChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: amountInputSizeNames },
    decimals: { control: { type: 'number', min: 0, max: 18 } },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '400px' }}>{Story()}</div>],
} satisfies Meta<typeof AmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: typing '.5' gives '0.5' (LP-AMT-03) and '007' gives '7' (LP-AMT-04). */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '.5');
    await expect(input).toHaveValue('0.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('0.5');
    await userEvent.clear(input);
    await userEvent.type(input, '007');
    await expect(input).toHaveValue('7');
  },
};

/** Filled, with the available balance in the hint slot; a trailing dot goes on blur (LP-AMT-07). */
export const Filled: Story = {
  args: { defaultValue: '1250.5', hint: 'Available 8,000.12345678 USDT' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAccessibleDescription('USDT Available 8,000.12345678 USDT');
    await userEvent.clear(input);
    await userEvent.type(input, '5.');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
  },
};

/** With Max: fills in the balance rounded down to the field's decimals (SH-CONST-08). */
export const WithMax: Story = {
  args: { maxAmount: '8000.123456789', decimals: 8, hint: 'Available 8,000.12345678 USDT' },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: catalogueOf(globals)['common.max'] }));
    await expect(canvas.getByRole('textbox')).toHaveValue('8000.12345678');
    await expect(args.onValueChange).toHaveBeenCalledWith('8000.12345678');
  },
};

/** An outside error (balance, minimum): the field is invalid and the error describes it (SE-AMT-02). */
export const WithError: Story = {
  args: { defaultValue: '9000', maxAmount: '8000', hint: 'Available 8,000 USDT', error: 'Insufficient balance' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('USDT Available 8,000 USDT Insufficient balance');
  },
};

/** A refused keystroke: 13 digits pass the cap, so the 13th is refused and the field says why (DEC-14). */
export const RefusedOverCap: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '9999999999999');
    await expect(input).toHaveValue('999999999999');
    const reason = interpolate(catalogueOf(globals)['amountInput.error.overMax'], { max: '999999999999' });
    await expect(canvas.getByText(reason)).toBeVisible();
  },
};

/** Disabled: the input and Max do nothing. */
export const Disabled: Story = {
  args: { defaultValue: '100', maxAmount: '8000', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

/** Sold out: disabled, no Max, no amount error (SE-AMT-05). */
export const SoldOut: Story = {
  args: { maxAmount: '8000', soldOut: true, error: 'Minimum purchase amount 10 USDT' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByText(catalogueOf(globals)['amountInput.soldOut'])).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Minimum purchase amount 10 USDT')).not.toBeInTheDocument();
  },
};

/** 8 decimals on desktop, 6 on mobile (DEC-03, SE-AMT-09, SE-AMT-10): a decimal more is refused. */
export const SixVersusEightDecimals: Story = {
  render: (args) => (
    <div style={column}>
      <AmountInput {...args} label="8 decimals" decimals={8} />
      <AmountInput {...args} label="6 decimals" decimals={6} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const eight = canvas.getByRole('textbox', { name: '8 decimals' });
    const six = canvas.getByRole('textbox', { name: '6 decimals' });
    await userEvent.type(eight, '0.123456789');
    await userEvent.type(six, '0.1234567');
    await expect(eight).toHaveValue('0.12345678');
    await expect(six).toHaveValue('0.123456');
  },
};

/** allowNegative keeps a leading minus (LP-AMT-05); without it, '-3' becomes '3'. */
export const AllowNegative: Story = {
  render: (args) => (
    <div style={column}>
      <AmountInput {...args} label="Adjustment" allowNegative />
      <AmountInput {...args} label="Amount only" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Adjustment' }), '-3');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount only' }), '-3');
    await expect(canvas.getByRole('textbox', { name: 'Adjustment' })).toHaveValue('-3');
    await expect(canvas.getByRole('textbox', { name: 'Amount only' })).toHaveValue('3');
  },
};

/** A pasted '1 234,5' is normalised to '1234.5' (DEC-14). */
export const Paste: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('1 234,5');
    await expect(input).toHaveValue('1234.5');
  },
};

/** The text of the field's polite live region, as a screen reader hears it (isolates removed). */
const announcement = (input: HTMLElement) =>
  stripIsolates(input.closest('[data-slot="amount-input"]')?.querySelector('[aria-live="polite"]')?.textContent ?? '');

/**
 * The decimal key the device gives always works: an iOS keypad in a French region shows ',' in an English app, an
 * Arabic keypad '٫' (Uniswap #7801, #7733). A Japanese input method composing '１２３４．５６' gives the same 1234.56
 * with the events in Chromium's order and in Safari's: the field leaves the text to the input method until it commits,
 * so no digit is written twice (react-number-format #262, #768, antd #21199).
 */
export const DecimalKeyOfTheDevice: Story = {
  render: (args) => (
    <div style={column}>
      <AmountInput {...args} label="Comma key" />
      <AmountInput {...args} label="Arabic keypad" />
      <AmountInput {...args} label="Input method, Chromium" />
      <AmountInput {...args} label="Input method, Safari" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const comma = canvas.getByRole('textbox', { name: 'Comma key' });
    await userEvent.type(comma, '1234,56');
    await expect(comma).toHaveValue('1234.56');
    const arabic = canvas.getByRole('textbox', { name: 'Arabic keypad' });
    await userEvent.type(arabic, '١٢٣٤٫٥٦');
    await expect(arabic).toHaveValue('1234.56');
    for (const order of compositionOrders) {
      const composed = canvas.getByRole<HTMLInputElement>('textbox', {
        name: `Input method, ${order === 'chromium' ? 'Chromium' : 'Safari'}`,
      });
      await userEvent.click(composed);
      compose(composed, keyByKey('１２３４．５６'), order);
      await expect(composed).toHaveValue('1234.56');
    }
  },
};

/**
 * Never a silent change of magnitude: a pasted '1,000' is read by the app's convention (a thousand in English), and
 * the field says how it read it, in a polite live region (react-spectrum #1879, react-number-format #349).
 */
export const PasteReadAs: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('1,000');
    await userEvent.tab();
    await expect(input).toHaveValue('1000');
    await expect(announcement(input)).toBe(
      interpolate(catalogueOf(globals)['amountInput.readAs'], { amount: '1,000' }),
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A paste that reads as no one number ('1,2,3') is refused: the field is marked invalid and names it (WCAG 3.3.1). */
export const PasteUnreadable: Story = {
  args: { defaultValue: '25' },
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('1,2,3');
    await expect(input).toHaveValue('25');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(announcement(input)).toBe(
      interpolate(catalogueOf(globals)['amountInput.error.unreadablePaste'], { pasted: '1,2,3' }),
    );
  },
};

/** Every size. */
export const Sizes: Story = {
  render: (args) => (
    <div style={column}>
      {amountInputSizeNames.map((size) => (
        <AmountInput key={size} {...args} size={size} label={`Size ${size}`} maxAmount="100" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('textbox', { name: 'Size sm' }).getBoundingClientRect().height;
    const large = canvas.getByRole('textbox', { name: 'Size lg' }).getBoundingClientRect().height;
    await expect(small).toBeLessThan(large);
  },
};

/** Mobile: the field and Max are 44 px touch targets; mobile subscribe uses 6 decimals (SE-AMT-10). */
export const Mobile: Story = {
  args: { decimals: 6, maxAmount: '8000', hint: 'Available 8,000 USDT' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const max = canvas.getByRole('button').getBoundingClientRect();
    await expect(Math.min(max.height, max.width)).toBeGreaterThanOrEqual(44);
    await userEvent.type(input, '1.1234567');
    await expect(input).toHaveValue('1.123456');
  },
};
