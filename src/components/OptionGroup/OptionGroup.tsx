import { cx } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { useRadioGroup } from '../../headless/useRadioGroup';
import { focusRing, visuallyHidden } from '../../theme';
import * as styles from './OptionGroup.css';

export type OptionGroupLayout = (typeof styles.optionGroupLayoutNames)[number];

/** One choice of an option group. */
export interface OptionGroupOption<Value extends string | number> {
  /** What choosing it means; reported by `onValueChange`. */
  value: Value;
  /** The option's name, e.g. 'Flexible Simple Earn'. */
  label: ReactNode;
  /** Lines under the name (terms, limits, dates); read as the option's description. */
  description?: ReactNode;
  /** A figure at the end of the row, e.g. the APR; also read as part of the description. */
  detail?: ReactNode;
  /** Shown but not choosable. The option stays focusable so its reason can be read. */
  disabled?: boolean;
  /** Why it is disabled: read as part of the description while disabled. */
  disabledReason?: ReactNode;
}

export interface OptionGroupProps<Value extends string | number> {
  /** The choices, in reading order. */
  options: readonly OptionGroupOption<Value>[];
  /** The chosen value, or null for none (controlled). */
  value?: Value | null;
  /** The value chosen at first (uncontrolled). Default: none. */
  defaultValue?: Value | null;
  /** Called with the newly chosen value (null when `allowDeselect` cleared it). */
  onValueChange?: (value: Value | null) => void;
  /** Called when a disabled option is pressed: the place to say why, e.g. an info toast. */
  onDisabledSelect?: (value: Value) => void;
  /** Pressing the chosen option clears the choice. Default false. */
  allowDeselect?: boolean;
  /** The group's visible name, e.g. 'Redeem to'. */
  label?: ReactNode;
  /** The id of an element outside that names the group, instead of `label`. */
  labelledBy?: string;
  /** Keeps the name for screen readers but hides it on screen. */
  hideLabel?: boolean;
  /** 'list' (default): one option per row. 'inline': options side by side, wrapping. */
  layout?: OptionGroupLayout;
  /** Extra classes for the root. */
  className?: string;
}

/**
 * A radio group of cards: the one primitive behind the destination, redeem-to and voucher choosers.
 * Arrow keys move and choose, following the reading direction; a disabled option is reachable and says
 * why it is disabled, and pressing it calls `onDisabledSelect` instead of choosing it.
 */
export function OptionGroup<Value extends string | number>({
  options,
  value,
  defaultValue,
  onValueChange,
  onDisabledSelect,
  allowDeselect = false,
  label,
  labelledBy,
  hideLabel = false,
  layout = 'list',
  className,
}: OptionGroupProps<Value>) {
  const id = useId();
  const radio = useRadioGroup<Value>({
    values: options.map((option) => option.value),
    value,
    defaultValue,
    onValueChange,
    disabled: options.flatMap((option) => (option.disabled ? [option.value] : [])),
    onDisabledSelect,
    allowDeselect,
  });

  return (
    <div className={cx(styles.root, className)} data-slot="option-group">
      {labelledBy === undefined ? (
        <span id={`${id}-label`} className={hideLabel ? visuallyHidden : styles.label}>
          {label}
        </span>
      ) : null}
      <div
        {...radio.getRootProps()}
        aria-labelledby={labelledBy ?? `${id}-label`}
        className={cx(styles.group, styles.layout[layout])}
      >
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          const hasReason = option.disabled && option.disabledReason != null;
          const describedBy = [
            option.description != null ? `${optionId}-description` : undefined,
            option.detail != null ? `${optionId}-detail` : undefined,
            hasReason ? `${optionId}-reason` : undefined,
          ].filter(Boolean);
          return (
            <button
              key={String(option.value)}
              {...radio.getRadioProps(option.value)}
              data-slot="option"
              aria-labelledby={`${optionId}-label`}
              aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
              className={cx(styles.option, focusRing)}
            >
              <span className={styles.indicator} aria-hidden="true" />
              <span className={styles.text}>
                <span id={`${optionId}-label`} className={styles.optionLabel}>
                  {option.label}
                </span>
                {option.description != null ? (
                  <span id={`${optionId}-description`} className={styles.description}>
                    {option.description}
                  </span>
                ) : null}
              </span>
              {option.detail != null ? (
                <span id={`${optionId}-detail`} className={styles.detail}>
                  {option.detail}
                </span>
              ) : null}
              {hasReason ? (
                <span id={`${optionId}-reason`} className={visuallyHidden}>
                  {option.disabledReason}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
