'use client';
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '../../domain/shared';
import { useMobileLayout } from '../../headless/useMediaQuery';
import type { MessageOverrides } from '../../i18n/resolve';
import { CardList } from '../CardList';
import { DataTable, type ListColumn, type ListStatus } from '../DataTable';
import { ByViewport } from './ByViewport';

export interface ResponsiveListProps<Row> {
  /** The columns, declared once: table columns on desktop, card rows on mobile. */
  columns: readonly ListColumn<Row>[];
  /** A stable key for a record (an order id). */
  getRowKey: (row: Row, index: number) => string | number;
  /** What the list is: the table's caption and the card list's name. */
  label: string;
  /** The first load (or a page load on desktop): 'loading', 'error' or 'ready'. Default 'ready'. */
  status?: ListStatus;
  /** Loads again after a failure. */
  onRetry?: () => void;
  /** True while that retry loads. */
  retrying?: boolean;
  /** Rows per page (DEC-02): one of the domain's `PAGE_SIZE` values. Default 10 (SH-API-04). */
  pageSize?: number;
  /** Total rows across every page: data.total (SH-API-06). */
  total: number;
  /** Desktop: the rows of the current page. */
  rows: readonly Row[];
  /** Desktop: the current page, from 1 (controlled). */
  page?: number;
  /** Desktop: the first page when uncontrolled. Default 1. */
  defaultPage?: number;
  /** Desktop: called with the page the user asks for (LP-LIST-01). */
  onPageChange?: (page: number) => void;
  /** Mobile: every record loaded so far. Default `rows`. */
  items?: readonly Row[];
  /**
   * Mobile: true while more pages exist. Default: fewer items loaded than `total`. Prefer the domain's `hasMorePages`.
   */
  hasMore?: boolean;
  /** Mobile: true while the next page loads. */
  loadingMore?: boolean;
  /** Mobile: true when the last attempt at the next page failed. */
  loadMoreFailed?: boolean;
  /** Mobile: asks for the next page (LP-LIST-02). */
  onLoadMore?: () => void;
  /** The empty message. Default 'noRecord' (SH-ERR-05). */
  emptyTitle?: ReactNode;
  /** Extra class on the root. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * One list, two forms (LP-LIST-01/02): a paginated `DataTable` at and above 768 px, a `CardList` with
 * infinite scroll below it. The columns are declared once. The owner loads pages either way: on
 * desktop it replaces `rows` with the page asked for, on mobile it appends to `items`. Use
 * `useIsMobile()` to know which.
 */
export function ResponsiveList<Row>({
  columns,
  getRowKey,
  label,
  status,
  onRetry,
  retrying,
  pageSize = PAGE_SIZE.table,
  total,
  rows,
  page,
  defaultPage,
  onPageChange,
  items,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  emptyTitle,
  className,
  messages,
}: ResponsiveListProps<Row>) {
  const isMobile = useMobileLayout();
  const loaded = items ?? rows;
  const cards =
    isMobile === false ? null : (
      <CardList
        columns={columns}
        items={loaded}
        getRowKey={getRowKey}
        label={label}
        status={status}
        onRetry={onRetry}
        retrying={retrying}
        hasMore={hasMore ?? loaded.length < total}
        loadingMore={loadingMore}
        loadMoreFailed={loadMoreFailed}
        onLoadMore={onLoadMore}
        emptyTitle={emptyTitle}
        className={className}
        messages={messages}
      />
    );
  const table =
    isMobile === true ? null : (
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={getRowKey}
        caption={label}
        status={status}
        onRetry={onRetry}
        retrying={retrying}
        pageSize={pageSize}
        pagination={{ total, page, defaultPage, onPageChange }}
        emptyTitle={emptyTitle}
        className={className}
        messages={messages}
      />
    );
  // The server does not know the viewport: it renders both forms, CSS showing the right one (P-55).
  return isMobile === undefined ? <ByViewport mobile={cards} desktop={table} /> : (cards ?? table);
}
