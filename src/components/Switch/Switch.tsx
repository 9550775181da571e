import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cx } from 'class-variance-authority';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useControllableState } from '../../headless/useControllableState';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { focusRing, visuallyHidden } from '../../theme';
import { Spinner } from '../Button/Spinner';
import * as styles from './Switch.css';
import { feedback } from '../../i18n/catalogue/en/feedback';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, feedback);

export type SwitchSize = (typeof styles.switchSizeNames)[number];

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
}: SwitchProps) {
  const t = useTranslate(messages, defaultMessages);
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [checked, setChecked] = useControllableState({ prop: checkedProp, defaultProp: defaultChecked });
  const [pending, setPending] = useState(false);
  const busy = loading || pending;
  const hasReason = disabled && disabledReason != null && disabledReason !== false;
  const inert = busy || hasReason;

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
    if (inert) event.preventDefault();
  }

  const describedBy = [
    description != null ? `${id}-description` : undefined,
    hasReason ? `${id}-reason` : undefined,
    busy ? `${id}-busy` : undefined,
  ].filter(Boolean);

  return (
    <div
      className={cx(styles.root, className)}
      data-slot="switch"
      data-disabled={disabled ? '' : undefined}
      data-size={size}
    >
      <SwitchPrimitive.Root
        id={id}
        name={name}
        value={value}
        checked={checked}
        onCheckedChange={handleCheckedChange}
        // A reason must be reachable by keyboard, and a native disabled button is not.
        disabled={disabled && !hasReason}
        aria-disabled={inert ? true : undefined}
        aria-busy={busy ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        className={cx(styles.track, styles.trackSize[size], focusRing)}
        onClick={handleClick}
      >
        <SwitchPrimitive.Thumb className={cx(styles.thumb, styles.thumbSizes[size])}>
          {busy ? <Spinner /> : null}
        </SwitchPrimitive.Thumb>
      </SwitchPrimitive.Root>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description != null ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
        {hasReason ? (
          <span id={`${id}-reason`} className={visuallyHidden}>
            {disabledReason}
          </span>
        ) : null}
        {busy ? (
          <span id={`${id}-busy`} className={visuallyHidden}>
            {t('feedback.busy')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
