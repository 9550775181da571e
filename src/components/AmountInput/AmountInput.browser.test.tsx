import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { AmountInput, type AmountInputProps } from './AmountInput';
import { keyByKey } from './inputMethod.testing';

// Real Chromium, real key presses: the browser's own caret and editing, not a DOM emulation.

function renderField(props: AmountInputProps = {}, extra?: ReactNode) {
  render(
    <EarnProvider>
      <div
        data-testid="amount-frame"
        style={{ inlineSize: '360px', padding: 'var(--ek-space-lg)', background: 'var(--ek-color-surface)' }}
      >
        <AmountInput coin="USDT" {...props} />
        {extra}
      </div>
    </EarnProvider>,
  );
  return page.getByRole('textbox', { name: 'Amount' });
}

const element = (locator: ReturnType<typeof renderField>) => locator.element() as HTMLInputElement;

/** Pastes `text` as the browser does: a paste event carrying the text in its clipboard data. */
function paste(input: HTMLInputElement, text: string) {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
}

describe('AmountInput in Chromium', () => {
  it('LP-AMT-03 DEC-14 typing .5 gives 0.5', async () => {
    const field = renderField();
    await userEvent.type(field, '.5');
    await expect.element(field).toHaveValue('0.5');
  });

  it('LP-AMT-04 DEC-14 typing 007 gives 7', async () => {
    const field = renderField();
    await userEvent.type(field, '007');
    await expect.element(field).toHaveValue('7');
  });

  it('LP-AMT-02 a ninth decimal is refused when 8 are allowed', async () => {
    const field = renderField({ decimals: 8 });
    await userEvent.type(field, '1.123456789');
    await expect.element(field).toHaveValue('1.12345678');
    await expect.element(page.getByText('Up to 8 decimal places')).toBeVisible();
  });

  it('DEC-14 a pasted 1,5 becomes 1.5', async () => {
    const field = renderField();
    await userEvent.click(field);
    paste(element(field), '1,5');
    await expect.element(field).toHaveValue('1.5');
  });

  it('DEC-14 a real clipboard paste of 1 234,5 becomes 1234.5', async () => {
    const field = renderField({}, <input aria-label="Source" defaultValue="1 234,5" />);
    const source = page.getByRole('textbox', { name: 'Source' });
    await userEvent.click(source);
    (source.element() as HTMLInputElement).select();
    await userEvent.copy();
    await userEvent.click(field);
    await userEvent.paste();
    await expect.element(field).toHaveValue('1234.5');
  });

  it('LP-AMT-05 DEC-14 typing -3 gives 3', async () => {
    const field = renderField();
    await userEvent.type(field, '-3');
    await expect.element(field).toHaveValue('3');
  });

  it('LP-AMT-06 SH-CONST-06 DEC-14 typing 9999999999999 is refused at the thirteenth digit', async () => {
    const field = renderField();
    await userEvent.type(field, '9999999999999');
    await expect.element(field).toHaveValue('999999999999');
    await expect.element(page.getByText('The maximum is 999999999999')).toBeVisible();
  });

  it('LP-AMT-07 5. becomes 5 on blur', async () => {
    const field = renderField();
    await userEvent.type(field, '5.');
    await expect.element(field).toHaveValue('5.');
    await userEvent.tab();
    await expect.element(field).toHaveValue('5');
  });

  it('DEC-14 the caret stays where the user put it when a dot typed before 5 becomes 0.', async () => {
    const field = renderField();
    await userEvent.type(field, '5');
    await userEvent.keyboard('{Home}.');
    await expect.element(field).toHaveValue('0.5');
    expect(element(field).selectionStart).toBe(2);
    await userEvent.keyboard('7');
    await expect.element(field).toHaveValue('0.75');
  });

  it('LP-AMT-02 the caret stays where it was when a keystroke in the middle is refused', async () => {
    const field = renderField({ decimals: 2 });
    await userEvent.type(field, '1.25');
    await userEvent.keyboard('{ArrowLeft}9');
    await expect.element(field).toHaveValue('1.25');
    expect(element(field).selectionStart).toBe(3);
    await userEvent.keyboard('{Backspace}');
    await expect.element(field).toHaveValue('1.5');
    expect(element(field).selectionStart).toBe(2);
  });

  it('DEC-14 the caret stays after the pasted digits when a paste lands in the middle', async () => {
    const field = renderField();
    await userEvent.type(field, '19');
    await userEvent.keyboard('{ArrowLeft}');
    paste(element(field), '2 345');
    await expect.element(field).toHaveValue('123459');
    expect(element(field).selectionStart).toBe(5);
  });
});

// Chromium's own input-method path (the DevTools protocol's IME commands, what an OS input method drives): the
// composition, its events and its commit are the browser's, not a script's.
describe('AmountInput with an input method in Chromium', () => {
  /** Composes `text` key by key through Chromium's IME, then commits it. */
  async function composeInChromium(text: string) {
    for (const step of keyByKey(text)) {
      await cdp().send('Input.imeSetComposition', {
        text: step,
        selectionStart: step.length,
        selectionEnd: step.length,
      });
    }
    await cdp().send('Input.insertText', { text });
  }

  it('a Japanese input method composing １２３４．５６ gives 1234.56, no digit twice', async () => {
    const field = renderField();
    await userEvent.click(field);
    await composeInChromium('１２３４．５６');
    await expect.element(field).toHaveValue('1234.56');
  });

  it('a composition inside an amount goes in at the caret, once', async () => {
    const field = renderField();
    await userEvent.type(field, '12.5');
    element(field).setSelectionRange(2, 2);
    await composeInChromium('３４');
    await expect.element(field).toHaveValue('1234.5');
  });
});

describe('AmountInput look', () => {
  it('DEC-03 default: label, amount, coin, Max and the available balance', async () => {
    renderField({ defaultValue: '1250.5', maxAmount: '8000', hint: 'Available 8,000 USDT' });
    await expect.element(page.getByTestId('amount-frame')).toMatchScreenshot('amount-input-default');
  });

  it('SE-AMT-02 error: the field is outlined in the error colour with its message', async () => {
    renderField({
      defaultValue: '9000',
      maxAmount: '8000',
      hint: 'Available 8,000 USDT',
      error: 'Insufficient balance',
    });
    await expect.element(page.getByTestId('amount-frame')).toMatchScreenshot('amount-input-error');
  });

  it('a paste read as 1,000: the line under the field says how it was read', async () => {
    const field = renderField({ maxAmount: '8000', hint: 'Available 8,000 USDT' });
    await userEvent.click(field);
    paste(element(field), '1,000');
    await expect.element(page.getByText(/^Read as .1,000.$/)).toBeVisible();
    await expect.element(page.getByTestId('amount-frame')).toMatchScreenshot('amount-input-read-as');
  });

  it('an unreadable paste: the field is outlined in the error colour and names the text', async () => {
    const field = renderField({ defaultValue: '25', maxAmount: '8000', hint: 'Available 8,000 USDT' });
    await userEvent.click(field);
    paste(element(field), '1,2,3');
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByTestId('amount-frame')).toMatchScreenshot('amount-input-unreadable-paste');
  });

  it('SE-AMT-06 disabled: sunken field, Max unavailable', async () => {
    renderField({ defaultValue: '100', maxAmount: '8000', hint: 'Available 8,000 USDT', disabled: true });
    await expect.element(page.getByTestId('amount-frame')).toMatchScreenshot('amount-input-disabled');
  });
});
