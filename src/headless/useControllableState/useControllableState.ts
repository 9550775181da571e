import { useCallback, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export interface UseControllableStateParams<T> {
  /** The controlled value. When it is not `undefined` the hook only reports changes; the owner decides. */
  prop?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultProp: T;
  /** Called with every new value, controlled or not, but never when the value did not change. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State that a component owns until its parent takes it over (Radix's `useControllableState`):
 * pass `prop` to control it, `defaultProp` to let the hook keep it. The setter has the shape of
 * React's own, so components never branch on "am I controlled?".
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: UseControllableStateParams<T>): [T, Dispatch<SetStateAction<T>>] {
  const [uncontrolledValue, setUncontrolledValue] = useState<T>(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolledValue;

  // The latest onChange and value in refs, so the setter stays stable across renders (a parent passing
  // an inline callback must not re-create every child handler) yet never calls a stale callback. Updated
  // as each render commits, before the layout effects after it (a component's own, say) can call the setter.
  const onChangeRef = useRef(onChange);
  const valueRef = useRef(value);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    valueRef.current = value;
  });

  const setValue = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      const previous = valueRef.current;
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
      if (Object.is(resolved, previous)) return;
      // Updated at once so two calls in one event see each other's result, as with React's updater form.
      valueRef.current = resolved;
      if (!isControlled) setUncontrolledValue(resolved);
      onChangeRef.current?.(resolved);
    },
    [isControlled],
  );

  return [value, setValue];
}
