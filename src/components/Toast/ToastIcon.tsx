import { cx } from 'class-variance-authority';
import * as styles from './Toast.css';
import type { ToastSeverity } from './toastQueue';

// One 24-unit outline glyph per severity, so colour is never the only sign of it.
const paths: Record<ToastSeverity, string> = {
  success: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-4 9 3 3 5-6',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 8v5m0-8.5v.5',
  warning: 'M12 3 2.5 20h19L12 3Zm0 6v5m0 3v.5',
  error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-3 6 6 6m0-6-6 6',
};

/** The decorative icon of a severity; the severity's name is in the text for screen readers. */
export function ToastIcon({ severity }: { /** Which glyph and colour. */ severity: ToastSeverity }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx(styles.icon, styles.iconColour[severity])}
    >
      <path d={paths[severity]} />
    </svg>
  );
}

/** The close glyph: a cross. */
export function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={styles.closeIcon}
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
