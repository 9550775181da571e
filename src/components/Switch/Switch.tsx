import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cx } from 'class-variance-authority';
import { useId, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useControllableState } from '../../headless/useControllableState';
import type { MessageOverrides } from '../../i18n/resolve';
import { Spinner } from '../Button/Spinner';
import * as styles from './Switch.css';
import { SwitchFrame, switchTrackProps, switchTrackState, type SwitchSize } from './SwitchFrame';

export type { SwitchSize };

export interface SwitchProps {
  /** What the switch turns on, e.g. 'Notify me when the pool opens'. Its accessible name. */
  label: ReactNode;
  /** A second line under the label; also the switch's accessible description. */
  description?: ReactNode;
  /** Whether it is on (controlled). */
  checked?: boolean;
  /** Whether it starts on (uncontrolled). Default false. */
  defaultChecked?: boolean;
  /**
   * Called with the wanted state. If it returns a promise (the request that toggles the setting), the
   * switch is busy until it settles and, when uncontrolled, only flips if it resolves.
   */
  onCheckedChange?: (checked: boolean) => unknown;
  /** Turns the switch off for input. */
  disabled?: boolean;
  /** Why it is disabled: the switch stays focusable and reads this as its description. */
  disabledReason?: ReactNode;
  /** Busy while a request toggles it: a spinner in the thumb, `aria-busy`, no toggling. */
  loading?: boolean;
  /** 'sm' or 'md' (default). */
  size?: SwitchSize;
  /** Form field name. */
  name?: string;
  /** Form value when on. Default 'on'. */
  value?: string;
  /** The switch's id; generated when not given. */
  id?: string;
  /** Extra classes for the root. */
  className?: string;
  /** Overrides for the switch's strings. */
  messages?: MessageOverrides;
  /** The switch's button (the track), e.g. to focus it. */
  ref?: Ref<HTMLButtonElement>;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/** An on/off setting on Radix's switch, with a visible label, a description and busy/disabled states. */
export function Switch({
  label,
  description,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  disabledReason,
  loading = false,
  size = 'md',
  name,
  value,
  id: idProp,
  className,
  messages,
  ref,
}: SwitchProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [checked, setChecked] = useControllableState({ prop: checkedProp, defaultProp: defaultChecked });
  const [pending, setPending] = useState(false);
  const state = switchTrackState({ id, description, disabled, disabledReason, busy: loading || pending });

  function handleCheckedChange(next: boolean) {
    const result = onCheckedChange?.(next);
    if (!isThenable(result)) {
      setChecked(next);
      return;
    }
    setPending(true);
    Promise.resolve(result).then(
      () => {
        setChecked(next);
        setPending(false);
      },
      // The caller reports the failure (a toast); the switch just stays where it was.
      () => setPending(false),
    );
  }

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // Radix skips its toggle for a prevented click; this keeps a busy or explained-disabled switch still.
    if (state.inert) event.preventDefault();
  }

  return (
    <SwitchFrame
      id={id}
      label={label}
      description={description}
      disabledReason={disabledReason}
      state={state}
      disabled={disabled}
      size={size}
      className={className}
      messages={messages}
      track={
        <SwitchPrimitive.Root
          ref={ref}
          id={id}
          name={name}
          value={value}
          checked={checked}
          onCheckedChange={handleCheckedChange}
          disabled={state.nativeDisabled}
          {...switchTrackProps(state, size)}
          onClick={handleClick}
        >
          <SwitchPrimitive.Thumb className={cx(styles.thumb, styles.thumbSizes[size])}>
            {state.busy ? <Spinner /> : null}
          </SwitchPrimitive.Thumb>
        </SwitchPrimitive.Root>
      }
    />
  );
}
