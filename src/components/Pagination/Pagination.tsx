'use client';
import { cx } from 'class-variance-authority';
import { PAGE_SIZE } from '../../domain/shared';
import { usePagination } from '../../headless/usePagination';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { focusRing, visuallyHidden } from '../../theme';
import * as styles from './Pagination.css';
import { kitData } from '../../i18n/catalogue/en/kitData';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitData);

export interface PaginationProps {
  /** Total rows across every page (data.total, SH-API-06). */
  total: number;
  /** Rows per page (DEC-02): one of the domain's `PAGE_SIZE` values. Default 10. */
  pageSize?: number;
  /** The current page, from 1 (controlled). */
  page?: number;
  /** The first page when uncontrolled. Default 1. */
  defaultPage?: number;
  /** Called with the page the user asks for. */
  onPageChange?: (page: number) => void;
  /** Extra class on the `<nav>`. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={styles.chevron}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'previous' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'} />
    </svg>
  );
}

/**
 * Page buttons for a table (LP-LIST-01): previous, numbers with gaps, next. A `<nav>` landmark; the
 * current page carries `aria-current="page"` and is announced after a change. Hidden when everything
 * fits on one page.
 */
export function Pagination({
  total,
  pageSize = PAGE_SIZE.table,
  page,
  defaultPage,
  onPageChange,
  className,
  messages,
}: PaginationProps) {
  const t = useTranslate(messages, defaultMessages);
  const pagination = usePagination({ total, pageSize, page, defaultPage, onPageChange });
  if (pagination.pageCount <= 1) return null;
  return (
    <nav aria-label={t('kitData.pagination.label')} data-slot="pagination" className={cx(styles.root, className)}>
      <ul className={styles.list}>
        <li>
          <button
            {...pagination.previousButtonProps}
            aria-label={t('kitData.pagination.previous')}
            className={cx(styles.button, focusRing)}
          >
            <Chevron direction="previous" />
          </button>
        </li>
        {pagination.items.map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.key}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                {...pagination.getPageButtonProps(item.page)}
                aria-label={t('kitData.pagination.page', { page: item.page })}
                className={cx(styles.button, focusRing)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            {...pagination.nextButtonProps}
            aria-label={t('kitData.pagination.next')}
            className={cx(styles.button, focusRing)}
          >
            <Chevron direction="next" />
          </button>
        </li>
      </ul>
      <span role="status" className={visuallyHidden}>
        {t('kitData.pagination.status', { page: pagination.page, count: pagination.pageCount })}
      </span>
    </nav>
  );
}
