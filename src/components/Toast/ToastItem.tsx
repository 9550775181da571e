import { cx } from 'class-variance-authority';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { Translate } from '../../context/useTranslate';
import { focusRing, visuallyHidden } from '../../theme';
import * as styles from './Toast.css';
import { CloseIcon, ToastIcon } from './ToastIcon';
import type { ToastRecord } from './toastQueue';

export interface ToastItemProps {
  /** The toast to show. */ toast: ToastRecord;
  /** True while the pointer or focus is on the toasts: the countdown stops. */ paused: boolean;
  /** Closes the toast. */ onDismiss: (id: string) => void;
  /** The viewport's translate function. */ t: Translate;
}

/** One toast: icon, text and a close button; it closes itself after its duration unless paused. */
export function ToastItem({ toast, paused, onDismiss, t }: ToastItemProps) {
  // Time left survives pauses: hovering at 4 s of 5 leaves 1 s, not a fresh 5.
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return undefined;
    // The device's clock is right here: this measures how long the toast was shown, never a time a user reads.
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.duration, toast.id, onDismiss]);

  function handleClose(event: MouseEvent<HTMLButtonElement>) {
    // Keep keyboard focus among the toasts rather than dropping it on the page body.
    const item = event.currentTarget.closest('li');
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    neighbour?.querySelector<HTMLButtonElement>('button[data-slot="toast-close"]')?.focus();
    onDismiss(toast.id);
  }

  return (
    <li className={cx(styles.toast, styles.severity[toast.severity])} data-slot="toast" data-variant={toast.severity}>
      <ToastIcon severity={toast.severity} />
      <div className={styles.text}>
        <p className={styles.title}>
          <span className={visuallyHidden}>{t(`feedback.toast.${toast.severity}`)}: </span>
          {toast.title}
        </p>
        {toast.description != null ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button
        type="button"
        data-slot="toast-close"
        className={cx(styles.close, focusRing)}
        aria-label={t('feedback.toast.close')}
        onClick={handleClose}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
