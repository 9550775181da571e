import { cx } from 'class-variance-authority';
import * as styles from './ResultDialog.css';

export type ResultStatus = (typeof styles.resultStatusNames)[number];

const glyphs: Record<ResultStatus, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  failure: 'M7 7l10 10M17 7L7 17',
  info: 'M12 11v6M12 7.5v.01',
};

/** The round result mark at the top of a result dialog; named by `label` for screen readers. */
export function ResultIcon({ status, label }: { status: ResultStatus; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      data-slot="result-icon"
      data-status={status}
      className={cx(styles.icon, styles.iconTone[status])}
    >
      <svg
        viewBox="0 0 24 24"
        className={styles.iconGlyph}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={glyphs[status]} />
      </svg>
    </span>
  );
}
