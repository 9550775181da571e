import type { KeyboardEvent, MouseEvent } from 'react';
import { useRadioGroup, type RadioGroupRootProps, type RadioProps } from '../useRadioGroup';

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
export type TermGroupProps = RadioGroupRootProps;

/** Props for one option (best on a `<button>`). */
export type TermRadioProps = RadioProps;

export interface UseTermSelectorResult {
  /** The selected value, or null. */ value: string | null;
  /** Selects a value (ignored for a disabled or unknown one). */ select: (value: string) => void;
  /** Props for the group; a given `onKeyDown` runs first and can `preventDefault` ours. */
  getGroupProps: (handlers?: { onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void }) => TermGroupProps;
  /** Props for the option `value`; a given `onClick` runs first and can `preventDefault` ours. */
  getRadioProps: (value: string, handlers?: { onClick?: (event: MouseEvent<HTMLElement>) => void }) => TermRadioProps;
}

/**
 * The term cards as a WAI-ARIA radio group (`useRadioGroup`): one Tab stop (the selected card, else the
 * first enabled one), arrow keys that move and select at once and wrap around, passing over disabled
 * cards, Space or Enter to select the focused card. Left and Right follow the reading direction: in
 * Arabic ArrowLeft goes to the next term. A sold-out term is not disabled: the user may still pick it to
 * read why it cannot be subscribed (SE-SUB-05).
 */
export function useTermSelector({
  values,
  value,
  defaultValue = null,
  onValueChange,
  disabled = [],
  direction,
}: UseTermSelectorOptions): UseTermSelectorResult {
  const group = useRadioGroup<string>({
    values,
    value,
    defaultValue,
    // A term is never unselected (no allowDeselect): the group reports only values.
    onValueChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
    disabled,
    direction,
    skipDisabled: true,
  });
  return {
    value: group.value,
    select: (next) => group.setValue(next),
    getGroupProps: group.getRootProps,
    getRadioProps: group.getRadioProps,
  };
}
