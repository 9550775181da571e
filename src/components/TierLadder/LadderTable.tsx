import { cx } from 'class-variance-authority';
import { useElementSize } from '../../headless/useElementSize';
import { useId, type ReactNode } from 'react';
import type { MessageOverrides } from '../../i18n/resolve';
import { visuallyHidden } from '../../theme';
import { EmptyState } from '../EmptyState';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as styles from './TierLadder.css';

/** One column of a ladder table. */
export interface LadderColumn {
  /** Stable id of the column. */
  id: string;
  /** The header text. */
  header: ReactNode;
  /** 'start' for labels, 'end' (amounts and rates, aligned on their last digit). Default 'start'. */
  align?: 'start' | 'end';
}

/** One row of a ladder table. */
export interface LadderRow {
  /** Stable id of the row. */
  id: string;
  /** One cell per column, in column order; the first is the row header. */
  cells: readonly ReactNode[];
  /** The user's own row: highlighted, `aria-current`, with `currentLabel` beside its first cell. */
  current?: boolean;
}

export interface LadderTableProps {
  /** The table's caption: its accessible name, shown above it. */
  caption: ReactNode;
  /** The columns. */
  columns: readonly LadderColumn[];
  /** The rows, lowest tier first. */
  rows: readonly LadderRow[];
  /** Keeps the caption for assistive technology but hides it, when a heading above says the same. */
  hideCaption?: boolean;
  /** The badge text on the current row ('Your tier'). */
  currentLabel?: ReactNode;
  /** While the data loads: placeholders instead of rows, announced once as 'Loading'. */
  loading?: boolean;
  /** Text when there are no rows. Default 'noRecord'. */
  emptyText?: ReactNode;
  /** Extra class on the wrapper. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * The table every ladder shares (eligibility tiers, ladder APR, VIP discounts): a real `<table>` with
 * a caption, a header row and a row header per tier, the user's row highlighted with `aria-current`.
 * Amount and rate cells end-align in tabular numerals, so a column lines up on its last digit.
 */
export function LadderTable({
  caption,
  columns,
  rows,
  hideCaption = false,
  currentLabel,
  loading = false,
  emptyText,
  className,
  messages,
}: LadderTableProps) {
  const captionClass = hideCaption ? visuallyHidden : styles.caption;
  const captionId = useId();
  // A region that scrolls sideways must take focus, or keyboard users cannot scroll it (WCAG 2.1.1); one that
  // fits must not be a useless tab stop.
  const [scrollerRef, scroller] = useElementSize<HTMLDivElement>();
  const overflows = scroller.scrollWidth > scroller.width + 1;
  if (loading) {
    return (
      <div data-slot="ladder-table" data-state="loading" className={cx(styles.wrapper, className)}>
        <p className={captionClass}>{caption}</p>
        <SkeletonGroup messages={messages} className={styles.skeleton}>
          {columns.length > 0 ? Array.from({ length: 3 }, (_, index) => <Skeleton key={index} shape="block" />) : null}
        </SkeletonGroup>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div data-slot="ladder-table" data-state="empty" className={cx(styles.wrapper, className)}>
        <p className={captionClass}>{caption}</p>
        <EmptyState size="compact" title={emptyText} messages={messages} />
      </div>
    );
  }
  return (
    <div data-slot="ladder-table" className={cx(styles.wrapper, className)}>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
      >
        <table className={styles.table}>
          <caption id={captionId} className={captionClass}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={styles.headerCell} data-align={column.align ?? 'start'}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className={styles.row}
                data-state={row.current ? 'current' : undefined}
                aria-current={row.current ? 'true' : undefined}
              >
                {row.cells.map((cell, index) => {
                  const align = columns[index]?.align ?? 'start';
                  if (index === 0) {
                    return (
                      <th key={columns[index]?.id ?? index} scope="row" className={styles.cell} data-align={align}>
                        <span className={styles.rowHeader}>
                          {cell}
                          {row.current && currentLabel != null ? (
                            <span className={styles.currentBadge}>{currentLabel}</span>
                          ) : null}
                        </span>
                      </th>
                    );
                  }
                  return (
                    <td key={columns[index]?.id ?? index} className={styles.cell} data-align={align}>
                      {cell}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
