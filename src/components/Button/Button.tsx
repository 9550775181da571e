import { useId, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { chainHandlers } from '../../headless/internal/events';
import { SUBMIT_DEBOUNCE_MS } from '../../domain/shared/constants';
import { useDebouncedAction } from '../../headless/useDebouncedAction';
import { visuallyHidden } from '../../theme';
import * as styles from './Button.css';
import { buttonVariants, type ButtonSize, type ButtonVariant } from './buttonVariants';
import { Spinner } from './Spinner';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** How much the button stands out: 'primary' (default), 'secondary', 'ghost', 'danger' or 'vip'. */
  variant?: ButtonVariant;
  /** 'sm', 'md' (default) or 'lg'. On touch layouts every size is at least 44 px high. */
  size?: ButtonSize;
  /** Fills the inline size of its container, as in a mobile action bar. */
  fullWidth?: boolean;
  /** Shows a spinner, sets `aria-busy` and ignores clicks; the button keeps its width and its name. */
  loading?: boolean;
  /**
   * Why the button is disabled. With it, the button stays focusable (`aria-disabled` instead of
   * `disabled`) and the reason is its accessible description, so a keyboard or screen-reader user
   * can find out why it does nothing. Only used while `disabled` is true.
   */
  disabledReason?: ReactNode;
  /**
   * The action the button submits. Clicks are debounced (`debounceMs`), so a click or a double click
   * runs it once; if it returns a promise the button stays busy, ignoring clicks, until it settles.
   * `onClick` still runs on every click.
   */
  onAction?: () => unknown;
  /** Debounce for `onAction` in ms: 200 by default (SH-CONST-12); the subscribe button uses 500. */
  debounceMs?: number;
}

/**
 * The library's button. Native `<button>` (type "button" unless told otherwise), variants from
 * `buttonVariants`, and the busy and disabled states every exchange action needs.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled = false,
  disabledReason,
  onAction,
  debounceMs = SUBMIT_DEBOUNCE_MS,
  onClick,
  className,
  children,
  type = 'button',
  'aria-describedby': describedBy,
  ...rest
}: ButtonProps) {
  const reasonId = useId();
  const action = useDebouncedAction(() => onAction?.(), { wait: debounceMs });
  // Only the running phase shows: a spinner during the 200 ms wait would flash on every click.
  const busy = loading || action.phase === 'running';
  const hasReason = disabled && disabledReason != null && disabledReason !== false;
  const inert = busy || hasReason;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (inert) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    chainHandlers(onClick, () => {
      if (onAction) action.run();
    })(event);
  }

  const description = [describedBy, hasReason ? reasonId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <button
        {...rest}
        type={type}
        data-slot="button"
        data-variant={variant ?? 'primary'}
        data-loading={busy ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        // A reason needs focus to be found, and a native disabled button cannot take focus.
        disabled={disabled && !hasReason}
        aria-disabled={inert ? true : undefined}
        aria-busy={busy ? true : undefined}
        aria-describedby={description}
        className={buttonVariants({ variant, size, fullWidth, className })}
        onClick={handleClick}
      >
        <span className={styles.label}>{children}</span>
        {busy ? (
          <span className={styles.spinnerSlot}>
            <Spinner />
          </span>
        ) : null}
      </button>
      {hasReason ? (
        <span id={reasonId} className={visuallyHidden}>
          {disabledReason}
        </span>
      ) : null}
    </>
  );
}
