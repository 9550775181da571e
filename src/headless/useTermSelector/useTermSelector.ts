import { useCallback, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { useControllableState } from '../useControllableState';

export interface UseTermSelectorOptions {
  /** The value of every option, in reading order. */
  values: readonly string[];
  /** The selected value (controlled); `null` means none is selected yet. */
  value?: string | null;
  /** The value selected at first (uncontrolled). Default: none. */
  defaultValue?: string | null;
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  /** Values that cannot be selected: arrow keys skip them and clicks do nothing. */
  disabled?: readonly string[];
  /** Text direction. Default: read from the nearest `dir` attribute when a key is pressed. */
  direction?: 'ltr' | 'rtl';
}

/** Props for the element that holds the options. */
export interface TermGroupProps {
  role: 'radiogroup';
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Props for one option (best on a `<button>`). */
export interface TermRadioProps {
  ref: (node: HTMLElement | null) => void;
  role: 'radio';
  type: 'button';
  tabIndex: 0 | -1;
  'aria-checked': boolean;
  'aria-disabled': true | undefined;
  'data-state': 'checked' | 'unchecked';
  'data-disabled': '' | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface UseTermSelectorResult {
  /** The selected value, or null. */ value: string | null;
  /** Selects a value (ignored for a disabled or unknown one). */ select: (value: string) => void;
  /** Props for the group; a given `onKeyDown` runs first and can `preventDefault` ours. */
  getGroupProps: (handlers?: { onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void }) => TermGroupProps;
  /** Props for the option `value`; a given `onClick` runs first and can `preventDefault` ours. */
  getRadioProps: (value: string, handlers?: { onClick?: (event: MouseEvent<HTMLElement>) => void }) => TermRadioProps;
}

function chain<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** 'rtl' when the element sits in right-to-left text (same reading as `useTabs`). */
function directionOf(element: Element): 'ltr' | 'rtl' {
  const dir = element.closest('[dir]')?.getAttribute('dir');
  if (dir === 'rtl' || dir === 'ltr') return dir;
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The term cards as a WAI-ARIA radio group: one Tab stop (the selected card, else the first enabled
 * one), arrow keys that move and select at once and wrap around, Space to select the focused card.
 * Left and Right follow the reading direction: in Arabic ArrowLeft goes to the next term. A sold-out
 * term is not disabled: the user may still pick it to read why it cannot be subscribed (SE-SUB-05).
 */
export function useTermSelector({
  values,
  value,
  defaultValue = null,
  onValueChange,
  disabled = [],
  direction,
}: UseTermSelectorOptions): UseTermSelectorResult {
  const [selected, setSelected] = useControllableState<string | null>({
    prop: value,
    defaultProp: defaultValue,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
  });
  const radios = useRef(new Map<string, HTMLElement>());
  const isEnabled = (candidate: string) => values.includes(candidate) && !disabled.includes(candidate);

  const select = useCallback(
    (next: string) => {
      if (values.includes(next) && !disabled.includes(next)) setSelected(next);
    },
    [values, disabled, setSelected],
  );

  const enabledValues = values.filter((candidate) => !disabled.includes(candidate));
  const tabStop = selected !== null && isEnabled(selected) ? selected : enabledValues[0];

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const current = [...radios.current].find(([, node]) => node === event.target)?.[0];
    if (current === undefined) return;
    if (event.key === ' ') {
      event.preventDefault();
      select(current);
      return;
    }
    const rtl = (direction ?? directionOf(event.currentTarget)) === 'rtl';
    const forward = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'];
    const backward = ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'];
    const step = forward.includes(event.key) ? 1 : backward.includes(event.key) ? -1 : 0;
    if (step === 0 || enabledValues.length === 0) return;
    event.preventDefault();
    const from = enabledValues.indexOf(current);
    const target = enabledValues[(from + step + enabledValues.length) % enabledValues.length];
    if (target === undefined) return;
    radios.current.get(target)?.focus();
    select(target);
  }

  return {
    value: selected,
    select,
    getGroupProps: (handlers) => ({ role: 'radiogroup', onKeyDown: chain(handlers?.onKeyDown, handleKeyDown) }),
    getRadioProps: (option, handlers) => {
      const checked = option === selected;
      const off = disabled.includes(option);
      return {
        ref: (node) => {
          if (node) radios.current.set(option, node);
          else radios.current.delete(option);
        },
        role: 'radio',
        type: 'button',
        tabIndex: option === tabStop ? 0 : -1,
        'aria-checked': checked,
        'aria-disabled': off ? true : undefined,
        'data-state': checked ? 'checked' : 'unchecked',
        'data-disabled': off ? '' : undefined,
        onClick: chain(handlers?.onClick, () => select(option)),
      };
    },
  };
}
