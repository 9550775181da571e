import {
  useEffect,
  useId,
  useInsertionEffect,
  useMemo,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type CompositionEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { AMOUNT_DECIMALS, toAmountString } from '../../domain/decimal';
import type { DomainError } from '../../domain/result';
import { AMOUNT_INPUT_CAP } from '../../domain/shared/constants';
import { chainHandlers } from '../internal/events';
import {
  caretAfterSanitize,
  finalizeAmountText,
  readPastedAmount,
  sanitizeAmountText,
  type AmountRejectionKey,
  type AmountTextRules,
} from '../../domain/amount';

/** Why the last edit was refused: a catalogue key and its placeholder values. */
export type AmountRejection = DomainError<AmountRejectionKey>;

export interface UseAmountInputOptions {
  /** The amount text, when the parent owns it. Always a string: money is never a JS number. */
  value?: string;
  /** The starting amount text when uncontrolled. Default ''. */
  defaultValue?: string;
  /** Called with every accepted amount text (sanitised), never with a refused one. */
  onValueChange?: (value: string) => void;
  /** How many decimals the field accepts (LP-AMT-02, DEC-03: 8 on desktop, 6 on mobile). Default 8. */
  decimals?: number;
  /** Keep a leading minus sign (LP-AMT-05). Default false. */
  allowNegative?: boolean;
  /**
   * The largest amount the field accepts, typed or pasted; more is refused, not clamped (DEC-14). Default
   * 999999999999. Not what the Max button fills in: that is `maxAmount`.
   */
  cap?: string;
  /**
   * The amount the Max button fills in (usually the available balance), rounded down to `decimals`; without it
   * the button is disabled. It does not limit typing: that is `cap`.
   */
  maxAmount?: string;
  /**
   * Debounce of the Max action in ms: it fills this long after the last press, with the `maxAmount` of that moment
   * (the redeem dialog's 200 ms, LP-REDEEM-13). Default 0: at once.
   */
  maxFillDelay?: number;
  /** Disables the input and the Max action. Default false. */
  disabled?: boolean;
  /** Shows the amount but refuses edits and the Max action. Default false. */
  readOnly?: boolean;
  /** The value fails a check made outside the field (minimum, balance...): sets aria-invalid. */
  invalid?: boolean;
  /**
   * The app's locale (BCP 47): a paste whose one separator could be grouping or a decimal point ('1,000') is read by
   * its convention, and the field says how it read it. Without it a lone ',' is a decimal point, as when typed.
   */
  locale?: string;
  /** The input's id; generated when omitted. */
  id?: string;
  /** Ids of other elements describing the input (hint, coin), added to aria-describedby. */
  describedBy?: string;
  /** Called when an edit is refused, with the reason. */
  onRejection?: (rejection: AmountRejection) => void;
  /** Chained before the field's own handler; call preventDefault() to skip sanitising. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Chained before the field's own paste handling; call preventDefault() to skip it. */
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  /** Chained before the trailing-dot clean-up on blur. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Passed through to the input. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** Props for the `<input>`. */
export interface AmountInputElementProps {
  id: string;
  value: string;
  type: 'text';
  inputMode: 'decimal';
  autoComplete: 'off';
  autoCorrect: 'off';
  spellCheck: false;
  dir: 'ltr';
  disabled: boolean;
  readOnly: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  onCompositionStart: () => void;
  onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
}

export interface UseAmountInputResult {
  /** The amount text shown. */
  value: string;
  /** Sets the amount text directly (it is not sanitised: pass canonical text). */
  setValue: (value: string) => void;
  /** Why the last edit was refused, until the next accepted edit or blur; null otherwise. */
  rejection: AmountRejection | null;
  /**
   * The value a paste was read as, when reading it took a decision about separators ('1,000' read as 1000): show it
   * in the `errorProps` region ("Read as 1,000"), so a change of magnitude is never silent. Null after the next edit.
   */
  readAs: string | null;
  /** Spread on the `<input>`. */
  inputProps: AmountInputElementProps;
  /** Spread on the Max `<button>`. */
  maxButtonProps: { type: 'button'; disabled: boolean; 'aria-controls': string; onClick: () => void };
  /** Spread on the element that shows the error or the refusal: a polite live region, so a refusal is heard. */
  errorProps: { id: string; 'aria-live': 'polite'; 'aria-atomic': true };
}

/** What the handlers read: the latest committed options, value and refusal (see `useAmountInput`). */
interface Latest {
  options: UseAmountInputOptions;
  rules: Required<AmountTextRules>;
  /** The locale's decimal separator, for reading pastes. */
  localeDecimal: '.' | ',' | undefined;
  value: string;
  rejection: AmountRejection | null;
  readAs: string | null;
}

/** What the handlers set: the hook's state. */
interface Setters {
  setUncontrolledValue: (value: string) => void;
  setRejection: (rejection: AmountRejection | null) => void;
  setReadAs: (value: string | null) => void;
  /** The text an input method is composing, shown as it is until it commits; null when none is. */
  setComposition: (text: string | null) => void;
}

/** The first text a refused paste shows in its message: enough to recognise it, never a page of text. */
const PASTE_SHOWN = 32;

/**
 * The field's handlers, made once per field: they read what they need from `latest`, which `update`
 * replaces as each render commits, so the input gets the same functions on every render (nothing to
 * re-create or re-attach per keystroke).
 */
function createHandlers(initial: Latest, setters: Setters) {
  const { setUncontrolledValue, setRejection, setReadAs, setComposition } = setters;
  let latest = initial;
  // Between compositionstart and compositionend the input method owns the text.
  let composing = false;

  function update(next: Latest): void {
    latest = next;
  }

  /**
   * Sets the amount and reports it; a value equal to the current one is not reported. The current
   * value is updated at once, so two calls in one event see each other's result.
   */
  function setValue(next: string): void {
    const current = latest;
    if (Object.is(next, current.value)) return;
    current.value = next;
    if (current.options.value === undefined) setUncontrolledValue(next);
    current.options.onValueChange?.(next);
  }

  function refuse(reason: AmountRejection): void {
    setRejection(reason);
    latest.options.onRejection?.(reason);
  }

  function accept(next: string): void {
    if (latest.rejection !== null) setRejection(null);
    if (latest.readAs !== null) setReadAs(null);
    setValue(next);
  }

  /**
   * Applies `raw`, the text the input would hold; `caret` is its caret position, or null to read it
   * from the input. It is read only when the text changes under the user's hands: on the common
   * keystroke nothing but the sanitiser runs (reading selectionStart can make the browser bring its
   * layout up to date).
   * The DOM is written here, inside the event, rather than left to React: React restores a
   * controlled input's value after the handler, and any value it has to restore throws the caret to
   * the end. With the DOM already holding the text React will render, React has nothing to restore
   * and the caret stays where we put it (after '.5' → '0.5', a normalised paste, a refused key).
   */
  function apply(input: HTMLInputElement, raw: string, caret: number | null, commit: boolean): void {
    const result = sanitizeAmountText(raw, latest.rules);
    const next = result.ok ? (commit ? finalizeAmountText(result.value) : result.value) : latest.value;
    // Compared with the DOM, not with `raw`: after a paste the DOM still holds the old text.
    if (next !== input.value) {
      const at = caretAfterSanitize(raw, caret ?? input.selectionStart ?? raw.length, next);
      input.value = next;
      input.setSelectionRange(at, at);
    }
    if (result.ok) accept(next);
    else refuse(result.error);
  }

  /**
   * While an input method composes, the text is its own: rewriting it ('１' → '1') loses the composition's range, and
   * the input method puts its whole string in again at the commit, duplicating digits (react-number-format #262 and
   * #768, antd #21199). So the text is shown as it is (React must render it, or it would put the old value back) and
   * read once the composition ends. `isComposing` covers an input event whose compositionstart the field missed.
   */
  function sanitizeChange(event: ChangeEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    if (composing || (event.nativeEvent as InputEvent).isComposing) return setComposition(input.value);
    apply(input, input.value, null, false);
  }

  function startComposition(): void {
    composing = true;
  }

  /**
   * Chromium sends compositionend after the composition's last input event; Safari sends the commit as
   * deleteCompositionText and insertFromComposition input events, still composing, then compositionend. Either way
   * the text is final here. A late input event after it finds the text already read, and changes nothing.
   */
  function endComposition(event: CompositionEvent<HTMLInputElement>): void {
    composing = false;
    setComposition(null);
    const input = event.currentTarget;
    if (input.readOnly || input.disabled) return;
    apply(input, input.value, null, false);
  }

  /**
   * A paste is handled here rather than left to onChange for two reasons. The pasted piece is
   * normalised on its own, so its grouping ('1,234.5', '1 234,5') is judged without the digits around
   * it. And a paste that replaces the whole value is a finished amount, not a half-typed one, so it
   * commits at once like a blur (a copied '5.' becomes '5') and reaches onValueChange in one step.
   */
  function insertPaste(event: ClipboardEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    // A read-only or disabled input still receives the paste event; the browser inserts nothing.
    if (input.readOnly || input.disabled) return;
    const pasted = event.clipboardData?.getData('text');
    if (pasted == null) return; // No clipboard access: the browser inserts the text and onChange sanitises it.
    event.preventDefault();
    if (pasted === '') return; // An image or a file: nothing to insert, and the selection must not be deleted.
    const current = input.value;
    const start = input.selectionStart ?? current.length;
    const end = input.selectionEnd ?? start;
    const reading = readPastedAmount(pasted, latest.localeDecimal);
    const piece = reading.text;
    const raw = current.slice(0, start) + piece + current.slice(end);
    const result = sanitizeAmountText(raw, latest.rules);
    // A refused paste leaves the text and the selection exactly as they were: nothing was inserted. Text that reads
    // as no number is named in the message, so the person sees which paste failed (WCAG 3.3.1).
    if (!result.ok) {
      if (result.error.key !== 'amountInput.error.invalidCharacter') return refuse(result.error);
      const shown = pasted.trim();
      const text = shown.length > PASTE_SHOWN ? `${shown.slice(0, PASTE_SHOWN)}…` : shown;
      return refuse({ key: 'amountInput.error.unreadablePaste', params: { pasted: text } });
    }
    apply(input, raw, start + piece.length, start === 0 && end === current.length);
    // Said after `apply`, which clears the last hint: this one is about the value the paste made.
    if (reading.interpreted) setReadAs(latest.value);
  }

  /**
   * LP-AMT-07: the trailing dot goes on blur; a refusal message is about a keystroke, so it goes too. A paste that
   * read as no number stays said until the next edit: the person may leave the field without having read it.
   */
  function finishBlur(): void {
    const { value, rejection } = latest;
    const finalized = finalizeAmountText(value);
    if (finalized !== value) setValue(finalized);
    if (rejection !== null && rejection.key !== 'amountInput.error.unreadablePaste') setRejection(null);
  }

  // The host's handler runs first, read at the event (it may change between renders); ours run unless it
  // prevented the default.
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    chainHandlers(latest.options.onChange, sanitizeChange)(event);
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) =>
    chainHandlers(latest.options.onPaste, insertPaste)(event);
  const onBlur = (event: FocusEvent<HTMLInputElement>) => chainHandlers(latest.options.onBlur, finishBlur)(event);

  /** Max fills in `maxAmount` rounded down to the field's decimals (a balance is never rounded up). */
  const fillMax = () => {
    const { options, rules } = latest;
    if (options.maxAmount === undefined) return;
    const rounded = toAmountString(options.maxAmount, Math.max(0, rules.decimals));
    // A negative balance (a debt) must not turn into a positive amount by losing its sign.
    const result = sanitizeAmountText(rounded.startsWith('-') && !rules.allowNegative ? '0' : rounded, rules);
    if (result.ok) {
      setRejection(null);
      setReadAs(null);
      setValue(finalizeAmountText(result.value));
    } else refuse(result.error);
  };

  // A pending debounced fill; cleared by a new press and when the field goes away.
  let maxTimer: ReturnType<typeof setTimeout> | undefined;
  const onMax = () => {
    const delay = latest.options.maxFillDelay ?? 0;
    clearTimeout(maxTimer);
    if (delay <= 0) return fillMax();
    maxTimer = setTimeout(() => {
      maxTimer = undefined;
      fillMax();
    }, delay);
  };
  const dispose = () => clearTimeout(maxTimer);

  return {
    update,
    setValue,
    onChange,
    onPaste,
    onBlur,
    onMax,
    dispose,
    onCompositionStart: startComposition,
    onCompositionEnd: endComposition,
  };
}

/**
 * The behaviour of an amount field. A keystroke is accepted only if the text it makes is a valid
 * amount (Uniswap's rule); otherwise the field keeps its value, says why (`rejection`), and the caret
 * stays where the user put it. Per keystroke it does string work only: no Decimal, no regex on the
 * common path, so it costs about what a plain controlled input costs.
 *
 * Its handlers are made once and read the latest options, handed to them as each render commits, so
 * a keystroke re-creates no function and the input's handler props never change.
 */
export function useAmountInput(options: UseAmountInputOptions = {}): UseAmountInputResult {
  const { decimals = AMOUNT_DECIMALS, allowNegative = false, cap = AMOUNT_INPUT_CAP, maxAmount } = options;
  const { disabled = false, readOnly = false, invalid = false } = options;
  // Controlled when `value` is given (the owner decides), otherwise the hook keeps the text.
  const [uncontrolledValue, setUncontrolledValue] = useState(options.defaultValue ?? '');
  const [rejection, setRejection] = useState<AmountRejection | null>(null);
  const [readAs, setReadAs] = useState<string | null>(null);
  const [composition, setComposition] = useState<string | null>(null);
  const localeDecimal = useMemo(() => decimalSeparatorOf(options.locale), [options.locale]);
  const generatedId = useId();
  const value = options.value !== undefined ? options.value : uncontrolledValue;
  const inputId = options.id ?? `${generatedId}input`;
  const errorId = `${inputId}-error`;

  const next: Latest = { options, rules: { decimals, allowNegative, cap }, localeDecimal, value, rejection, readAs };
  // The handlers and what they read, made on the first render.
  const [handlers] = useState(() =>
    createHandlers(next, { setUncontrolledValue, setRejection, setReadAs, setComposition }),
  );
  // Before any event can reach the handlers, and never from a render React throws away.
  useInsertionEffect(() => {
    handlers.update(next);
  });
  // A debounced Max must not fill a field that is gone.
  useEffect(() => handlers.dispose, [handlers]);

  const maxDisabled = disabled || readOnly || maxAmount === undefined;
  // Both objects in one memo: they change only with the id or the Max button's state, never per keystroke.
  const { maxButtonProps, errorProps } = useMemo(
    () => ({
      maxButtonProps: {
        type: 'button' as const,
        disabled: maxDisabled,
        'aria-controls': inputId,
        onClick: handlers.onMax,
      },
      errorProps: { id: errorId, 'aria-live': 'polite' as const, 'aria-atomic': true as const },
    }),
    [maxDisabled, inputId, errorId, handlers],
  );

  // The hint is about the value the paste made: once the host sets another value it has nothing to say. Blur only
  // drops a trailing '.', which changes no magnitude, so the hint stays through it.
  const shownReadAs = readAs !== null && finalizeAmountText(readAs) === finalizeAmountText(value) ? readAs : null;
  const unreadablePaste = rejection?.key === 'amountInput.error.unreadablePaste';
  const showsError = invalid || rejection !== null || shownReadAs !== null;
  const describedBy = showsError
    ? options.describedBy
      ? `${options.describedBy} ${errorId}`
      : errorId
    : options.describedBy || undefined;

  return {
    value,
    setValue: handlers.setValue,
    rejection,
    readAs: shownReadAs,
    inputProps: {
      id: inputId,
      value: composition ?? value,
      // type="text", not "number": a number input cannot hold '0.' or '.5' while typing, reports ''
      // for anything it cannot parse, changes the value on wheel and arrow keys, and has no caret
      // API (selectionStart throws). inputMode="decimal" still brings up the numeric keypad on phones.
      type: 'text',
      inputMode: 'decimal',
      autoComplete: 'off',
      autoCorrect: 'off',
      spellCheck: false,
      // A number reads left to right in every locale: '-12.5' must not become '12.5-' in Arabic.
      dir: 'ltr',
      disabled,
      readOnly,
      'aria-invalid': invalid || unreadablePaste || undefined,
      'aria-describedby': describedBy,
      onChange: handlers.onChange,
      onPaste: handlers.onPaste,
      onBlur: handlers.onBlur,
      onKeyDown: options.onKeyDown,
      onCompositionStart: handlers.onCompositionStart,
      onCompositionEnd: handlers.onCompositionEnd,
    },
    maxButtonProps,
    errorProps,
  };
}

/** The decimal separator of `locale` as a paste would write it ('٫' is Arabic's '.'), or undefined without one. */
function decimalSeparatorOf(locale: string | undefined): '.' | ',' | undefined {
  if (!locale) return undefined;
  try {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
    return decimal?.value === ',' ? ',' : '.';
  } catch {
    return undefined; // Not a locale Intl knows: the typing rule reads the paste.
  }
}
