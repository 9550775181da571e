import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { amountRejectionKeys } from '../../domain/amount';
import { ar } from '../../i18n/catalogue/ar';
import { en } from '../../i18n/catalogue/en';
import { EarnProvider } from '../EarnProvider';
import { AmountInput } from './AmountInput';

const amountBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
const rootOf = (input: HTMLElement) => input.closest('[data-slot="amount-input"]')!;

describe('AmountInput', () => {
  it('DEC-14 given a field, the user finds it by its label and it describes itself with the coin and the hint', () => {
    render(<AmountInput coin="USDT" hint="Available 12.5 USDT" />);
    expect(amountBox()).toHaveAccessibleDescription('USDT Available 12.5 USDT');
    expect(amountBox()).toHaveAttribute('placeholder', '0.00');
  });

  it('LP-AMT-03 LP-AMT-04 LP-AMT-05 when the user types, the field shows the sanitised amount', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<AmountInput onValueChange={onValueChange} />);
    await user.type(amountBox(), '-007.5');
    expect(amountBox()).toHaveValue('7.5');
    expect(onValueChange).toHaveBeenLastCalledWith('7.5');
  });

  it('LP-AMT-02 DEC-03 when a ninth decimal is typed, the field refuses it and says why', async () => {
    const user = userEvent.setup();
    render(<AmountInput decimals={8} />);
    await user.type(amountBox(), '0.123456789');
    expect(amountBox()).toHaveValue('0.12345678');
    expect(screen.getByText('Up to 8 decimal places')).toBeInTheDocument();
    expect(amountBox()).toHaveAccessibleDescription('Up to 8 decimal places');
    // A refusal is a notice: the value shown is still valid.
    expect(amountBox()).not.toHaveAttribute('aria-invalid');
  });

  it('LP-AMT-06 DEC-14 when the amount would pass the cap, the field says what the maximum is', async () => {
    const user = userEvent.setup();
    render(<AmountInput />);
    await user.type(amountBox(), '9999999999999');
    expect(amountBox()).toHaveValue('999999999999');
    expect(screen.getByText('The maximum is 999999999999')).toBeInTheDocument();
  });

  it('DEC-14 in Arabic the refusal is read in Arabic and the number stays left to right', async () => {
    const user = userEvent.setup();
    render(
      <EarnProvider locale="ar">
        <AmountInput decimals={6} />
      </EarnProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'المبلغ' });
    await user.type(input, '1.1234567');
    expect(input).toHaveValue('1.123456');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('حتى 6 منازل عشرية')).toBeInTheDocument();
  });

  it('SE-AMT-02 given an outside error, the field is invalid and the error describes it', () => {
    render(<AmountInput coin="USDT" error="Insufficient balance" />);
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
    expect(amountBox()).toHaveAccessibleDescription('USDT Insufficient balance');
    expect(rootOf(amountBox())).toHaveAttribute('data-invalid');
  });

  it('SH-CONST-08 when the user presses Max, the field holds the balance rounded down to its decimals', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<AmountInput maxAmount="1234.567891239" decimals={6} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountBox()).toHaveValue('1234.567891');
    expect(onValueChange).toHaveBeenCalledWith('1234.567891');
  });

  it('SE-AMT-06 given a disabled field, the input and Max are disabled and the state says so', () => {
    render(<AmountInput disabled maxAmount="5" />);
    expect(amountBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
    expect(rootOf(amountBox())).toHaveAttribute('data-state', 'disabled');
    expect(rootOf(amountBox())).toHaveAttribute('data-disabled');
  });

  it('SE-AMT-05 given a sold-out product, the field reads Sold out, offers no Max and skips the amount error', () => {
    render(<AmountInput soldOut maxAmount="5" error="Minimum purchase amount 10" />);
    expect(amountBox()).toBeDisabled();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(amountBox()).toHaveAccessibleDescription('Sold out');
    expect(screen.queryByRole('button', { name: 'Max' })).not.toBeInTheDocument();
    expect(screen.queryByText('Minimum purchase amount 10')).not.toBeInTheDocument();
    expect(amountBox()).not.toHaveAttribute('aria-invalid');
    expect(rootOf(amountBox())).toHaveAttribute('data-state', 'soldOut');
  });

  it('DEC-14 the messages prop overrides the catalogue strings', async () => {
    const user = userEvent.setup();
    render(
      <AmountInput
        label="Stake"
        maxAmount="1"
        messages={{ 'common.max': 'All', 'amountInput.error.invalidCharacter': 'Numbers only' }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Stake' }), 'x');
    expect(screen.getByText('Numbers only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
  });

  it('SE-AMT-09 SE-AMT-10 the size, the ref and the name reach the DOM', () => {
    const ref = createRef<HTMLInputElement>();
    render(<AmountInput ref={ref} size="lg" name="amount" />);
    expect(ref.current).toBe(amountBox());
    expect(amountBox()).toHaveAttribute('name', 'amount');
    expect(rootOf(amountBox())).toHaveAttribute('data-size', 'lg');
  });

  it('DEC-14 every reason a keystroke can be refused has an English and an Arabic message', () => {
    for (const key of amountRejectionKeys) {
      expect(en[key]).toBeTruthy();
      expect(ar[key]).toBeTruthy();
      expect(ar[key]).not.toBe(en[key]);
    }
  });
});
