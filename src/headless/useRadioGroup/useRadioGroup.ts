import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useControllableState } from '../useControllableState';
import { chainHandlers, elementDirection } from '../internal/events';

export interface UseRadioGroupOptions<Value> {
  /** The options' values, in reading order. */
  values: readonly Value[];
  /** The checked value, or null for none (controlled). */
  value?: Value | null;
  /** The value checked at first (uncontrolled). Default: none. */
  defaultValue?: Value | null;
  /** Called with the newly checked value, or null when `allowDeselect` cleared it. */
  onValueChange?: (value: Value | null) => void;
  /**
   * Values that cannot be checked. Unlike a natively disabled radio they stay focusable, so the
   * reason they are unavailable (the option's description) is read when an arrow key reaches them.
   */
  disabled?: readonly Value[];
  /** Called when a disabled option is clicked or pressed with Space: the place to say why (a toast). */
  onDisabledSelect?: (value: Value) => void;
  /** Pressing the checked option unchecks it (a voucher tapped again, SE-VOUCH-03). Default false. */
  allowDeselect?: boolean;
  /** Text direction. Default: read from the nearest `dir` attribute when a key is pressed. */
  direction?: 'ltr' | 'rtl';
  /**
   * The arrow keys pass over disabled options instead of focusing them. Default false: a disabled
   * option is focused so its reason is read; set it where the reason is shown elsewhere (term cards).
   */
  skipDisabled?: boolean;
}

/** Props for the element that holds the options. */
export interface RadioGroupRootProps {
  role: 'radiogroup';
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Props for one option (best on a `<button>`, which also gives Space and Enter a click). */
export interface RadioProps {
  ref: (node: HTMLElement | null) => void;
  id: string;
  role: 'radio';
  type: 'button';
  tabIndex: 0 | -1;
  'aria-checked': boolean;
  'aria-disabled': true | undefined;
  'data-state': 'checked' | 'unchecked';
  'data-disabled': '' | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface UseRadioGroupResult<Value> {
  /** The checked value, or null. */
  value: Value | null;
  /** Checks a value (ignored for a disabled one); null unchecks all. */
  setValue: (value: Value | null) => void;
  /** Props for the group; a given `onKeyDown` runs first and can `preventDefault` ours. */
  getRootProps: (handlers?: { onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void }) => RadioGroupRootProps;
  /** Props for the option of `value`; a given `onClick` runs first and can `preventDefault` ours. */
  getRadioProps: (value: Value, handlers?: { onClick?: (event: MouseEvent<HTMLElement>) => void }) => RadioProps;
}

/**
 * The WAI-ARIA radio group pattern as prop getters: one Tab stop (the checked option, else the first
 * enabled one), arrow keys that move and check and follow the reading direction (in right-to-left
 * text ArrowLeft is "next"), Up/Down in any direction, Home/End, wrapping at the ends. Disabled options
 * are reached by the arrows but never checked.
 */
export function useRadioGroup<Value>({
  values,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  disabled = [],
  onDisabledSelect,
  allowDeselect = false,
  direction,
  skipDisabled = false,
}: UseRadioGroupOptions<Value>): UseRadioGroupResult<Value> {
  const baseId = useId();
  const [value, setStateValue] = useControllableState<Value | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const nodes = useRef(new Map<number, HTMLElement>());
  const isDisabled = (candidate: Value) => disabled.includes(candidate);
  const checkedIndex = value === null ? -1 : values.indexOf(value);
  const firstEnabled = values.findIndex((candidate) => !isDisabled(candidate));
  // The Tab stop: the checked option, else the first one that can be checked, else the first.
  const tabStop = checkedIndex >= 0 ? checkedIndex : Math.max(0, firstEnabled);

  function setValue(next: Value | null) {
    if (next !== null && (isDisabled(next) || !values.includes(next))) return;
    setStateValue(next);
  }

  function activate(index: number) {
    const target = values[index];
    if (target === undefined) return;
    if (isDisabled(target)) onDisabledSelect?.(target);
    else if (allowDeselect && target === value) setValue(null);
    else setValue(target);
  }

  function moveTo(index: number) {
    const target = values[index];
    if (target === undefined) return;
    nodes.current.get(index)?.focus();
    // Moving onto a disabled option only focuses it: its description says why it cannot be chosen.
    if (!isDisabled(target)) setValue(target);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    let current = -1;
    for (const [index, node] of nodes.current) if (node === event.target) current = index;
    if (current === -1 || values.length === 0) return;
    const rtl = (direction ?? elementDirection(event.currentTarget)) === 'rtl';
    const next = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight'];
    const previous = ['ArrowUp', rtl ? 'ArrowRight' : 'ArrowLeft'];
    // The indexes the arrows may land on, in reading order.
    const stops = values
      .map((_, index) => index)
      .filter((index) => !skipDisabled || !isDisabled(values[index] as Value));
    if (stops.length === 0) return;
    const at = stops.indexOf(current);
    let target: number | undefined;
    if (next.includes(event.key)) target = stops[at < 0 ? 0 : (at + 1) % stops.length];
    else if (previous.includes(event.key))
      target = stops[at < 0 ? stops.length - 1 : (at - 1 + stops.length) % stops.length];
    else if (event.key === 'Home') target = stops[0];
    else if (event.key === 'End') target = stops[stops.length - 1];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  }

  return {
    value,
    setValue,
    getRootProps: (handlers) => ({ role: 'radiogroup', onKeyDown: chainHandlers(handlers?.onKeyDown, handleKeyDown) }),
    getRadioProps: (optionValue, handlers) => {
      const index = values.indexOf(optionValue);
      const checked = index === checkedIndex && index >= 0;
      const optionDisabled = isDisabled(optionValue);
      return {
        ref: (node) => {
          if (node) nodes.current.set(index, node);
          else nodes.current.delete(index);
        },
        id: `${baseId}-radio-${index}`,
        role: 'radio',
        type: 'button',
        tabIndex: index === tabStop ? 0 : -1,
        'aria-checked': checked,
        'aria-disabled': optionDisabled ? true : undefined,
        'data-state': checked ? 'checked' : 'unchecked',
        'data-disabled': optionDisabled ? '' : undefined,
        onClick: chainHandlers(handlers?.onClick, () => activate(index)),
      };
    },
  };
}
