import { act, fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../domain/decimal';
import { stripIsolates } from '../../i18n/bidi';
import { EarnProvider } from '../EarnProvider';
import { AmountInput } from './AmountInput';
import { pasteText } from './inputMethod.testing';

// Never a silent change of magnitude (react-spectrum #1879, react-number-format #349): a paste is read, and when
// reading it took a decision about separators the field says how it read it, in a polite live region; a paste it
// cannot read is refused, the field marked invalid with a message naming the text (WCAG 3.3.1).

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const unreadable = (pasted: string) => `Could not read “${pasted}” as an amount`;

interface Paste {
  pasted: string;
  locale: string;
  /** The number a reader in that locale takes the text for; null when it reads as no number at all. */
  evident: string | null;
  /** The field's value after the paste and a blur. */
  value: string;
  /** The hint the field shows and announces, or the refusal message; null for neither. */
  message: string | null;
}

const row = (pasted: string, locale: string, evident: string | null, value: string, message: string | null): Paste => ({
  pasted,
  locale,
  evident,
  value,
  message,
});

const corpus: Paste[] = [
  // English conventions: ',' groups, '.' is the decimal point.
  row('1234.56', 'en-US', '1234.56', '1234.56', null),
  row('1,234.56', 'en-US', '1234.56', '1234.56', 'Read as 1,234.56'),
  row('1,000', 'en-US', '1000', '1000', 'Read as 1,000'),
  row('1,000', 'en-GB', '1000', '1000', 'Read as 1,000'),
  row('12,3', 'en-GB', '12.3', '12.3', 'Read as 12.3'),
  row('123,45', 'en-GB', '123.45', '123.45', 'Read as 123.45'),
  row('3.000.000,25', 'en-GB', '3000000.25', '3000000.25', 'Read as 3,000,000.25'),
  row('3.000.000', 'en-US', '3000000', '3000000', 'Read as 3,000,000'),
  row('1.000', 'en-US', '1', '1.000', null),
  row('0,5', 'en-US', '0.5', '0.5', 'Read as 0.5'),
  row('0,125', 'en-US', '0.125', '0.125', 'Read as 0.125'),
  row(`1${NBSP}234,56`, 'en-US', '1234.56', '1234.56', 'Read as 1,234.56'),
  row("1'234.50", 'en-US', '1234.50', '1234.50', 'Read as 1,234.50'),
  row('1,234,567', 'en-US', '1234567', '1234567', 'Read as 1,234,567'),
  row('1.234,5', 'en-US', '1234.5', '1234.5', 'Read as 1,234.5'),
  row('  42\n', 'en-US', '42', '42', null),
  row('5.', 'en-US', '5', '5', null),
  row('.5', 'en-US', '0.5', '0.5', null),
  row('١٬٢٣٤٫٥', 'en-US', '1234.5', '1234.5', 'Read as 1,234.5'),
  row('١٢٣٤٫٥', 'en-US', '1234.5', '1234.5', null),
  row('１，２３４．５', 'en-US', '1234.5', '1234.5', 'Read as 1,234.5'),
  row('12,34,567.8', 'en-IN', '1234567.8', '1234567.8', 'Read as 12,34,567.8'),
  row('1,00,000', 'en-IN', '100000', '100000', 'Read as 1,00,000'),
  row('१,२३४.५', 'hi-IN', '1234.5', '1234.5', 'Read as 1,234.5'),
  // German, Spanish, Portuguese: '.' groups, ',' is the decimal point.
  row('1.000', 'de-DE', '1000', '1000', 'Read as 1.000'),
  row('1,000', 'de-DE', '1', '1.000', 'Read as 1,000'),
  row('1.234,56', 'de-DE', '1234.56', '1234.56', 'Read as 1.234,56'),
  row('3.000.000,25', 'de-DE', '3000000.25', '3000000.25', 'Read as 3.000.000,25'),
  row('12,3', 'de-DE', '12.3', '12.3', 'Read as 12,3'),
  row('1234,56', 'de-DE', '1234.56', '1234.56', 'Read as 1.234,56'),
  row('1,234.56', 'de-DE', '1234.56', '1234.56', 'Read as 1.234,56'),
  row('1.5', 'de-DE', '1.5', '1.5', null),
  row('1.000', 'es-ES', '1000', '1000', 'Read as 1.000'),
  row('12.345,6', 'es-ES', '12345.6', '12345.6', 'Read as 12.345,6'),
  row('1.000,50', 'pt-BR', '1000.50', '1000.50', 'Read as 1.000,50'),
  row('100,5', 'pt-BR', '100.5', '100.5', 'Read as 100,5'),
  // French and Russian: spaces group, ',' is the decimal point.
  row(`1${NBSP}234,56`, 'fr-FR', '1234.56', '1234.56', `Read as 1${NNBSP}234,56`),
  row(`1${NNBSP}000`, 'fr-FR', '1000', '1000', `Read as 1${NNBSP}000`),
  row('1,000', 'fr-FR', '1', '1.000', 'Read as 1,000'),
  row('0,75', 'fr-FR', '0.75', '0.75', 'Read as 0,75'),
  row('1 000 000,5', 'ru-RU', '1000000.5', '1000000.5', `Read as 1${NBSP}000${NBSP}000,5`),
  row('1,000', 'ru-RU', '1', '1.000', 'Read as 1,000'),
  // Swiss: an apostrophe groups, '.' is the decimal point.
  row("1'000.5", 'de-CH', '1000.5', '1000.5', "Read as 1'000.5"),
  row('1,000', 'de-CH', '1000', '1000', "Read as 1'000"),
  // Japanese: full-width text from an input method.
  row('１，０００', 'ja-JP', '1000', '1000', 'Read as 1,000'),
  row('１２３４．５', 'ja-JP', '1234.5', '1234.5', null),
  row('１２３。４５', 'ja-JP', '123.45', '123.45', null),
  // Arabic: the catalogue's Arabic, Latin digits shown.
  row('1,000', 'ar', '1000', '1000', 'قُرئ المبلغ على أنه 1,000'),
  row('١٬٠٠٠', 'ar', '1000', '1000', 'قُرئ المبلغ على أنه 1,000'),
  row('١٢٫٥', 'ar', '12.5', '12.5', null),
  row('1,2,3', 'ar', null, '', 'تعذّرت قراءة «1,2,3» كمبلغ'),
  // Text that reads as no one number: refused, named, the field marked invalid.
  row('1,2,3', 'en-US', null, '', unreadable('1,2,3')),
  row('1.2.3', 'en-US', null, '', unreadable('1.2.3')),
  row('12,34,5', 'en-US', null, '', unreadable('12,34,5')),
  row('1,234.5.6', 'en-US', null, '', unreadable('1,234.5.6')),
  row('1.5,', 'en-US', null, '', unreadable('1.5,')),
  row('1.234.5', 'de-DE', null, '', unreadable('1.234.5')),
  row('$1,234.56', 'en-US', null, '', unreadable('$1,234.56')),
  row('1,234.56 USDT', 'en-US', null, '', unreadable('1,234.56 USDT')),
];

function pasteInto(locale: string, pasted: string) {
  const { container } = render(
    <EarnProvider locale={locale}>
      <AmountInput coin="USDT" />
    </EarnProvider>,
  );
  const input = within(container).getByRole<HTMLInputElement>('textbox');
  act(() => input.focus());
  act(() => pasteText(input, pasted));
  fireEvent.blur(input);
  const liveRegion = container.querySelector('[aria-live]')!;
  return { input, liveRegion };
}

describe('AmountInput: never a silent change of magnitude', () => {
  it('the corpus holds at least 50 cross-locale pastes', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(50);
  });

  it.each(corpus)(
    '$locale, pasted $pasted: $value, message $message',
    ({ pasted, locale, evident, value, message }) => {
      const { input, liveRegion } = pasteInto(locale, pasted);
      const announced = stripIsolates(liveRegion.textContent ?? '');
      expect(input).toHaveValue(value);
      expect(announced).toBe(message ?? '');
      expect(liveRegion).toHaveAttribute('aria-live', 'polite');
      const sameNumber = evident !== null && value !== '' && new Decimal(value).eq(evident);
      // Whatever the field did, a value that is not the evident number is never left unsaid.
      if (!sameNumber) expect(announced).not.toBe('');
      // The message also describes the input, so it is heard again when the person comes back to the field.
      if (message !== null) expect(stripIsolates(describedText(input))).toContain(message);
      if (evident === null) expect(input).toHaveAttribute('aria-invalid', 'true');
      else expect(input).not.toHaveAttribute('aria-invalid');
    },
  );

  it('typing after a read paste clears the hint: it was about the paste', () => {
    const { input, liveRegion } = pasteInto('en-GB', '1,000');
    expect(stripIsolates(liveRegion.textContent ?? '')).toBe('Read as 1,000');
    fireEvent.change(input, { target: { value: '10005' } });
    expect(input).toHaveValue('10005');
    expect(liveRegion).toHaveTextContent('');
  });
});

/** The text of the elements that describe `input`, as a screen reader reads its description. */
function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
