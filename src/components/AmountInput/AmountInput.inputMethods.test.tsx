import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider';
import { AmountInput } from './AmountInput';
import { compose, compositionOrders, keyByKey, pasteText, typeKeys } from './inputMethod.testing';

// The decimal key a phone or an input method gives follows the device, not the app (Uniswap #7801, #7733): an iOS
// keypad in a French region shows ',' in an English app, an Arabic one '٫'. Whatever the key, the amount is the same.

/** Writes ASCII digits in a script. */
const inScript = (zero: number) => (ascii: string) =>
  ascii.replace(/[0-9]/g, (digit) => String.fromCharCode(zero + Number(digit)));
const ascii = (text: string) => text;
const arabicIndic = inScript(0x0660);
const persian = inScript(0x06f0);
const devanagari = inScript(0x0966);
const fullWidth = inScript(0xff10);

/** Twelve locales and the digits their keyboards or input methods give. */
const locales = [
  ['en-US', ascii],
  ['en-GB', ascii],
  ['fr-FR', ascii],
  ['de-DE', ascii],
  ['es-ES', ascii],
  ['pt-BR', ascii],
  ['ru-RU', ascii],
  ['ar-EG', arabicIndic],
  ['fa-IR', persian],
  ['hi-IN', devanagari],
  ['ja-JP', fullWidth],
  ['zh-CN', fullWidth],
] as const;
const decimalKeys = ['.', ',', '٫'] as const;

function renderField(locale: string) {
  const onValueChange = vi.fn();
  const { container } = render(
    <EarnProvider locale={locale}>
      <AmountInput coin="USDT" onValueChange={onValueChange} />
    </EarnProvider>,
  );
  const input = within(container).getByRole<HTMLInputElement>('textbox');
  act(() => input.focus());
  return { input, onValueChange };
}

/** The value reached the host as plain ASCII amount text only, never as a half-composed string. */
function expectOnlyPlainValuesReported(onValueChange: ReturnType<typeof vi.fn>) {
  for (const [value] of onValueChange.mock.calls) expect(value).toMatch(/^\d*\.?\d*$/);
}

const cases = locales.flatMap(([locale, digits]) =>
  decimalKeys.map((key) => ({ locale, key, text: `${digits('1234')}${key}${digits('56')}` })),
);

describe('AmountInput: the decimal key the device gives always works', () => {
  it.each(cases)('$locale, decimal key $key, typed: $text is 1234.56', ({ locale, text }) => {
    const { input, onValueChange } = renderField(locale);
    act(() => typeKeys(input, text));
    expect(input).toHaveValue('1234.56');
    expect(onValueChange).toHaveBeenLastCalledWith('1234.56');
    expectOnlyPlainValuesReported(onValueChange);
  });

  it.each(cases)('$locale, decimal key $key, pasted: $text is 1234.56', ({ locale, text }) => {
    const { input, onValueChange } = renderField(locale);
    act(() => pasteText(input, text));
    expect(input).toHaveValue('1234.56');
    expect(onValueChange).toHaveBeenLastCalledWith('1234.56');
  });

  describe.each(compositionOrders)('composed, with the events in the order %s sends them', (order) => {
    it.each(cases)('$locale, decimal key $key: $text is 1234.56, no digit twice', ({ locale, text }) => {
      const { input, onValueChange } = renderField(locale);
      act(() => compose(input, keyByKey(text), order));
      expect(input).toHaveValue('1234.56');
      expect(onValueChange).toHaveBeenLastCalledWith('1234.56');
      expectOnlyPlainValuesReported(onValueChange);
    });

    it.each(['１２３４．５６', '１２３４。５６', '１２３４，５６'])(
      'a full-width %s composed through a Japanese or Chinese input method equals typing 1234.56',
      (fullWidthText) => {
        const { input } = renderField('ja-JP');
        act(() => compose(input, keyByKey(fullWidthText), order));
        const composed = input.value;
        fireEvent.blur(input);
        const typed = renderField('en-US').input;
        act(() => typeKeys(typed, '1234.56'));
        expect(composed).toBe(typed.value);
      },
    );

    it('a composition inside an amount goes in at the caret, once', () => {
      const { input } = renderField('ja-JP');
      act(() => typeKeys(input, '12.5'));
      act(() => input.setSelectionRange(2, 2));
      act(() => compose(input, keyByKey('３４'), order));
      expect(input).toHaveValue('1234.5');
    });

    it('while composing the text is left to the input method; letters composed are refused when it ends', () => {
      const { input, onValueChange } = renderField('ja-JP');
      act(() => typeKeys(input, '7'));
      act(() => compose(input, ['ｓ', 'す', 'すう'], order));
      expect(input).toHaveValue('7');
      expect(onValueChange).toHaveBeenLastCalledWith('7');
      expect(screen.getByText('Enter digits and one decimal point only')).toBeInTheDocument();
    });
  });
});
