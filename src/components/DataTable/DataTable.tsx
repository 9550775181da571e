'use client';
import { cx } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { PAGE_SIZE } from '../../domain/shared';
import { useElementSize } from '../../headless/useElementSize';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { focusRing, visuallyHidden } from '../../theme';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Pagination } from '../Pagination';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';
import { columnAlign, type ListColumn } from './listColumn';
import { common } from '../../i18n/catalogue/en/common';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common);

/** Where a list's data is: first load, failed, or there (possibly empty). */
export type ListStatus = 'loading' | 'error' | 'ready';

/** Pagination of a table: the response's total and the page asked for (LP-LIST-01, SH-API-04/06). */
export interface DataTablePagination {
  /** Total rows across every page: data.total. */
  total: number;
  /** The current page, from 1 (controlled). */
  page?: number;
  /** The first page when uncontrolled. Default 1. */
  defaultPage?: number;
  /** Called with the page the user asks for; load it and pass its rows. */
  onPageChange?: (page: number) => void;
}

export interface DataTableProps<Row> {
  /** The columns, declared once for the table and the cards (`ListColumn`). */
  columns: readonly ListColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A stable key for a row (an order id). */
  getRowKey: (row: Row, index: number) => string | number;
  /** What the table is: its caption and accessible name. */
  caption: ReactNode;
  /** Shows the caption on screen. Default false: the heading around the table usually says it. */
  showCaption?: boolean;
  /** 'loading' shows skeleton rows, 'error' the retry state, 'ready' the rows or 'noRecord'. Default 'ready'. */
  status?: ListStatus;
  /** Loads again after a failure; without it the error state has no button. */
  onRetry?: () => void;
  /** True while the retry loads. */
  retrying?: boolean;
  /** Rows per page (DEC-02): also how many skeleton rows show while loading. Default 10. */
  pageSize?: number;
  /** Page buttons under the table; leave out for a table that shows everything. */
  pagination?: DataTablePagination;
  /** The empty message. Default 'noRecord' (SH-ERR-05). */
  emptyTitle?: ReactNode;
  /** Extra class on the root. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * The desktop table of every launchpool and simple-earn list (LP-LIST-01): a real `<table>` with column
 * headers, skeleton rows while loading, 'noRecord' when empty (SH-ERR-05), an error with Retry, and
 * page buttons sized by DEC-02. Numeric columns use tabular numerals, end-aligned in LTR and RTL.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  showCaption = false,
  status = 'ready',
  onRetry,
  retrying,
  pageSize = PAGE_SIZE.table,
  pagination,
  emptyTitle,
  className,
  messages,
}: DataTableProps<Row>) {
  const t = useTranslate(messages, defaultMessages);
  // A region that scrolls sideways must take focus, or keyboard users cannot scroll it (WCAG 2.1.1); one that
  // fits must not be a useless tab stop.
  const [scrollerRef, scroller] = useElementSize<HTMLDivElement>();
  const overflows = scroller.scrollWidth > scroller.width + 1;
  const captionId = useId();
  const loading = status === 'loading';

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: pageSize }, (_, index) => (
      <tr key={index} aria-hidden="true" data-slot="skeleton-row">
        {columns.map((column) => (
          <td key={column.id} className={styles.cell} data-align={columnAlign(column)}>
            <Skeleton className={styles.skeletonBar} />
          </td>
        ))}
      </tr>
    ));
  } else if (status === 'error' || rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.stateCell}>
          {status === 'error' ? (
            <ErrorState onRetry={onRetry} retrying={retrying} messages={messages} />
          ) : (
            <EmptyState title={emptyTitle} messages={messages} />
          )}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, rowIndex) => (
      <tr key={getRowKey(row, rowIndex)} className={styles.row}>
        {columns.map((column) => (
          <td
            key={column.id}
            className={styles.cell}
            data-align={columnAlign(column)}
            data-numeric={column.numeric ? '' : undefined}
          >
            {column.numeric ? (
              <bdi className={styles.numericValue}>{column.cell(row, rowIndex)}</bdi>
            ) : (
              column.cell(row, rowIndex)
            )}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className={cx(styles.root, className)} data-slot="data-table" data-state={status}>
      <div
        ref={scrollerRef}
        className={cx(styles.scroller, focusRing)}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
      >
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={showCaption ? undefined : visuallyHidden}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={styles.headerCell}
                  data-align={columnAlign(column)}
                  data-numeric={column.numeric ? '' : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
        {loading ? (
          <span role="status" className={visuallyHidden}>
            {t('common.loading')}
          </span>
        ) : null}
      </div>
      {/* Kept while a page loads: the button just pressed must not vanish from under the focus. */}
      {pagination ? (
        <Pagination
          total={pagination.total}
          pageSize={pageSize}
          page={pagination.page}
          defaultPage={pagination.defaultPage}
          onPageChange={pagination.onPageChange}
          messages={messages}
        />
      ) : null}
    </div>
  );
}
