import { cx } from 'class-variance-authority';
import { useId, useLayoutEffect, useRef, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { chainHandlers } from '../../headless/internal/events';
import { useControllableState } from '../../headless/useControllableState';
import * as styles from './Checkbox.css';

/** A checkbox's state: on, off, or 'indeterminate' (some of a group is on). */
export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> {
  /** What ticking it means, e.g. 'I have read and agree to the terms'. Its accessible name. */
  label: ReactNode;
  /** A second line under the label; also the checkbox's accessible description. */
  description?: ReactNode;
  /** The state (controlled): true, false or 'indeterminate'. */
  checked?: CheckedState;
  /** The starting state (uncontrolled). Default false. */
  defaultChecked?: CheckedState;
  /** Called with the new state; a click always resolves 'indeterminate' to true. */
  onCheckedChange?: (checked: boolean) => void;
  /** The native change event, chained before `onCheckedChange`. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A native checkbox (so forms, labels and assistive technology work as they always have) drawn in the
 * theme. 'indeterminate' sets the DOM property, which screen readers announce as "mixed".
 */
export function Checkbox({
  label,
  description,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  id: idProp,
  className,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [checked, setChecked] = useControllableState<CheckedState>({ prop: checkedProp, defaultProp: defaultChecked });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const state = checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

  // `indeterminate` has no HTML attribute, only a DOM property, and a click clears it: set it after
  // every render so the DOM always matches the state.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = state === 'indeterminate';
  });

  function setRefs(node: HTMLInputElement | null) {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  }

  const handleChange = chainHandlers(onChange, (event: ChangeEvent<HTMLInputElement>) => {
    setChecked(event.target.checked);
    onCheckedChange?.(event.target.checked);
  });

  const descriptionId = description != null ? `${id}-description` : undefined;
  const describedByIds = [describedBy, descriptionId].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={cx(styles.root, className)}
      data-slot="checkbox"
      data-state={state}
      data-disabled={disabled ? '' : undefined}
    >
      <span className={styles.control}>
        <input
          {...rest}
          ref={setRefs}
          id={id}
          type="checkbox"
          className={styles.input}
          checked={checked === true}
          disabled={disabled}
          aria-describedby={describedByIds}
          onChange={handleChange}
        />
        <span className={styles.box} data-state={state} aria-hidden="true">
          {state === 'unchecked' ? null : (
            <svg
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              focusable="false"
              className={styles.mark}
            >
              <path d={state === 'checked' ? 'M3.5 8.5 6.5 11.5 12.5 4.5' : 'M4 8h8'} />
            </svg>
          )}
        </span>
      </span>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description != null ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
    </div>
  );
}
