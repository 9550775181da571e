// The page bench/amount-input-keystroke.mjs builds and times: four controlled fields side by side. A real
// module (not a string in the bench) so the type checker, ESLint and knip read it like any other source.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { NumericFormat } from 'react-number-format';
import { AmountInput } from '../src/components/AmountInput';
import { EarnProvider } from '../src/components/EarnProvider';
import { useAmountInput } from '../src/headless/useAmountInput';

/** What the bench's Playwright side calls in the page (kept off the global Window type of the whole project). */
const page = window as Window & {
  runBatch?: (id: string, count: number) => { msPerKeystroke: number; finalValue: string };
  check?: (id: string, next: string) => string;
  ready?: boolean;
};

function Plain() {
  const [value, setValue] = useState('');
  return <input id="plain" aria-label="Plain" value={value} onChange={(event) => setValue(event.target.value)} />;
}
function Ours() {
  const [value, setValue] = useState('');
  return (
    <AmountInput
      id="amount"
      label="Amount"
      coin="USDT"
      maxAmount="1234.5"
      hint="Available 1234.5 USDT"
      value={value}
      onValueChange={setValue}
    />
  );
}
// The headless hook on a bare input: what the sanitising itself costs, without the styled parts.
function Headless() {
  const [value, setValue] = useState('');
  const amount = useAmountInput({ id: 'headless', value, onValueChange: setValue, maxAmount: '1234.5' });
  return <input {...amount.inputProps} aria-label="Headless" />;
}
function Numeric() {
  const [value, setValue] = useState('');
  return (
    <NumericFormat id="numeric" aria-label="Numeric" value={value} onValueChange={(values) => setValue(values.value)} />
  );
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
const SEQUENCE = '1234.5678';

function inputById(id: string): HTMLInputElement {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input #${id} in the bench page`);
  return input;
}

/**
 * Mounts the fields and gives the bench its hooks. Called by the build's entry: a bare import of this
 * module would be dropped, since the package declares its modules free of side effects.
 */
export function mountBenchPage(): void {
  /** Types and deletes SEQUENCE into the field until `count` keystrokes are done; returns ms per keystroke. */
  page.runBatch = (id, count) => {
    const input = inputById(id);
    input.focus();
    const start = performance.now();
    for (let keystroke = 0; keystroke < count; keystroke += 1) {
      const cycle = keystroke % (SEQUENCE.length * 2);
      const next = cycle < SEQUENCE.length ? input.value + SEQUENCE[cycle] : input.value.slice(0, -1);
      setNativeValue.call(input, next);
      input.setSelectionRange(next.length, next.length);
      input.dispatchEvent(
        new InputEvent('input', {
          bubbles: true,
          inputType: cycle < SEQUENCE.length ? 'insertText' : 'deleteContentBackward',
        }),
      );
    }
    const elapsed = performance.now() - start;
    return { msPerKeystroke: elapsed / count, finalValue: input.value };
  };

  /** Checks that the fields really are controlled by React and really sanitise what they should. */
  page.check = (id, next) => {
    const input = inputById(id);
    setNativeValue.call(input, next);
    input.setSelectionRange(next.length, next.length);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    const shown = input.value;
    setNativeValue.call(input, '');
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
    return shown;
  };

  createRoot(document.getElementById('root')!).render(
    <EarnProvider>
      <Plain />
      <Ours />
      <Headless />
      <Numeric />
    </EarnProvider>,
  );
  page.ready = true;
}
