import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAmountInput, type UseAmountInputOptions } from './useAmountInput';

/** The smallest field a host could build on the hook: label, input, Max, error line. */
function Field(options: UseAmountInputOptions) {
  const amount = useAmountInput(options);
  return (
    <>
      <label htmlFor={amount.inputProps.id}>Amount</label>
      <input {...amount.inputProps} />
      <button {...amount.maxButtonProps}>Max</button>
      <p {...amount.errorProps}>
        {amount.rejection ? `${amount.rejection.key} ${JSON.stringify(amount.rejection.params ?? {})}` : ''}
        <span data-testid="read-as">{amount.readAs}</span>
      </p>
    </>
  );
}

function setup(options: UseAmountInputOptions = {}) {
  const user = userEvent.setup();
  const onValueChange = vi.fn();
  render(<Field onValueChange={onValueChange} {...options} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
  return { user, input, onValueChange };
}

describe('useAmountInput', () => {
  it('LP-AMT-01 the input is a decimal text field with no browser help that could corrupt an amount', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAttribute('dir', 'ltr');
  });

  it('LP-AMT-01 letters are refused and the field says why', async () => {
    const { user, input, onValueChange } = setup();
    await user.type(input, '1a');
    expect(input).toHaveValue('1');
    expect(onValueChange).toHaveBeenLastCalledWith('1');
    expect(screen.getByText(/amountInput.error.invalidCharacter/)).toBeInTheDocument();
  });

  it('LP-AMT-03 DEC-14 typing .5 gives 0.5, reported as it goes', async () => {
    const { user, input, onValueChange } = setup();
    await user.type(input, '.5');
    expect(input).toHaveValue('0.5');
    expect(onValueChange.mock.calls).toEqual([['0.'], ['0.5']]);
  });

  it('LP-AMT-04 DEC-14 typing 007 gives 7', async () => {
    const { user, input } = setup();
    await user.type(input, '007');
    expect(input).toHaveValue('7');
  });

  it('LP-AMT-02 a ninth decimal is refused when 8 are allowed, with the reason', async () => {
    const onRejection = vi.fn();
    const { user, input, onValueChange } = setup({ decimals: 8, onRejection });
    await user.type(input, '1.123456789');
    expect(input).toHaveValue('1.12345678');
    expect(onValueChange).toHaveBeenLastCalledWith('1.12345678');
    expect(onRejection).toHaveBeenCalledWith({ key: 'amountInput.error.tooManyDecimals', params: { decimals: 8 } });
    expect(screen.getByText('amountInput.error.tooManyDecimals {"decimals":8}')).toBeInTheDocument();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText(/tooManyDecimals/).id);
  });

  it('SE-AMT-10 a seventh decimal is refused when 6 are allowed', async () => {
    const { user, input } = setup({ decimals: 6 });
    await user.type(input, '0.1234567');
    expect(input).toHaveValue('0.123456');
  });

  it('LP-AMT-05 DEC-14 a minus sign is stripped unless negatives are allowed', async () => {
    const { user, input } = setup();
    await user.type(input, '-3');
    expect(input).toHaveValue('3');
  });

  it('LP-AMT-05 with allowNegative a leading minus stays', async () => {
    const { user, input } = setup({ allowNegative: true });
    await user.type(input, '-3');
    expect(input).toHaveValue('-3');
  });

  it('LP-AMT-06 SH-CONST-06 DEC-14 a thirteenth digit is refused, not clamped, and the field says why', async () => {
    const { user, input } = setup();
    await user.type(input, '9999999999999');
    expect(input).toHaveValue('999999999999');
    expect(screen.getByText('amountInput.error.overMax {"max":"999999999999"}')).toBeInTheDocument();
  });

  it('LP-AMT-07 a trailing dot is removed on blur, and the refusal message goes with it', async () => {
    const { user, input, onValueChange } = setup();
    await user.type(input, '5.a');
    expect(screen.getByText(/invalidCharacter/)).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('5');
    expect(onValueChange).toHaveBeenLastCalledWith('5');
    expect(screen.queryByText(/invalidCharacter/)).not.toBeInTheDocument();
  });

  it('DEC-14 the next accepted keystroke clears the refusal', async () => {
    const { user, input } = setup({ decimals: 2 });
    await user.type(input, '1.234');
    expect(screen.getByText(/tooManyDecimals/)).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('1.2');
    expect(screen.queryByText(/tooManyDecimals/)).not.toBeInTheDocument();
  });

  it('DEC-14 a pasted 1,5 becomes 1.5', async () => {
    const { user, input, onValueChange } = setup();
    await user.click(input);
    await user.paste('1,5');
    expect(input).toHaveValue('1.5');
    expect(onValueChange.mock.calls).toEqual([['1.5']]);
  });

  it.each([
    ['1 234,56', '1234.56'],
    ['1,234.5', '1234.5'],
    ['١٢٣٫٤', '123.4'],
    ['  42.\n', '42'],
  ])('DEC-14 a pasted %j is sanitised by the same rules: %j', async (pasted, expected) => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(expected);
  });

  it.each([
    ['en-GB', '1000'],
    ['de-DE', '1.000'],
    [undefined, '1.000'],
  ])(
    'with the locale %s a pasted 1,000 reads as %s, and readAs says so until the next keystroke',
    async (locale, read) => {
      const { user, input } = setup({ locale });
      await user.click(input);
      await user.paste('1,000');
      expect(input).toHaveValue(read);
      expect(screen.getByTestId('read-as')).toHaveTextContent(read);
      await user.type(input, '5');
      expect(screen.getByTestId('read-as')).toHaveTextContent('');
    },
  );

  it('a paste that reads as no number is refused with the text named, and the field is invalid until the next edit', async () => {
    const { user, input } = setup({ defaultValue: '25' });
    await user.click(input);
    await user.paste('1,2,3');
    expect(input).toHaveValue('25');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('amountInput.error.unreadablePaste {"pasted":"1,2,3"}')).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '1');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('DEC-14 a paste over the cap is refused and the value stays', async () => {
    const { user, input } = setup({ defaultValue: '12' });
    await user.click(input);
    await user.paste('9999999999999');
    expect(input).toHaveValue('12');
    expect(screen.getByText(/overMax/)).toBeInTheDocument();
  });

  it('DEC-14 a paste inside the value is inserted at the caret', async () => {
    const { user, input } = setup({ defaultValue: '19' });
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.paste('2 345');
    expect(input).toHaveValue('123459');
  });

  it('DEC-14 a read-only field ignores a paste, and the host paste handler still runs first', async () => {
    const onPaste = vi.fn();
    const { user, input, onValueChange } = setup({ defaultValue: '5', readOnly: true, onPaste });
    await user.click(input);
    await user.paste('12');
    expect(onPaste).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('5');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('DEC-14 typing Arabic-Indic digits stores ASCII digits', async () => {
    const { user, input } = setup();
    await user.type(input, '١٢٫٥');
    expect(input).toHaveValue('12.5');
  });

  it('DEC-14 the caret stays where the user put it when a dot typed before 5 becomes 0.', async () => {
    const { user, input } = setup({ defaultValue: '5' });
    await user.click(input);
    input.setSelectionRange(0, 0);
    await user.keyboard('.');
    expect(input).toHaveValue('0.5');
    expect(input.selectionStart).toBe(2);
  });

  it('LP-AMT-02 the caret stays where it was when a keystroke in the middle is refused', async () => {
    const { user, input } = setup({ defaultValue: '1.25', decimals: 2 });
    await user.click(input);
    input.setSelectionRange(3, 3);
    await user.keyboard('9');
    expect(input).toHaveValue('1.25');
    expect(input.selectionStart).toBe(3);
  });

  it('SE-AMT-09 controlled: the parent holds the value and gets every accepted change', async () => {
    function Parent() {
      const [amount, setAmount] = useState('1');
      return (
        <>
          <Field value={amount} onValueChange={setAmount} />
          <output>{amount}</output>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Parent />);
    await user.type(screen.getByRole('textbox'), '.5a');
    expect(screen.getByRole('status')).toHaveTextContent('1.5');
  });

  it('DEC-14 the host handlers are chained, and preventDefault skips sanitising', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const { user, input, onValueChange } = setup({ onChange, onBlur });
    await user.type(input, '7');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('7');
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);

    const vetoed = vi.fn();
    render(<Field onChange={(event) => event.preventDefault()} onValueChange={vetoed} />);
    await user.type(screen.getAllByRole('textbox')[1]!, '8');
    expect(vetoed).not.toHaveBeenCalled();
  });

  it('SH-CONST-08 Max fills the amount rounded down to the field decimals', async () => {
    const { user, input, onValueChange } = setup({ maxAmount: '12.3456789', decimals: 6 });
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('12.345678');
    expect(onValueChange).toHaveBeenCalledWith('12.345678');
  });

  it('DEC-14 Max over the cap is refused with the reason', async () => {
    const { user, input } = setup({ maxAmount: '1000', cap: '500' });
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(input).toHaveValue('');
    expect(screen.getByText(/overMax/)).toBeInTheDocument();
  });

  it('SH-CONST-08 Max fills the balance and decimals of the latest render, and reports to the latest callback', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Field maxAmount="5" decimals={2} onValueChange={first} />);
    rerender(<Field maxAmount="7.129" decimals={1} onValueChange={latest} />);
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox')).toHaveValue('7.1');
    expect(latest).toHaveBeenCalledWith('7.1');
    expect(first).not.toHaveBeenCalled();
    // The rules of the latest render apply to typing too: a second decimal is now refused.
    await user.type(screen.getByRole('textbox'), '5');
    expect(screen.getByRole('textbox')).toHaveValue('7.1');
  });

  it('SE-AMT-06 Max is disabled without a max amount and when the field is disabled', () => {
    render(<Field />);
    expect(screen.getByRole('button', { name: 'Max' })).toBeDisabled();
  });

  it('SE-AMT-01 an outside error marks the input invalid and describes it', () => {
    const { input } = setup({ invalid: true, describedBy: 'hint' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toMatch(/^hint \S+-error$/);
  });

  describe('with maxFillDelay (fake timers: the delay is counted, not waited for)', () => {
    afterEach(() => vi.useRealTimers());

    it('Max fills only once the delay has passed after the press', () => {
      vi.useFakeTimers();
      const onValueChange = vi.fn();
      render(<Field maxAmount="12.5" maxFillDelay={200} onValueChange={onValueChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Max' }));
      act(() => vi.advanceTimersByTime(199));
      expect(screen.getByRole('textbox')).toHaveValue('');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('textbox')).toHaveValue('12.5');
      expect(onValueChange).toHaveBeenCalledOnce();
    });

    it('presses within the delay fill once, the delay after the last, with the balance of that moment', () => {
      vi.useFakeTimers();
      const onValueChange = vi.fn();
      const { rerender } = render(<Field maxAmount="5" maxFillDelay={200} onValueChange={onValueChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Max' }));
      act(() => vi.advanceTimersByTime(150));
      fireEvent.click(screen.getByRole('button', { name: 'Max' }));
      rerender(<Field maxAmount="6" maxFillDelay={200} onValueChange={onValueChange} />);
      act(() => vi.advanceTimersByTime(199));
      expect(onValueChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('textbox')).toHaveValue('6');
      expect(onValueChange).toHaveBeenCalledOnce();
    });

    it('a field that goes away before the delay ends fills nothing', () => {
      vi.useFakeTimers();
      const onValueChange = vi.fn();
      const { unmount } = render(<Field maxAmount="5" maxFillDelay={200} onValueChange={onValueChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Max' }));
      unmount();
      act(() => vi.advanceTimersByTime(500));
      expect(onValueChange).not.toHaveBeenCalled();
    });
  });
});
